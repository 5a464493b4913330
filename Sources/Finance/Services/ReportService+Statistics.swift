import BuddyCore
import GRDB

/// How many transactions a filter selects, what they add up to, and their extremes.
public struct TransactionStatistics: Sendable, Equatable {
    /// How many rows.
    public let count: Int
    /// Their total, positive for spending and for income (as ``ReportService/total(_:)``).
    public let total: Money
    /// The total divided by the count, rounded to the nearest minor unit; zero when there are none.
    public let average: Money
    /// The total divided by the days counted, rounded to the nearest minor unit.
    public let perDay: Money
}

/// A category's share of a period's spending or income.
public struct CategoryShare: Sendable, Equatable {
    /// The top-level category's name ("Uncategorised" for rows without one).
    public let category: String
    /// Its total, positive.
    public let total: Money
    /// How many rows.
    public let count: Int

    /// This share as a whole percentage of `total`, rounded half up (zero of a zero total).
    public func percent(of total: Money) -> Int {
        guard total.minorUnits > 0 else { return 0 }
        return Percentage.of(self.total.minorUnits, total.minorUnits) ?? 0
    }
}

extension ReportService {
    /// Count, total, average and daily average (over `days`, by default the period's) of the
    /// rows `filter` selects, in one read.
    public func statistics(_ filter: TransactionFilter, days: Int? = nil) throws -> TransactionStatistics {
        let (count, sum) = try ledger.database.writer.read { db -> (Int, Int64) in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), COALESCE(SUM(t.amount), 0) FROM \"transaction\" t WHERE \(condition)",
                                       arguments: StatementArguments(arguments))!
            return (try row.decode(atIndex: 0), try row.amount(atIndex: 1))
        }
        let total = filter.kind == .expense ? try sum.checkedNegated() : sum
        return TransactionStatistics(count: count, total: Money(minorUnits: total, currency: ledger.currency),
                                     average: Money(minorUnits: Self.rounded(total, count), currency: ledger.currency),
                                     perDay: Money(minorUnits: Self.rounded(total, days ?? filter.period.dayCount), currency: ledger.currency))
    }

    /// How many rows `filter` selects of each kind (its own kind ignored), in one read; a kind
    /// with no rows is left out.
    public func countsByKind(_ filter: TransactionFilter) throws -> [Transaction.Kind: Int] {
        var every = filter
        every.kind = nil
        return try ledger.database.writer.read { db in
            let (condition, arguments) = try every.condition(in: db, ledger: ledger)
            let rows = try Row.fetchAll(db, sql: "SELECT t.type, COUNT(*) FROM \"transaction\" t WHERE \(condition) GROUP BY t.type",
                                        arguments: StatementArguments(arguments))
            var counts: [Transaction.Kind: Int] = [:]
            for row in rows {
                if let kind = Transaction.Kind(rawValue: row[0]) { counts[kind] = row[1] }
            }
            return counts
        }
    }

    /// The row of the largest (or smallest) amount that `filter` selects, the newest on a tie.
    public func extreme(_ filter: TransactionFilter, largest: Bool) throws -> DetailedTransaction? {
        try ranked(filter, largest: largest, limit: 1).first
    }

    /// The `limit` rows of the largest (or smallest) amounts that `filter` selects, the newest
    /// first on a tie.
    public func ranked(_ filter: TransactionFilter, largest: Bool = true, limit: Int) throws -> [DetailedTransaction] {
        try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            let order = largest ? "DESC" : "ASC"
            return try Row.fetchAll(db, sql: TransactionService.detailedSQL
                                    + " WHERE \(condition) ORDER BY abs(t.amount) \(order), t.date DESC, t.id DESC LIMIT ?",
                                    arguments: StatementArguments(arguments) + [limit])
                .map(DetailedTransaction.init(row:))
        }
    }

    /// Spending (or income) in `period` by top-level category, largest first; a child
    /// category's rows count towards its parent.
    public func breakdown(in period: Period, kind: Transaction.Kind = .expense) throws -> [CategoryShare] {
        try breakdown(TransactionFilter(period: period, kind: kind))
    }

    /// The rows `filter` selects (expenses unless it says income) by top-level category, largest
    /// first; a child category's rows count towards its parent.
    public func breakdown(_ filter: TransactionFilter) throws -> [CategoryShare] {
        var filter = filter
        if filter.kind != .income { filter.kind = .expense }
        let sign: Int64 = filter.kind == .expense ? -1 : 1
        return try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            return try Row.fetchAll(db, sql: """
                SELECT COALESCE(p.name, c.name, 'Uncategorised') AS name, SUM(t.amount) AS total, COUNT(*) AS n
                FROM "transaction" t
                LEFT JOIN category c ON c.id = t.categoryId
                LEFT JOIN category p ON p.id = c.parentId
                WHERE \(condition)
                GROUP BY 1 HAVING SUM(t.amount) != 0 ORDER BY SUM(t.amount) * ? DESC, 1
                """, arguments: StatementArguments(arguments) + [sign])
                .map { row in
                    CategoryShare(category: row["name"], total: Money(minorUnits: try sign.checkedMultiplied(by: row.amount("total")), currency: ledger.currency),
                                  count: row["n"])
                }
        }
    }

    /// `total / count` rounded half away from zero; zero when `count` is zero. Never overflows.
    public static func rounded(_ total: Int64, _ count: Int) -> Int64 {
        total.dividedRounded(by: Int64(count))
    }
}
