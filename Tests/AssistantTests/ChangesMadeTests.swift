import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

/// A reply never says a change failed when it was made: an error after the write says the
/// change was made; an error before it says nothing was changed.
@Suite struct ChangesMadeTests {
    @Test func anErrorAfterTheWriteStillSaysTheChangeWasMade() throws {
        let conversation = try Conversation(now: "2026-03-12T09:00")
        // The budget alert reads the budgets after the expense is stored: make that read fail.
        try conversation.ledger.database.writer.write { db in try db.execute(sql: "DROP TABLE budget") }
        let reply = conversation.say("I spent 12.50 on lunch at Chipotle")
        #expect(reply.text.hasPrefix("Done: the expense $12.50 · Chipotle. (I couldn't show the details: "), "\(reply.text)")
        #expect(reply.text.contains("no such table: budget"))
        #expect(!reply.failed)
        let rows = try conversation.ledger.transactions.allDetailed()
        #expect(rows.map(\.transaction.description) == ["Chipotle"])
        // It is one step of the conversation's undo, like any change.
        #expect(conversation.say("undo").text == "Undone: the expense $12.50 · Chipotle.")
        #expect(try conversation.ledger.transactions.count() == 0)
    }

    @Test func anErrorBeforeTheWriteSaysNothingWasChanged() throws {
        let conversation = try Conversation(now: "2026-03-12T09:00")
        // The undo log is made with the conversation's first change; then it goes missing.
        #expect(!conversation.say("add a category called Pets").failed)
        try conversation.ledger.database.writer.writeWithoutTransaction { db in try db.execute(sql: "DROP TABLE temp.undoLog") }
        let reply = conversation.say("I spent 12.50 on lunch at Chipotle")
        #expect(reply.failed)
        #expect(reply.text.hasPrefix("Something went wrong: "), "\(reply.text)")
        #expect(reply.text.hasSuffix(" Nothing was changed."), "\(reply.text)")
        #expect(try conversation.ledger.transactions.count() == 0)
        let refused = try Conversation(now: "2026-03-12T09:00").say("add a category called Dining")
        #expect(refused.failed)
        #expect(refused.text.hasPrefix("I couldn't do that: "))
    }

    @Test func aQuestionThatFailsIsAFailureAndAnUnknownLineIsNot() throws {
        let conversation = try Conversation(now: "2026-03-12T09:00")
        #expect(!conversation.say("how much did I spend on food last week").failed)
        #expect(!conversation.say("what's the weather like").failed)
        #expect(!conversation.say("I spent on lunch").failed)
        #expect(conversation.say("import my statement from /no-such-folder/bank.csv").failed)
    }
}
