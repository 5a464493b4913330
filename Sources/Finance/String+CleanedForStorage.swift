import BuddyCore

extension StringProtocol {
    /// The text as Buddy stores it: escape sequences, control characters (NUL too: it never cuts
    /// the text short), direction overrides, byte-order marks and zero-width characters removed
    /// (see ``ControlCharacters``), tabs and line breaks made spaces, runs of spaces made one, and
    /// no spaces at either end. Every statement field and every typed line goes through it
    /// before anything is stored.
    public var cleanedForStorage: String {
        let text = ControlCharacters.removed(from: String(self))
        var afterSpace = false
        let doubled = text.utf8.contains { byte in
            defer { afterSpace = byte == UInt8(ascii: " ") }
            return afterSpace && byte == UInt8(ascii: " ")
        }
        guard doubled else { return text.trimmed }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character == " " {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result.trimmed
    }
}
