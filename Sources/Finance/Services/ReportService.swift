import BuddyCore
import GRDB

/// Totals over periods, computed by SQL aggregates over the covering indexes.
public struct ReportService: Sendable {
    let ledger: Ledger

    /// Money spent in `period`, optionally on one category (and its children), as a positive amount.
    ///
    /// Refunds (positive amounts in expense categories) lower the total. Only amounts in the
    /// profile's home currency are counted.
    public func spending(in period: Period, category: Category? = nil) throws -> Money {
        let total = try sum(of: .expense, in: period, category: category)
        return Money(minorUnits: -total, currency: ledger.currency)
    }

    /// Money earned in `period`, optionally from one category (and its children).
    public func income(in period: Period, category: Category? = nil) throws -> Money {
        Money(minorUnits: try sum(of: .income, in: period, category: category), currency: ledger.currency)
    }

    private func sum(of type: Transaction.Kind, in period: Period, category: Category?) throws -> Int64 {
        let categoryIds = try category.map { try ledger.categories.idsCovered(by: $0) }
        return try ledger.database.writer.read { db in
            var sql = """
                SELECT COALESCE(SUM(amount), 0) FROM "transaction"
                WHERE profileId = ? AND date >= ? AND date < ? AND type = ? AND currency = ?
                """
            var arguments: StatementArguments = [ledger.profileId, period.start, period.end, type.rawValue, ledger.currency.code]
            if let categoryIds {
                sql += " AND categoryId IN (\(databaseQuestionMarks(count: categoryIds.count)))"
                arguments += StatementArguments(categoryIds)
            }
            return try Int64.fetchOne(db, sql: sql, arguments: arguments) ?? 0
        }
    }
}
