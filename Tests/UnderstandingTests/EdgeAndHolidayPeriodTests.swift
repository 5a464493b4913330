import BuddyCore
import Testing
import Understanding

/// The first or last day of a period ("the end of September", "when 2025 ended") and days known
/// by name ("new year's eve"), on Friday 27 November 2026.
@Suite struct EdgeAndHolidayPeriodTests {
    let past = PeriodParser(today: Day(iso: "2026-11-27")!)
    let future = PeriodParser(today: Day(iso: "2026-11-27")!, orientation: .future)

    @Test(arguments: [
        ("the end of september", "2026-09-30"), ("end of september", "2026-09-30"), ("at the end of last month", "2026-10-31"),
        ("the end of 2025", "2025-12-31"), ("when 2025 ended", "2025-12-31"), ("end of q3", "2026-09-30"),
        ("the end of last year", "2025-12-31"), ("at the end of march", "2026-03-31"), ("the end of the summer", "2026-08-31"),
        ("the start of the year", "2026-01-01"), ("beginning of last month", "2026-10-01"), ("the start of 2025", "2025-01-01"),
        ("when last year began", "2025-01-01"), ("the beginning of the month", "2026-11-01"), ("as of oct 1", "2026-10-01"),
        ("as of last friday", "2026-11-20"),
        ("new years eve", "2025-12-31"), ("new year's eve", "2025-12-31"), ("new years day", "2026-01-01"),
        ("christmas", "2025-12-25"), ("last christmas", "2025-12-25"), ("this christmas", "2026-12-25"),
        ("halloween", "2026-10-31"), ("the fourth of july", "2026-07-04"), ("new years eve 2024", "2024-12-31"),
        ("valentine's day", "2026-02-14"), ("thanksgiving", "2026-11-26"), ("black friday", "2026-11-27"),
        ("labor day", "2026-09-07"), ("memorial day", "2026-05-25"), ("thanksgiving 2025", "2025-11-27"),
        ("easter", "2026-04-05"), ("easter 2025", "2025-04-20"), ("good friday", "2026-04-03"), ("mothers day", "2026-05-10"),
    ])
    func anEdgeOrNamedDayIsOneDay(_ said: String, _ day: String) throws {
        let period = try #require(past.parse(said), "\(said)")
        #expect(period.start == Day(iso: day), "\(said)")
        #expect(period.dayCount == 1, "\(said)")
    }

    @Test func theStartOfAPeriodSaysSo() throws {
        #expect(PeriodParser.namesStart(try #require(past.parse("the start of the year"))))
        #expect(PeriodParser.namesStart(try #require(past.parse("beginning of october"))))
        #expect(!PeriodParser.namesStart(try #require(past.parse("the end of october"))))
        #expect(!PeriodParser.namesStart(try #require(past.parse("october 1"))))
    }

    /// The end of a period under way runs from today; a range said backwards is the same days;
    /// a range into the next year runs on (said on 3 January).
    @Test(arguments: [
        ("2026-11-27", "the end of this month", "2026-11-27", "2026-12-01"), ("2026-11-27", "end of 2026", "2026-11-27", "2027-01-01"),
        ("2026-11-27", "between oct 10 and oct 5", "2026-10-05", "2026-10-11"),
        ("2026-01-03", "from dec 20 to jan 5", "2025-12-20", "2026-01-06"),
        ("2026-01-03", "from november to february", "2025-11-01", "2026-03-01"),
    ])
    func aSpanIsItsDays(_ today: String, _ said: String, _ start: String, _ end: String) throws {
        let period = try #require(PeriodParser(today: Day(iso: today)!).parse(said), "\(said)")
        #expect(period.start == Day(iso: start), "\(said)")
        #expect(period.end == Day(iso: end), "\(said)")
    }

    @Test func aNamedDayLooksAheadForWhatIsPlanned() throws {
        #expect(try #require(future.parse("christmas")).start == Day(iso: "2026-12-25"))
        #expect(try #require(future.parse("new years eve")).start == Day(iso: "2026-12-31"))
        #expect(try #require(past.parse("next christmas")).start == Day(iso: "2026-12-25"))
    }

    @Test func aBareAprIsTheCardsRateButAprAfterInIsApril() throws {
        #expect(past.parse("apr") == nil)
        #expect(try #require(past.parse("in apr")).start == Day(iso: "2026-04-01"))
        #expect(try #require(past.parse("apr 3")).start == Day(iso: "2026-04-03"))
        #expect(try #require(past.parse("apr 2025")).start == Day(iso: "2025-04-01"))
    }

    @Test func aNamedDayNeedsAWordThatLeadsToIt() throws {
        let recent = PeriodParser(today: Day(iso: "2026-11-27")!, orientation: .recent)
        let tokens = Normalizer.tokens("flowers for mothers day")
        #expect(recent.parse(tokens, at: 2).isEmpty)
        #expect(past.parse(Normalizer.tokens("a christmas tree"), at: 1).isEmpty)
        #expect(!past.parse(Normalizer.tokens("spent on christmas"), at: 2).isEmpty)
    }

    @Test func wordsThatOnlyLookLikeEdgesAreNoPeriod() {
        for said in ["the end", "when", "start of", "as of", "when it ended", "christmas tree"] {
            #expect(past.parse(said) == nil, "\(said)")
        }
    }
}
