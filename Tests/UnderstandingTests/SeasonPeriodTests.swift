import BuddyCore
import Testing
import Understanding

/// Seasons and halves of a year, on Friday 27 November 2026: whole months of the northern year.
@Suite struct SeasonPeriodTests {
    let past = PeriodParser(today: Day(iso: "2026-11-27")!)
    let future = PeriodParser(today: Day(iso: "2026-11-27")!, orientation: .future)

    @Test(arguments: [
        ("the summer", "2026-06-01", "2026-09-01"), ("over the summer", "2026-06-01", "2026-09-01"),
        ("summer", "2026-06-01", "2026-09-01"), ("last summer", "2026-06-01", "2026-09-01"),
        ("this spring", "2026-03-01", "2026-06-01"), ("the fall", "2026-09-01", "2026-12-01"),
        ("last fall", "2025-09-01", "2025-12-01"), ("autumn", "2026-09-01", "2026-12-01"),
        ("winter", "2025-12-01", "2026-03-01"), ("last winter", "2025-12-01", "2026-03-01"),
        ("the summer of 2025", "2025-06-01", "2025-09-01"), ("summer 2024", "2024-06-01", "2024-09-01"),
        ("the first half of the year", "2026-01-01", "2026-07-01"), ("second half of last year", "2025-07-01", "2026-01-01"),
        ("h1 2025", "2025-01-01", "2025-07-01"), ("the first half of 2024", "2024-01-01", "2024-07-01"),
    ])
    func aSeasonOrHalfIsItsWholeMonths(_ said: String, _ start: String, _ end: String) throws {
        let period = try #require(past.parse(said), "\(said)")
        #expect(period.start == Day(iso: start), "\(said)")
        #expect(period.end == Day(iso: end), "\(said)")
    }

    @Test func aBareSeasonLooksAheadForWhatIsPlanned() throws {
        let winter = try #require(future.parse("winter"))
        #expect(winter.start == Day(iso: "2026-12-01"))
        let next = try #require(past.parse("next summer"))
        #expect(next.start == Day(iso: "2027-06-01"))
    }
    @Test(arguments: [
        ("the first 2 weeks of nov", "2026-11-01", "2026-11-15"), ("first week of last month", "2026-10-01", "2026-10-08"),
        ("the last 10 days of october", "2026-10-22", "2026-11-01"), ("last week of september", "2026-09-24", "2026-10-01"),
        ("the first three days of march", "2026-03-01", "2026-03-04"),
    ])
    func theFirstOrLastDaysOfAMonthAreThoseDays(_ said: String, _ start: String, _ end: String) throws {
        let period = try #require(past.parse(said), "\(said)")
        #expect(period.start == Day(iso: start), "\(said)")
        #expect(period.end == Day(iso: end), "\(said)")
    }

    @Test func moreDaysThanTheMonthHasAreNoPartOfIt() {
        #expect(past.parse("the first 5 weeks of february") == nil)
    }
}
