extension StringProtocol {
    /// The text without the spaces and tabs at either end: what trimming Foundation's
    /// `CharacterSet.whitespaces` (tab and the Unicode space separators) gives, without the
    /// character sets a run would otherwise build to answer one question. Line breaks stay.
    public var spacesTrimmed: String {
        let scalars = Substring(self).unicodeScalars
        guard let start = scalars.firstIndex(where: { !Self.isSpaceOrTab($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !Self.isSpaceOrTab($0) })!
        return String(scalars[start...end])
    }

    /// Whether `scalar` is a tab or a Unicode space separator.
    private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
}
