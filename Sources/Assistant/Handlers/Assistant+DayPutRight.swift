import Understanding

/// "spent 5 on lunch on feb 30", then "sorry, i meant the 20th": the line said again with the
/// day that exists.
extension Assistant {
    /// The line of the turn before, which named a day that does not exist, with the day `line`
    /// gives in its place; nil when the turn before named no such day or `line` is not a day
    /// alone (after words that put right: "no", "sorry i meant", "i mean").
    func dayPutRight(_ line: String) -> String? {
        guard let impossible = context.impossibleDay, impossible.turn == context.turn - 1 else { return nil }
        let said = Self.withoutCorrectingWords(line).said
        guard understander.readSlot(.date, from: said, in: understandingContext) != nil else { return nil }
        return understander.replacingImpossibleDate(in: impossible.line, with: said, in: understandingContext)
    }
}
