import BuddyCore
import Finance
import Testing

/// Questions strangers asked about money in against money out, the share of income a thing
/// takes, what one visit costs, and whether a purchase would break a budget; each figure here
/// is worked out by hand from the rows, and none of the questions records anything.
@Suite struct IncomeAndAveragesConversationTests {
    let c: Conversation
    let usd = { (cents: Int64) in Money(minorUnits: cents, currency: .usd) }

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 500_00)
        try c.add("2026-10-01", 1_000_00, "Acme Payroll", "Salary")
        try c.add("2026-10-01", -1_000_00, "Maple Street Apartments", "Rent")
        try c.add("2026-10-05", -60_00, "Trader Joe's", "Groceries")
        try c.add("2026-11-01", 2_000_00, "Acme Payroll", "Salary")
        try c.add("2026-11-15", 2_000_00, "Acme Payroll", "Salary")
        try c.add("2026-11-01", -1_000_00, "Maple Street Apartments", "Rent")
        try c.add("2026-11-03", -20_00, "Uber", "Transport")
        try c.add("2026-11-10", -30_00, "Uber", "Transport")
        try c.add("2026-11-12", -50_00, "Shell", "Transport")
        try c.add("2026-11-05", -100_00, "Trader Joe's", "Groceries")
        try c.add("2026-11-20", -100_00, "Target", "Shopping")
        _ = try c.ledger.budgets.set(usd(150_00), for: "Shopping")
        _ = try c.ledger.budgets.set(usd(120_00), for: "Transport")
        // Groceries has no budget of its own: it counts in Food's.
        _ = try c.ledger.budgets.set(usd(200_00), for: "Food")
    }

    @Test(arguments: [
        ("in vs out this month?", "You saved $2,700.00 this month (1 – 30 Nov): $4,000.00 in, $1,300.00 out."),
        ("money in money out last month", "You spent $60.00 more than you earned last month (1 – 31 Oct): $1,000.00 in, $1,060.00 out."),
        ("total earned vs total spent last month", "You spent $60.00 more than you earned last month (1 – 31 Oct): $1,000.00 in, $1,060.00 out."),
        ("how much came in and how much went out this month", "You saved $2,700.00 this month (1 – 30 Nov): $4,000.00 in, $1,300.00 out."),
        ("net cash flow for october", "You spent $60.00 more than you earned in October (1 – 31 Oct): $1,000.00 in, $1,060.00 out."),
        ("am i spending more than i make", "You saved $2,700.00 this month (1 – 30 Nov): $4,000.00 in, $1,300.00 out."),
        ("what percent of my income goes to rent", "Rent took 25% of your income this month (1 – 30 Nov): $1,000.00 of $4,000.00."),
        ("rent as a proportion of take home pay", "Rent took 25% of your income this month (1 – 30 Nov): $1,000.00 of $4,000.00."),
        ("what share of my income did i save this month", "You saved 68% of your income this month (1 – 30 Nov): $2,700.00 of $4,000.00."),
        ("savings rate last month", "You saved none of your income last month (1 – 31 Oct): you spent $60.00 more than the $1,000.00 that came in."),
        ("would a $40 jacket put me over my shopping budget",
         "Shopping budget for November 2026: $100.00 of $150.00 spent, $50.00 left; after $40.00 you would have $10.00 left."),
        ("would a $30 grocery run put me over budget",
         "Food budget for November 2026: $100.00 of $200.00 spent, $100.00 left; after $30.00 you would have $70.00 left."),
        ("if i spend another $40 on uber am i still under the transport budget?",
         "Transport budget for November 2026: $100.00 of $120.00 spent, $20.00 left; $40.00 would put you $20.00 over."),
    ])
    func aQuestionGetsItsFigureAndChangesNothing(_ line: String, _ expected: String) throws {
        let before = try c.rows().count
        #expect(c.say(line).text == expected, "\(line)")
        #expect(try c.rows().count == before, "\(line)")
    }

    @Test func aFollowUpToAShareIsAShare() {
        _ = c.say("what percent of my income goes to rent")
        #expect(c.say("and last month?").text == "Rent took 100% of your income last month (1 – 31 Oct): $1,000.00 of $1,000.00.")
    }

    @Test func aThingNamedForADayIsBoughtToday() throws {
        _ = c.say("25 christmas tree")
        _ = c.say("40 flowers for mothers day")
        let rows = try c.rows().filter { ["Christmas Tree", "Flowers For Mothers Day"].contains($0.transaction.description) }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.transaction.date == Day(iso: "2026-11-27") })
    }

    @Test func aRideIsAveragedPerTimeAtThePayee() {
        let reply = c.say("avg uber ride?").text
        #expect(reply.hasPrefix("On average you spend $25.00 a time at Uber: 2 expenses, $50.00 in all since your first record on Thu 1 Oct."), "\(reply)")
        let trip = c.say("how much do i usually spend per trip to trader joes").text
        #expect(trip.hasPrefix("On average you spend $80.00 a time at Trader Joe's: 2 expenses, $160.00 in all"), "\(trip)")
    }

    @Test func aFillUpIsAveragedAtTheFillingStations() {
        let reply = c.say("how much do i put in the tank each time on average").text
        #expect(reply.hasPrefix("On average you spend $50.00 a time on the tank: 1 expense, $50.00 in all"), "\(reply)")
    }

    @Test func affordingAThingSaysWhatItDoesToItsBudget() {
        #expect(c.say("what if i spent 60 on shoes").text
            == "Yes: Checking has $500.00, $440.00 left after $60.00. It would put your Shopping budget for November 2026 $10.00 over.")
        #expect(c.say("can i afford a 300 dishwasher").text == "Yes: Checking has $500.00, $200.00 left after $300.00.")
    }

    @Test func aPurchaseWithNoBudgetNamedAsksWhichBudget() {
        let reply = c.say("can I squeeze in a $200 purchase without going over budget?").text
        #expect(reply.hasPrefix("Which budget would $200.00 come out of?"), "\(reply)")
    }

    @Test func theTopPayeesOfACategory() {
        let reply = c.say("where did most of my transport money go this month").text
        #expect(reply.hasPrefix("Your top payees on Transport this month (1 – 30 Nov), of $100.00 spent:"), "\(reply)")
        #expect(reply.contains("Uber  $50.00  50%"), "\(reply)")
    }

    @Test func aDaysAverageInAMonthUnderWayCountsItsDaysSoFar() {
        // 1–27 November: $1,300.00 over 27 days.
        #expect(c.say("average daily spending this month").text == "So far in November 2026 you spend $48.15 a day: $1,300.00 over 27 days.")
    }

    @Test func asManyTopPayeesAsAsked() {
        let reply = c.say("top 2 places i spent money this month").text
        #expect(reply.contains("1. Maple Street Apartments") && reply.contains("2. ") && !reply.contains("3. "), "\(reply)")
    }

    @Test func aUnitOfTimeIsNoShop() {
        let reply = c.say("how much per month do i blow on shopping").text
        #expect(!reply.contains("at month"), "\(reply)")
        #expect(reply == "Nothing was spent on Shopping from Oct 2026 to Oct 2026, the complete months an average counts; November 2026 so far: $100.00.", "\(reply)")
    }
    @Test(arguments: [
        ("total salary since october", "You received $5,000.00 from Salary since October (1 Oct – 27 Nov)."),
        ("salary this month", "You received $4,000.00 from Salary this month (1 – 30 Nov)."),
        ("how much did i spend on salary last month", "You received $1,000.00 from Salary last month (1 – 31 Oct)."),
        ("salary in september", "You received nothing from Salary in September (1 – 30 Sep)."),
    ])
    func aCategoryOfIncomeIsWhatCameIn(_ line: String, _ expected: String) {
        #expect(c.say(line).text == expected)
    }
    @Test(arguments: ["did i earn more than last month", "did i make more than last month", "did i earn more this month than last month",
                      "income this month vs last month"])
    func incomeIsComparedWithIncome(_ line: String) {
        let reply = c.say(line)
        #expect(reply.intent == "spending.compare")
        // The same days of each month: 1 – 27 November against 1 – 27 October.
        #expect(reply.text.hasPrefix("You received $4,000.00 this month (1 – 27 Nov), against $1,000.00 last month (1 – 27 Oct)"), "\(line) → \(reply.text)")
    }

    @Test func aComparisonAfterAQuestionAboutTheSameMonthIsStillOfTwoMonths() {
        _ = c.say("how much did i spend last month")
        #expect(c.say("did i earn more than last month").text.hasPrefix("You received $4,000.00 this month (1 – 27 Nov), against $1,000.00 last month"))
        _ = c.say("how much did i spend in october")
        // A follow-up naming another month still compares the month asked about with it.
        #expect(c.say("compared to september?").text.contains("October"))
    }

    @Test func twoMonthsOfIncomeAreComparedWhicheverIsSaidFirst() {
        #expect(c.say("did i earn more in october or september").text.hasPrefix("You received $1,000.00 in October (1 – 31 Oct), against $0.00 in September (1 – 30 Sep)"))
    }
}
