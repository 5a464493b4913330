import BuddyCore
import Finance
import Testing

/// Questions over the history: the day the most (or least) was spent, spending by day of the
/// week, saving month by month and
/// week by week, how balances changed, and a shop the records have never had. Each figure is
/// worked out by hand from the rows.
@Suite struct HistoryQuestionsConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 1_000_00, [(name: "Savings", kind: .savings)])
        for (date, cents, payee, category) in [("2026-10-01", 2_000_00, "Acme Payroll", "Salary"),
                                               ("2026-10-01", -900_00, "Maple Street Apartments", "Rent"),
                                               ("2026-10-14", -60_00, "Trader Joe's", "Groceries"),
                                               ("2026-10-14", -25_00, "Blue Bottle Coffee", "Dining"),
                                               ("2026-10-20", -1_300_00, "Apple Store", "Shopping"),
                                               ("2026-11-02", 2_000_00, "Acme Payroll", "Salary"),
                                               ("2026-11-03", -40_00, "Trader Joe's", "Groceries"),
                                               ("2026-11-10", -15_00, "Blue Bottle Coffee", "Dining"),
                                               ("2026-11-10", -35_00, "Safeway", "Groceries")] as [(String, Int64, String, String)] {
            try c.ledger.transactions.add(NewTransaction(date: Day(iso: date)!, amount: Money(minorUnits: cents, currency: .usd),
                                                         description: payee, category: category, account: "Checking"))
        }
        _ = try c.ledger.accounts.transfer(Money(minorUnits: 500_00, currency: .usd), from: "Checking", to: "Savings", on: Day(iso: "2026-11-05")!)
    }

    @Test(arguments: [
        ("What's the most I've ever spent in a single day?",
         "Your biggest spending day to date (1 Oct – 27 Nov) was Tue 20 Oct: $1,300.00, one expense, at Apple Store."),
        ("biggest spending day this month",
         "Your biggest spending day this month (1 – 30 Nov) was Tue 10 Nov: $50.00, 2 expenses, the largest $35.00 at Safeway."),
        ("cheapest day this month?",
         "You spent nothing on 25 of the 27 days this month (1 – 30 Nov). Of the days you did, the least was Tue 3 Nov: $40.00, one expense, at Trader Joe's."),
        ("when did i spend the most at costco", "No payee in your records, on any day, is called “costco”, so no day of spending there stands out."),
    ])
    func theDayThatStandsOut(_ line: String, _ expected: String) {
        #expect(c.say(line).text == expected, "\(line)")
    }

    @Test func aListOfDaysIsRanked() {
        let reply = c.say("top 2 spending days since october").text
        #expect(reply.contains("1. Tue 20 Oct  $1,300.00  one expense, at Apple Store"), "\(reply)")
        #expect(reply.contains("2. Thu 1 Oct  $900.00  one expense, at Maple Street Apartments"), "\(reply)")
    }

    @Test func aWordReadAsAShopThatIsNoneIsSaidToBeUnknown() {
        #expect(c.say("how much did i spend at costco this year").text
            == "No payee in your records, on any day, is called “costco”, so nothing was spent there. Say “spending this year” for everything you spent, or name a payee you have.")
        #expect(c.say("how many times have i been to ikea").text
            == "No payee in your records, on any day, is called “ikea”, so there is nothing there to count.")
    }

    @Test func theDaysOfTheWeekAreAveragedOverHowOftenEachCame() {
        // October 2026 began on a Thursday: five Thursdays, Fridays and Saturdays, four of the rest.
        let reply = c.say("which day of the week do i spend the most last month").text
        #expect(reply.contains("Tuesday    $325.00 a day  $1,300.00 in all"), "\(reply)")
        #expect(reply.hasSuffix("You spend the most on Tuesdays ($325.00 a day on average) and the least on Sundays ($0.00). "
            + "Weekends: $0.00 in all, $0.00 a day; weekdays: $2,285.00 in all, $103.86 a day."), "\(reply)")
    }

    @Test(arguments: ["how much did the weekend cost me", "how much did i spend over the weekend"])
    func theWeekendIsOneWeekendsTotal(_ line: String) {
        #expect(c.say(line).text == "You spent nothing last weekend (Sat 21 – Sun 22 Nov).", "\(line)")
    }

    @Test func monthsInTheRedAreNamed() {
        let reply = c.say("was I in the red any month").text
        #expect(reply.hasPrefix("Saved month by month to date (1 Oct – 27 Nov):"), "\(reply)")
        #expect(reply.contains("You spent more than you earned in Oct (-$285.00)."), "\(reply)")
        // November is under way and October the only whole month: none is judged best or worst.
        #expect(!reply.contains("Best:"), "\(reply)")
    }

    @Test func weeksInTheRedAreNamed() {
        let reply = c.say("which weeks was i in the red last month").text
        #expect(reply.contains("You spent more than you earned in Mon 12 – Sun 18 Oct (-$85.00) and Mon 19 – Sun 25 Oct (-$1,300.00)."), "\(reply)")
    }

    @Test(arguments: [
        ("how much did my savings grow this month",
         "Savings: $0.00 at the end of Sat 31 Oct, $500.00 at the end of today (Fri 27 Nov): up $500.00."),
        ("did checking go down last month",
         "Checking: $1,000.00 at the end of Wed 30 Sep, $715.00 at the end of Sat 31 Oct: down $285.00."),
    ])
    func oneAccountsChange(_ line: String, _ expected: String) {
        #expect(c.say(line).text == expected, "\(line)")
    }

    @Test func everyAccountsChangeAndTheNetWorths() {
        let reply = c.say("which account grew the most this month").text
        #expect(reply.contains("Net worth: $715.00 to $2,625.00, up $1,910.00. Checking grew the most (up $1,410.00)."), "\(reply)")
    }

    @Test func richerThanADayGoneByComparesItWithToday() {
        let reply = c.say("am i richer than at the end of october").text
        #expect(reply.hasPrefix("Balances from the end of Sat 31 Oct to the end of today (Fri 27 Nov):"), "\(reply)")
        #expect(reply.contains("up $1,910.00"), "\(reply)")
    }
}
