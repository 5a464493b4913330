import BuddyCore
import Finance
import Testing

@Suite struct BudgetTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        try f.ledger.budgets.set(f.usd(40_000), for: "Food")
        try f.ledger.budgets.set(f.usd(10_000), for: "Transport")
    }

    @Test func aBudgetOfZeroOrLessIsRefused() throws {
        #expect(throws: FinanceError.self) { try f.ledger.budgets.set(f.usd(-500), for: "Dining") }
        #expect(throws: FinanceError.self) { try f.ledger.budgets.set(f.usd(0), for: "Dining") }
        #expect(throws: FinanceError.self) { try f.ledger.budgets.set(f.usd(500), for: "Unicorns") }
        #expect(throws: FinanceError.self) { try f.ledger.budgets.set(f.usd(500), for: "Salary") }
    }

    @Test func progressCountsChildrenAndProjectsThePace() throws {
        try f.add("2026-03-02", -10_000, "Whole Foods", "Groceries")
        try f.add("2026-03-09", -3_000, "Chipotle", "Dining")
        try f.add("2026-02-28", -9_999, "Last month", "Groceries")
        let status = try #require(try f.ledger.budgets.status(for: "food", month: f.day("2026-03-10"), today: f.day("2026-03-10")))
        #expect(status.spent.minorUnits == 13_000)
        #expect(status.remaining.minorUnits == 27_000)
        // 130.00 in 10 of 31 days: 403.00 by the 31st.
        #expect(status.projected.minorUnits == 40_300)
        #expect(status.state == .atRisk)
        #expect(status.percentUsed == 33)
    }

    @Test func theLastDayOfTheMonthProjectsNothingMore() throws {
        try f.add("2026-01-31", -12_000, "Shell", "Transport")
        let status = try #require(try f.ledger.budgets.status(for: "Transport", month: f.day("2026-01-31"), today: f.day("2026-01-31")))
        #expect(status.projected == status.spent)
        #expect(status.state == .over)
        #expect(status.remaining.minorUnits == -2_000)
    }

    @Test func leapFebruaryHas29DaysOfPace() throws {
        try f.add("2028-02-01", -2_900, "Shell", "Transport")
        let status = try #require(try f.ledger.budgets.status(for: "Transport", month: f.day("2028-02-01"), today: f.day("2028-02-01")))
        #expect(status.projected.minorUnits == 2_900 * 29)
    }

    @Test func noSpendingIsOnTrackAtZero() throws {
        let status = try #require(try f.ledger.budgets.status(for: "Food", month: f.day("2026-05-01"), today: f.day("2026-05-15")))
        #expect(status.spent.minorUnits == 0)
        #expect(status.projected.minorUnits == 0)
        #expect(status.state == .onTrack)
    }

    @Test func aMonthsOwnLimitWinsAndTheOverviewPutsRiskFirst() throws {
        try f.ledger.budgets.set(f.usd(50_000), for: "Food", month: f.day("2026-12-05"))
        try f.add("2026-12-03", -9_000, "Uber", "Transport")
        let overview = try f.ledger.budgets.overview(month: f.day("2026-12-05"), today: f.day("2026-12-05"))
        #expect(overview.map(\.category) == ["Transport", "Food"])
        #expect(overview[1].limit.minorUnits == 50_000)
        #expect(!overview[1].everyMonth)
        try f.ledger.budgets.remove(for: "Food", month: f.day("2026-12-05"))
        #expect(try f.ledger.budgets.status(for: "Food", month: f.day("2026-12-05"), today: f.day("2026-12-05"))?.limit.minorUnits == 40_000)
        #expect(throws: FinanceError.self) { try f.ledger.budgets.remove(for: "Dining") }
    }
}
