import BuddyCore
import Finance
import GRDB
import Testing

/// `buddy generate`'s stores: exactly the count asked for, the same rows for the same seed, and
/// a household that opens with nothing left to record.
@Suite struct GeneratedStoreTests {
    static let today = Day(iso: "2026-03-12")!

    /// Every transaction of a store generated with `seed` and `count`, as comparable text.
    static func rows(seed: UInt64, count: Int) throws -> [String] {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try GeneratedStore(transactions: count, seed: seed, today: today).populate(ledger)
        return try ledger.transactions.allDetailed().map {
            "\($0.transaction.date.iso) \($0.transaction.amount) \($0.transaction.description) \($0.category ?? "-") \($0.account ?? "-") \($0.transaction.type)"
        }
    }

    @Test(arguments: [100, 777, 2_600, 40_000])
    func aStoreHasExactlyTheTransactionsAskedFor(count: Int) throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let written = try GeneratedStore(transactions: count, seed: 3, today: Self.today).populate(ledger)
        #expect(written == count)
        #expect(try ledger.transactions.count() == count)
    }

    @Test func theSameSeedGivesTheSameRowsAndAnotherSeedOthers() throws {
        let first = try Self.rows(seed: 11, count: 3_000)
        #expect(try Self.rows(seed: 11, count: 3_000) == first)
        #expect(try Self.rows(seed: 12, count: 3_000) != first)
    }

    @Test func theMonthsGrowWithTheCountUpToTenYears() throws {
        let small = GeneratedStore(transactions: 1_000, seed: 1, today: Self.today)
        #expect(small.months == 4)
        #expect(small.firstDay == Day(iso: "2025-12-01")!)
        let large = GeneratedStore(transactions: 1_000_000, seed: 1, today: Self.today)
        #expect(large.months == 120)
        #expect(large.firstDay == Day(iso: "2016-04-01")!)
        let rows = try Self.rows(seed: 1, count: 1_000)
        #expect(rows.first!.hasPrefix("2025-12-01 "))
        #expect(rows.last!.hasPrefix("2026-03-12 "))
    }

    @Test func aStoreHasAHouseholdsAccountsBillsBudgetsAndBalancedTransfers() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let store = GeneratedStore(transactions: 5_000, seed: 5, today: Self.today)
        try store.populate(ledger)
        #expect(try ledger.accounts.all().map(\.name).sorted() == ["Cash", "Checking", "Credit Card", "Savings"])
        // Every tracked bill and income was recorded through today: opening the store records nothing.
        #expect(try ledger.recurring.recordDue(through: Self.today).isEmpty)
        let (recurring, budgets, transfers, unlinked) = try ledger.database.writer.read { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM recurring WHERE nextDue > ?", arguments: [Self.today.iso])!,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM budget")!,
             try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(amount), 1) FROM \"transaction\" WHERE type = 'transfer'")!,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"transaction\" WHERE type = 'transfer' AND linkId IS NULL")!)
        }
        #expect(recurring == 10)
        #expect(budgets == 4)
        #expect(transfers == 0)
        #expect(unlinked == 0)
        if case .account(let account) = try ledger.accounts.defaultChoice() {
            #expect(account.name == "Checking")
        } else {
            Issue.record("the generated store has no default account")
        }
    }

    @Test func aProfileWithTransactionsOrACountOutOfRangeIsRefusedAndKeptAsItIs() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try GeneratedStore(transactions: 100, seed: 1, today: Self.today).populate(ledger)
        #expect(throws: FinanceError.self) { try GeneratedStore(transactions: 100, seed: 2, today: Self.today).populate(ledger) }
        #expect(try ledger.transactions.count() == 100)
        let empty = try Ledger.open(AppDatabase.inMemory())
        #expect(throws: FinanceError.self) { try GeneratedStore(transactions: 99, seed: 1, today: Self.today).populate(empty) }
        #expect(try empty.transactions.count() == 0)
        #expect(try empty.accounts.all().isEmpty)
    }
}
