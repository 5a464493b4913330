import BuddyCore
import Finance
import Testing

/// Questions a stranger asked that the grammars did not read, or read wrong: when a place was
/// last paid, which month cost the most, two shops added together, a total of nothing in a
/// period nobody said, an average of income, everything counted, money found, and a choice made
/// by its number. Each figure is worked out by hand.
@Suite struct WhenAndWhichConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 1_000_00, [("Savings", .savings), ("Cash", .cash)])
        try c.add("2026-07-10", -63_81, "The Fillmore", "Entertainment")
        try c.add("2026-08-15", -100_00, "Amazon", "Shopping")
        try c.add("2026-09-01", 2_000_00, "Acme Payroll", "Salary")
        try c.add("2026-09-24", -18_80, "AMC Theatres", "Entertainment")
        try c.add("2026-10-01", 2_000_00, "Acme Payroll", "Salary")
        try c.add("2026-10-24", -30_16, "Bowlero", "Entertainment")
        try c.add("2026-10-31", 5_00, "Savings Interest", "Interest")
        try c.add("2026-11-01", 2_000_00, "Acme Payroll", "Salary")
        try c.add("2026-11-02", -12_50, "Chipotle", "Dining")
        try c.add("2026-11-08", -75_41, "Amazon", "Shopping")
        try c.add("2026-11-09", -13_00, "Chipotle", "Dining")
        try c.add("2026-11-10", -14_75, "Sweetgreen", "Dining")
    }

    @Test func whenAPlaceWasLastPaid() throws {
        let before = try c.rows().count
        #expect(c.say("when was i last at the fillmore").text
                == "You last paid The Fillmore Fri 10 Jul, about 5 months ago: $63.81 · Entertainment. 1 expense in all since your first record in July.")
        #expect(c.say("last time at amc?").text
                == "You last paid AMC Theatres Thu 24 Sep, about 2 months ago: $18.80 · Entertainment. 1 expense in all since your first record in July.")
        #expect(c.say("when did i last go to chipotle").text
                == "You last paid Chipotle Mon 9 Nov, 2 weeks ago: $13.00 · Dining. 2 expenses in all since your first record in July.")
        #expect(c.say("when did i last eat at olive garden").text == "I found no expense at or on “olive garden” up to today.")
        #expect(try c.rows().count == before)
    }

    @Test func theMonthThatCostTheMostAndTheOtherEnd() {
        // July $63.81, August $100.00, September $18.80, October $30.16: $212.77 over 4 months.
        #expect(c.say("which month was my most expensive").text
                == "Of the 4 complete months from July to October, you spent the most in August: $100.00, against $53.19 a month on average. November so far: $115.66.")
        #expect(c.say("and the least?").text
                == "Of the 4 complete months from July to October, you spent the least in September: $18.80, against $53.19 a month on average. November so far: $115.66.")
    }

    @Test func twoShopsAddedTogether() {
        #expect(c.say("how much did i spend at chipotle and sweetgreen together").text
                == "You spent $40.25 at Chipotle and Sweetgreen this month (1 – 30 Nov).")
        #expect(c.say("amc and bowlero combined").text
                == "You spent nothing at AMC Theatres and Bowlero this month (1 – 30 Nov); $48.96 in all since your first record in July, the last $30.16 on Sat 24 Oct.")
    }

    @Test func nothingInAPeriodNobodySaidTellsWhatThereIs() {
        #expect(c.say("did i spend anything at the fillmore").text
                == "You spent nothing at The Fillmore this month (1 – 30 Nov); $63.81 in all since your first record in July, the last $63.81 on Fri 10 Jul.")
        #expect(c.say("fillmore last month").text == "You spent nothing at The Fillmore last month (1 – 31 Oct).")
        #expect(c.say("how much interest have i earned").text
                == "You received nothing from Interest this month (1 – 30 Nov); $5.00 in all since your first record in July, the last $5.00 on Sat 31 Oct.")
    }

    @Test func aMisspeltShopIsTheShopNotItsCategory() {
        // "amazn" is read as "amazon", a word for Shopping too: the shop is counted.
        #expect(c.say("amazn this year").text == "You spent $175.41 at Amazon this year (1 Jan – 31 Dec).")
    }

    @Test func incomeIsAveragedByTheMonth() {
        // July $0, August $0, September $2,000.00, October $2,005.00.
        #expect(c.say("whats my average monthly income").text
                == "On average you receive $1,001.25 a month: $4,005.00 over the 4 complete months (Jul 2026 – Oct 2026) since your first record in July.")
    }

    @Test func everythingIsCountedWhenAskedInTotal() {
        let text = c.say("how many transactions do i have in total").text
        #expect(text.hasPrefix("8 expenses to date (10 Jul – 27 Nov): $328.43 in all"), "\(text)")
        #expect(text.hasSuffix("With 4 payments received, 12 transactions in all."), "\(text)")
    }

    @Test func moneyFoundIsIncomeInTheAccountNamed() throws {
        #expect(c.say("found 20 bucks in my jacket, add it to cash").text
                == "Added income: $20.00 · Other Income · Jacket · today (Fri 27 Nov) · Cash. Say “undo” to take it back.")
    }

    @Test func foundWhileShoppingIsNoIncome() throws {
        // Bought, not found money: an expense.
        #expect(c.say("I found a jacket for 40 at target").text.hasPrefix("Added: $40.00 · "))
        #expect(c.say("found 20 bucks").text.hasPrefix("Added income: $20.00 · Other Income · Found"))
    }

    @Test func aHedgedPaymentOrALookForAnEntryChangesNothing() throws {
        _ = c.say("add rent 1650 monthly on the 1st")
        let before = try c.rows().count
        for line in ["pretty sure i paid rent already", "did i log the 30 at chipotle last week", "did i record lunch yesterday"] {
            _ = c.say(line)
            #expect(try c.rows().count == before, "\(line)")
        }
        #expect(c.say("did i log the 13 at chipotle").text.contains("$13.00"))
    }

    @Test func aMonthOfNothingIsPickedOutOfNone() {
        #expect(c.say("most expensive month for travel").text.hasPrefix("Nothing was spent on Travel in the complete months"))
        #expect(c.say("cheapest month last year").text.hasPrefix("Nothing was spent in the complete months"))
    }

    @Test func theLastPaymentOfACategoryByItsName() throws {
        try c.add("2026-11-01", -1_650_00, "Maple Street Apartments", "Rent")
        #expect(c.say("when did i last pay rent").text.hasPrefix("Your last Rent expense was Sun 1 Nov, 3 weeks ago: $1,650.00 · Maple Street Apartments."))
    }

    @Test func aGoalsQuestionAboutNoGoalIsNotABudget() {
        _ = c.say("set a budget of 100 for dining")
        #expect(c.say("am i on track w dining or nah").text.hasPrefix("Dining budget for November 2026"))
        #expect(c.say("how much more do i need for the trip").text.hasPrefix("There is no goal called"))
    }

    @Test func whatMovedBetweenAccountsLeavesLoansOut() throws {
        _ = c.say("move 200 from checking to savings")
        _ = c.say("I lent Sam 50 from savings")
        let text = c.say("how much did savings change this month").text
        #expect(text.hasSuffix("up $150.00, with $200.00 moved in from your other accounts."), "\(text)")
    }

    @Test func aChoiceIsMadeByItsNumber() throws {
        let before = try c.rows().count
        let asked = c.say("download my transactions").text
        #expect(asked.contains("Say “the first” or “the second”"), "\(asked)")
        let listed = c.say("1").text
        #expect(listed.contains("Sweetgreen") && listed.contains("$14.75"), "\(listed)")
        #expect(try c.rows().count == before)
    }

    @Test func aListOfAnAccountBetweenTwoDays() throws {
        try c.ledger.transactions.add(NewTransaction(date: Day(iso: "2026-11-12")!, amount: Money(minorUnits: -9_99, currency: .usd),
                                                     description: "Pho Saigon", category: "Dining", account: "Checking"))
        let text = c.say("checking txns between nov 10 and nov 20").text
        #expect(text.contains("Pho Saigon") && !text.contains("Chipotle") && text.contains("on Checking from 10 November to 20 November"), "\(text)")
    }
}
