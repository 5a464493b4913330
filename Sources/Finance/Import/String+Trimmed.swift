extension StringProtocol {
    /// The text without spaces and tabs (any Unicode white space) at either end; returns at once
    /// when there are none, which is nearly every field of a statement.
    var trimmed: String {
        guard let first = first, let last = last else { return "" }
        if !first.isWhitespace && !last.isWhitespace { return String(self) }
        guard let start = firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = lastIndex(where: { !$0.isWhitespace })!
        return String(self[start...end])
    }
}
