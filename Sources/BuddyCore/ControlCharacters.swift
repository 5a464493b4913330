/// Characters that a terminal takes as instructions, or that reorder or hide text, and the one
/// routine that takes them out: statement fields and typed lines before they are stored, and
/// stored text before it is shown.
///
/// Removed are escape sequences whole (CSI such as `ESC [ 2 J`, OSC such as `ESC ] 0 ; title BEL`,
/// the other string sequences and two-character ones, and their C1 forms), the other C0 and C1
/// control characters and DEL (NUL included), the direction marks, embeddings, overrides and
/// isolates (U+200E–U+200F, U+202A–U+202E, U+2066–U+2069, U+061C), and invisible format
/// characters (U+200B–U+200D, U+2060–U+2064, U+206A–U+206F, U+FEFF, U+180E, U+FFF9–U+FFFB). A
/// zero-width joiner between two emoji stays, as it draws one picture of them. Tabs and line
/// breaks become spaces.
public enum ControlCharacters {
    /// `text` with what a terminal could act on removed. A line feed stays one when
    /// `keepingLineFeeds` (output of several lines), and a carriage return is then removed;
    /// otherwise both are spaces, as are tabs and the other line breaks. An escape sequence for
    /// which `keeping` says true stays whole (a display's own colours).
    public static func removed(from text: String, keepingLineFeeds: Bool = false,
                               keeping: (Substring.UnicodeScalarView) -> Bool = { _ in false }) -> String {
        guard mayHaveAny(text) else { return text }
        let scalars = text.unicodeScalars
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if let end = sequenceEnd(in: scalars, at: index) {
                let sequence = scalars[index..<end]
                if keeping(sequence) { result.append(contentsOf: sequence) }
                index = end
                continue
            }
            let next = scalars.index(after: index)
            switch kind(of: scalar) {
            case .kept:
                result.append(scalar)
            case .lineBreak:
                if !keepingLineFeeds {
                    result.append(" ")
                } else if scalar != "\r" {
                    result.append(scalar == "\n" ? "\n" : " ")
                }
            case .joiner:
                if let before = result.last, isEmoji(before), next < scalars.endIndex, isEmoji(scalars[next]) { result.append(scalar) }
            case .removed:
                break
            }
            index = next
        }
        return String(result)
    }

    /// Whether `text` has nothing ``removed(from:keepingLineFeeds:keeping:)`` would take out or change
    /// (line feeds aside when `keepingLineFeeds`).
    public static func isClean(_ text: String, keepingLineFeeds: Bool = false) -> Bool {
        removed(from: text, keepingLineFeeds: keepingLineFeeds) == text
    }

    /// Whether `scalar` is one of the characters removed or made a space (a zero-width joiner
    /// counts, though it stays between emoji).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if case .kept = kind(of: scalar) { return false }
        return true
    }

    private enum Kind {
        case kept, lineBreak, joiner, removed
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: .lineBreak
        case 0x00...0x1F, 0x7F...0x9F: .removed
        case 0x200D: .joiner
        case 0x061C, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB: .removed
        default: .kept
        }
    }

    /// A picture character (not a digit, `#` or `*`, which are emoji only as keycaps), or the
    /// variation selector that asks for one.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || (scalar.value > 0x7F && scalar.properties.isEmoji)
    }

    /// Where the escape sequence starting at `index` ends, or nil when none starts there.
    ///
    /// A control sequence (`ESC [` or CSI) runs through its parameter and intermediate
    /// characters to its final character; a string (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` or
    /// their C1 forms) to BEL or the string terminator, and when it has none only its
    /// introducer is taken, leaving the text after it; any other `ESC` takes its intermediate
    /// characters and one final character.
    private static func sequenceEnd(in scalars: String.UnicodeScalarView, at index: String.UnicodeScalarView.Index)
        -> String.UnicodeScalarView.Index? {
        let after = scalars.index(after: index)
        switch scalars[index].value {
        case 0x1B:
            guard after < scalars.endIndex else { return after }
            switch scalars[after] {
            case "[": return controlSequenceEnd(in: scalars, from: scalars.index(after: after))
            case "]", "P", "X", "^", "_": return stringEnd(in: scalars, from: scalars.index(after: after))
            default:
                var end = after
                while end < scalars.endIndex, (0x20...0x2F).contains(scalars[end].value) { end = scalars.index(after: end) }
                if end < scalars.endIndex, (0x30...0x7E).contains(scalars[end].value) { end = scalars.index(after: end) }
                return end
            }
        case 0x9B: return controlSequenceEnd(in: scalars, from: after)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return stringEnd(in: scalars, from: after)
        default: return nil
        }
    }

    private static func controlSequenceEnd(in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index)
        -> String.UnicodeScalarView.Index {
        var end = start
        while end < scalars.endIndex, (0x30...0x3F).contains(scalars[end].value) { end = scalars.index(after: end) }
        while end < scalars.endIndex, (0x20...0x2F).contains(scalars[end].value) { end = scalars.index(after: end) }
        if end < scalars.endIndex, (0x40...0x7E).contains(scalars[end].value) { end = scalars.index(after: end) }
        return end
    }

    private static func stringEnd(in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index)
        -> String.UnicodeScalarView.Index {
        var end = start
        while end < scalars.endIndex {
            let value = scalars[end].value
            let next = scalars.index(after: end)
            if value == 0x07 || value == 0x9C { return next }
            if value == 0x1B, next < scalars.endIndex, scalars[next] == "\\" { return scalars.index(after: next) }
            end = next
        }
        return start
    }

    /// A quick look at the bytes: false when no byte can start a character this removes, which
    /// is nearly every field and line (only C0, DEL and the UTF-8 lead bytes of C1, U+061C,
    /// U+180E, U+2000–U+2FFF and U+FExx–U+FFxx are looked at again).
    private static func mayHaveAny(_ text: String) -> Bool {
        text.utf8.contains { byte in byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE1 || byte == 0xE2 || byte == 0xEF }
    }
}
