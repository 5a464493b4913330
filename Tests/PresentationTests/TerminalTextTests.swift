import Foundation
import Testing
@testable import Presentation

/// What reaches the terminal: data without instructions, output with only the display's own
/// colours, JSON with every control escaped.
@Suite struct TerminalTextTests {
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"

    @Test func dataIsShownWithoutAnythingATerminalActsOn() {
        #expect(TerminalText.data(Self.hostile + "Coffee\u{08}\r\nshop") == "Coffee  shop")
        #expect(TerminalText.data("  two  spaces  ") == "  two  spaces  ")
        #expect(TerminalText.lines("line 2: \u{1B}[31mbad\nline 3: \u{202E}worse") == "line 2: bad\nline 3: worse")
    }

    @Test func screenedOutputKeepsOnlyTheThemesOwnColours() {
        let display = Display(theme: .dark, width: 80, isTerminal: true)
        let styled = display.paint("Spending", .heading) + "\n  " + display.paint("██", .bar) + " Food"
        #expect(display.screened(styled) == styled)
        #expect(display.screened(styled + Self.hostile + "\u{1B}[38;5;196mred\u{1B}[1A") == styled + "red")
        // Without colour, even a colour sequence goes.
        let plain = Display.plainText
        #expect(plain.screened(styled) == "Spending\n  ██ Food")
        #expect(Display(theme: .dark, width: 80, isTerminal: true, colourAllowed: false).screened(styled) == "Spending\n  ██ Food")
    }

    @Test func tablesAndChartsShowTheirCellsAsData() {
        let display = Display(theme: .none, width: 40, isTerminal: true)
        let lines = Table([[Self.hostile + "Coffee", "$4.50"], ["Tea", "$3.00"]], rightAligned: [1]).lines(in: display)
        #expect(lines == ["  Coffee  $4.50", "  Tea     $3.00"])
        let chart = BarChart([.init(label: Self.hostile + "Food", value: 10, text: "$1.00\u{1B}[K")]).lines(in: display)
        #expect(chart.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\u{202E}") && !$0.contains("\u{9B}") })
        #expect(chart[0].hasPrefix("  Food"))
    }

    @Test func jsonEscapesControlsAndStaysTheSameJSON() throws {
        let value = ["payee": "\u{9B}2J\u{85}\u{202E}exe\u{200B}\u{7F}é ☕ 👨\u{200D}👩\u{200D}👧", "plain": "café"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = TerminalText.json(String(decoding: try encoder.encode(value), as: UTF8.self))
        #expect(json.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) && $0 != "\u{202E}" })
        #expect(json.contains("\\u009B2J\\u0085\\u202Eexe\\u200B\\u007F"))
        #expect(try JSONDecoder().decode([String: String].self, from: Data(json.utf8)) == value)
    }
}
