import BuddyCore
import Testing
import Understanding

/// "Now" is Thursday 12 March 2026; weeks start on Monday.
@Suite struct PeriodParserTests {
    let past = PeriodParser(today: Day(iso: "2026-03-12")!)
    let future = PeriodParser(today: Day(iso: "2026-03-12")!, orientation: .future)

    @Test(arguments: [
        ("today", "2026-03-12", "2026-03-13", "today"),
        ("yesterday", "2026-03-11", "2026-03-12", "yesterday"),
        ("the day before yesterday", "2026-03-10", "2026-03-11", "the day before yesterday"),
        ("last night", "2026-03-11", "2026-03-12", "yesterday"),
        ("yday", "2026-03-11", "2026-03-12", "yesterday"),
        ("tmrw", "2026-03-13", "2026-03-14", "tomorrow"),
        ("end of month", "2026-03-12", "2026-04-01", "by the end of the month"),
        ("the end of the week", "2026-03-12", "2026-03-16", "by the end of the week"),
        ("this morning", "2026-03-12", "2026-03-13", "today"),
        ("this week", "2026-03-09", "2026-03-16", "this week"),
        ("last week", "2026-03-02", "2026-03-09", "last week"),
        ("next week", "2026-03-16", "2026-03-23", "next week"),
        ("this month", "2026-03-01", "2026-04-01", "this month"),
        ("last month", "2026-02-01", "2026-03-01", "last month"),
        ("this year", "2026-01-01", "2027-01-01", "this year"),
        ("last year", "2025-01-01", "2026-01-01", "last year"),
        ("this quarter", "2026-01-01", "2026-04-01", "this quarter"),
        ("so far this month", "2026-03-01", "2026-03-13", "so far this month"),
        ("month to date", "2026-03-01", "2026-03-13", "so far this month"),
        ("the past 30 days", "2026-02-11", "2026-03-13", "in the past 30 days"),
        ("last 2 weeks", "2026-02-27", "2026-03-13", "in the past 2 weeks"),
        ("past two months", "2026-01-13", "2026-03-13", "in the past 2 months"),
        ("3 days ago", "2026-03-09", "2026-03-10", "3 days ago"),
        ("a week ago", "2026-03-05", "2026-03-06", "1 week ago"),
        ("in March", "2026-03-01", "2026-04-01", "in March"),
        ("in May", "2025-05-01", "2025-06-01", "in May 2025"),
        ("march 2025", "2025-03-01", "2025-04-01", "in March 2025"),
        ("on Monday", "2026-03-09", "2026-03-10", "on Monday"),
        ("friday", "2026-03-06", "2026-03-07", "on Friday"),
        ("last tuesday", "2026-03-03", "2026-03-04", "last Tuesday"),
        ("next tuesday", "2026-03-17", "2026-03-18", "next Tuesday"),
        ("march 3", "2026-03-03", "2026-03-04", "on 3 March"),
        ("the 3rd of march", "2026-03-03", "2026-03-04", "on 3 March"),
        ("march 20", "2025-03-20", "2025-03-21", "on 20 March 2025"),
        ("3/15", "2025-03-15", "2025-03-16", "on 15 March 2025"),
        ("2026-03-03", "2026-03-03", "2026-03-04", "on 3 March"),
        ("the 15th", "2026-02-15", "2026-02-16", "on the 15th"),
        ("the 1st of last month", "2026-02-01", "2026-02-02", "on 1 February"),
        ("the 3rd of this month", "2026-03-03", "2026-03-04", "on 3 March"),
        ("since monday", "2026-03-09", "2026-03-13", "since Monday"),
        ("between march 1 and march 5", "2026-03-01", "2026-03-06", "from 1 March to 5 March"),
        ("from march 1 to 5", "2026-03-01", "2026-03-06", "from 1 March to 5 March"),
        ("q1", "2026-01-01", "2026-04-01", "in Q1"),
        ("the third quarter of 2025", "2025-07-01", "2025-10-01", "in Q3 2025"),
        ("in 2025", "2025-01-01", "2026-01-01", "in 2025"),
    ])
    func pastPeriodsFollowTheConventions(_ text: String, _ start: String, _ end: String, _ label: String) throws {
        let period = try #require(past.parse(text), "'\(text)' not read")
        #expect(period.start.iso == start, "\(text)")
        #expect(period.end.iso == end, "\(text)")
        #expect(period.label == label, "\(text)")
    }

    @Test(arguments: [
        ("friday", "2026-03-13"),
        ("march 3", "2027-03-03"),
        ("the 15th", "2026-03-15"),
        ("in may", "2026-05-01"),
        ("q1", "2026-01-01"),
    ])
    func bareNamesLookAheadForThingsDue(_ text: String, _ start: String) throws {
        #expect(try #require(future.parse(text)).start.iso == start)
    }

    @Test(arguments: ["lunch", "march 45", "last banana", "the past days", "", "4.5", "11.12", "3.15"])
    func otherWordsAreNotPeriods(_ text: String) {
        #expect(past.parse(text) == nil)
    }

    @Test func latelyIsThePastThirtyDaysAndADottedDateHasItsYear() throws {
        for word in ["lately", "recently"] {
            let period = try #require(past.parse(word))
            #expect((period.start.iso, period.end.iso, period.label) == ("2026-02-11", "2026-03-13", "in the past 30 days"))
        }
        #expect(future.parse("lately") == nil)
        #expect(try #require(past.parse("31.10.2025")).start.iso == "2025-10-31")
    }

    /// Money recorded as it happens: a month and day in the coming 31 days is the next one; any
    /// other, and every weekday or bare day of the month, is the last one, as in a question.
    @Test(arguments: [
        ("march 15", "2026-03-15"), ("3/30", "2026-03-30"), ("april 12", "2026-04-12"), ("april 13", "2025-04-13"),
        ("march 1", "2026-03-01"), ("december 20", "2025-12-20"), ("friday", "2026-03-06"), ("the 15th", "2026-02-15"),
        ("march 3 2027", "2027-03-03"),
    ])
    func recentOrientationTakesTheComingMonthAhead(_ text: String, _ start: String) throws {
        let recent = PeriodParser(today: Day(iso: "2026-03-12")!, orientation: .recent)
        #expect(try #require(recent.parse(text)).start.iso == start)
        if !text.contains("2027"), text != "friday", text != "the 15th" {
            #expect(try #require(past.parse(text)).start.iso <= "2026-03-12", "a question still looks back")
        }
    }

    @Test(arguments: ["january 0000", "in january 0000", "0000", "in 1899", "in 2201", "march 3 9999", "2026-0-0", "july 0-15",
                      "0000-01-01", "12/3/0000", "the 0th", "march 0", "0 march"])
    func dayNumbersAndYearsOutsideTheCalendarAreNotPeriods(_ text: String) {
        for parser in [past, future] {
            let period = parser.parse(text)
            #expect(period.map { Day.supportedYears.contains($0.start.year) && $0.start.day > 0 } ?? true, "\(text): \(String(describing: period))")
            #expect(period?.label.contains("0000") != true, "\(text)")
        }
    }

    @Test(arguments: ["1000000 days ago", "999999999 days ago", "300000 weeks ago", "30000 months ago", "in the last 999999999 days",
                      "the past 999999999 months", "since 1/1/1899", "since 9999", "since january 0000", "between 1/1/1899 and 2/2/1900",
                      "on 1/1/0000", "from 12/31/1899 to 1/2/1900", "in 99999", "next 999999999 years", "999999 years ago"])
    func offsetsAndRangesReachingOutsideTheSupportedYearsAreNotPeriods(_ text: String) {
        for parser in [past, future] {
            let period = parser.parse(text)
            #expect(period.map { Day.supportedYears.contains($0.start.year) && Day.supportedYears.contains($0.lastDay.year) } ?? true,
                    "\(text): \(String(describing: period))")
        }
    }

    @Test func sundayWeeksMoveThisWeek() throws {
        let sundays = PeriodParser(today: Day(iso: "2026-03-12")!, weekStart: .sunday)
        let week = try #require(sundays.parse("this week"))
        #expect(week.start.iso == "2026-03-08")
    }
}
