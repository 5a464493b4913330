import Finance
import Presentation
import Understanding

/// Themes in conversation: "use dark mode", "switch to plain mode", "turn off colours".
extension Assistant {
    /// The theme the profile chose, if it ever chose one.
    public var savedTheme: Theme? {
        (try? ledger.settings.value(.theme)).flatMap { $0.flatMap(Theme.init(rawValue:)) }
    }

    /// Words people use for each theme.
    static let themeWords: [(words: [String], theme: Theme)] = [
        (["plain", "senior", "accessible", "accessibility", "simple", "easy", "easy read", "easy to read", "large print",
          "big print", "words", "text only", "screen reader", "basic"], .plain),
        (["none", "no colour", "no color", "no colours", "no colors", "colourless", "colorless", "monochrome",
          "black and white", "mono", "uncoloured", "uncolored"], .none),
        (["dark", "night", "dark background", "black"], .dark),
        (["light", "day", "light background", "white", "bright"], .light),
    ]

    /// The theme's name in replies: "no-colour" for none.
    static func themeName(_ theme: Theme) -> String {
        theme == .none ? "no-colour" : theme.rawValue
    }

    /// The theme `name` means, or nil.
    static func theme(named name: String) -> Theme? {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter }).joined(separator: " ")
            .replacingOccurrences(of: " mode", with: "").replacingOccurrences(of: " theme", with: "")
        return themeWords.first { $0.words.contains(words) }?.theme
    }

    /// "use dark mode", "switch to plain mode", "turn off colours", "which themes are there".
    func setTheme(_ match: Match) throws -> Answer {
        if match.text("off") != nil {
            // Leaving a mode ("turn off senior mode") goes back to the default.
            return try choose(.dark)
        }
        guard let name = match.text("theme") else {
            return Answer(variant: "current", values: ["theme": Self.themeName(display.theme)])
        }
        guard let theme = Self.theme(named: name) else {
            return Answer(variant: "unknown", values: ["name": name])
        }
        return try choose(theme)
    }

    /// "turn off colours", "no colour please".
    func colourOff(_ match: Match) throws -> Answer {
        try choose(.none)
    }

    private func choose(_ theme: Theme) throws -> Answer {
        // A preference, not a change to the records: "undo" leaves it alone.
        try ledger.settings.set(.theme, to: theme.rawValue)
        changesMade.append("the theme \(Self.themeName(theme))")
        display.theme = theme
        return Answer(values: ["theme": Self.themeName(theme), "description": phrase("settings.theme", theme.rawValue)],
                      slots: ["theme": .text(theme.rawValue)])
    }
}
