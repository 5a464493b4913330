/// Fitting text into columns. Widths count characters (grapheme clusters), which is what a
/// terminal shows for the letters, digits and symbols Buddy prints.
enum TextLayout {
    /// `text` cut to `width` columns, ending in "…" (or "." outside a terminal) when cut.
    static func truncated(_ text: String, to width: Int, ascii: Bool) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(max(0, width))) }
        return String(text.prefix(width - 1)) + (ascii ? "." : "…")
    }

    /// `text` padded with spaces on the right to `width` columns.
    static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` padded with spaces on the left to `width` columns.
    static func leftPadded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}

extension Display {
    /// `text` with each line longer than the display broken at spaces, continuation lines
    /// indented like the line they continue. Lines with escape codes are left whole.
    public func wrapped(_ text: String, firstLineOffset: Int = 0) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            let room = width - (index == 0 ? firstLineOffset : 0)
            guard line.count > room, !line.contains("\u{1B}") else { return String(line) }
            let indent = String(line.prefix { $0 == " " })
            var lines: [String] = []
            var current = ""
            for word in line.split(separator: " ") {
                let limit = lines.isEmpty ? room : width
                if !current.isEmpty, current.count + 1 + word.count > limit {
                    lines.append(current)
                    current = indent + word
                } else {
                    current = current.isEmpty ? indent + word : current + " " + word
                }
            }
            lines.append(current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
