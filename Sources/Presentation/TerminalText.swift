import BuddyCore

/// Text on its way to the terminal. Data (a payee, a note, a name, a rule's pattern, a column
/// of a file) is shown without anything a terminal could act on; finished output keeps only its
/// line breaks and the display's own colours; JSON escapes what a terminal could act on.
public enum TerminalText {
    /// A value from the store, a file or a typed line as it may be shown: on one line, with no
    /// escape sequence, control character, direction override or invisible character (see
    /// ``ControlCharacters``). Spaces are left as they are.
    public static func data(_ text: String) -> String {
        ControlCharacters.removed(from: text)
    }

    /// Data of several lines (a message listing a file's bad lines): each line as
    /// ``data(_:)`` shows it, the line feeds between them kept.
    public static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { data(String($0)) }.joined(separator: "\n")
    }

    /// JSON as an encoder writes it (control characters below U+0020 already escaped) with
    /// DEL, the C1 controls, direction overrides and invisible format characters escaped as
    /// `\uXXXX` as well: the same JSON values, and nothing a terminal showing it acts on.
    public static func json(_ encoded: String) -> String {
        guard encoded.unicodeScalars.contains(where: needsEscape) else { return encoded }
        var result = String.UnicodeScalarView()
        for scalar in encoded.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x7F && ControlCharacters.isControl(scalar)
    }
}

extension Display {
    /// Output about to be written: its line feeds kept, and the colour sequences this display
    /// paints with when it uses colour; every other escape sequence and control character is
    /// removed, so no text in it can move the cursor, clear the screen or retitle the window.
    public func screened(_ output: String) -> String {
        let allowed = usesColour ? theme.escapeSequences : []
        return ControlCharacters.removed(from: output, keepingLineFeeds: true) { allowed.contains(String($0)) }
    }
}

extension Theme {
    /// The escape sequences ``Display/paint(_:_:)`` writes in this theme: each role's colour
    /// and the reset.
    var escapeSequences: Set<String> {
        Set(Role.allCases.compactMap { sgr($0).map { "\u{1B}[\($0)m" } } + ["\u{1B}[0m"])
    }
}
