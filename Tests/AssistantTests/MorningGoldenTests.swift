import Assistant
import BuddyCore
import Finance
import Foundation
import Presentation
import Testing
import Understanding

/// `buddy morning` pinned in each format on the demo store at a fixed now. With
/// `BUDDY_RECORD=1` the golden files are rewritten and the run fails, as for transcripts.
@Suite struct MorningGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// An assistant on the demo store; with `demoEndsEarlier`, the demo ends that many days
    /// before now, so that bills come due in between.
    static func assistant(now: String, demoEndsEarlier: Int = 0) throws -> Assistant {
        let clock = try #require(Clock.parse(now, timeZone: .gmt))
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try DemoStore(today: clock.today().adding(days: -demoEndsEarlier)).populate(ledger)
        return try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger, clock: clock)
    }

    @Test(arguments: [("morning.txt", SummaryFormat.text), ("morning.md", .markdown), ("morning.json", .json)])
    func morningSummaryMatchesItsGoldenFile(_ file: String, _ format: SummaryFormat) throws {
        // The demo ends the day before, so a bill recorded this morning shows as due today.
        let assistant = try Self.assistant(now: "2026-03-12T07:00", demoEndsEarlier: 1)
        let output = try assistant.morningSummary(format: format) + "\n"
        let path = Self.folder.appendingPathComponent(file).path
        if ProcessInfo.processInfo.environment["BUDDY_RECORD"] == "1" {
            try output.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("\(file) re-recorded; review the diff and run again without BUDDY_RECORD")
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(output == expected, "\(file) differs; re-record with BUDDY_RECORD=1 if the change is intended")
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let text = try Self.assistant(now: "2026-03-12T07:00").morningSummary(format: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["date", "yesterday", "month", "budgets", "dueToday", "dueThisWeek", "actions"])
        let yesterday = try #require(object["yesterday"] as? [String: Any])
        #expect(Set(yesterday.keys).isSuperset(of: ["date", "spent", "earned", "dailyAverage", "expenses"]))
        let spent = try #require(yesterday["spent"] as? [String: Any])
        #expect(spent["currency"] as? String == "USD" && spent["value"] is String)
    }

    @Test func plainTextHasNoEscapesOrBlockCharacters() throws {
        let text = try Self.assistant(now: "2026-03-12T07:00").morningSummary(format: .text)
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("█") && !text.contains("•"))
    }
}

/// Chart replies fit the display at narrow and wide widths, and are plain without a terminal.
@Suite struct ChartReplyTests {
    let lines = ["show me a chart of my spending last month", "how has my food spending changed over the last 6 months",
                 "how did I do last month"]

    @Test(arguments: [40, 60, 120])
    func chartsFitTheTerminal(width: Int) throws {
        let assistant = try MorningGoldenTests.assistant(now: "2026-03-12")
        assistant.display = Display(theme: .none, width: width, isTerminal: true)
        for line in lines {
            let reply = assistant.respond(to: line).text
            let chartLines = reply.split(separator: "\n").filter { $0.contains("█") }
            #expect(!chartLines.isEmpty, "\(line): no bars at \(width) columns")
            for chart in chartLines {
                #expect(chart.count <= width, "\(line) at \(width): '\(chart)'")
            }
        }
    }

    @Test func withoutATerminalChartsAreASCIIAndUncoloured() throws {
        let assistant = try MorningGoldenTests.assistant(now: "2026-03-12")
        assistant.display = Display(theme: .dark, width: 80, isTerminal: false)
        for line in lines {
            let reply = assistant.respond(to: line).text
            #expect(!reply.contains("\u{1B}") && !reply.contains("█"), "\(line)")
            #expect(reply.contains("#"), "\(line)")
        }
    }

    @Test func themeChosenInConversationIsKeptByTheProfile() throws {
        let assistant = try MorningGoldenTests.assistant(now: "2026-03-12")
        assistant.display = Display(theme: .dark, width: 80, isTerminal: true)
        _ = assistant.respond(to: "switch to senior mode")
        #expect(assistant.display.theme == .plain)
        #expect(assistant.savedTheme == .plain)
        let reply = assistant.respond(to: "show me a chart of my spending").text
        #expect(!reply.contains("█") && !reply.contains("\u{1B}"))
        _ = assistant.respond(to: "turn off colours")
        #expect(assistant.savedTheme == Theme.none)
    }
}
