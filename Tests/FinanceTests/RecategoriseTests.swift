import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// Moving many rows to one category at once: by payee, by category, over a period, by a rule.
@Suite struct RecategoriseTests {
    static let allTime = Period(start: Day(iso: "1900-01-01")!, end: Day(iso: "2200-01-01")!, label: "ever")

    /// Each row's description, category (or "-") and type, by date.
    static func rows(_ ledger: Ledger) throws -> [String] {
        try ledger.transactions.allDetailed().sorted { ($0.transaction.date, $0.transaction.id ?? 0) < ($1.transaction.date, $1.transaction.id ?? 0) }
            .map { "\($0.transaction.description) \($0.category ?? "-") \($0.transaction.type.rawValue) \($0.transaction.amount)" }
    }

    @Test func aPayeesRowsMoveAndTheOthersWhoseNameHoldsItStay() throws {
        let f = try Fixture()
        try f.add("2026-10-01", -1850, "Uber", "Other")
        try f.add("2026-10-03", -2240, "UBER", nil)
        try f.add("2026-10-04", -3120, "Uber Eats", "Dining")
        try f.add("2026-10-05", 1850, "Uber", "Other")  // a refund stays money in
        try f.add("2026-10-06", -500, "Blue Bottle", "Dining")
        let done = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "uber"), to: "transport")
        #expect(done.category == "Transport")
        #expect(done.moved == 3)
        #expect(done.alreadyThere == 0)
        #expect(done.payeesLeft == ["Uber Eats"])
        #expect(!done.categoryCreated)
        #expect(try Self.rows(f.ledger) == [
            "Uber Transport expense -1850", "UBER Transport expense -2240", "Uber Eats Dining expense -3120",
            "Uber Transport expense 1850", "Blue Bottle Dining expense -500",
        ])
    }

    @Test func aNameNoPayeeHasWholeMovesEveryPayeeHoldingIt() throws {
        let f = try Fixture()
        try f.add("2026-10-01", -2500, "Amazon Marketplace", "Shopping")
        try f.add("2026-10-02", -899, "Amazon Prime Video", "Entertainment")
        let done = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "amazon"), to: "Gifts")
        #expect(done.moved == 2)
        #expect(done.payees == ["Amazon Marketplace", "Amazon Prime Video"])
        #expect(done.payeesLeft.isEmpty)
    }

    @Test func aPeriodAndACategoryNarrowWhatMoves() throws {
        let f = try Fixture()
        try f.add("2026-09-30", -1000, "Amazon", "Shopping")
        try f.add("2026-10-10", -2000, "Amazon", "Shopping")
        try f.add("2026-10-12", -3000, "Corner Cafe", "Dining")
        let october = Period(start: f.day("2026-10-01"), end: f.day("2026-11-01"), label: "in October")
        let shopping = try f.ledger.categories.named("Shopping")
        let done = try f.ledger.transactions.recategorise(TransactionFilter(period: october, kind: nil, category: shopping), to: "Gifts")
        #expect(done.moved == 1)
        #expect(try Self.rows(f.ledger) == [
            "Amazon Shopping expense -1000", "Amazon Gifts expense -2000", "Corner Cafe Dining expense -3000",
        ])
    }

    @Test func aMissingCategoryIsMadeOnlyWhenThereIsSomethingToMove() throws {
        let f = try Fixture()
        try f.add("2026-10-01", -525, "Blue Bottle Coffee", "Dining")
        let nothing = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "starbucks"), to: "coffee")
        #expect(nothing.moved == 0 && !nothing.categoryCreated)
        #expect(try f.ledger.categories.named("Coffee") == nil)
        let done = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "blue bottle"), to: "coffee")
        #expect(done.categoryCreated && done.moved == 1 && done.category == "Coffee")
        #expect(try f.ledger.categories.named("Coffee")?.type == .expense)
        let again = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "blue bottle"), to: "Coffee")
        #expect(again.moved == 0 && again.alreadyThere == 1 && !again.categoryCreated)
    }

    @Test func moneyInGoesToAnIncomeCategoryAndTransfersBetweenAccountsStay() throws {
        let f = try Fixture()
        _ = try f.ledger.accounts.add(name: "Checking", kind: .checking)
        _ = try f.ledger.accounts.add(name: "Savings", kind: .savings)
        try f.add("2026-10-01", 250_000, "Acme Corp", nil)
        _ = try f.ledger.accounts.transfer(f.usd(10_000), from: "Checking", to: "Savings", on: f.day("2026-10-02"))
        let before = try Self.rows(f.ledger).filter { $0.contains("transfer") }
        let salary = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "acme"), to: "Salary")
        #expect(salary.moved == 1)
        #expect(try Self.rows(f.ledger).first == "Acme Corp Salary income 250000")
        let everything = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil), to: "Other")
        #expect(everything.transfersLeft == 2)
        #expect(try Self.rows(f.ledger).filter { $0.contains("transfer") } == before)
    }

    @Test func aPaymentToAPersonCanBecomeATransferAndBack() throws {
        let f = try Fixture()
        try f.add("2026-10-01", -12000, "John Smith", "Other")
        let transfer = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "john smith"), to: "transfers")
        #expect(transfer.moved == 1 && transfer.category == "Transfer")
        #expect(try Self.rows(f.ledger) == ["John Smith - transfer -12000"])
        let rent = try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "john smith"), to: "Rent")
        #expect(rent.moved == 1)
        #expect(try Self.rows(f.ledger) == ["John Smith Rent expense -12000"])
    }

    @Test func aRuleMovesTheRowsItMatchesByNameOrByTheBanksText() throws {
        let f = try Fixture()
        try f.add("2026-10-01", -1850, "UBER *TRIP HELP.UBER.COM", nil)
        try f.add("2026-10-02", -3120, "Uber Eats", "Dining")
        try f.add("2026-10-03", -500, "Lyft", nil)
        try f.ledger.database.writer.write { db in
            try db.execute(sql: "UPDATE \"transaction\" SET description = 'Lyft', bankDescription = 'LYFT *RIDE SUN 4PM' WHERE description = 'Lyft'")
        }
        let rule = ImportRule(pattern: "uber*trip|lyft *ride", category: "Transport", payee: nil)
        let done = try f.ledger.transactions.recategorise(matching: rule)
        #expect(done.moved == 2)
        #expect(try Self.rows(f.ledger) == [
            "UBER *TRIP HELP.UBER.COM Transport expense -1850", "Uber Eats Dining expense -3120", "Lyft Transport expense -500",
        ])
    }

    @Test func anEmptyCategoryNameIsRefusedAndNothingChanges() throws {
        let f = try Fixture()
        try f.add("2026-10-01", -1850, "Uber", "Other")
        #expect(throws: FinanceError.self) {
            try f.ledger.transactions.recategorise(TransactionFilter(period: Self.allTime, kind: nil, text: "uber"), to: "  ")
        }
        #expect(try Self.rows(f.ledger) == ["Uber Other expense -1850"])
    }
}
