import Testing

/// A payee whose name holds a word of the bank's services ("Mile High Bike Works": miles) is
/// asked about, and its rows moved, like any other; the word alone is still a request of the bank's.
@Suite struct BankWordsInNamesConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.add("2026-11-23", -27_50, "Mile High Bike Works", "Shopping")
    }

    @Test func aQuestionAboutThePayeeIsAnswered() {
        let reply = c.say("how much did I spend at mile high bike works")
        #expect(reply.intent == "spending.total")
        #expect(reply.text.contains("$27.50"))
    }

    @Test func thePayeesRowsAreMoved() throws {
        _ = c.say("mile high bike works is transport")
        #expect(try c.rows().first?.category == "Transport")
    }

    @Test func theBanksMilesAreStillDeclined() {
        #expect(c.say("how many reward miles do I have").text.hasPrefix("I can't help with that"))
    }
}
