import Testing

/// "compare october and november": the later period against the earlier, whichever is named first.
@Suite struct CompareConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.add("2026-10-05", -20_00, "Metro", "Transport")
        try c.add("2026-10-08", -100_00, "Whole Foods", "Groceries")
        try c.add("2026-10-12", -30_00, "Cinema", "Entertainment")
        try c.add("2026-10-28", -500_00, "Whole Foods", "Groceries")  // after the 23rd: outside the same days
        try c.add("2026-11-03", -39_00, "Metro", "Transport")
        try c.add("2026-11-04", -50_00, "Uniqlo", "Shopping")
        try c.add("2026-11-10", -100_00, "Whole Foods", "Groceries")
    }

    @Test(arguments: ["compare october and november", "compare november with october", "compare november to october",
                      "compare my spending in october and november"])
    func theLaterMonthIsSetAgainstTheEarlierInEitherOrder(_ line: String) {
        let reply = c.say(line)
        #expect(reply.intent == "spending.compare")
        // November so far (1–23): 39 + 50 + 100 = 189.00; October's same days: 20 + 100 + 30 = 150.00;
        // 189 / 150 = 1.26.
        let lines = reply.text.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.first == "Spending in November (1 – 23 Nov) vs in October (1 – 23 Oct): $189.00 against $150.00, +26% on October.")
        // Transport 20.00 → 39.00 is 95% more; Shopping had nothing in October; Entertainment nothing in November.
        #expect(lines.contains("Transport $39.00 $20.00 +95%"))
        #expect(lines.contains("Shopping $50.00 $0.00 new"))
        #expect(lines.contains("Food $100.00 $100.00 same"))
        #expect(lines.contains("Entertainment $0.00 $30.00 -100%"))
        #expect(reply.amount?.minorUnits == 39_00)
    }

    @Test(arguments: ["did i spend more on transport this month than last month", "how much did i spend on transport this month compared to last month",
                      "transport this month vs last month", "compare my transport spending this month to last month"])
    func oneCategoryIsSetAgainstItselfInTheMonthBefore(_ line: String) {
        let reply = c.say(line)
        #expect(reply.intent == "spending.compare")
        // The same days: Transport 39.00 (3 Nov) against 20.00 (5 Oct), 95% more.
        #expect(reply.text == "You spent $39.00 on Transport this month (1 – 23 Nov), against $20.00 last month (1 – 23 Oct): +95%.")
    }

    @Test func anIncomeCategoryIsComparedAsMoneyIn() throws {
        try c.add("2026-11-01", 2_000_00, "Acme", "Salary")
        try c.add("2026-10-01", 1_500_00, "Acme", "Salary")
        #expect(c.say("did i spend more on salary this month than last month").text
                == "You received $2,000.00 in Salary this month (1 – 23 Nov), against $1,500.00 last month (1 – 23 Oct): +33%.")
    }

    @Test func aCategoryAfterAComparisonAsksItForThatCategory() {
        _ = c.say("compare november to october")
        // Groceries 100.00 on the 10th of each; October's 500.00 on the 28th is after the same days.
        #expect(c.say("groceries only").text == "You spent $100.00 on Groceries in November (1 – 23 Nov), against $100.00 in October (1 – 23 Oct): about the same.")
        #expect(c.say("what about groceries last month").text.hasPrefix("You spent $600.00 on Groceries last month"))
    }

    @Test(arguments: ["did i spend more on groceries or transport in october", "compare groceries and transport in october",
                      "groceries vs transport in october", "october: which did i spend more on, groceries or transport?"])
    func twoCategoriesAreSetSideBySideOverOnePeriod(_ line: String) {
        let reply = c.say(line)
        #expect(reply.intent == "spending.compare")
        // October: Groceries 100 + 500 = 600.00, Transport 20.00; the whole month, not its first 23 days.
        #expect(reply.text == "You spent $600.00 on Groceries and $20.00 on Transport in October (1 – 31 Oct): $580.00 more on Groceries.")
        #expect(reply.amount?.minorUnits == 580_00)
    }

    @Test func twoCategoriesWithNothingSpentSayThereIsNothingToCompare() throws {
        let reply = c.say("compare travel and gifts last month")
        #expect(reply.text == "You spent nothing on Travel or Gifts last month (1 – 31 Oct), so there is nothing to compare.")
        #expect(try c.rows().count == 7)
    }

    @Test func twoPayeesOfOneCategoryAreComparedAsPayees() throws {
        try c.add("2026-11-05", -18_00, "Uber", "Transport")
        try c.add("2026-11-06", -25_00, "Lyft", "Transport")
        try c.add("2026-10-20", -12_00, "Uber", "Transport")
        // "uber" and "lyft" are both other names for Transport; the store has payees by both names.
        #expect(c.say("did i spend more on uber or lyft this month").text
                    == "You spent $18.00 at Uber and $25.00 at Lyft this month (1 – 30 Nov): $7.00 more at Lyft.")
        // One payee in two periods: Uber alone, not Transport (Metro's 39.00 and 20.00 left out).
        #expect(c.say("uber this month vs last month").text.hasPrefix("You spent $18.00 on Uber this month (1 – 23 Nov), against $12.00 last month"))
    }

    @Test func theCategoryThatMovedTheMostIsNamedFirst() {
        // The same days, 1–23: Shopping 50.00 against nothing; Entertainment nothing against 30.00.
        let up = c.say("which category went up the most since last month")
        #expect(up.intent == "spending.compare")
        #expect(up.text.hasPrefix("Shopping went up the most: +$50.00 (new). Spending this month (1 – 23 Nov) vs last month"), "\(up.text)")
        #expect(c.say("what category dropped the most compared to october").text.hasPrefix("Entertainment went down the most: -$30.00 (-100%)."))
    }

    @Test func anIncomeCategoryIsComparedAsIncomeAndIncomeIsNeverAnsweredWithSpending() throws {
        try c.add("2026-10-15", 300_00, "Acme Design", "Freelance")
        try c.add("2026-11-15", 450_00, "Acme Design", "Freelance")
        #expect(c.say("freelance income this month vs last").text
                    .hasPrefix("You received $450.00 in Freelance this month (1 – 23 Nov), against $300.00"))
        // Earnings with no category are all the money received in each period, never spending.
        let earned = c.say("did i earn more this month than last month").text
        #expect(earned.hasPrefix("You received $450.00 this month (1 – 23 Nov), against $300.00 last month (1 – 23 Oct)"), "\(earned)")
    }
}
