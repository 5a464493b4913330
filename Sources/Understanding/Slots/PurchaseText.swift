/// The free text of a purchase said in one breath, "burrito at chipotle" or "new shoes from
/// target": what was bought, and where.
public enum PurchaseText {
    /// The words that put a shop after what was bought.
    static let shopMarkers: Set<String> = ["at", "from"]

    /// `text` split at its last "at"/"from" into what and where; nil when it names no shop or
    /// either side would be empty.
    public static func split(_ text: String) -> (what: String, merchant: String)? {
        let words = text.split(separator: " ").map(String.init)
        guard let marker = words.lastIndex(where: { shopMarkers.contains($0.lowercased()) }),
              marker > 0, marker < words.count - 1 else { return nil }
        return (words[..<marker].joined(separator: " "), words[(marker + 1)...].joined(separator: " "))
    }
}

extension PurchaseText {
    /// Words a person says before the thing bought that are not part of it: "oh and a muffin",
    /// "also some bread", "plus a coffee".
    static let leadIns: Set<String> = ["oh", "and", "also", "then", "um", "umm", "uh", "so", "ok", "okay", "a", "an", "ah", "oops", "btw"]

    /// `text` without the lead-in words it starts with ("oh and a muffin" → "muffin"); the text
    /// as it was when nothing else would be left.
    public static func trimmed(_ text: String) -> String {
        let words = text.split(separator: " ")
        let kept = words.drop { leadIns.contains($0.lowercased().trimmingCharacters(in: .punctuationCharacters)) }
        return kept.isEmpty ? text : kept.joined(separator: " ")
    }
}
