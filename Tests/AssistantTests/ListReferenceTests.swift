import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

/// "The second one", "the last one" and "that one" mean rows of the list on screen; "the last
/// transaction" is the newest; with no list on screen Buddy asks which.
@Suite struct ListReferenceTests {
    let ledger: Ledger
    let assistant: Assistant

    init() throws {
        ledger = try Ledger.open(AppDatabase.inMemory())
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(ledger)
        assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                  clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
    }

    func newest(_ count: Int) throws -> [DetailedTransaction] {
        try ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2000-01-01")!, end: Day(iso: "2100-01-01")!, label: "ever"),
                                                       kind: nil), limit: count).rows
    }

    @Test func theLastOneIsTheLastRowOfTheListJustShownAndNothingElseIsDeleted() throws {
        // An earlier answer found another transaction (last month's rent): it must not be the one deleted.
        #expect(assistant.respond(to: "what was my biggest expense last month").text.contains("Rent"))
        _ = assistant.respond(to: "show my last 3 transactions")
        let shown = try newest(3)
        let before = try ledger.transactions.allDetailed()

        let question = assistant.respond(to: "delete the last one")
        #expect(question.text.hasPrefix("Delete \(shown[2].transaction.money.magnitude.formatted) · \(shown[2].transaction.description) ·"))
        #expect(assistant.respond(to: "yes").text.hasPrefix("Deleted"))

        let after = try ledger.transactions.allDetailed()
        #expect(after == before.filter { $0.transaction.id != shown[2].transaction.id })
    }

    @Test(arguments: [("the second to last one", 1), ("the first one", 0), ("the last of them", 2), ("the third", 2)])
    func positionsCountInTheListOnScreen(_ words: String, _ index: Int) throws {
        _ = assistant.respond(to: "show my last 3 transactions")
        let shown = try newest(3)
        let reply = assistant.respond(to: "delete \(words)")
        #expect(reply.slots["id"] == .number(Int(shown[index].transaction.id!)), "delete \(words): \(reply.text)")
        _ = assistant.respond(to: "no")
    }

    @Test func theLastTransactionIsTheNewestWhateverTheList() throws {
        _ = assistant.respond(to: "find amazon")
        let reply = assistant.respond(to: "delete the last transaction")
        #expect(reply.slots["id"] == .number(Int(try newest(1)[0].transaction.id!)))
        #expect(assistant.respond(to: "no").text == "OK, I kept it.")
    }

    @Test func aNewListReplacesTheOldOne() throws {
        _ = assistant.respond(to: "show my last 5 transactions")
        _ = assistant.respond(to: "find amazon")
        let amazon = try ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2000-01-01")!, end: Day(iso: "2100-01-01")!,
                                                                                   label: "ever"), kind: nil, text: "amazon"), limit: 10).rows
        #expect(assistant.respond(to: "the second one").text.contains(amazon[1].transaction.description))
        #expect(assistant.respond(to: "delete the last one").slots["id"] == .number(Int(amazon[amazon.count - 1].transaction.id!)))
    }

    @Test(arguments: [
        ["I spent 4 on coffee"],
        ["show my last 3 transactions", "how much did I spend this month"],
        ["show my last 3 transactions", "what bills are due this week"],
    ])
    func withNoListOnScreenTheLastOneIsAskedAbout(_ lines: [String]) throws {
        for line in lines { _ = assistant.respond(to: line) }
        let count = try ledger.transactions.count()
        let reply = assistant.respond(to: "delete the last one")
        #expect(reply.text.hasPrefix("Which transaction?"))
        _ = assistant.respond(to: "yes")
        #expect(try ledger.transactions.count() == count)
    }

    @Test func thatIsTheOnlyRowOfAListOfOneAndUnclearInALongerList() throws {
        _ = assistant.respond(to: "what was my biggest expense this month")
        #expect(assistant.respond(to: "delete that").text.hasPrefix("Delete"))
        _ = assistant.respond(to: "no")
        _ = assistant.respond(to: "show my last 3 transactions")
        #expect(assistant.respond(to: "delete that").text.hasPrefix("Which transaction?"))
        _ = assistant.respond(to: "the second one")
        #expect(assistant.respond(to: "delete that").slots["id"] == .number(Int(try newest(2)[1].transaction.id!)))
    }

    @Test func aRowDeletedSinceTheListWasShownIsNotPickedAgain() throws {
        _ = assistant.respond(to: "show my last 3 transactions")
        _ = assistant.respond(to: "delete the second one")
        _ = assistant.respond(to: "yes")
        #expect(assistant.respond(to: "delete the second one").text
            == "I couldn't do that: number 2 of the list has been deleted since it was shown.")
    }
}
