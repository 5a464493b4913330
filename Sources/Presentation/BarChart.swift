/// A horizontal bar chart: one row per label, bars scaled to the largest value, values in a
/// right-aligned column. It fits `Display.width` (narrow displays put each bar on its own line),
/// draws with block characters on a terminal and `#` elsewhere, and becomes "label: value"
/// sentences in the accessible plain mode.
public struct BarChart: Sendable {
    /// One row of the chart.
    public struct Bar: Sendable, Equatable {
        /// What the bar is (a category, a month).
        public let label: String
        /// Its size; values at or below zero draw no bar.
        public let value: Int64
        /// The value as shown beside the bar ("$412.50").
        public let text: String
        /// How the bar is coloured.
        public let role: Role

        /// Creates a bar; its label and text are data, shown through ``TerminalText/data(_:)``.
        public init(label: String, value: Int64, text: String, role: Role = .bar) {
            self.label = TerminalText.data(label)
            self.value = value
            self.text = TerminalText.data(text)
            self.role = role
        }
    }

    /// The rows, in the order drawn.
    public let bars: [Bar]

    /// Creates a chart of `bars`.
    public init(_ bars: [Bar]) {
        self.bars = bars
    }

    /// Narrowest bar worth drawing beside its label; below it, bars go on their own lines.
    static let minimumBeside = 6

    /// The chart's lines, each starting with `indent` spaces and no wider than the display.
    public func lines(in display: Display, indent: Int = 2) -> [String] {
        let margin = String(repeating: " ", count: indent)
        let glyphs = display.glyphs
        if glyphs == .words {
            return bars.map { margin + "\($0.label): \($0.text)" }
        }
        let ascii = glyphs == .ascii
        let available = display.width - indent
        let largest = bars.map(\.value).max() ?? 0
        let valueWidth = bars.map(\.text.count).max() ?? 0
        let labelWidth = min(bars.map(\.label.count).max() ?? 0, max(8, available * 2 / 5))
        let besideSpace = available - labelWidth - valueWidth - 3
        var lines: [String] = []
        for bar in bars {
            if besideSpace >= Self.minimumBeside {
                let drawn = Self.bar(bar.value, of: largest, cells: besideSpace, glyphs: glyphs)
                let label = TextLayout.padded(TextLayout.truncated(bar.label, to: labelWidth, ascii: ascii), to: labelWidth)
                let gap = String(repeating: " ", count: besideSpace - drawn.count)
                lines.append(margin + label + "  " + display.paint(drawn, bar.role) + gap + " "
                             + TextLayout.leftPadded(bar.text, to: valueWidth))
            } else {
                let label = TextLayout.truncated(bar.label, to: max(1, available - bar.text.count - 1), ascii: ascii)
                lines.append(TextLayout.truncated(margin + label + " " + bar.text, to: display.width, ascii: ascii))
                let drawn = Self.bar(bar.value, of: largest, cells: available, glyphs: glyphs)
                lines.append(margin + display.paint(drawn, bar.role))
            }
        }
        return lines
    }

    /// A bar for `value` out of `largest` in `cells` columns: to an eighth of a cell with
    /// blocks, to a whole cell in ASCII; any value above zero shows at least a sliver.
    static func bar(_ value: Int64, of largest: Int64, cells: Int, glyphs: Glyphs) -> String {
        guard value > 0, largest > 0, cells > 0 else { return "" }
        let steps: Int64 = glyphs == .blocks ? 8 : 1
        let scaled = max(1, Int(Scale.scaled(min(value, largest), by: Int64(cells) * steps, over: largest)))
        guard glyphs == .blocks else { return String(repeating: "#", count: scaled) }
        let whole = String(repeating: "█", count: scaled / 8)
        return scaled % 8 == 0 ? whole : whole + String(Glyphs.eighths[scaled % 8 - 1])
    }
}
