import BuddyCore
import Finance
import Testing

/// Commands said the way people say them: a transaction named to delete, a value taken back in
/// the same line, a purchase said before its amount, a command given again for another bill,
/// a row of the list picked by its payee, and "it" meaning what was last talked about.
@Suite struct EverydayCommandConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00, [("Cash", .cash)])
        try c.add("2026-11-16", -22_00, "Parking", "Transport")
        try c.add("2026-11-16", -84_10, "Whole Foods", "Groceries")
        try c.add("2026-11-20", -39_90, "Uniqlo", "Shopping")
        try c.add("2026-11-21", -12_00, "Target", "Shopping")
    }

    @Test(arguments: ["pls delete that 22 parking thing", "get rid of the duplicate whole foods charge from last monday",
                      "remove the 84.10 one from last week"])
    func aTransactionNamedToDeleteIsAskedAboutThenDeleted(_ line: String) throws {
        let asked = c.say(line)
        #expect(asked.intent == "transaction.delete")
        #expect(asked.text.hasPrefix("Delete $"))
        // Nothing is recorded or deleted before "yes".
        #expect(try c.rows().count == 4)
        #expect(c.say("yes").text.hasPrefix("Deleted"))
        #expect(try c.rows().count == 3)
    }

    @Test func aTransactionNamedToDeleteThatIsNotThereIsSaidSo() throws {
        let reply = c.say("delete the 5.40 starbucks")
        #expect(reply.text == "I found no transaction matching “starbucks” for $5.40 in the last 90 days, so nothing was deleted. "
                + "Say which with “find …” first, then “delete the first one”.")
        #expect(try c.rows().count == 4)
    }

    @Test func anAmountTakenBackInTheSameLineIsNotTheOneRecorded() throws {
        #expect(c.say("lunch 12 no 14").text.hasPrefix("Added: $14.00 · Dining · Lunch · today"))
        _ = c.say("food budget 800 is too much, make it 650")
        #expect(try c.budgetLimits() == [650_00])
    }

    @Test func aPurchaseSaidWithoutItsAmountAsksForIt() throws {
        #expect(c.say("coffee at blue bottle").text == "How much was it?")
        #expect(c.say("4.75").text.hasPrefix("Added: $4.75 · Dining · Blue Bottle"))
        // The question lets go of a line that is not its answer.
        #expect(c.say("dinner at the thai place").text == "How much was it?")
        #expect(c.say("how much did I spend on shopping this month").intent == "spending.total")
        #expect(try c.rows().count == 5)
    }

    @Test func aBillCommandIsGivenAgainForTheBillNamedNext() throws {
        for (name, cents) in [("Comcast Internet", Int64(79_99)), ("City Water", 96_40)] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: .bill, amount: Money(minorUnits: cents, currency: .usd),
                                                    frequency: .monthly, firstDue: Day(iso: "2026-11-25")!, category: "Utilities"))
        }
        #expect(c.say("pay comcast").text.hasPrefix("Paid Comcast Internet: $79.99"))
        let again = c.say("and the water bill")
        #expect(again.intent == "bill.pay")
        #expect(again.text.hasPrefix("Paid City Water: $96.40"))
        // A period after a command asks nothing again: no bill is paid twice.
        #expect(c.say("and last month").intent != "bill.pay")
        #expect(try c.rows().count == 6)
    }

    @Test func aRowOfTheListIsPickedByItsPayee() throws {
        _ = c.say("show my shopping transactions this month")
        let picked = c.say("the uniqlo one")
        #expect(picked.intent == "followup.pick")
        #expect(picked.text.hasPrefix("Number 2: Fri 20 Nov · $39.90 · Uniqlo"))
        _ = c.say("change it to 35")
        #expect(try c.rows().first { $0.transaction.description == "Uniqlo" }?.transaction.money.minorUnits == -35_00)
    }

    @Test func wordsNamingACategoryFindItsRowsWhenNoRowHoldsThem() {
        #expect(c.say("show me all shopping from this month").text.hasSuffix("2 transactions in Shopping this month. Say “the first one” for the details of one."))
        #expect(c.say("find lunch").text == "No transactions matching “lunch”.")
    }

    @Test func itAfterABudgetIsTheBudgetAndNeverANewExpense() throws {
        _ = c.say("spent 20 on lunch")
        _ = c.say("set a budget of 120 for subscriptions")
        #expect(c.say("actually make it 100").intent == "budget.set")
        #expect(try c.budgetLimits() == [100_00])
        // The lunch is no longer what "it" means, and a total names nothing to record.
        _ = c.say("how much did I spend on food this week")
        #expect(c.say("make it 25").intent == "transaction.edit")
        #expect(try c.rows().map(\.transaction.money.minorUnits).contains(-20_00))
        #expect(try c.rows().count == 5)
    }

    @Test func cashFromAMachineIsATransferToCash() throws {
        let reply = c.say("took 60 out of the atm")
        #expect(reply.intent == "transfer.add")
        #expect(try c.ledger.accounts.balance(of: "Cash", on: Day(iso: "2026-11-23")!).balance.minorUnits == 60_00)
    }

    @Test(arguments: ["transfer 200 to my mom's bank account", "send 50 to alex on venmo", "can you zelle my landlord the rent"])
    func movingRealMoneyToSomeoneIsDeclinedWithTheReason(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix("I can't help with that: I can't reach your bank."))
        #expect(try c.rows().count == 4)
    }
}

extension Conversation {
    /// The limits of this month's budgets, in cents.
    func budgetLimits() throws -> [Int64] {
        try ledger.budgets.overview(month: Day(iso: "2026-11-01")!, today: Day(iso: "2026-11-23")!).map(\.limit.minorUnits)
    }
}
