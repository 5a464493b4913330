import Finance

/// What an import preview and summary say about how the file decided its own reading: the date
/// format chosen when the dates read two ways.
extension ImportText {
    /// "Dates read as day/month: the other reading puts 9 rows in the future."
    static func dateDecision(_ decision: DateFormatDecision?) -> [String] {
        guard let decision else { return [] }
        let text = decision.description
        return [text.prefix(1).uppercased() + text.dropFirst() + "."]
    }
}
