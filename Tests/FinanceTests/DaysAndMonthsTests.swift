import BuddyCore
import Finance
import Testing

/// The days that stand out and saving bucket by bucket: spending ranked by day, the days with
/// none, and income against spending in each of several periods, transfers on no side.
@Suite struct DaysAndMonthsTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(1_000_00))
        try f.ledger.accounts.add(name: "Savings", kind: .savings, openingBalance: f.usd(0))
        _ = try f.add("2026-10-01", 2_000_00, "Acme Payroll", "Salary", account: "Checking")
        _ = try f.add("2026-10-01", -900_00, "Maple Street Apartments", "Rent", account: "Checking")
        _ = try f.add("2026-10-14", -60_00, "Trader Joe's", "Groceries", account: "Checking")
        _ = try f.add("2026-10-14", -25_00, "Blue Bottle Coffee", "Dining", account: "Checking")
        _ = try f.add("2026-10-20", -1_300_00, "Apple Store", "Shopping", account: "Checking")
        // A refund lowers its day's spending.
        _ = try f.add("2026-10-20", 100_00, "Apple Store", "Shopping", account: "Checking")
        _ = try f.add("2026-11-02", 2_000_00, "Acme Payroll", "Salary", account: "Checking")
        _ = try f.ledger.accounts.transfer(f.usd(500_00), from: "Checking", to: "Savings", on: f.day("2026-11-05"))
    }

    private var october: Period { Period(start: f.day("2026-10-01"), end: f.day("2026-11-01"), label: "") }

    @Test func daysAreRankedByWhatWasSpentOnThem() throws {
        let filter = TransactionFilter(period: october, kind: .expense)
        let most = try f.ledger.reports.rankedDays(filter, limit: 2)
        #expect(most.map(\.day) == [f.day("2026-10-20"), f.day("2026-10-01")])
        #expect(most.map(\.total.minorUnits) == [1_200_00, 900_00])
        #expect(most.map(\.count) == [2, 1])
        let least = try f.ledger.reports.rankedDays(filter, largest: false, limit: 1)
        #expect(least.first?.day == f.day("2026-10-14"))
        #expect(least.first?.total.minorUnits == 85_00)
    }

    @Test func theDaysWithNoSpendingAreCounted() throws {
        // 31 days in October, spending on three of them.
        #expect(try f.ledger.reports.daysWithout(TransactionFilter(period: october, kind: .expense)) == 28)
    }

    @Test func aDayOfRefundsAloneIsNoDayOfSpending() throws {
        _ = try f.add("2026-10-25", 30_00, "Amazon", "Shopping", account: "Checking")
        let filter = TransactionFilter(period: october, kind: .expense)
        #expect(try f.ledger.reports.rankedDays(filter, largest: false, limit: 1).first?.day == f.day("2026-10-14"))
        #expect(try f.ledger.reports.rankedDays(filter, limit: 5).count == 3)
        #expect(try f.ledger.reports.daysWithout(filter) == 28)
    }

    @Test func savingIsCountedPerPeriodWithTransfersOnNoSide() throws {
        let november = Period(start: f.day("2026-11-01"), end: f.day("2026-12-01"), label: "")
        let both = try f.ledger.reports.savings(per: [october, november])
        #expect(try both.map { try $0.saved.minorUnits } == [-185_00, 2_000_00])
        #expect(both[0].spending.minorUnits == 2_185_00)
        #expect(both == [try f.ledger.reports.savings(in: october), try f.ledger.reports.savings(in: november)])
    }
}
