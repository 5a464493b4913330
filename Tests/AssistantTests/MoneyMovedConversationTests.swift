import BuddyCore
import Finance
import Testing

/// Money moved between one's own accounts and money coming in, said tersely or in the past
/// tense, is recorded as what it is: a transfer is never an expense, and wages are never spent.
@Suite struct MoneyMovedConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00, [("Savings", .savings)])
    }

    @Test(arguments: ["moved 500 from savings to checking", "moved 500 savings -> checking for the car repair",
                      "500 savings to checking", "transferred 500 from savings into checking for the holiday"])
    func aTransferSaidInThePastOrTerselyMovesTheMoney(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix("Moved $500.00 from Savings to Checking"), "\(reply.text)")
        // A transfer, not spending: no expense was recorded.
        #expect(try c.rows().allSatisfy { $0.transaction.type == .transfer })
    }

    @Test func wagesSaidAsTheThingGotAreIncome() throws {
        #expect(c.say("got my wages today 1.8k").text.hasPrefix("Added income: $1,800.00 · Salary"))
        // A purchase said with its verb stays a purchase.
        #expect(c.say("bought a book on wages 20").text.hasPrefix("Added: $20.00"))
    }
}
