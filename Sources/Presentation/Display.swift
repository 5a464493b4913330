/// Where output goes and how it may look: the theme, the width to fit, and whether it is a
/// terminal (colour and block characters) or plain text (a pipe, a file, a mail).
public struct Display: Sendable, Equatable {
    /// The chosen theme.
    public var theme: Theme
    /// Columns available; charts never draw a line wider than this.
    public var width: Int
    /// Whether the output is a terminal.
    public var isTerminal: Bool
    /// Whether colour is allowed at all (false with `--no-color`, `NO_COLOR` or `TERM=dumb`).
    public var colourAllowed: Bool

    /// Creates a display; widths under 20 columns are treated as 20.
    public init(theme: Theme, width: Int, isTerminal: Bool, colourAllowed: Bool = true) {
        self.theme = theme
        self.width = max(20, width)
        self.isTerminal = isTerminal
        self.colourAllowed = colourAllowed
    }

    /// Plain text 80 columns wide: scripted answers, JSON, mail.
    public static let plainText = plain(keeping: .none)

    /// Plain text `width` columns wide: no colour, ASCII charts, and the accessible plain mode
    /// when that is `theme`.
    public static func plain(keeping theme: Theme, width: Int = 80) -> Display {
        Display(theme: theme == .plain ? .plain : .none, width: width, isTerminal: false, colourAllowed: false)
    }

    /// Whether escape sequences for colour are written.
    public var usesColour: Bool { isTerminal && colourAllowed && theme.sgr(.heading) != nil }

    /// Whether output should be in words, with room between items (the accessible plain mode).
    public var isPlainMode: Bool { theme == .plain }

    /// The characters charts are drawn with.
    var glyphs: Glyphs { theme == .plain ? .words : isTerminal ? .blocks : .ascii }

    /// `text` coloured for `role` when this display uses colour; unchanged otherwise.
    public func paint(_ text: String, _ role: Role) -> String {
        guard usesColour, !text.isEmpty, let code = theme.sgr(role) else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// The separator between parts of a line: "·" on a terminal, "-" elsewhere, a comma in plain mode.
    public var separator: String {
        switch glyphs {
        case .blocks: return " · "
        case .ascii: return " - "
        case .words: return ", "
        }
    }

    /// The sign for a rise or a fall: arrows on a terminal, +/- in ASCII, "up"/"down" in words.
    public func change(up: Bool) -> String {
        switch glyphs {
        case .blocks: return up ? "▲" : "▼"
        case .ascii: return up ? "+" : "-"
        case .words: return up ? "up" : "down"
        }
    }
}
