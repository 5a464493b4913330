import Foundation
import Presentation

/// What the output is: a terminal (and how wide) or not.
enum Terminal {
    /// Whether standard output is a terminal that understands escape sequences.
    static var stdoutIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && Paths.environment("TERM") != "dumb"
    }

    /// The terminal's width in columns: the window size, else `$COLUMNS`, else 80.
    static var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return Paths.environment("COLUMNS").flatMap(Int.init) ?? 80
    }

    /// The display for standard output: on a terminal, `theme` at the window's width (colour
    /// only when `colour` allows); otherwise plain text 80 columns wide (or `$COLUMNS`), still in
    /// the plain mode when that is the theme.
    static func display(theme: Theme, colour: Bool) -> Display {
        if stdoutIsTerminal { return Display(theme: theme, width: width, isTerminal: true, colourAllowed: colour) }
        return Display(theme: theme == .plain ? .plain : .none, width: Paths.environment("COLUMNS").flatMap(Int.init) ?? 80,
                       isTerminal: false, colourAllowed: false)
    }
}
