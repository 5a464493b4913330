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
