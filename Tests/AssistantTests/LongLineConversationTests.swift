import Assistant
import Testing

/// A line longer than Buddy reads gets a reply saying so, quoting only its beginning, and
/// changes nothing; a line at the limit is read as any other.
@Suite struct LongLineConversationTests {
    @Test func aLineOverTheLimitIsAnsweredWithoutBeingReadOrEchoed() throws {
        let conversation = try Conversation(now: "2026-03-12")
        let line = "I spent 12 on lunch " + String(repeating: "and then some more words ", count: 4_000)
        let reply = conversation.say(line)
        #expect(reply.text.contains("That line is 100,020 characters long"))
        #expect(reply.text.contains("I read lines of up to 2,000"))
        #expect(reply.text.contains("(“I spent 12 on lunch and then some more w…”)"))
        #expect(reply.text.count < 300)
        #expect(reply.input == "I spent 12 on lunch and then some more w…")
        #expect(!reply.understood)
        #expect(reply.failed)
        #expect(try conversation.ledger.transactions.count() == 0)
    }

    @Test func aLineOfOneGiantWordIsAnsweredTheSameWay() throws {
        let conversation = try Conversation(now: "2026-03-12")
        let reply = conversation.say(String(repeating: "x", count: 100_000))
        #expect(reply.text.hasPrefix("That line is 100,000 characters long"))
        #expect(reply.input.count == 41)
    }

    @Test func aLineAtTheLimitIsReadAsAnyOther() throws {
        let conversation = try Conversation(now: "2026-03-12")
        let line = "how much did I spend on food this month" + String(repeating: " ", count: Assistant.longestLine - 39)
        #expect(line.count == Assistant.longestLine)
        let reply = conversation.say(line)
        #expect(reply.understood)
        #expect(reply.intent == "spending.total")
    }
}
