import BuddyCore
import Finance
import Testing

/// One money model: every movement lands in an account or a debt, a card's balance is what is
/// owed, and net worth is the accounts plus what people owe me less what I owe them — the same
/// figure hledger gives for the assets and liabilities of Buddy's own journal.
@Suite struct NetWorthTests {
    let fixture: Fixture
    var ledger: Ledger { fixture.ledger }
    let today = Day(iso: "2026-11-30")!

    init() throws {
        fixture = try Fixture()
        try ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: fixture.usd(3_200_00))
        try ledger.accounts.add(name: "Visa", kind: .credit, openingBalance: fixture.usd(450_00))
    }

    /// The total of the journal's assets and liabilities, read as hledger balances it.
    func journalNetWorth() throws -> Int64 {
        try HledgerExportTests.balances(try ledger.exports.hledger(today: today))
            .filter { $0.key.hasPrefix("assets:") || $0.key.hasPrefix("liabilities:") }.values.reduce(0, +)
    }

    @Test func aCardsOpeningAmountIsOwedAndLowersNetWorth() throws {
        #expect(try ledger.accounts.balance(of: "Visa", on: today).balance.minorUnits == -450_00)
        #expect(try ledger.accounts.netWorth(on: today).minorUnits == 2_750_00)
        #expect(try journalNetWorth() == 2_750_00)
    }

    @Test func aStatedCardBalanceIsWhatIsOwed() throws {
        #expect(try ledger.accounts.adjustBalance(of: "Visa", to: fixture.usd(450_00), on: today) == nil)
        let row = try #require(try ledger.accounts.adjustBalance(of: "Visa", to: fixture.usd(380_00), on: today))
        #expect(row.amount == 70_00)
        #expect(try ledger.accounts.balance(of: "Visa", on: today).balance.minorUnits == -380_00)
    }

    @Test func aSplitOnTheCardPutsTheWholeChargeThereAndCostsOnlyMyShare() throws {
        let before = try ledger.accounts.netWorth(on: today).minorUnits
        try ledger.people.split(SplitRequest(total: fixture.usd(96_00), description: "Dinner", category: "Dining",
                                             people: ["Alex", "Sam"], date: today, account: "Visa"))
        #expect(try ledger.accounts.balance(of: "Visa", on: today).balance.minorUnits == -546_00)
        let worth = try ledger.accounts.worth(on: today)
        #expect(worth.owedToMe.minorUnits == 64_00)
        #expect(before - worth.total.minorUnits == 32_00)
        #expect(try journalNetWorth() == worth.total.minorUnits)
    }

    @Test func aRepaymentMovesMoneyAndLeavesNetWorthAsItWas() throws {
        try ledger.people.split(SplitRequest(total: fixture.usd(96_00), description: "Dinner", people: ["Alex", "Sam"],
                                             date: today, account: "Visa"))
        let before = try ledger.accounts.netWorth(on: today)
        try ledger.people.settle(with: "Alex", amount: fixture.usd(20_00), payer: .them, on: today, account: "Checking")
        #expect(try ledger.accounts.netWorth(on: today) == before)
        #expect(try ledger.accounts.balance(of: "Checking", on: today).balance.minorUnits == 3_220_00)
        #expect(try journalNetWorth() == before.minorUnits)
    }

    @Test func someoneElsePayingCostsMyShareAsADebt() throws {
        let before = try ledger.accounts.netWorth(on: today).minorUnits
        try ledger.people.split(SplitRequest(total: fixture.usd(45_00), description: "Pizza", people: ["Sam"], paidBy: "Sam", date: today))
        let worth = try ledger.accounts.worth(on: today)
        #expect(worth.owedByMe.minorUnits == 22_50)
        #expect(before - worth.total.minorUnits == 22_50)
        try ledger.people.settle(with: "Sam", payer: .me, on: today, account: "Checking")
        #expect(try ledger.accounts.netWorth(on: today) == worth.total)
        #expect(try journalNetWorth() == worth.total.minorUnits)
    }

    @Test func aLoanAndADebtNotedAloneAgreeWithTheJournal() throws {
        try ledger.people.recordDebt("Jo", amount: fixture.usd(50_00), description: "Loan", lent: true, on: today, account: "Checking")
        try ledger.people.recordDebt("Kim", amount: fixture.usd(-15_00), description: "Tickets", lent: false, on: today)
        let worth = try ledger.accounts.worth(on: today)
        #expect(worth.owedToMe.minorUnits == 50_00 && worth.owedByMe.minorUnits == 15_00)
        #expect(worth.total.minorUnits == 2_750_00 - 15_00)
        #expect(try journalNetWorth() == worth.total.minorUnits)
    }

    @Test func movingASplitToAnotherAccountMovesAllOfIt() throws {
        let result = try ledger.people.split(SplitRequest(total: fixture.usd(96_00), description: "Dinner", people: ["Alex", "Sam"],
                                                          date: today, account: "Checking"))
        let expense = try #require(result.expense)
        try ledger.transactions.update(id: expense.id!, TransactionEdit(account: "Visa"))
        #expect(try ledger.accounts.balance(of: "Visa", on: today).balance.minorUnits == -546_00)
        #expect(try ledger.accounts.balance(of: "Checking", on: today).balance.minorUnits == 3_200_00)
    }

    @Test func rowsWithNoAccountStillCountInNetWorth() throws {
        try fixture.add("2026-11-02", -10_00, "Parking")
        #expect(try ledger.accounts.worth(on: today).unassigned.minorUnits == -10_00)
        #expect(try journalNetWorth() == 2_740_00)
        #expect(try ledger.accounts.netWorth(on: today).minorUnits == 2_740_00)
    }

    @Test func theDefaultAccountIsTheChosenOneElseTheOnlyOne() throws {
        let alone = try Fixture()
        #expect(try alone.ledger.accounts.defaultChoice() == .none)
        let only = try alone.ledger.accounts.add(name: "Cash", kind: .cash)
        #expect(try alone.ledger.accounts.defaultChoice() == .account(only))
        guard case .several(let accounts) = try ledger.accounts.defaultChoice() else { Issue.record("two accounts, no default"); return }
        #expect(accounts.map(\.name) == ["Checking", "Visa"])
        try ledger.accounts.setDefault("checking")
        #expect(try ledger.accounts.defaultChoice() == .account(try ledger.accounts.named("Checking")))
    }

    @Test(arguments: ["EUR", "GBP", "JPY"])
    func aForeignAmountIsRefusedBeforeAnythingIsWritten(_ code: String) throws {
        let foreign = Money(minorUnits: 30_00, currency: Currency(code: code)!)
        #expect(throws: FinanceError.self) {
            try ledger.people.split(SplitRequest(total: fixture.usd(90_00), description: "Groceries", people: ["Sam"],
                                                 amounts: ["Sam": foreign], date: today))
        }
        #expect(throws: FinanceError.self) {
            try ledger.recurring.add(NewRecurring(name: "Hulu", kind: .bill, amount: foreign, frequency: .monthly, firstDue: today))
        }
        #expect(throws: FinanceError.self) { try ledger.budgets.set(foreign, for: "Dining") }
        #expect(throws: FinanceError.self) { try ledger.people.recordDebt("Sam", amount: foreign, description: "IOU", lent: false, on: today) }
        #expect(try ledger.transactions.count() == 0)
        #expect(try ledger.recurring.active().isEmpty)
        #expect(try ledger.people.balances().isEmpty)
        #expect(try ledger.recurring.monthlyTotal(kind: .bill).minorUnits == 0)
    }
}
