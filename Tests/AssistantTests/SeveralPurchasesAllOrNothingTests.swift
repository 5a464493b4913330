import BuddyCore
import Finance
import Testing

/// A line of several purchases is recorded whole or not at all.
@Suite struct SeveralPurchasesAllOrNothingTests {
    @Test func aPartThatFailsTakesTheOthersBack() throws {
        let c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00)
        let reply = c.say("lunch 12 and coffee 99999999999999")
        #expect(reply.failed)
        #expect(reply.text.hasSuffix("Nothing of the line was recorded; say the others again on their own."))
        #expect(try c.rows().isEmpty)
        // Two that succeed are one step.
        _ = c.say("lunch 12 and coffee 4")
        #expect(try c.rows().count == 2)
        _ = c.say("undo")
        #expect(try c.rows().isEmpty)
    }
}
