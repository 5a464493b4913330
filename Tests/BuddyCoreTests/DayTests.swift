import BuddyCore
import Testing

@Suite struct DayTests {
    @Test func isoTextRoundTrips() {
        let day = Day(iso: "2026-03-12")
        #expect(day?.iso == "2026-03-12")
        #expect(Day(iso: "2026-02-30") == nil)
        #expect(Day(iso: "2026-3-12") == nil)
        #expect(Day(iso: "hello") == nil)
    }

    @Test(arguments: ["1970-01-01", "2000-02-29", "2026-11-22", "1899-12-31", "2400-12-31"])
    func ordinalRoundTrips(_ iso: String) {
        let day = Day(iso: iso)!
        #expect(Day(ordinal: day.ordinal) == day)
        #expect(day.adding(days: 1).adding(days: -1) == day)
    }

    @Test func weekdaysFollowTheCalendar() {
        #expect(Day(iso: "2026-11-22")!.weekday == 1) // Sunday
        #expect(Day(iso: "2026-03-12")!.weekday == 5) // Thursday
        #expect(Day(iso: "2013-02-12")!.weekday == 3) // Tuesday
    }

    @Test func addingMonthsClampsToTheLastDay() {
        #expect(Day(iso: "2026-01-31")!.adding(months: 1).iso == "2026-02-28")
        #expect(Day(iso: "2024-01-31")!.adding(months: 1).iso == "2024-02-29")
        #expect(Day(iso: "2026-03-31")!.adding(months: -1).iso == "2026-02-28")
        #expect(Day(iso: "2026-01-15")!.adding(months: -13).iso == "2024-12-15")
    }

    @Test func weeksStartOnTheProfilesDay() {
        let thursday = Day(iso: "2026-03-12")!
        #expect(WeekStart.monday.startOfWeek(containing: thursday).iso == "2026-03-09")
        #expect(WeekStart.sunday.startOfWeek(containing: thursday).iso == "2026-03-08")
        let sunday = Day(iso: "2026-03-15")!
        #expect(WeekStart.monday.startOfWeek(containing: sunday).iso == "2026-03-09")
        #expect(WeekStart.sunday.startOfWeek(containing: sunday).iso == "2026-03-15")
    }

    @Test func clockParsesDaysAndTimes() {
        #expect(Clock.parse("2026-03-12", timeZone: .gmt)?.today().iso == "2026-03-12")
        #expect(Clock.parse("2026-03-12T23:30", timeZone: .gmt)?.today().iso == "2026-03-12")
        #expect(Clock.parse("2026-03-12T25:00") == nil)
        #expect(Clock.parse("yesterday") == nil)
        #expect(Clock.parse("2026-03-12T09:00:30", timeZone: .gmt)?.today().iso == "2026-03-12")
    }

    @Test(arguments: ["", "T", "TT", "T09:00", "2026-03-12T", "2026-03-12T9:00", "2026-03-12T09", "2026-03-12T09:00:00:00",
                      "2026-03-12T+9:00", "2026-03-12T09:60", "0000-01-01", "1899-12-31", "2201-01-01", "9999-12-31",
                      "99999999999999999999", "2026-03-12\u{0}", "２０２６-03-12", String(repeating: "9", count: 5000)])
    func clockRefusesWhatIsNotADayAndTimeItCanUse(_ text: String) {
        #expect(Clock.parse(text) == nil)
    }
}
