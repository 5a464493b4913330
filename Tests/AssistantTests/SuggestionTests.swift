import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

/// "Did you mean": a question may be run by "yes", a change never is, since an example's
/// amounts and names are made up.
@Suite struct SuggestionTests {
    let database: AppDatabase
    let ledger: Ledger
    let grammar: Grammar
    let assistant: Assistant

    init() throws {
        database = try AppDatabase.inMemory()
        ledger = try Ledger.open(database)
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(ledger)
        grammar = try Grammar.load(directories: [Transcript.intentsFolder])
        assistant = try Assistant(grammar: grammar, ledger: ledger, clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
    }

    /// Everything in the store, every profile and table, as text.
    func snapshot() throws -> String {
        try StoreBackup(database: database).backup()
    }

    @Test(arguments: ["yes", "the first one", "go ahead"])
    func aSuggestedChangeIsNeverMadeWithTheExamplesValues(_ answer: String) throws {
        let before = try snapshot()
        let offer = assistant.respond(to: "pay 500 to my brokerage from checking")
        #expect(!offer.understood)
        #expect(offer.suggestions.first == "transfer 200 from checking to savings")
        #expect(offer.text.contains("Examples of the wording (their amounts and names are made up):\n  • transfer 200 from checking to savings"))
        #expect(!offer.text.contains("Say “yes”"))

        let reply = assistant.respond(to: answer)
        #expect(reply.text.hasPrefix("I haven't done anything: “transfer 200 from checking to savings” is only an example"))
        #expect(try snapshot() == before)
    }

    @Test func aQuestionIsOfferedFirstAndRunByYesWhileAChangeIsOnlyShown() throws {
        let offer = assistant.respond(to: "spend food week")
        #expect(offer.suggestions == ["how much did I spend on food last week", "what did I spend this month", "remove my food budget"])
        #expect(offer.text.contains("Did you mean:\n  • how much did I spend on food last week\n  • what did I spend this month\nSay “yes”"))
        let before = try snapshot()
        #expect(assistant.respond(to: "the third one").text.hasPrefix("I haven't done anything: “remove my food budget”"))
        #expect(try snapshot() == before)

        _ = assistant.respond(to: "spend food week")
        let answered = assistant.respond(to: "yes")
        #expect(answered.intent == "spending.total")
        #expect(answered.text.hasPrefix("You spent $293.37 on Food last week"))
    }

    @Test func everyHandledIntentIsInTheGrammar() throws {
        let names = Set(grammar.intents.map(\.name))
        #expect(Assistant.handledIntents.subtracting(names).isEmpty)
        #expect(Assistant.writes("transfer.add") && Assistant.writes("budget.remove") && Assistant.writes("data.export"))
        #expect(!Assistant.writes("spending.total") && !Assistant.writes("greeting"))
    }

    /// Every intent not marked as writing (those answered by code, and those answered by their
    /// template alone) leaves the store as it was for each of its examples, even when the next
    /// line is "yes".
    @Test func everyIntentThatDoesNotWriteLeavesTheStoreAlone() throws {
        let readers = grammar.intents.filter { !Assistant.writes($0.name) && !$0.examples.isEmpty }
        #expect(readers.count > 30)
        for intent in readers {
            for example in intent.examples {
                let before = try snapshot()
                _ = assistant.respond(to: example)
                _ = assistant.respond(to: "yes")
                let unchanged = try snapshot() == before
                #expect(unchanged, "\(intent.name): “\(example)” changed the store")
            }
        }
    }
}
