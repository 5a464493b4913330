import BuddyCore
import Finance
import Testing

/// Lines that once changed the records in a way nobody asked for: an answer to "Which budget?"
/// recorded as spending, a plan to pay a card read as paying it, "paid jo half" settling all of
/// it, a category's other word taken for a goal, "keep it paused" resuming, a split of the wrong
/// row, "ent" finding Rent, a correction into income, one of two rows moved a day. Each keeps
/// the records as they were, or makes exactly the change said.
@Suite struct NoWrongWriteConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 5_000_00, [("Savings", .savings), ("Visa", .credit)])
        try c.add("2026-11-03", -40_00, "Shell", "Transport")
        try c.add("2026-11-06", -25_00, "Uber", "Transport")
        try c.add("2026-11-10", -80_00, "H&M", "Shopping")
        try c.ledger.transactions.add(NewTransaction(date: Day(iso: "2026-11-12")!, amount: Money(minorUnits: -300_00, currency: .usd),
                                                     description: "Best Buy", category: "Shopping", account: "Visa"))
        _ = try c.ledger.goals.add(name: "New Car", target: Money(minorUnits: 5_000_00, currency: .usd), deadline: nil, account: nil,
                                   today: Day(iso: "2026-11-01")!)
        try c.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: Money(minorUnits: 1_650_00, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-12-01")!, category: "Rent"))
        try c.ledger.recurring.add(NewRecurring(name: "Spotify", kind: .bill, amount: Money(minorUnits: 11_99, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-12-05")!, category: "Entertainment"))
        try c.ledger.people.recordDebt("Jo", amount: Money(minorUnits: -60_00, currency: .usd), description: "Concert tickets", lent: false,
                                       on: Day(iso: "2026-10-18")!, account: nil)
    }

    /// Every row of 2026, as (day, amount, description), to compare before and after.
    private func snapshot() throws -> [String] {
        try c.rows().map { "\($0.transaction.date.iso) \($0.transaction.amount) \($0.transaction.description) \($0.category ?? "-")" }
    }

    @Test func theAnswerToWhichBudgetSetsIt() throws {
        let before = try snapshot()
        #expect(c.say("change my budget").text.hasPrefix("Which budget, and to how much?"))
        #expect(c.say("dining to 300").text.hasPrefix("Dining budget: $300.00 a month"))
        #expect(try snapshot() == before)
    }

    @Test func theAnswerToWhereItShouldGoMovesIt() throws {
        #expect(c.say("move 300").text.hasPrefix("Where should $300.00 go?"))
        #expect(c.say("to savings").text.hasPrefix("Moved $300.00 from Checking to Savings"))
        // A question after it is answered as itself.
        #expect(c.say("put 50").text.hasPrefix("Where should $50.00 go?"))
        #expect(c.say("what's my savings balance").text.hasPrefix("Savings: $300.00"))
    }

    @Test(arguments: ["can i pay off my visa", "i need to pay off the visa", "i should pay off my visa",
                      "paid off the visa last week", "can i take 200 out of savings as cash", "i need to move 200 to savings",
                      "i need to pay the rent", "paid jo half", "paid jo for pizza", "put 50 in gas", "put 40 in uber",
                      "keep paying rent", "paid jo rent"])
    func aPlanOrAHalfSaidLineChangesNothing(line: String) throws {
        let before = try snapshot()
        let goal = try c.ledger.goals.progress(of: "New Car", on: Day(iso: "2026-11-27")!).saved
        let rent = try c.ledger.recurring.find("Rent")?.nextDue
        _ = c.say(line)
        #expect(try snapshot() == before, "\(line)")
        #expect(try c.ledger.goals.progress(of: "New Car", on: Day(iso: "2026-11-27")!).saved == goal, "\(line)")
        #expect(try c.ledger.recurring.find("Rent")?.nextDue == rent, "\(line)")
        #expect(try c.ledger.people.balance(with: "Jo").balance.minorUnits == -60_00, "\(line)")
    }

    @Test func payingSomeoneWithNoAmountAsksFirst() throws {
        #expect(c.say("paid jo yesterday").text == "You owe Jo $60.00. Settle all of it? (yes / no)")
        #expect(c.say("yes").text == "You paid Jo back $60.00; you and Jo are square.")
        #expect(try c.rows().first?.transaction.date.iso == "2026-11-26")
    }

    @Test func moneyStillToMoveIsRecordedOnlyOnAYes() throws {
        #expect(c.say("i need to pay the rent").text == "That's still to do, then? Say yes and I'll record it as done now, or no to leave it.")
        #expect(c.say("no").text == "OK, I haven't recorded it.")
        #expect(try c.ledger.recurring.find("Rent")?.nextDue.iso == "2026-12-01")
        _ = c.say("gotta move 200 to savings")
        #expect(c.say("yes").text.hasPrefix("Moved $200.00 from Checking to Savings"))
    }

    @Test func theCardPaidOffTodayIsWhatItOwes() {
        #expect(c.say("pay off the visa").text.hasPrefix("Moved $300.00 from Checking to Visa"))
    }

    @Test func keepingAPausedSubscriptionPausedKeepsIt() throws {
        _ = c.say("pause spotify")
        _ = c.say("keep spotify paused")
        _ = c.say("keep spotify on hold")
        #expect(try c.ledger.recurring.find("Spotify")?.status == .paused)
    }

    @Test func aSplitOfSomethingElseIsNoSplitOfTheLastRow() throws {
        #expect(c.say("uber 31").text.hasPrefix("Added: $31.00"))
        _ = c.say("split the rent with sam")
        #expect(try c.rows().first { $0.transaction.amount == -31_00 }?.transaction.description == "Uber")
    }

    @Test func partOfAWordFindsNoBill() throws {
        _ = c.say("cancel ent")
        #expect(try c.ledger.recurring.find("Rent")?.status == .active)
        #expect(c.say("cancel spot").text.contains("Spotify"))
    }

    @Test func aMoveIsNeverMadeAgainIntoIncome() throws {
        #expect(c.say("put all the uber stuff under shopping").text.hasPrefix("Moved 1 transaction (Uber) to Shopping"))
        _ = c.say("oops meant salary")
        #expect(try c.rows().first { $0.transaction.description == "Uber" }?.category == "Shopping")
    }

    @Test func theDayBeforeMovesEveryRowOfTheLine() throws {
        _ = c.say("lunch 12 and coffee 4 yesterday")
        _ = c.say("no the day before")
        let days = try c.rows().filter { ["Lunch", "Coffee"].contains($0.transaction.description) }.map(\.transaction.date.iso)
        #expect(days == ["2026-11-25", "2026-11-25"])
    }

    @Test func twoLettersAreNoNameWithMarks() throws {
        // "aw" is a sigh, not A&W: a name's marks are dropped only when three letters are left.
        try c.add("2026-11-11", -8_00, "A&W", "Dining")
        #expect(!c.say("aw man lunch was 12").text.contains("A&W"))
    }

    @Test func aCountOfAPlaceNeverRecordedCountsNothing() {
        #expect(c.say("how many costco runs this year").text.hasPrefix("No payee in your records"))
    }

    @Test func beenSpendingIsThisMonth() {
        #expect(c.say("how much have i been spending").text.hasPrefix("You spent $445.00 this month"))
        #expect(c.say("how much have i spent at uber overall").text == "You spent $25.00 at Uber to date (3 – 27 Nov).")
    }
}
