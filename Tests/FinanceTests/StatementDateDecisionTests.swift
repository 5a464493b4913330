import BuddyCore
import Finance
import Foundation
import Testing

/// A statement whose every date reads both as month/day and as day/month is read the one way
/// the file allows: a reading that puts rows in the future, or out of date order while the
/// other keeps them in order, is ruled out. Only when both stay plausible is the person asked.
@Suite struct StatementDateDecisionTests {
    static let november20 = Day(iso: "2026-11-20")!

    /// The layout the preview of `csv` reads, today being `today`.
    static func layout(_ csv: String, today: Day?) throws -> StatementLayout {
        try Ledger.open(AppDatabase.inMemory()).imports.preview(StatementText(csv), options: ImportOptions(today: today)).layout
    }

    @Test func aReadingThatPutsRowsInTheFutureIsRuledOut() throws {
        // Both readings run forward (1, 5, 10 March or 3 January, May, October); on 20 March
        // the day/month one puts two rows in the future.
        let csv = "Date,Description,Amount\n03/01/2026,Bakery,-4.20\n03/05/2026,Books,-18.00\n03/10/2026,Cinema,-12.50\n"
        let layout = try Self.layout(csv, today: Day(iso: "2026-03-20")!)
        #expect(layout.dateFormat == .monthDayYear)
        #expect(layout.dateDecision?.chosen == .monthDayYear)
        #expect(layout.dateDecision?.ruledOut == .dayMonthYear)
        #expect(layout.dateDecision?.reason == .future(rows: 2))
        #expect(layout.dateDecision?.description == "dates read as month/day: the other reading puts 2 rows in the future")
    }

    @Test func aDayOrTwoAheadIsTimeZoneSlackNotTheFuture() throws {
        // 12 March read day/month is 3 December; read month/day, 3 December is the 12th of March.
        let csv = "Date,Description,Amount\n03/12/2026,Cafe,-3.10\n"
        #expect(throws: AmbiguousDateFormat.self) { try Self.layout(csv, today: Day(iso: "2026-12-01")!) }
        #expect(try Self.layout(csv, today: Day(iso: "2026-11-30")!).dateFormat == .monthDayYear)
    }

    @Test(arguments: [
        // Newest first: November 12, 3, October 5 — as day/month 11 Dec, 11 Mar, 10 May.
        ("Date,Description,Amount\n11/12/2026,A,-1\n11/03/2026,B,-2\n10/05/2026,C,-3\n", StatementDateFormat.monthDayYear),
        // Oldest first: 5 October, 3 and 12 November — as month/day May 10, Mar 11, Dec 11.
        ("Date,Description,Amount\n05/10/2026,A,-1\n03/11/2026,B,-2\n12/11/2026,C,-3\n", .dayMonthYear),
    ])
    func aReadingThatBreaksTheOrderIsRuledOut(_ csv: String, _ format: StatementDateFormat) throws {
        let layout = try Self.layout(csv, today: nil)
        #expect(layout.dateFormat == format)
        #expect(layout.dateDecision?.reason == .order)
        #expect(layout.dateDecision?.description == "dates read as \(format.reading): the other reading puts the rows out of date order")
    }

    @Test(arguments: [nil, Day(iso: "2026-12-31")!, Day(iso: "2026-03-12")!])
    func whenBothReadingsStayPlausibleOrNeitherDoesTheImportAsks(_ today: Day?) throws {
        // 03/04 then 04/05 runs forward both ways; by the end of the year both are past, and on
        // 12 March both put a row in the future.
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect {
            try ledger.imports.importCSV(path: StatementImportTests.path("ambiguous-dates.csv"), options: ImportOptions(today: today))
        } throws: { error in
            (error as? AmbiguousDateFormat)?.candidates == [.monthDayYear, .dayMonthYear]
        }
        #expect(try ledger.transactions.count() == 0)
    }

    @Test func aGivenFormatIsKeptWhateverTheFileWouldDecide() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let options = ImportOptions(dateFormat: .dayMonthYear, today: Self.november20)
        let plan = try ledger.imports.preview(StatementText(path: StatementImportTests.path("us-checking-oct-nov.csv")), options: options)
        #expect(plan.layout.dateFormat == .dayMonthYear)
        #expect(plan.layout.dateFormatGiven)
        #expect(plan.layout.dateDecision == nil)
        #expect(plan.rows.first?.transaction.date.iso == "2026-12-11")
    }

    @Test func theUSSampleImportsWithNoOptionsIntoAnEmptyStore() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let summary = try ledger.imports.importCSV(path: StatementImportTests.path("us-checking-oct-nov.csv"))
        #expect(summary.added == 30)
        #expect(summary.dateDecision?.reason == .order)
        let days = try ledger.transactions.allDetailed().map(\.transaction.date)
        #expect(days.min()?.iso == "2026-10-01")
        #expect(days.max()?.iso == "2026-11-12")
    }

    @Test func withTodayTheFutureIsTheReasonGiven() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let summary = try ledger.imports.importCSV(path: StatementImportTests.path("us-checking-oct-nov.csv"),
                                                   options: ImportOptions(today: Self.november20))
        // 11/12 and the two rows of 10/12 would be in December.
        #expect(summary.dateDecision?.description == "dates read as month/day: the other reading puts 3 rows in the future")
    }
}
