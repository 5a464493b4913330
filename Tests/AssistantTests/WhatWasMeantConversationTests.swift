import BuddyCore
import Finance
import Testing

/// Lines a new user typed that had changed something other than what they meant: a question
/// or a remark that set a budget, paid a bill or recorded money; a correction that changed the
/// wrong row; money taken out of a goal recorded as spending; a purchase a week ago made into a
/// weekly bill; a card that is not an account taken for another one.
@Suite struct WhatWasMeantConversationTests {
    let c: Conversation
    let usd = { (cents: Int64) in Money(minorUnits: cents, currency: .usd) }
    let month = Day(iso: "2026-11-01")!
    let today = Day(iso: "2026-11-27")!

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Visa", .credit)])
        for (category, cents) in [("Shopping", Int64(150_00)), ("Dining", 250_00)] { _ = try c.ledger.budgets.set(usd(cents), for: category) }
        _ = try c.ledger.goals.add(name: "Vacation", target: usd(3_000_00), deadline: nil, account: nil, today: today)
        _ = try c.ledger.goals.contribute(usd(750_00), to: "Vacation", from: nil, on: today)
        try c.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: usd(1_650_00), frequency: .monthly,
                                                firstDue: Day(iso: "2026-12-01")!, category: "Housing"))
    }

    @Test(arguments: [
        "would a 200 dinner put me over budget", "would it help to budget 50 for shopping", "should i budget 50 for shopping",
        "would 400 for dining be a good budget", "i was thinking 120 for shopping", "remember when i spent 40 on gas",
        "i will pay 1650 rent on dec 1", "i paid 1650 for rent on the 1st, right",
    ])
    func aQuestionOrARemarkChangesNothing(_ line: String) throws {
        let rows = try c.rows().count
        let reply = c.say(line)
        #expect(try c.rows().count == rows, "\(line) → \(reply.text)")
        #expect(try c.ledger.budgets.status(for: "Shopping", month: month, today: today)?.limit == usd(150_00), "\(line) → \(reply.text)")
        #expect(try c.ledger.budgets.status(for: "Dining", month: month, today: today)?.limit == usd(250_00), "\(line) → \(reply.text)")
        #expect(try c.ledger.recurring.active(kind: .bill).first?.nextDue == Day(iso: "2026-12-01"), "\(line) → \(reply.text)")
    }

    @Test(arguments: ["actually the coffee was 4", "make the coffee 4", "coffee was 4 actually", "oops the coffee was 4"])
    func aCorrectionChangesTheRowItNames(_ line: String) throws {
        _ = c.say("coffee 3")
        _ = c.say("lunch 12")
        let reply = c.say(line)
        let rows = try c.rows()
        #expect(rows.count == 2, "\(line) → \(reply.text)")
        #expect(rows.first { $0.transaction.description == "Coffee" }?.transaction.amount == -4_00, "\(line) → \(reply.text)")
        #expect(rows.first { $0.transaction.description == "Lunch" }?.transaction.amount == -12_00, "\(line) → \(reply.text)")
    }

    @Test(arguments: ["take out 100 from vacation", "pull 100 out of vacation", "get 100 out of the vacation fund"])
    func moneyTakenOutOfAGoalIsNoSpending(_ line: String) throws {
        let reply = c.say(line)
        #expect(try c.ledger.goals.progress(of: "Vacation", on: today).saved == usd(650_00), "\(line) → \(reply.text)")
        #expect(try c.rows().allSatisfy { $0.transaction.amount >= 0 || $0.category != "Other" }, "\(line) → \(reply.text)")
    }

    @Test func moreMoneyPutInAGoalIsAContribution() throws {
        let reply = c.say("put another 100 in the vacation fund")
        #expect(try c.ledger.goals.progress(of: "Vacation", on: today).saved == usd(850_00), "\(reply.text)")
    }

    @Test func aPurchaseAWeekAgoIsNoWeeklyBill() throws {
        let reply = c.say("pizza 18 a week ago")
        #expect(try c.ledger.recurring.active(kind: .bill).count == 1, "\(reply.text)")
        #expect(try c.rows().map(\.transaction.date) == [Day(iso: "2026-11-20")!], "\(reply.text)")
    }

    @Test func aCardThatIsNoAccountIsNeverAnotherOne() throws {
        let reply = c.say("gas 45 on my amex")
        #expect(reply.text.contains("no account called Amex"), "\(reply.text)")
        #expect(try c.rows().isEmpty)
        _ = c.say("gas 40 on my visa")
        #expect(try c.rows().map(\.account) == ["Visa"])
    }

    @Test(arguments: [("lunch 12 bucks 50", Int64(-12_50), "2026-11-27"), ("gas 40 last month on the 15th", -40_00, "2026-10-15")])
    func onePurchaseIsReadWhole(_ line: String, _ cents: Int64, _ day: String) throws {
        let reply = c.say(line)
        let rows = try c.rows()
        #expect(rows.map(\.transaction.amount) == [cents], "\(line) → \(reply.text)")
        #expect(rows.first?.transaction.date == Day(iso: day), "\(line) → \(reply.text)")
        #expect(rows.first?.transaction.description.contains("Month") == false, "\(line) → \(reply.text)")
    }

    @Test func aPluralIsWhatWasBoughtNotTheVerbSaidAgain() throws {
        let reply = c.say("on tuesday bought books 18")
        #expect(try c.rows().map(\.transaction.description) == ["Books"], "\(reply.text)")
    }

    @Test func aNewPurchaseAfterAQuestionIsNotItsAnswer() throws {
        _ = c.say("on tuesday bought 18")
        let reply = c.say("bought a 60 dollar jacket")
        let rows = try c.rows()
        #expect(rows.map(\.transaction.amount) == [-60_00], "\(reply.text)")
        #expect(rows.first?.transaction.date == today, "\(reply.text)")
    }

    @Test func aSplitThatSaysNotWhatForIsInNoCategory() throws {
        try c.ledger.people.recordDebt("Sam", amount: usd(10_00), description: "Dinner", lent: false, on: month, account: nil)
        let reply = c.say("split 90 with sam")
        let mine = try c.rows().first { $0.transaction.amount == -45_00 && $0.category != "Transfer" && $0.category != nil }
        #expect(mine?.category == "Other", "\(reply.text)")
        #expect(mine?.transaction.description == "Split with Sam", "\(reply.text)")
    }

    @Test(arguments: ["sam owes me -30", "I received -100 from mom", "put -200 toward the vacation goal", "I spent \u{2212}5 on lunch",
                      "lunch -12"])
    func aMinusIsNeverDroppedNorTurnedRound(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.contains("below zero"), "\(line) → \(reply.text)")
        #expect(try c.rows().isEmpty, "\(line) → \(reply.text)")
        #expect(try c.ledger.people.all().isEmpty, "\(line) → \(reply.text)")
        #expect(try c.ledger.goals.progress(of: "Vacation", on: today).saved == usd(750_00), "\(line) → \(reply.text)")
    }

    @Test(arguments: ["lunch 12 on 2026-02-29", "lunch 12 on 31 april", "lunch 12 on 30/02/2026",
                      "lunch 12 on 2026-13-01", "lunch 12 on the 45th", "lunch 12 in the year 1800", "lunch 12 100000 days ago",
                      "lunch 12 on 1/1/3000"])
    func aDayThatIsNotInTheCalendarRecordsNothing(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix("There is no"), "\(line) → \(reply.text)")
        #expect(try c.rows().isEmpty, "\(line) → \(reply.text)")
    }

    @Test(arguments: ["lunch 12 on feb 28", "lunch 12 on feb 29", "rent 1500 on dec 1 2026", "rent feb 1 2500", "split taxi 30 with sam 60/40", "uber 20 on 11/26"])
    func aDayThatIsInTheCalendarIsNotRefused(_ line: String) throws {
        let reply = c.say(line)
        #expect(!reply.text.hasPrefix("There is no"), "\(line) → \(reply.text)")
        #expect(try c.rows().allSatisfy { !$0.transaction.description.contains("Feb") }, "\(line) → \(reply.text)")
    }

    @Test func theTwentyNinthOfFebruaryIsTheLastOne() throws {
        let reply = c.say("lunch 12 on feb 29")
        #expect(reply.text.hasPrefix("Added: $12.00 · Dining · Lunch · Thu 29 Feb 2024"), "\(reply.text)")
    }

    @Test func namesSeparatedByCommasAreSeveralPeople() throws {
        try c.ledger.people.recordDebt("Sam", amount: usd(10_00), description: "Dinner", lent: false, on: month, account: nil)
        let reply = c.say("split 60 dinner with Alex, Sam and Jo")
        #expect(try c.ledger.people.all().map(\.name).sorted() == ["Alex", "Jo", "Sam"], "\(reply.text)")
        #expect(try c.ledger.people.balance(with: "Alex").balance == usd(15_00), "\(reply.text)")
        #expect(try c.ledger.people.balance(with: "Sam").balance == usd(25_00), "\(reply.text)")
    }

    @Test func moneyGivenForABirthdayIsAPresentAndLentMoneyALoan() throws {
        try c.ledger.people.recordDebt("Sam", amount: usd(10_00), description: "Dinner", lent: false, on: month, account: nil)
        let gift = c.say("gave sam 20 for his birthday")
        #expect(try c.ledger.people.balance(with: "Sam").balance == usd(10_00), "\(gift.text)")
        #expect(try c.rows().map(\.transaction.amount) == [-20_00], "\(gift.text)")
        let loan = c.say("gave sam 40 til payday")
        #expect(try c.ledger.people.balance(with: "Sam").balance == usd(50_00), "\(loan.text)")
    }

    @Test func whoOwesIsWhomTheLineSaysOwes() throws {
        try c.ledger.people.recordDebt("Jo", amount: usd(10_00), description: "Dinner", lent: false, on: month, account: nil)
        let reply = c.say("got 2 coffees 5.25 each, jo owes me for hers")
        #expect(try c.ledger.people.balance(with: "Jo").balance.minorUnits >= 10_00, "never the other way round: \(reply.text)")
    }

    @Test(arguments: ["team lunch 85, work's reimbursing me", "team lunch 5 ppl $85, work's reimbursing me"])
    func moneyStillToComeBackIsSpentNotEarned(_ line: String) throws {
        let reply = c.say(line)
        #expect(try c.rows().map(\.transaction.amount) == [-85_00], "\(line) → \(reply.text)")
    }

    @Test func aWordAfterAPriceIsNoCents() throws {
        let reply = c.say("concert tickets x4 at $65, one each for me sam alex jo")
        #expect(try c.rows().allSatisfy { $0.transaction.amount % 100 == 0 }, "\(reply.text)")
    }

    @Test(arguments: ["move the target purchase to dining", "change the last target purchase to dining"])
    func oneRowNamedInTheSingularIsThatRowAlone(_ line: String) throws {
        try c.add("2026-11-10", -30_00, "Target", "Shopping")
        try c.add("2026-11-22", -66_82, "Target", "Shopping")
        let reply = c.say(line)
        let categories = try c.rows().filter { $0.transaction.description == "Target" }.map { $0.category ?? "" }
        #expect(categories == ["Dining", "Shopping"], "\(line) → \(reply.text)")
        _ = c.say("undo")
        _ = c.say("put all target purchases in dining")
        #expect(try c.rows().filter { $0.transaction.description == "Target" }.allSatisfy { $0.category == "Dining" })
    }

    @Test(arguments: [("earned 45 in interest", "Interest", "Interest"), ("got 50 cashback", "Cashback", "Other Income"),
                      ("got paid 2310.55", "Paycheck", "Salary")])
    func incomeThatIsNotPayIsNamedForWhatItWas(_ line: String, _ description: String, _ category: String) throws {
        let reply = c.say(line)
        let row = try c.rows().first
        #expect(row?.transaction.description == description, "\(line) → \(reply.text)")
        #expect(row?.category == category, "\(line) → \(reply.text)")
    }

    @Test func aWeeklyBudgetIsKeptAsTheMonths() throws {
        let reply = c.say("set a weekly budget of 40 for shopping")
        #expect(try c.ledger.budgets.status(for: "Shopping", month: month, today: today)?.limit == usd(173_33), "\(reply.text)")
        #expect(reply.text.contains("$40.00 a week"), "\(reply.text)")
    }

    @Test(arguments: ["put my most recent uber in dining", "put my latest uber in dining"])
    func theLatestRowNamedIsMovedAndNoNewNameIsMade(_ line: String) throws {
        try c.add("2026-11-20", -18_00, "Uber", "Transport")
        try c.add("2026-11-25", -22_00, "Uber", "Transport")
        let reply = c.say(line)
        #expect(try c.rows().filter { $0.transaction.description == "Uber" }.map { $0.category ?? "" } == ["Dining", "Transport"],
                "\(line) → \(reply.text)")
        #expect(try c.ledger.categories.synonyms().allSatisfy { !$0.phrase.hasSuffix(" uber") }, "\(line) → \(reply.text)")
    }

    @Test(arguments: [("spent about 8 on 2 coffees", Int64(-8_00)), ("spent around 10 on lunch", -10_00), ("lunch on 42nd st 15", -15_00)])
    func aNumberAfterAboutOrAStreetIsNoHourNorDay(_ line: String, _ cents: Int64) throws {
        let reply = c.say(line)
        #expect(try c.rows().map(\.transaction.amount) == [cents], "\(line) → \(reply.text)")
    }

    @Test func aLeaseIsNoCountOfTheRate() throws {
        let reply = c.say("rent 1500 a month, 12 month lease")
        #expect(try c.rows().allSatisfy { $0.transaction.amount > -18_000_00 }, "\(reply.text)")
    }

    @Test func shouldBePutsRightAndWillIsAName() throws {
        _ = c.say("lunch 28")
        let corrected = c.say("should be 18")
        #expect(try c.rows().map(\.transaction.amount) == [-18_00], "\(corrected.text)")
        let will = c.say("will owes me 20")
        #expect(try c.ledger.people.balance(with: "Will").balance == usd(20_00), "\(will.text)")
    }

    @Test func aWeekSaidOfSomethingElseIsNoWeeklyBudget() throws {
        let reply = c.say("set the dining budget to 400, that's about 100 a week")
        #expect(try c.ledger.budgets.status(for: "Dining", month: month, today: today)?.limit != usd(1_733_33), "\(reply.text)")
        #expect(try c.ledger.recurring.active(kind: .bill).count == 1, "\(reply.text)")
    }

    @Test func moneyFrontedByMeIsOwedToMe() throws {
        try c.ledger.people.recordDebt("Jo", amount: usd(10_00), description: "Dinner", lent: false, on: month, account: nil)
        let reply = c.say("fronted jo 200 for her wedding dress")
        #expect(try c.ledger.people.balance(with: "Jo").balance == usd(210_00), "\(reply.text)")
    }

    @Test func figuresAreNoNameForACategory() throws {
        let reply = c.say("put 40 in groceries")
        #expect(try c.ledger.categories.synonyms().allSatisfy { $0.phrase != "40" }, "\(reply.text)")
    }

    @Test func aCardIsFoundByItsNetwork() throws {
        _ = c.say("open a credit card account American Express")
        let reply = c.say("gas 45 on my amex")
        #expect(try c.rows().map(\.account) == ["American Express"], "\(reply.text)")
    }

    @Test(arguments: [("i paid 100 for the concert tix, jo's part is 40", "Jo", Int64(50_00)),
                      ("i spent 60 on dinner, sam's share was 25", "Sam", 35_00)])
    func aPersonsPartIsOwedNotSpent(_ line: String, _ person: String, _ owed: Int64) throws {
        try c.ledger.people.recordDebt(person, amount: usd(10_00), description: "Before", lent: false, on: month, account: nil)
        let reply = c.say(line)
        #expect(try c.ledger.people.balance(with: person).balance == Money(minorUnits: owed, currency: .usd), "\(line) → \(reply.text)")
        #expect(try c.ledger.people.all().count == 1, "nobody called “\(person)'s”: \(reply.text)")
        #expect(try c.rows().filter { $0.category != "Transfer" && $0.category != nil }.count == 1, "one purchase: \(reply.text)")
    }
}

