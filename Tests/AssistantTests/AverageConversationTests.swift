import Testing

/// Averages count from the first record: months and days before it are not months and days of
/// nothing spent, and the answers say when there is less history than the question covers.
@Suite struct AverageConversationTests {
    let c: Conversation

    init() throws {
        // Monday 23 November 2026; the records begin on Thursday 1 October.
        c = try Conversation(now: "2026-11-23T09:00")
        try c.add("2026-10-01", -1_650_00, "Maple Street Apartments", "Rent")
        try c.add("2026-10-05", -120_00, "Whole Foods", "Groceries")
        try c.add("2026-10-20", -40_00, "Chipotle", "Dining")
        try c.add("2026-11-01", -1_650_00, "Maple Street Apartments", "Rent")
        try c.add("2026-11-03", -80_00, "Whole Foods", "Groceries")
    }

    @Test(arguments: ["how has my spending changed over the next 6 months", "spending trend next year"])
    func aTrendOfMonthsToComeSaysNoneHasBegun(_ line: String) {
        let reply = c.say(line)
        #expect(reply.text.contains("has begun yet"), "\(line) → \(reply.text)")
    }

    @Test func theTrendStartsAtTheFirstRecordAndSaysSo() {
        let reply = c.say("show my spending trend")
        #expect(reply.text.hasPrefix("Spending by month, Oct 2026 – Nov 2026:"))
        #expect(!reply.text.contains("Jun 2026") && !reply.text.contains("$0.00"))
        // October is the one complete month: 1,650 + 120 + 40 = 1,810.00.
        #expect(reply.text.contains("On average $1,810.00 a month over the 1 complete month since your first record in October."))
        #expect(reply.amount?.minorUnits == 1_810_00)
    }

    @Test(arguments: ["how much do I spend per month on average", "what's my average monthly spending",
                      "how much do I spend a month on average"])
    func theMonthlyAverageIsOverTheCompleteMonthsSinceTheFirstRecord(_ line: String) {
        let reply = c.say(line)
        #expect(reply.intent == "spending.average")
        #expect(reply.text == "On average you spend $1,810.00 a month: $1,810.00 over the 1 complete month (Oct 2026) since your first record in October.")
    }

    @Test func aDailyAverageCountsTheDaysSinceTheFirstRecord() {
        // 3,540.00 over the 54 days from 1 October to 23 November, not over 327 days of the year.
        let reply = c.say("what is my average daily spending this year")
        #expect(reply.text.hasSuffix("$3,540.00 in all, $708.00 on average, $65.56 a day since your first record on Thu 1 Oct."))
    }

    @Test func theMonthOfTheFirstRecordIsNotComparedWithTheMonthBefore() {
        let reply = c.say("how did I do last month")
        #expect(reply.text.contains("\nWhere it went\n"))
        #expect(!reply.text.contains("new") && !reply.text.contains("against September"))
    }

    @Test func theMorningAverageCoversOnlyTheDaysThatHaveRecords() throws {
        // Saturday 21 November; the records begin on the 10th: 30.00 over the 10 days before yesterday.
        let young = try Conversation(now: "2026-11-21T07:00")
        try young.add("2026-11-10", -30_00, "Lunch", "Dining")
        try young.add("2026-11-20", -20_00, "Lunch", "Dining")
        let reply = young.say("morning summary")
        #expect(reply.text.contains("Yesterday (Fri 20 Nov) you spent $20.00, 567% more than your daily average of $3.00 over the 10 days since your first record."))
    }

    /// October (31 days) is the one complete month: $1,810.00 is $58.39 a day and $408.71 a week.
    @Test(arguments: [("how much do I spend a week on average", "$408.71 a week", Int64(408_71)),
                      ("average spend per week", "$408.71 a week", 408_71),
                      ("how much do i spend per day on average", "$58.39 a day", 58_39),
                      ("how much do i spend a year on average", "$21,720.00 a year", 21_720_00)])
    func anAverageAskedPerWeekDayOrYearIsPerWeekDayOrYear(_ line: String, _ said: String, _ cents: Int64) {
        let reply = c.say(line)
        #expect(reply.intent == "spending.average", "\(line) → \(reply.text)")
        #expect(reply.text.contains("On average you spend \(said)"), "\(line) → \(reply.text)")
        #expect(reply.amount?.minorUnits == cents, "\(line) → \(reply.text)")
    }
}
