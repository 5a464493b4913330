import Presentation

/// The lines of a reply with several parts (sections, charts, tables, lists), laid out for a
/// display: headings coloured by the theme, a blank line between sections, bullets on a
/// terminal, dashes in ASCII, and in the plain mode sentences with blank lines between them.
struct ReportText {
    let display: Display
    private(set) var lines: [String] = []

    init(_ display: Display) {
        self.display = display
    }

    /// A section heading, after a blank line when something came before (shown as data).
    mutating func section(_ title: String) {
        if !lines.isEmpty { lines.append("") }
        let title = TerminalText.data(title)
        lines.append(display.paint(display.isPlainMode ? title + ":" : title, .heading))
    }

    /// One line, indented by `indent` spaces: text already made (a phrase, a painted heading).
    mutating func line(_ text: String, indent: Int = 0) {
        lines.append(String(repeating: " ", count: indent) + text)
    }

    /// Lines drawn by a chart or a table.
    mutating func append(_ drawn: [String]) {
        lines += drawn
    }

    /// Sentences as a list, each coloured by its role when roles are given (shown as data:
    /// nothing in them reaches the terminal as an instruction).
    mutating func list(_ items: [String], roles: [Role] = []) {
        for (index, item) in items.map(TerminalText.data).enumerated() {
            let text = roles.indices.contains(index) ? display.paint(item, roles[index]) : item
            switch (display.isPlainMode, display.isTerminal) {
            case (true, _):
                if index > 0 { lines.append("") }
                lines.append("  " + text)
            case (false, true): lines.append("  • " + text)
            case (false, false): lines.append("  - " + text)
            }
        }
    }

    /// The lines joined.
    var text: String { lines.joined(separator: "\n") }
}
