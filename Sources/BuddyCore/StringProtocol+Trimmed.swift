extension StringProtocol {
    /// The text without spaces and tabs (any Unicode white space) at either end; returns at once
    /// when there are none, which is nearly every field of a statement and line of a grammar.
    public var trimmed: String {
        let text = Substring(self)
        let bytes = text.utf8
        guard let firstByte = bytes.first, let lastByte = bytes.last else { return "" }
        // ASCII at both ends, the usual case, is told apart without reading whole characters.
        if firstByte < 0x80, lastByte < 0x80 {
            if !Self.isASCIISpace(firstByte), !Self.isASCIISpace(lastByte) { return String(text) }
            guard let start = bytes.firstIndex(where: { !Self.isASCIISpace($0) }) else { return "" }
            let end = bytes.lastIndex(where: { !Self.isASCIISpace($0) })!
            if bytes[start] < 0x80, bytes[end] < 0x80 {
                return String(text[start...end])
            }
        }
        guard let start = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
        let end = text.lastIndex(where: { !$0.isWhitespace })!
        return String(text[start...end])
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
