import BuddyCore
import Finance
import Testing

/// Saving is income less spending; transfers, the lent part of a split and adjustments count on no side.
@Suite struct SavingsTests {
    let f: Fixture
    let october = Period(start: Day(iso: "2026-10-01")!, end: Day(iso: "2026-11-01")!, label: "in October")

    init() throws {
        f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(1_000_00))
        try f.ledger.accounts.add(name: "Savings", kind: .savings)
        try f.add("2026-10-01", 5_100_00, "Payroll", "Salary", account: "Checking")
        try f.add("2026-10-03", -4_000_00, "Rent", "Rent", account: "Checking")
        try f.add("2026-10-09", -300_00, "Groceries", "Groceries", account: "Checking")
        try f.add("2026-10-12", 12_40, "Refund", "Groceries", account: "Checking")
        try f.add("2026-11-01", -99_00, "Next month", "Dining", account: "Checking")
        try f.ledger.accounts.transfer(f.usd(500_00), from: "Checking", to: "Savings", on: f.day("2026-10-20"))
        _ = try f.ledger.people.split(SplitRequest(total: f.usd(60_00), description: "Dinner", category: "Dining", people: ["Alex"],
                                                   date: f.day("2026-10-21"), account: "Checking"))
        try f.ledger.accounts.adjustBalance(of: "Savings", to: f.usd(450_00), on: f.day("2026-10-22"))
    }

    @Test func savingIsIncomeLessSpendingWithTransfersLeftOut() throws {
        let savings = try f.ledger.reports.savings(in: october)
        // In: 5,100.00. Out: 4,000.00 + 300.00 − 12.40 (refund) + 30.00 (my half of dinner) = 4,317.60.
        #expect(savings.income == f.usd(5_100_00))
        #expect(savings.spending == f.usd(4_317_60))
        #expect(try savings.saved == f.usd(782_40))
    }

    @Test func spendingMoreThanEarnedIsANegativeSaving() throws {
        try f.add("2026-10-30", -1_000_00, "Laptop", "Shopping", account: "Checking")
        #expect(try f.ledger.reports.savings(in: october).saved == f.usd(-217_60))
    }
}
