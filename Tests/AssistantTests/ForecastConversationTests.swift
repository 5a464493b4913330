import BuddyCore
import Finance
import Testing

/// Where spending is heading: what was spent, the day-to-day spending carried to the period's
/// end at its daily rate, and the tracked bills still due; for a period still to come, the
/// daily rate of the last 90 days. The figures are worked out by hand.
@Suite struct ForecastConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-21T09:00")
        try c.openAccounts(checking: 5_000_00)
        try c.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: Money(minorUnits: 1_000_00, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-12-01")!, category: "Rent"))
        try c.ledger.recurring.add(NewRecurring(name: "Netflix", kind: .bill, amount: Money(minorUnits: 15_00, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-11-25")!, category: "Subscriptions"))
        try c.add("2026-10-01", -1_000_00, "Maple Street", "Rent")
        try c.add("2026-10-10", -200_00, "Safeway", "Groceries")
        try c.add("2026-11-01", -1_000_00, "Maple Street", "Rent")
        try c.add("2026-11-05", -63_00, "Safeway", "Groceries")
        try c.add("2026-11-12", -84_00, "Whole Foods", "Groceries")
        try c.add("2026-11-20", -21_00, "Luigi's", "Dining")
    }

    @Test func thisMonthCarriesTheDayToDayPaceAndAddsTheBillsStillDue() {
        // Spent 1,168.00 in 21 days, 1,000.00 of it the rent (the bill's amount in its
        // category): 168.00 day to day, 8.00 a day, 72.00 over the 9 days left; Netflix's
        // 15.00 is due on the 25th. October came to 1,200.00.
        let reply = c.say("at this rate how much will I spend this month")
        #expect(reply.intent == "spending.forecast")
        #expect(reply.text == "At this pace you'll spend about $1,255.00 this month (1 – 30 Nov): $1,168.00 so far, about $72.00 more "
                + "over the 9 days left at $8.00 a day, and $15.00 in bills still due (Netflix). In October 2026 you spent $1,200.00: "
                + "this would be $55.00 more.", "\(reply.text)")
    }

    @Test func aCategoryCountsOnlyItsOwnRowsAndBills() {
        // Groceries: 147.00 in 21 days, 7.00 a day, 63.00 more; no bill in Groceries.
        #expect(c.say("projected grocery spending this month").text
                    .hasPrefix("At this pace you'll spend about $210.00 on Groceries this month (1 – 30 Nov): $147.00 so far, about $63.00 more"))
    }

    @Test func aMonthToComeIsMeasuredOnTheLast90Days() {
        // Since the first record (1 Oct), 52 days: 368.00 day to day (the rents are bills), so
        // 368.00 × 31 / 52 = 219.38 in December, with the rent and Netflix due: 1,234.38.
        let reply = c.say("forecast my spending for december")
        #expect(reply.text.hasPrefix("At your pace of the last 90 days you'd spend about $1,234.38 in December (1 – 31 Dec): "
                                     + "$219.38 in day-to-day spending at $7.08 a day and $1,015.00 in bills due (Rent and Netflix)."), "\(reply.text)")
    }

    @Test func aPeriodThatIsOverIsWhatWasSpent() {
        #expect(c.say("forecast my spending for last month").text.hasPrefix("That time is over: you spent $1,200.00"))
    }

    @Test func aForecastChangesNothing() throws {
        let before = try c.rows()
        _ = c.say("at this pace how much will I spend on dining this month")
        #expect(try c.rows() == before)
    }
}
