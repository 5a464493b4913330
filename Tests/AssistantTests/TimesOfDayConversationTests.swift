import BuddyCore
import Finance
import Testing

/// A purchase said with the hour it happened ("uber at 6 18", "lunch at 12:30 was 14") is
/// recorded at its price, named for what was bought, on the day; and a month and day said
/// without a year when recording is the next one when that is in the coming month.
@Suite struct TimesOfDayConversationTests {
    let c: Conversation

    init() throws {
        // Friday 27 November 2026.
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00)
        try c.ledger.people.recordDebt("Sam", amount: Money(minorUnits: 10_00, currency: .usd), description: "Dinner", lent: false,
                                       on: Day(iso: "2026-11-01")!, account: nil)
    }

    @Test(arguments: [
        ("uber at 6 18", Int64(-18_00), "Uber"), ("coffee 7am 4.50", -4_50, "Coffee"), ("lunch at 12:30 was 14", -14_00, "Lunch"),
        ("dinner at 8 was 42", -42_00, "Dinner"), ("spin class 11:30 15", -15_00, "Spin Class"), ("bus 2.75 at 5:45", -2_75, "Bus"),
        ("breakfast 10.25 at 9", -10_25, "Breakfast"), ("movie at 7 tonight 16", -16_00, "Movie"), ("coffee 7 a.m. 4.50", -4_50, "Coffee"),
        ("lunch at noon 14", -14_00, "Lunch"), ("taxi 6 pm 22", -22_00, "Taxi"),
    ])
    func anHourIsNeitherThePriceNorTheName(_ line: String, _ cents: Int64, _ description: String) throws {
        let reply = c.say(line)
        let rows = try c.rows()
        #expect(rows.count == 1, "\(line) → \(reply.text)")
        #expect(rows.first?.transaction.amount == cents, "\(line) → \(reply.text)")
        #expect(rows.first?.transaction.description == description, "\(line) → \(reply.text)")
        #expect(rows.first?.transaction.date == Day(iso: "2026-11-27"), "\(line) → \(reply.text)")
    }

    @Test(arguments: [("3 beers at 6 each", Int64(-18_00)), ("spent 20 at 7 eleven", -20_00)])
    func aPriceOrAShopAfterAtIsNoHour(_ line: String, _ cents: Int64) throws {
        let reply = c.say(line)
        #expect(try c.rows().map(\.transaction.amount) == [cents], "\(line) → \(reply.text)")
    }

    @Test func aRatioWithAColonIsStillARatio() throws {
        let reply = c.say("split 100 with sam 20:80")
        #expect(reply.text.contains("doesn't say whose share is which"), "\(reply.text)")
        #expect(try c.rows().isEmpty)
    }

    @Test(arguments: [("coffee 4 on nov 30", "2026-11-30"), ("coffee 3.5 on 11/30", "2026-11-30"), ("lunch 12 on nov 20", "2026-11-20"),
                      ("lunch 5 on may 1", "2026-05-01"), ("got paid 100 on dec 1", "2026-12-01"), ("coffee 4 on monday", "2026-11-23")])
    func aDayWithoutItsYearIsTheNearOne(_ line: String, _ day: String) throws {
        let reply = c.say(line)
        #expect(try c.rows().map(\.transaction.date) == [Day(iso: day)!], "\(line) → \(reply.text)")
    }

    @Test func aQuestionAboutADayStillLooksBack() throws {
        let reply = c.say("how much did I spend on nov 30")
        #expect(reply.text.contains("2025"), "\(reply.text)")
    }
}
