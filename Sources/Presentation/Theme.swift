/// How Buddy's output looks: a colour palette for light or dark terminals, no colour at all,
/// or the accessible plain mode (no colour, no box drawing or block characters, words instead
/// of symbols, and more room between items).
public enum Theme: String, Sendable, CaseIterable, Codable {
    /// Colours chosen to read on a light background.
    case light
    /// Brighter colours for a dark background (the default on a terminal).
    case dark
    /// No colour; charts still use block characters on a terminal.
    case none
    /// The accessible plain mode: no colour, no symbols, words and blank lines.
    case plain

    /// The ANSI SGR parameters for `role` in this theme, or nil when the theme has no colour.
    func sgr(_ role: Role) -> String? {
        switch self {
        case .none, .plain: return nil
        case .dark:
            switch role {
            case .heading: return "1;97"
            case .accent: return "96"
            case .good: return "92"
            case .warning: return "93"
            case .bad: return "91"
            case .muted: return "90"
            case .bar: return "36"
            }
        case .light:
            switch role {
            case .heading: return "1;30"
            case .accent: return "34"
            case .good: return "32"
            case .warning: return "33"
            case .bad: return "31"
            case .muted: return "2"
            case .bar: return "34"
            }
        }
    }
}

/// What a piece of output is, so a theme can colour it.
public enum Role: Sendable, CaseIterable {
    /// A title.
    case heading
    /// A figure to notice.
    case accent
    /// Something going well: on track, under budget.
    case good
    /// Something to watch: at risk, due soon.
    case warning
    /// Something gone wrong: over budget, overdue.
    case bad
    /// Secondary detail.
    case muted
    /// The bars of a chart.
    case bar
}
