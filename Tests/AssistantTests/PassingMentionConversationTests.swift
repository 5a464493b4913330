import BuddyCore
import Finance
import Testing

/// A line records what it says and nothing it only mentions: a count of people or a number in a
/// shop's name is no amount, a cap or a maximum said about a purchase sets no budget, someone
/// else's pay is none of the person's income, half owed is half, and an arrow says which way
/// money moved.
@Suite struct PassingMentionConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings)])
        try c.ledger.people.recordDebt("Alex", amount: Money(minorUnits: 10_00, currency: .usd), description: "Coffee", lent: false,
                                       on: Day(iso: "2026-11-01")!, account: nil)
    }

    @Test(arguments: [("the 3 of us spent 90 on pizza", "Added: $90.00"), ("5 guys 23.50", "Added: $23.50"),
                      ("7 eleven 12", "Added: $12.00"), ("spent 30 with 4 friends at the bar", "Added: $30.00")])
    func aCountOrANumberInANameIsNoAmount(_ line: String, _ expected: String) {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix(expected), "\(line) → \(reply.text)")
    }

    @Test(arguments: ["i spent max 50 on dinner", "cap 15 at the game", "spent at most 30 on lunch"])
    func aMaximumSaidAboutAPurchaseSetsNoBudget(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent != "budget.set", "\(line) → \(reply.text)")
        #expect(try c.ledger.budgets.overview(month: Day(iso: "2026-11-01")!, today: Day(iso: "2026-11-23")!).isEmpty, "\(line) → \(reply.text)")
    }

    @Test(arguments: ["alex got his paycheck 1800", "my paycheck was short by 200"])
    func someoneElsesPayOrAShortfallIsNoIncome(_ line: String) throws {
        let reply = c.say(line)
        #expect(try c.ledger.transactions.count() == 0, "\(line) → \(reply.text)")
        #expect(try c.ledger.people.balance(with: "Alex").balance.minorUnits == 10_00, "\(line) → \(reply.text)")
    }

    @Test func halfOwedIsHalf() throws {
        let reply = c.say("alex paid for dinner 84, i owe him half")
        #expect(reply.text.contains("you owe Alex $42.00"), "\(reply.text)")
        #expect(try c.ledger.people.balance(with: "Alex").balance.minorUnits == 10_00 - 42_00)
    }

    @Test(arguments: ["savings <- checking 500", "savings from checking 500", "500 to savings from checking", "checking -> savings 500"])
    func anArrowOrFromSaysTheWayMoneyMoved(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent == "transfer.add", "\(line) → \(reply.text)")
        #expect(reply.text.hasPrefix("Moved $500.00 from Checking to Savings"), "\(line) → \(reply.text)")
    }

    @Test(arguments: ["i might spend 60 on shoes tomorrow", "not sure if i paid 15 for netflix", "I never paid 15.99 for netflix",
                      "planning to buy a 900 laptop", "i want to spend 50 on gifts", "spent 50 on groceries today or not",
                      "warn me if dining goes over 200", "test 123", "alex might owe me 20"])
    func moneySupposedPlannedOrDeniedIsNotRecorded(_ line: String) throws {
        let reply = c.say(line)
        #expect(try c.ledger.transactions.count() == 0, "\(line) → \(reply.text)")
        #expect(try c.ledger.people.balance(with: "Alex").balance.minorUnits == 10_00, "\(line) → \(reply.text)")
    }

    @Test(arguments: [("shell 40", "Transport", "Shell"), ("starbucks 5", "Dining", "Starbucks"), ("5 guys 23.50", "Dining", "Five Guys"),
                      ("walmart 30", "Shopping", "Walmart")])
    func aPayeeNamedAloneTakesItsCategory(_ line: String, _ category: String, _ payee: String) throws {
        let reply = c.say(line)
        let row = try #require(try c.rows().first)
        #expect(row.category == category && row.transaction.description == payee, "\(line) → \(reply.text)")
    }

    @Test func aPayeeThatOnlyEverPaidIsMoneyIn() throws {
        try c.add("2026-11-01", 2_450_00, "Acme Corp Payroll", "Salary")
        let reply = c.say("acme 2450")
        #expect(reply.text.hasPrefix("Added income: $2,450.00 · Salary"), "\(reply.text)")
    }
}
