import BuddyCore
import Testing
import Understanding

/// Everything recorded so far ("ever", "all time", "since I started"), "the weekend", and lines
/// that speak of the future ("what will…", "projected"), on Friday 27 November 2026.
@Suite struct WholeHistoryAndFutureTests {
    let parser = PeriodParser(today: Day(iso: "2026-11-27")!)

    @Test(arguments: ["ever", "all time", "alltime", "all-time", "of all time", "to date", "lifetime", "since i started",
                      "since i started tracking", "since we began using this", "since i've been tracking", "since the beginning",
                      "from the start", "since day one", "since forever", "whole history"])
    func wholeHistoryRunsThroughToday(_ said: String) throws {
        let period = try #require(parser.parse(said), "\(said)")
        #expect(period.isWholeHistory, "\(said)")
        #expect(period.lastDay == Day(iso: "2026-11-27"), "\(said)")
        #expect(period.label == Period.toDateLabel, "\(said)")
    }

    /// "the weekend": the latest one begun, looking back (last weekend on a Friday, this one on a
    /// Sunday); the coming one, looking ahead.
    @Test func theWeekendIsTheLatestBegunOrTheComingOne() throws {
        let friday = try #require(parser.parse("over the weekend"))
        #expect((friday.start, friday.lastDay, friday.label) == (Day(iso: "2026-11-21")!, Day(iso: "2026-11-22")!, "last weekend"))
        let sunday = try #require(PeriodParser(today: Day(iso: "2026-11-29")!).parse("the weekend"))
        #expect((sunday.start, sunday.label) == (Day(iso: "2026-11-28")!, "this weekend"))
        let ahead = try #require(PeriodParser(today: Day(iso: "2026-11-27")!, orientation: .future).parse("the weekend"))
        #expect((ahead.start, ahead.label) == (Day(iso: "2026-11-28")!, "this weekend"))
        #expect(parser.parse("the weekends") == nil)
    }

    /// "since the start of the year" is a day of its own, never everything.
    @Test(arguments: ["since the start of the year", "from the beginning of october", "since june", "from oct 1 to oct 5"])
    func aStartOfSomethingIsNotTheWholeHistory(_ said: String) {
        #expect(parser.parse(said)?.isWholeHistory != true, "\(said)")
    }

    @Test func theStoreMovesTheStartToTheFirstRecord() {
        let everything = Period.toDate(Day(iso: "2026-11-27")!)
        let recorded = everything.startingAt(Day(iso: "2026-06-01")!)
        #expect(recorded.start == Day(iso: "2026-06-01"))
        #expect(recorded.end == everything.end)
        #expect(!recorded.isWholeHistory)
        // A first record after today leaves today alone.
        #expect(everything.startingAt(Day(iso: "2027-01-01")!).start == Day(iso: "2026-11-27"))
    }

    @Test(arguments: [
        ("how much will i have in checking on dec 1", true), ("what'll my net worth be on new year's eve", true),
        ("projected savings by end of year", true), ("am i going to go over my dining budget", true),
        ("will i have enough for rent", true), ("what will my balance be tomorrow", true),
        ("what was my balance on dec 1", false), ("will owes me 20", false), ("how much did i spend in december", false),
        ("i paid 30 for the forecast subscription", true),
    ])
    func aLineSpeaksOfTheFutureByItsWords(_ line: String, _ ahead: Bool) {
        #expect(LineMood.speaksOfTheFuture(Normalizer.tokens(line)) == ahead, "\(line)")
    }

    @Test(arguments: [
        ("amazon purchases over $50", true), ("anything more than 100 last month", true), ("rides of at least 20", true),
        ("target charges under 20", true), ("spent 50 on shoes", false), ("50 over the weekend on food", false),
        ("went 20 over budget", false),
    ])
    func anAmountAfterABoundWordIsABound(_ line: String, _ bound: Bool) {
        let bounds = [["over"], ["above"], ["more", "than"], ["at", "least"], ["under"]]
        #expect(LineMood.boundsAnAmount(Normalizer.tokens(line), bounds: bounds) == bound, "\(line)")
    }
}
