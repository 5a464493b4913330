import BuddyCore
import Finance
import Testing

@Suite struct PeopleTests {
    let f: Fixture
    var march: Period { Period.month(containing: f.day("2026-03-01")) }

    init() throws { f = try Fixture() }

    @Test func anEqualSplitCountsOnlyMyShareAsSpending() throws {
        let result = try f.ledger.people.split(SplitRequest(total: f.usd(10_000), description: "Dinner", category: "Dining",
                                                            people: ["Alex", "Sam"], date: f.day("2026-03-05")))
        #expect(result.myShare.minorUnits == 3334)
        #expect(result.shares.map(\.amount.minorUnits) == [3333, 3333])
        #expect(try f.ledger.reports.spending(in: march).minorUnits == 3334)
        // All 100.00 left: my share as spending, the rest as money lent.
        #expect(try f.ledger.reports.total(TransactionFilter(period: march, kind: nil)).minorUnits == -10_000)
        #expect(try f.ledger.people.balances().map(\.balance.minorUnits) == [3333, 3333])
    }

    @Test func sharesByAmountLeaveTheRestToMe() throws {
        let result = try f.ledger.people.split(SplitRequest(total: f.usd(9_000), description: "Groceries", category: "Groceries",
                                                            people: ["Sam"], amounts: ["sam": f.usd(3_000)], date: f.day("2026-03-05")))
        #expect(result.myShare.minorUnits == 6_000)
        #expect(throws: FinanceError.self) {
            try f.ledger.people.split(SplitRequest(total: f.usd(2_000), description: "Taxi", people: ["Sam"],
                                                   amounts: ["Sam": f.usd(3_000)], date: f.day("2026-03-05")))
        }
    }

    @Test func whenSomeoneElsePaysIOweMyShare() throws {
        try f.ledger.people.split(SplitRequest(total: f.usd(4_500), description: "Pizza", category: "Dining", people: ["Sam"],
                                               paidBy: "Sam", date: f.day("2026-03-06")))
        #expect(try f.ledger.people.balance(with: "sam").balance.minorUnits == -2_250)
        #expect(try f.ledger.reports.spending(in: march).minorUnits == 2_250)
        // No money has left yet: it leaves when I pay Sam back.
        #expect(try f.ledger.reports.total(TransactionFilter(period: march, kind: nil)).minorUnits == 0)
        try f.ledger.people.settle(with: "Sam", on: f.day("2026-03-07"))
        #expect(try f.ledger.reports.total(TransactionFilter(period: march, kind: nil)).minorUnits == -2_250)
        #expect(try f.ledger.people.balances().isEmpty)
    }

    @Test func settlingMoreThanIsOwedOrTheWrongWayIsRefused() throws {
        try f.ledger.people.recordDebt("Alex", amount: f.usd(2_000), description: "Concert", lent: false, on: f.day("2026-03-01"))
        #expect(throws: FinanceError.self) { try f.ledger.people.settle(with: "Alex", amount: f.usd(2_001), on: f.day("2026-03-02")) }
        #expect(throws: FinanceError.self) { try f.ledger.people.settle(with: "Alex", payer: .me, on: f.day("2026-03-02")) }
        #expect(throws: FinanceError.self) { try f.ledger.people.settle(with: "Nobody", on: f.day("2026-03-02")) }
        let left = try f.ledger.people.settle(with: "Alex", amount: f.usd(500), payer: .them, on: f.day("2026-03-02"))
        #expect(left.balance.minorUnits == 1_500)
        #expect(left.since == f.day("2026-03-01"))
        try f.ledger.people.settle(with: "Alex", on: f.day("2026-03-03"))
        #expect(throws: FinanceError.self) { try f.ledger.people.settle(with: "Alex", on: f.day("2026-03-04")) }
        #expect(try f.ledger.people.history(with: "alex").entries.count == 3)
    }

    @Test func deletingASplitRemovesItsSharesAndLoan() throws {
        let result = try f.ledger.people.split(SplitRequest(total: f.usd(6_000), description: "Dinner", category: "Dining",
                                                            people: ["Alex", "Sam"], date: f.day("2026-03-05")))
        try f.ledger.transactions.delete(id: try #require(result.expense?.id))
        #expect(try f.ledger.transactions.count() == 0)
        #expect(try f.ledger.people.balances().isEmpty)
    }

    /// A statement's row split after it was imported stays that row: importing the statement
    /// again adds nothing, and the bank's text stays with the share kept.
    @Test func anImportedRowSplitIsStillTheStatementsRow() throws {
        let statement = "Date,Description,Amount\n2026-03-05,SQ *NOPA SAN FRANCISCO CA,-60.00\n"
        let options = ImportOptions(account: "Checking")
        #expect(try f.ledger.imports.importCSV(statement, options: options).added == 1)
        let row = try #require(f.ledger.transactions.list(TransactionFilter(period: Period(start: f.day("2026-03-01"), end: f.day("2026-04-01"), label: "March"),
                                                                            kind: nil), limit: 5).rows.first)
        let result = try f.ledger.people.split(recorded: try #require(row.transaction.id), with: ["Sam"])
        let share = try f.ledger.transactions.detailed(id: try #require(result.expense?.id))
        #expect(share.transaction.amount == -3_000)
        #expect(share.transaction.bankDescription == "SQ *NOPA SAN FRANCISCO CA")
        let again = try f.ledger.imports.importCSV(statement, options: options)
        #expect(again.added == 0)
        #expect(again.duplicatesSkipped == 1)
    }
}
