import Assistant
import BuddyCore
import Finance
import Foundation
import Presentation
import Testing
import Understanding

/// Text stored before it was cleaned (an older store, a restored backup) never reaches the
/// terminal as an instruction: every payee, note and name in a reply is shown as data, and the
/// only escape sequences left are the theme's own colours.
@Suite struct StoredTextOnScreenTests {
    /// Moves the cursor home, clears the screen, retitles the window, turns the text red and
    /// reverses it; then backspaces and returns to overwrite the line.
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[H\u{9B}31m\u{202E}"
    static let trailing = "\u{08}\u{08}\r\u{0}\u{FEFF}\u{200B}"

    /// The demo store with every name and text in it wrapped in control characters, written
    /// behind the services' back as an old store would hold them.
    static func dirtyAssistant(display: Display) throws -> Assistant {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let today = Day(iso: "2026-03-12")!
        try DemoStore(today: today).populate(ledger)
        _ = try ledger.rules.add(ImportRule(pattern: "starbucks|sbux", category: "Dining", payee: "Starbucks"))
        try ledger.transactions.add(NewTransaction(date: today, amount: Money(minorUnits: -2_000_00, currency: .usd),
                                                   description: "Big purchase", category: "Shopping", notes: "a note"))
        let columns = ["transaction": ["description", "notes"], "category": ["name"], "account": ["name"], "person": ["name"],
                       "goal": ["name"], "recurring": ["name"], "importRule": ["pattern", "category", "payee"], "debt": ["description"]]
        try ledger.database.writer.write { db in
            for (table, names) in columns {
                for name in names {
                    try db.execute(sql: "UPDATE \"\(table)\" SET \"\(name)\" = ? || \"\(name)\" || ?", arguments: [hostile, trailing])
                }
            }
        }
        let assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                      clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        assistant.display = display
        return assistant
    }

    static let lines = [
        "show my last 10 transactions", "the first one", "the last one", "find big purchase", "what was my biggest expense this month",
        "where did my money go last month", "how did I do last month", "what needs my attention", "morning summary", "balances",
        "how's my budget this month", "how are my goals doing", "what bills are due this month", "who owes me money",
        "show my import rules", "chart my spending this month", "how has my spending changed over the last 6 months",
        "compare this month to last month", "what categories do I have", "what are my monthly bills", "what's my net worth",
        "how much do I pay for subscriptions a month", "show my last 3 expenses", "delete the second one",
        "spending by account this month", "which month was my most expensive", "when did I last buy coffee",
        "how many transactions do i have in total",
    ]

    /// The escape sequences in `text` other than `allowed`, and any other control character
    /// (a line feed aside).
    static func foreignControls(in text: String, allowed: Set<String>) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            let sequence = rest[escape...].prefix { $0 != "m" }
            let whole = String(sequence) + (sequence.endIndex < rest.endIndex ? "m" : "")
            if !allowed.contains(whole) { found.append(whole.debugDescription) }
            rest = rest[rest.index(after: escape)...]
        }
        let withoutSequences = allowed.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
        found += withoutSequences.unicodeScalars.filter { $0 != "\n" && ControlCharacters.isControl($0) && $0.value != 0x200D }
            .map { String($0).debugDescription }
        return found
    }

    @Test(arguments: [Display(theme: .dark, width: 100, isTerminal: true), Display(theme: .light, width: 60, isTerminal: true),
                      Display.plain(keeping: .none), Display.plain(keeping: .plain)])
    func everyReplyShowsStoredTextAsData(_ display: Display) throws {
        let assistant = try Self.dirtyAssistant(display: display)
        let allowed: Set<String> = display.usesColour
            ? Set(Role.allCases.map { display.paint("x", $0).components(separatedBy: "x")[0] } + ["\u{1B}[0m"]) : []
        for line in Self.lines {
            let reply = assistant.respond(to: line)
            #expect(reply.understood, "\(line): \(reply.text)")
            #expect(Self.foreignControls(in: reply.text, allowed: allowed).isEmpty,
                    "\(line): \(Self.foreignControls(in: reply.text, allowed: allowed))\n\(reply.text.debugDescription)")
        }
        for format in [SummaryFormat.text, .markdown, .json] {
            let summary = try assistant.morningSummary(format: format)
            #expect(Self.foreignControls(in: summary, allowed: allowed).isEmpty, "morning \(format): \(summary.debugDescription)")
        }
    }

    @Test func completionOffersStoredNamesWithoutControlCharacters() throws {
        let words = try Self.dirtyAssistant(display: .plainText).completionWords
        #expect(words.contains("checking"))
        #expect(words.allSatisfy { ControlCharacters.isClean($0) })
    }

    @Test func aReplyAsJSONEscapesWhatATerminalWouldActOn() throws {
        let assistant = try Self.dirtyAssistant(display: .plainText)
        let reply = assistant.respond(to: "show my last 3 transactions \u{9B}2J\u{202E}")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = TerminalText.json(String(decoding: try encoder.encode(reply), as: UTF8.self))
        #expect(!json.unicodeScalars.contains { ControlCharacters.isControl($0) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["reply"] as? String == reply.text)
        #expect(object["input"] as? String == "show my last 3 transactions")
    }

    @Test func aTypedLineIsCleanedBeforeAnythingIsStored() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        let reply = c.say("I spent 12.50 on lunch at \u{1B}]0;pwned\u{07}Chi\u{0}potle\u{202E} \u{1B}[2J")
        #expect(reply.input == "I spent 12.50 on lunch at Chipotle")
        let stored = try #require(try c.ledger.transactions.allDetailed().first)
        #expect(stored.transaction.description == "Chipotle")
        #expect(reply.text.hasPrefix("Added: $12.50 · Dining · Chipotle"))
    }

    @Test func namesTypedWithControlCharactersAreStoredClean() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        _ = c.say("add a category called \u{1B}[31mPets\u{1B}[0m")
        _ = c.say("add a savings account called Rainy\u{7}Day with 500")
        _ = c.say("I want to save 5000 for a \u{202E}car by December")
        let names = try c.ledger.categories.all().map(\.name) + c.ledger.accounts.all().map(\.name) + c.ledger.goals.all().map(\.name)
        #expect(names.allSatisfy { ControlCharacters.isClean($0) }, "\(names)")
        #expect(names.contains("Pets"))
        #expect(names.contains { $0.lowercased() == "rainyday" })
    }
}
