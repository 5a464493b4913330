import BuddyCore
import GRDB

/// What one day's rows of a kind add up to.
public struct DayTotal: Sendable, Equatable {
    /// The day.
    public let day: Day
    /// The rows' total, positive for spending and for income (refunds lower a day's spending).
    public let total: Money
    /// How many rows.
    public let count: Int
}

/// The days that stand out: the most (or least) spent on one day.
extension ReportService {
    /// The days of `filter`'s period whose rows it selects add up to some spending (or income),
    /// ranked by their total: the largest first, or the smallest first when `largest` is false;
    /// the later day first on a tie. At most `limit`. Days with no row, or whose refunds outweigh
    /// what was spent, are not among them (see ``daysWithout(_:)``).
    public func rankedDays(_ filter: TransactionFilter, largest: Bool = true, limit: Int) throws -> [DayTotal] {
        let sign: Int64 = filter.kind == .expense ? -1 : 1
        // Spending is stored negative, so the most spent is the smallest sum.
        let order = (sign < 0) == largest ? "ASC" : "DESC"
        return try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            return try Row.fetchAll(db, sql: Self.daysSQL(condition, kind: filter.kind) + " ORDER BY SUM(t.amount) \(order), t.date DESC LIMIT ?",
                                    arguments: StatementArguments(arguments) + [limit])
                .map { row in
                    DayTotal(day: try row.decode(Day.self, atIndex: 0),
                             total: Money(minorUnits: try sign.checkedMultiplied(by: try row.amount(atIndex: 1)), currency: ledger.currency),
                             count: try row.decode(atIndex: 2))
                }
        }
    }

    /// How many days of `filter`'s period have nothing spent (or earned) on them: no row it
    /// selects, or refunds that outweigh what was spent.
    public func daysWithout(_ filter: TransactionFilter) throws -> Int {
        let withSome = try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM (\(Self.daysSQL(condition, kind: filter.kind)))",
                                    arguments: StatementArguments(arguments)) ?? 0
        }
        return max(0, filter.period.dayCount - withSome)
    }

    /// Each day's date, total and count of the rows `condition` selects, for the days that add
    /// up to some spending (stored negative) or, for another kind, some income.
    private static func daysSQL(_ condition: String, kind: Transaction.Kind?) -> String {
        """
        SELECT t.date, SUM(t.amount), COUNT(*) FROM "transaction" t WHERE \(condition)
        GROUP BY t.date HAVING SUM(t.amount) \(kind == .expense ? "<" : ">") 0
        """
    }
}
