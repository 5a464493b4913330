import BuddyCore
import Finance
import Testing

/// Changes a stranger asked for in words of their own: a goal's new target, an account renamed,
/// a bill's new price named by its kind, money taken from a goal for a reason, a change with a
/// reason after a comma, and a price by the litre, which records nothing.
@Suite struct PlainChangesConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Cash", .cash)])
        try c.add("2026-11-20", -12_85, "Chipotle", "Dining")
        _ = try c.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd), deadline: nil, account: nil,
                                   today: Day(iso: "2026-11-01")!)
        try c.ledger.goals.contribute(Money(minorUnits: 750_00, currency: .usd), to: "Vacation", from: nil, on: Day(iso: "2026-11-02")!)
        try c.ledger.recurring.add(NewRecurring(name: "Pulse Fitness", kind: .bill, amount: Money(minorUnits: 45_00, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-12-03")!, category: "Health"))
    }

    @Test func aGoalsNewTarget() throws {
        #expect(c.say("set the vacation goal target to 4000").text == "New target (it was $3,000.00). Vacation: $750.00 of $4,000.00 (18%) · $3,250.00 to go · no deadline")
        #expect(try c.ledger.goals.progress(of: "Vacation", on: Day(iso: "2026-11-27")!).saved.minorUnits == 750_00)
    }

    @Test func anAccountRenamed() throws {
        #expect(c.say("rename cash account to wallet").text == "Renamed Cash to Wallet; its transactions and balance stay as they were.")
        #expect(try c.ledger.accounts.all().map(\.name) == ["Checking", "Wallet"])
        #expect(c.say("undo").text.hasPrefix("Undone"))
        #expect(try c.ledger.accounts.all().map(\.name) == ["Cash", "Checking"])
    }

    @Test func aBillsNewPriceByItsKind() throws {
        #expect(c.say("change the gym bill to 39.99").text.hasPrefix("Pulse Fitness now costs $39.99 monthly (it was $45.00"))
    }

    @Test func moneyTakenFromAGoalForAReason() throws {
        #expect(c.say("took 40 out of the vacation fund for the car repair").text.hasPrefix("$40.00 taken from Vacation: $710.00 of $3,000.00"))
    }

    @Test func aReasonAfterACommaIsNoPartOfTheChange() throws {
        #expect(c.say("delete the 12.85 chipotle one, its a duplicate").text.hasPrefix("Delete $12.85 · Chipotle"))
        #expect(c.say("yes").text.hasPrefix("Deleted"))
        // Two recordings after a comma are still two.
        _ = c.say("lunch 12, coffee 4")
        #expect(try c.rows().filter { ["Lunch", "Coffee"].contains($0.transaction.description) }.count == 2)
    }

    @Test func aPriceByTheLitreRecordsNothing() throws {
        let before = try c.rows().count
        _ = c.say("ugh petrol at shell is like 1.60 a litre now")
        #expect(try c.rows().count == before)
    }
}
