import Testing
@testable import Presentation

/// Charts fit the width they are given, draw with blocks on a terminal and ASCII elsewhere,
/// and become words in the plain mode.
@Suite struct BarChartTests {
    let bars = [
        BarChart.Bar(label: "Food", value: 41_250, text: "$412.50"),
        BarChart.Bar(label: "Housing and utilities", value: 180_000, text: "$1,800.00"),
        BarChart.Bar(label: "Fun", value: 99, text: "$0.99"),
        BarChart.Bar(label: "Refunds", value: -500, text: "-$5.00"),
    ]

    @Test(arguments: [20, 24, 32, 40, 60, 80, 100, 160])
    func everyLineFitsTheWidth(width: Int) {
        for terminal in [true, false] {
            let display = Display(theme: .none, width: width, isTerminal: terminal)
            for line in BarChart(bars).lines(in: display) {
                #expect(line.count <= width, "\(width) columns, terminal \(terminal): '\(line)'")
            }
        }
    }

    @Test func wideTerminalDrawsBarsBesideLabelsWithValuesAligned() {
        let lines = BarChart(bars).lines(in: Display(theme: .none, width: 60, isTerminal: true))
        #expect(lines.count == 4)
        // The largest value fills the bar space: 60 - 2 indent - 21 label - 9 value - 3 gaps = 25 cells.
        #expect(lines[1] == "  Housing and utilities  " + String(repeating: "█", count: 25) + " $1,800.00")
        // 41250 / 180000 × 25 cells = 5.73 cells → 46 eighths: 5 whole and six eighths.
        #expect(lines[0] == "  Food                   █████▊" + String(repeating: " ", count: 19) + "   $412.50")
        // A tiny value still shows a sliver; a negative one shows none.
        #expect(lines[2].contains("▏"))
        #expect(!lines[3].contains("█") && !lines[3].contains("▏"))
        #expect(Set(lines.map(\.count)) == [60])
    }

    @Test func narrowDisplayPutsEachBarOnItsOwnLine() {
        let lines = BarChart(bars).lines(in: Display(theme: .none, width: 24, isTerminal: true))
        #expect(lines.count == 8)
        #expect(lines[2] == "  Housing and… $1,800.00")
        #expect(lines[3] == "  " + String(repeating: "█", count: 22))
    }

    @Test func withoutATerminalBarsAreASCII() {
        let lines = BarChart(bars).lines(in: Display(theme: .dark, width: 60, isTerminal: false))
        #expect(lines[1].contains(String(repeating: "#", count: 25)))
        #expect(lines.allSatisfy { $0.allSatisfy(\.isASCII) })
        #expect(!lines.joined().contains("\u{1B}"), "no escape codes when not a terminal")
    }

    @Test func plainModeIsWords() {
        let lines = BarChart(bars).lines(in: Display(theme: .plain, width: 60, isTerminal: true))
        #expect(lines == ["  Food: $412.50", "  Housing and utilities: $1,800.00", "  Fun: $0.99", "  Refunds: -$5.00"])
    }

    @Test func darkThemeColoursTheBarsOnly() {
        let lines = BarChart(bars).lines(in: Display(theme: .dark, width: 60, isTerminal: true))
        #expect(lines[1].contains("\u{1B}[36m█"))
        #expect(lines[1].hasSuffix("\u{1B}[0m $1,800.00"))
        let off = BarChart(bars).lines(in: Display(theme: .dark, width: 60, isTerminal: true, colourAllowed: false))
        #expect(!off.joined().contains("\u{1B}"), "NO_COLOR and --no-color turn colour off")
    }

    @Test func emptyChartHasNoLines() {
        #expect(BarChart([]).lines(in: .plainText).isEmpty)
    }
}

@Suite struct SparklineTests {
    @Test func levelsScaleToTheLargestValue() {
        let line = Sparkline([0, 10, 30, 70, 0]).line(in: Display(theme: .none, width: 40, isTerminal: true))
        #expect(line == "▁▂▄█▁")
        let ascii = Sparkline([0, 10, 30, 70, 0]).line(in: Display(theme: .none, width: 40, isTerminal: false))
        #expect(ascii == "_.-#_")
    }

    @Test func aLongSeriesIsSummedIntoTheWidth() {
        let days = (1...31).map { Int64($0) }
        let line = Sparkline(days).line(in: Display(theme: .none, width: 20, isTerminal: true), width: 10)
        #expect(line?.count == 8, "31 values in buckets of 4 give 8 columns")
        #expect(Sparkline.fitted([1, 2, 3, 4, 5], to: 2) == [6, 9])
    }

    @Test func plainModeAndEmptySeriesDrawNothing() {
        #expect(Sparkline([1, 2]).line(in: Display(theme: .plain, width: 40, isTerminal: true)) == nil)
        #expect(Sparkline([]).line(in: .plainText) == nil)
    }
}

@Suite struct ProgressBarTests {
    @Test func fillsInProportion() {
        let terminal = Display(theme: .none, width: 40, isTerminal: true)
        #expect(ProgressBar(used: 54, of: 100).render(in: terminal, width: 10) == "█████░░░░░")
        #expect(ProgressBar(used: 150, of: 100).render(in: terminal, width: 10) == "██████████")
        #expect(ProgressBar(used: 0, of: 0).render(in: terminal, width: 4) == "░░░░")
        #expect(ProgressBar(used: 56, of: 100).render(in: .plainText, width: 12) == "[######....]")
        #expect(ProgressBar(used: 55, of: 100).render(in: Display(theme: .plain, width: 40, isTerminal: true), width: 10) == "55 percent")
        #expect(ProgressBar(used: 150, of: 100).percent == 150)
    }

    @Test func colourFollowsTheRole() {
        let dark = Display(theme: .dark, width: 40, isTerminal: true)
        #expect(ProgressBar(used: 1, of: 2, role: .bad).render(in: dark, width: 4) == "\u{1B}[91m██\u{1B}[0m░░")
        let light = Display(theme: .light, width: 40, isTerminal: true)
        #expect(ProgressBar(used: 1, of: 2, role: .good).render(in: light, width: 4) == "\u{1B}[32m██\u{1B}[0m░░")
    }
}

@Suite struct DisplayTests {
    @Test func colourOnlyOnATerminalWithAColourTheme() {
        #expect(Display(theme: .dark, width: 80, isTerminal: true).usesColour)
        #expect(Display(theme: .light, width: 80, isTerminal: true).usesColour)
        #expect(!Display(theme: .none, width: 80, isTerminal: true).usesColour)
        #expect(!Display(theme: .plain, width: 80, isTerminal: true).usesColour)
        #expect(!Display(theme: .dark, width: 80, isTerminal: false).usesColour)
        #expect(Display(theme: .dark, width: 5, isTerminal: true).width == 20)
    }

    @Test func symbolsBecomeWordsInPlainMode() {
        let plain = Display(theme: .plain, width: 80, isTerminal: true)
        #expect(plain.change(up: true) == "up")
        #expect(plain.separator == ", ")
        #expect(Display(theme: .dark, width: 80, isTerminal: true).change(up: false) == "▼")
        #expect(Display.plainText.change(up: true) == "+")
    }
}

@Suite struct TableTests {
    let rows = [["Whole Foods Market", "Groceries", "$120.00"], ["Chipotle", "Dining", "$14.20"]]

    @Test func columnsAlignWithAmountsOnTheRight() {
        let lines = Table(rows, rightAligned: [2]).lines(in: Display(theme: .none, width: 80, isTerminal: true))
        #expect(lines == ["  Whole Foods Market  Groceries  $120.00", "  Chipotle            Dining      $14.20"])
    }

    @Test func theWidestTextColumnIsCutToFit() {
        for width in [24, 30, 36] {
            let lines = Table(rows, rightAligned: [2]).lines(in: Display(theme: .none, width: width, isTerminal: false))
            #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines)")
        }
        let cut = Table(rows, rightAligned: [2]).lines(in: Display(theme: .none, width: 30, isTerminal: true))
        #expect(cut[0] == "  Whole F…  Groceries  $120.00")
    }

    @Test func plainModeJoinsCellsIntoPhrases() {
        let lines = Table(rows).lines(in: Display(theme: .plain, width: 80, isTerminal: true))
        #expect(lines == ["  Whole Foods Market, Groceries, $120.00", "  Chipotle, Dining, $14.20"])
    }
}

@Suite struct WrappingTests {
    @Test func longLinesBreakAtSpacesKeepingTheirIndent() {
        let display = Display(theme: .plain, width: 20, isTerminal: true)
        #expect(display.wrapped("  Dining is on pace to go over budget") == "  Dining is on pace\n  to go over budget")
        #expect(display.wrapped("short\n\nlines") == "short\n\nlines")
        #expect(display.wrapped("buddy> answer is quite long here", firstLineOffset: 0) == "buddy> answer is\nquite long here")
        let coloured = "\u{1B}[36m" + String(repeating: "█", count: 30) + "\u{1B}[0m"
        #expect(display.wrapped(coloured) == coloured)
    }
}
