import BuddyCore
import Finance
import Testing

/// Money moved between one's own accounts and money coming in, said tersely or in the past
/// tense, is recorded as what it is: a transfer is never an expense, and wages are never spent.
@Suite struct MoneyMovedConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00, [("Savings", .savings), ("Credit Card", .credit)])
        _ = try c.ledger.people.recordDebt("Jo", amount: Money(minorUnits: 1_00, currency: .usd), description: "Gum", lent: true,
                                           on: Day(iso: "2026-11-01")!)
        _ = try c.ledger.people.recordDebt("Alex", amount: Money(minorUnits: 1_00, currency: .usd), description: "Gum", lent: true,
                                           on: Day(iso: "2026-11-01")!)
    }

    @Test(arguments: ["moved 500 from savings to checking", "moved 500 savings -> checking", "savings -> checking 500",
                      "500 savings to checking", "transferred 500 from savings into checking"])
    func aTransferSaidInThePastOrTerselyMovesTheMoney(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix("Moved $500.00 from Savings to Checking"), "\(reply.text)")
        // A transfer, not spending: no expense was recorded.
        #expect(try c.rows().filter { $0.transaction.type == .expense }.allSatisfy { $0.transaction.description == "Gum" })
    }

    @Test(arguments: ["moved 200 from savings", "moved 200 out of savings", "took 200 out of savings"])
    func moneyTakenFromAnAccountGoesToTheEverydayOne(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix("Moved $200.00 from Savings to Checking"), "\(line) → \(reply.text)")
    }

    @Test func moneyWithdrawnGoesToCash() throws {
        try c.ledger.accounts.add(name: "Wallet", kind: .cash)
        let reply = c.say("withdrew 60 from savings")
        #expect(reply.text.hasPrefix("Moved $60.00 from Savings to Wallet"), "\(reply.text)")
        #expect(c.say("xfer 20 to savings").text.hasPrefix("Moved $20.00 from Checking to Savings"))
    }

    @Test func theAccountsAreTakenInTheOrderSaidAndTheDayToo() throws {
        // "credit card", a name of two words, is where the money went.
        #expect(c.say("200 checking to credit card").text.hasPrefix("Moved $200.00 from Checking to Credit Card today"))
        #expect(c.say("paid 100 from checking to credit card").text.hasPrefix("Moved $100.00 from Checking to Credit Card today"))
        #expect(c.say("moved 50 from checking to savings yesterday").text.hasPrefix("Moved $50.00 from Checking to Savings yesterday"))
        // A day said with a past verb is behind, not ahead: recorded, not scheduled.
        #expect(c.say("moved 20 from checking to savings on the 3rd").text.hasPrefix("Moved $20.00 from Checking to Savings Tue 3 Nov"))
    }

    @Test(arguments: ["can i move 500 from savings to checking?", "i didn't move 500 from savings to checking", "maybe move 500 to savings",
                      "don't transfer 200 to savings", "i might move 200 to savings next week", "10% of savings to checking",
                      "i should have moved 500 from savings to checking", "i will move 500 from savings to checking tomorrow",
                      "savings to checking 5%", "jo moved 500 from her savings to her checking",
                      // A person's name is never a misspelt account ("alex" is no "amex").
                      "moved 50 from checking to alex",
                      // Taking back a transfer is no expense, nor is a transfer said with a purchase.
                      "undo the 500 from savings to checking", "the 500 savings to checking was a mistake",
                      "moved 500 from savings to checking and spent 40 on groceries"])
    func aQuestionAWishOrADenialMovesNothing(_ line: String) throws {
        let before = try c.rows().count
        _ = c.say(line)
        #expect(try c.rows().count == before, "\(line)")
    }

    @Test func wagesSaidAsTheThingGotAreIncome() throws {
        #expect(c.say("got my wages today 1.8k").text.hasPrefix("Added income: $1,800.00 · Salary"))
        // A purchase said with its verb stays a purchase.
        #expect(c.say("bought a book on wages 20").text.hasPrefix("Added: $20.00"))
        // Someone else's wages paid are spending.
        #expect(c.say("nanny wages 400").text.hasPrefix("Added: $400.00"))
        #expect(c.say("wages 400 to the nanny").text.hasPrefix("Added: $400.00"))
    }
}
