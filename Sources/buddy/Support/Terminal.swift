import Foundation
import Presentation

/// What the output is: a terminal (and how wide) or not.
enum Terminal {
    /// Whether `descriptor` is a terminal that understands escape sequences.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1 && Paths.environment("TERM") != "dumb"
    }

    /// `$COLUMNS`, else 80.
    private static var columnsVariable: Int {
        Paths.environment("COLUMNS").flatMap(Int.init) ?? 80
    }

    /// The terminal's width in columns: the window size, else `$COLUMNS`, else 80.
    static var width: Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return columnsVariable
    }

    /// The display for standard output: on a terminal, `theme` at the window's width (colour
    /// only when `colour` allows); otherwise plain text 80 columns wide (or `$COLUMNS`), still in
    /// the plain mode when that is the theme.
    static func display(theme: Theme, colour: Bool) -> Display {
        if isTerminal(STDOUT_FILENO) { return Display(theme: theme, width: width, isTerminal: true, colourAllowed: colour) }
        return .plain(keeping: theme, width: columnsVariable)
    }
}
