import BuddyCore
import Finance
import Testing

@Suite struct AccountTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(150_000))
        try f.ledger.accounts.add(name: "Savings", kind: .savings, openingBalance: f.usd(500_000))
        try f.ledger.accounts.add(name: "Visa", kind: .credit)
    }

    @Test func balancesAndNetWorthAddUpEveryRowOnTheAccount() throws {
        try f.add("2026-03-02", -4_550, "Whole Foods", "Groceries", account: "Visa")
        try f.add("2026-03-03", 250_000, "Payroll", "Salary", account: "Checking")
        try f.add("2026-03-09", -1_000, "Later", "Dining", account: "Checking")
        let balances = try f.ledger.accounts.balances(on: f.day("2026-03-08"))
        #expect(balances.map(\.balance.minorUnits) == [400_000, 500_000, -4_550])
        #expect(try f.ledger.accounts.netWorth(on: f.day("2026-03-08")).minorUnits == 895_450)
    }

    @Test func aTransferIsNeitherSpendingNorIncome() throws {
        try f.ledger.accounts.transfer(f.usd(20_000), from: "checking", to: "savings", on: f.day("2026-03-04"))
        let march = Period.month(containing: f.day("2026-03-01"))
        #expect(try f.ledger.reports.spending(in: march).minorUnits == 0)
        #expect(try f.ledger.reports.income(in: march).minorUnits == 0)
        #expect(try f.ledger.accounts.balance(of: "Savings", on: f.day("2026-03-31")).balance.minorUnits == 520_000)
        #expect(throws: FinanceError.self) { try f.ledger.accounts.transfer(f.usd(100), from: "Piggy bank", to: "Savings", on: f.day("2026-03-04")) }
        #expect(throws: FinanceError.self) { try f.ledger.accounts.transfer(f.usd(100), from: "Savings", to: "savings", on: f.day("2026-03-04")) }
        #expect(throws: FinanceError.self) { try f.ledger.accounts.transfer(f.usd(0), from: "Checking", to: "Savings", on: f.day("2026-03-04")) }
    }

    @Test func aNewAccountsKindPutRightReadsItsOpeningAmountAgain() throws {
        try f.ledger.accounts.add(name: "Wallet", kind: .cash, openingBalance: f.usd(30_000))
        #expect(try f.ledger.accounts.setKind(.credit, of: "wallet").openingBalance == -30_000, "on a card it is owed")
        #expect(try f.ledger.accounts.setKind(.savings, of: "Wallet").openingBalance == 30_000)
        try f.ledger.accounts.setCreditLimit(f.usd(500_000), of: "Visa")
        #expect(try f.ledger.accounts.setKind(.checking, of: "Visa").creditLimit == nil, "a limit goes with the card")
        #expect(throws: FinanceError.self) { try f.ledger.accounts.setKind(.cash, of: "Piggy bank") }
    }

    @Test func aUsedAccountsKindChangesButNotItsFigures() throws {
        try f.add("2026-03-02", -4_550, "Whole Foods", "Groceries", account: "Checking")
        let account = try f.ledger.accounts.setKind(.credit, of: "Checking")
        #expect(account.kind == .credit && account.openingBalance == 150_000)
        #expect(try f.ledger.accounts.balance(of: "Checking", on: f.day("2026-03-10")).balance.minorUnits == 145_450)
    }

    @Test func anAdjustmentRecordsTheDifference() throws {
        let row = try #require(try f.ledger.accounts.adjustBalance(of: "Checking", to: f.usd(120_410), on: f.day("2026-03-10")))
        #expect(row.amount == -29_590)
        #expect(row.type == .transfer)
        #expect(try f.ledger.accounts.balance(of: "Checking", on: f.day("2026-03-10")).balance.minorUnits == 120_410)
        #expect(try f.ledger.accounts.adjustBalance(of: "Checking", to: f.usd(120_410), on: f.day("2026-03-10")) == nil)
    }

    @Test func editingATransferMovesBothRows() throws {
        let out = try f.ledger.accounts.transfer(f.usd(20_000), from: "Checking", to: "Savings", on: f.day("2026-03-04"))
        try f.ledger.transactions.update(id: out.id!, TransactionEdit(amount: f.usd(25_000), date: f.day("2026-03-05")))
        #expect(try f.ledger.accounts.balance(of: "Savings", on: f.day("2026-03-05")).balance.minorUnits == 525_000)
        #expect(throws: FinanceError.self) { try f.ledger.transactions.update(id: out.id!, TransactionEdit(category: "Dining")) }
        try f.ledger.transactions.delete(id: out.id!)
        #expect(try f.ledger.transactions.count() == 0)
    }

    @Test func aRenamedAccountKeepsItsRowsAndNoTwoShareAName() throws {
        try f.add("2026-03-02", -4_550, "Whole Foods", "Groceries", account: "Visa")
        try f.ledger.accounts.rename("visa", to: "  Amex ")
        #expect(try f.ledger.accounts.balance(of: "Amex", on: f.day("2026-03-08")).balance.minorUnits == -4_550)
        #expect(throws: FinanceError.self) { try f.ledger.accounts.named("Visa") }
        #expect(throws: FinanceError.self) { try f.ledger.accounts.rename("Amex", to: "Savings") }
        #expect(throws: FinanceError.self) { try f.ledger.accounts.rename("Nowhere", to: "Else") }
        #expect(throws: FinanceError.self) { try f.ledger.accounts.rename("Amex", to: " ") }
    }
}
