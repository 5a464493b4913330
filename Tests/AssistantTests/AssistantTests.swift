import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

@Suite struct AssistantTests {
    let ledger: Ledger
    let assistant: Assistant

    init() throws {
        ledger = try Ledger.open(AppDatabase.inMemory())
        let grammar = try Grammar.load(directories: [Transcript.intentsFolder])
        assistant = try Assistant(grammar: grammar, ledger: ledger, clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
    }

    @Test func addingAnExpenseChangesTheStoreAndUndoRestoresIt() throws {
        let added = assistant.respond(to: "I spent 12.50 on lunch yesterday")
        #expect(added.intent == "transaction.add_expense")
        #expect(added.amount?.minorUnits == 1250)
        let rows = try ledger.transactions.allDetailed()
        #expect(rows.count == 1)
        #expect(rows.first?.transaction.amount == -1250)
        #expect(rows.first?.transaction.date.iso == "2026-03-11")
        #expect(rows.first?.category == "Dining")
        _ = assistant.respond(to: "undo")
        #expect(try ledger.transactions.count() == 0)
        #expect(assistant.respond(to: "undo").text.contains("nothing to undo"))
    }

    @Test func theJSONReplyHasTheContractKeys() throws {
        _ = assistant.respond(to: "spent 40 on groceries on Monday")
        let reply = assistant.respond(to: "how much did I spend on food last week")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let object = try JSONSerialization.jsonObject(with: encoder.encode(reply)) as? [String: Any]
        #expect(object?["input"] as? String == "how much did I spend on food last week")
        #expect(object?["understood"] as? Bool == true)
        #expect(object?["intent"] as? String == "spending.total")
        let slots = object?["slots"] as? [String: Any]
        #expect(slots?["category"] as? String == "Food")
        let period = slots?["period"] as? [String: String]
        #expect(period == ["start": "2026-03-02", "end": "2026-03-09", "label": "last week"])
        #expect(object?["amount"] as? [String: String] == ["value": "0.00", "currency": "USD"])
        #expect((object?["reply"] as? String)?.contains("last week (Mon 2 – Sun 8 Mar)") == true)
    }

    @Test func aLineNotUnderstoodSaysSoAndChangesNothing() throws {
        let reply = assistant.respond(to: "what's the weather like")
        #expect(!reply.understood)
        // Declined as another domain by its keyword rule, with nothing answered from the records.
        #expect(reply.intent == nil || reply.intent == "decline.elsewhere")
        #expect(reply.text.hasPrefix("I can't help with that"))
        #expect(try ledger.transactions.count() == 0)
    }

    @Test func aFollowUpReusesTheLastQuestion() throws {
        _ = assistant.respond(to: "I spent 30 on groceries on March 3")
        _ = assistant.respond(to: "how much did I spend on food this week")
        let again = assistant.respond(to: "and last week?")
        #expect(again.intent == "spending.total")
        #expect(again.amount?.minorUnits == 3000)
        #expect(again.text.contains("on Food last week"))
    }
}
