import BuddyCore
import Finance
import Testing

/// A follow-up that names a thing the question before had no place for is the plain question
/// about that thing; "is that more than last month?" compares the total just given; "the
/// biggest one" picks from the list on screen; "forget the rest" and "are we square now?" are
/// about the person just talked about; "alex too, same amount" records the same debt again.
@Suite struct AskingAboutAnotherConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00)
        try c.add("2026-10-05", -30_00, "Safeway", "Groceries")
        try c.add("2026-11-05", -20_00, "Safeway", "Groceries")
        try c.add("2026-11-06", -12_00, "Chipotle", "Dining")
        try c.add("2026-11-07", -40_00, "Costco", "Groceries")
        let day = Day(iso: "2026-11-01")!
        try c.ledger.people.recordDebt("Sam", amount: Money(minorUnits: 30_00, currency: .usd), description: "Dinner", lent: true, on: day)
        try c.ledger.people.recordDebt("Jo", amount: Money(minorUnits: 15_00, currency: .usd), description: "Taxi", lent: true, on: day)
    }

    private func owes(_ name: String) throws -> Int64 {
        try c.ledger.people.balance(with: name).balance.minorUnits
    }

    @Test func aPersonNamedAfterTheDebtsIsThatPersonsBalance() {
        _ = c.say("who owes me")
        let reply = c.say("what about jo")
        #expect(reply.intent == "iou.person")
        #expect(reply.text.hasPrefix("Jo owes you $15.00."), "\(reply.text)")
    }

    @Test func aShopNamedAfterTheTopPayeesIsWhatWasSpentThereInThatPeriod() {
        _ = c.say("who did i pay the most this month")
        let reply = c.say("and at costco?")
        #expect(reply.intent == "spending.total")
        #expect(reply.text.hasPrefix("You spent $40.00 at Costco this month"), "\(reply.text)")
        // A shop the store has never paid is said so, never answered as another total.
        _ = c.say("who did i pay the most this month")
        #expect(c.say("and at ikea?").text.hasPrefix("No payee in your records"))
    }

    @Test(arguments: ["is that more than last month?", "how does that compare to last month", "more than last month?"])
    func thatComparedWithAnotherPeriodIsTheTotalJustGiven(_ line: String) {
        _ = c.say("how much did i spend on groceries this month")
        let reply = c.say(line)
        #expect(reply.intent == "spending.compare")
        // 1–23 Nov: 20 + 40 at Safeway and Costco; 1–23 Oct: 30 at Safeway.
        #expect(reply.text.hasPrefix("You spent $60.00 on Groceries this month (1 – 23 Nov), against $30.00 last month (1 – 23 Oct)"), "\(reply.text)")
    }

    @Test func theBiggestOneIsTheRowOfTheLargestAmountOnScreen() {
        _ = c.say("show my transactions this month")
        let biggest = c.say("the biggest one")
        #expect(biggest.intent == "followup.pick")
        #expect(biggest.text.contains("$40.00 · Costco"), "\(biggest.text)")
        #expect(c.say("which was the cheapest").text.contains("$12.00 · Chipotle"))
    }

    @Test func forgettingTheRestLetsThePersonTalkedAboutOffWhatIsLeft() throws {
        _ = c.say("how much does sam owe me")
        _ = c.say("he paid me 20 of it")
        #expect(try owes("Sam") == 10_00)
        let reply = c.say("forget the rest")
        #expect(reply.intent == "iou.forgive")
        #expect(try owes("Sam") == 0)
        #expect(c.say("are we square now?").text.hasPrefix("You and Sam are square"))
        // With nobody talked about, nobody is let off.
        _ = c.say("what did i spend this month")
        _ = c.say("forget the rest")
        #expect(try owes("Jo") == 15_00)
    }

    @Test func theSameDebtIsRecordedForAnotherPersonWithTheSameAmount() throws {
        _ = c.say("jo owes me 25 for concert tickets")
        #expect(try owes("Jo") == 40_00)
        let reply = c.say("sam too, same amount")
        #expect(reply.intent == "iou.add")
        #expect(try owes("Sam") == 55_00)
        #expect(try owes("Jo") == 40_00)
    }

    @Test func theTargetAfterAGoalIsTheGoalsTargetNeverAPurchaseAtTarget() throws {
        try c.add("2026-11-10", -25_00, "Target", "Shopping")
        _ = try c.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd), deadline: nil, account: nil,
                                   today: Day(iso: "2026-11-23")!)
        _ = c.say("how's the vacation fund")
        let reply = c.say("bump the target to 3500")
        #expect(reply.intent == "goal.target")
        #expect(try c.ledger.goals.all().first?.target == 3_500_00)
        let reply2 = c.say("change the target to 3600")
        #expect(reply2.intent == "goal.target")
        #expect(try c.rows().first { $0.transaction.description == "Target" }?.transaction.amount == -25_00)
    }

    @Test(arguments: ["nice one, cheers", "lovely thanks", "brilliant cheers mate"])
    func thanksInOtherWords(_ line: String) {
        #expect(c.say(line).intent == "thanks")
    }

    @Test func onlyTheTotalJustGivenIsComparedAndWithAPeriodAsLong() {
        _ = c.say("how much did i earn this month")
        #expect(c.say("is that more than last month?").text.hasPrefix("Compare what?"))
        _ = c.say("how much did i spend on groceries in october")
        // "last month" is October itself: the month before it.
        #expect(c.say("is that more than last month?").text.hasPrefix("You spent $30.00 on Groceries in October (1 – 31 Oct), against $0.00 in September 2026"))
        _ = c.say("how much did i spend on groceries this month")
        #expect(c.say("more than last week?").text.hasPrefix("That total was for this month"))
    }

    @Test func theCheapestAfterOneExpenseSingledOutAsksAgainAndTiesAreAsked() throws {
        _ = c.say("what was my biggest expense this month")
        #expect(c.say("which was the cheapest").text.hasPrefix("Your smallest expense this month: $12.00"))
        try c.add("2026-11-08", -40_00, "Target", "Shopping")
        _ = c.say("show my transactions this month")
        let rows = try c.rows().count
        let tied = c.say("the biggest one")
        #expect(tied.text.hasPrefix("2 rows share the largest amount, $40.00"), "\(tied.text)")
        #expect(try c.rows().count == rows)
    }

    @Test func theRestWithNothingPaidJustNowLetsNobodyOff() throws {
        _ = c.say("how much does sam owe me")
        _ = c.say("forget the rest")
        #expect(try owes("Sam") == 30_00)
    }

    @Test func theSameAmountIsOnlyForDebts() throws {
        try c.ledger.accounts.add(name: "Savings", kind: .savings, openingBalance: Money(minorUnits: 500_00, currency: .usd))
        let day = Day(iso: "2026-11-23")!
        _ = c.say("my checking balance is 1200")
        _ = c.say("savings too")
        #expect(try c.ledger.accounts.balance(of: "Savings", on: day).balance.minorUnits == 500_00)
    }

    @Test func heWhoPaidIsNeverIncomeFromHe() throws {
        _ = c.say("split 60 dinner with jo")
        _ = c.say("he paid me 20 of it")
        #expect(try c.rows().allSatisfy { $0.transaction.description != "He" })
    }

    @Test func amIGoodAfterABudgetIsNoQuestionAboutDebts() {
        _ = c.say("how's my dining budget")
        #expect(c.say("am i good?").intent != "iou.balances")
    }

    @Test func thereIsTheShopJustAskedAboutAndAShopAloneAsksAgain() {
        _ = c.say("how much did i spend at costco this month")
        let there = c.say("when was i last there")
        #expect(there.intent == "spending.last_visit")
        #expect(there.text.hasPrefix("You last paid Costco Sat 7 Nov"), "\(there.text)")
        let alone = c.say("safeway?")
        #expect(alone.text.hasPrefix("You last paid Safeway Thu 5 Nov"), "\(alone.text)")
    }

    @Test func aLineThatGoesOnWithAndIsReadWithoutIt() throws {
        _ = try c.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd), deadline: nil, account: nil,
                                   today: Day(iso: "2026-11-23")!)
        _ = c.say("how's the vacation fund")
        let reply = c.say("and add 250 to it")
        #expect(reply.intent == "goal.contribute")
        // Follow-ups that begin with "and" are still follow-ups.
        _ = c.say("how much did i spend on groceries this month")
        #expect(c.say("and last month?").text.hasPrefix("You spent $30.00 on Groceries last month"))
    }
}
