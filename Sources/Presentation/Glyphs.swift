/// The characters charts are drawn with.
enum Glyphs: Sendable {
    /// Unicode block elements, for a terminal.
    case blocks
    /// ASCII only, for output that is not a terminal (files, pipes, mail).
    case ascii
    /// No drawing at all: charts become sentences (the accessible plain mode).
    case words

    /// Block elements from one eighth to a whole cell, for bars drawn to an eighth.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    /// Eight levels for sparklines, lowest first.
    var levels: [Character] {
        switch self {
        case .blocks: return ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        case .ascii, .words: return ["_", ".", ",", "-", "~", "=", "*", "#"]
        }
    }

    /// The filled and empty cells of a progress bar.
    var progress: (filled: Character, empty: Character) {
        switch self {
        case .blocks: return ("█", "░")
        case .ascii, .words: return ("#", ".")
        }
    }
}
