/// Rows of cells in aligned columns, two spaces apart. When the rows are wider than the
/// display, the widest left-aligned column (a description) is cut to fit; in the accessible plain mode each row is a phrase,
/// its cells joined by commas.
public struct Table: Sendable {
    /// The rows; shorter rows leave their last columns empty.
    public let rows: [[String]]
    /// Columns aligned to the right (amounts).
    public let rightAligned: Set<Int>

    /// Creates a table; its cells are data, shown through ``TerminalText/data(_:)``.
    public init(_ rows: [[String]], rightAligned: Set<Int> = []) {
        self.rows = rows.map { $0.map(TerminalText.data) }
        self.rightAligned = rightAligned
    }

    /// The table's lines, each starting with `indent` spaces and no wider than the display.
    public func lines(in display: Display, indent: Int = 2) -> [String] {
        let margin = String(repeating: " ", count: indent)
        if display.glyphs == .words {
            return rows.map { margin + $0.filter { !$0.isEmpty }.joined(separator: ", ") }
        }
        let columns = rows.map(\.count).max() ?? 0
        var widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        let total = indent + widths.reduce(0, +) + 2 * max(0, columns - 1)
        let cut = (0..<columns).filter { !rightAligned.contains($0) }.max { widths[$0] < widths[$1] }
        if total > display.width, let cut {
            widths[cut] = max(1, widths[cut] - (total - display.width))
        }
        return rows.map { row in
            let cells = (0..<columns).map { column -> String in
                let text = TextLayout.truncated(column < row.count ? row[column] : "", to: widths[column], ascii: display.glyphs == .ascii)
                return rightAligned.contains(column) ? TextLayout.leftPadded(text, to: widths[column]) : TextLayout.padded(text, to: widths[column])
            }
            let line = margin + cells.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
