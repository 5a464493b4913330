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
        try total(TransactionFilter(period: period, kind: .expense, category: category))
    }

    /// Money earned in `period`, optionally from one category (and its children).
    public func income(in period: Period, category: Category? = nil) throws -> Money {
        try total(TransactionFilter(period: period, kind: .income, category: category))
    }

    /// The total of the transactions `filter` selects, as a positive amount for spending and
    /// for income (the net amount when the filter has no kind), in one read.
    public func total(_ filter: TransactionFilter) throws -> Money {
        let sum = try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            return try Int64.fetchOne(db, sql: Self.totalSQL(condition), arguments: StatementArguments(arguments)) ?? 0
        }
        return Money(minorUnits: filter.kind == .expense ? try sum.checkedNegated() : sum, currency: ledger.currency)
    }

    /// The statement `total(_:)` runs for `filter`, with its arguments written in, for people
    /// who ask how an answer was found.
    public func totalStatement(_ filter: TransactionFilter) throws -> String {
        try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            var shown = Self.totalSQL(condition)
            for argument in arguments {
                guard let mark = shown.firstIndex(of: "?") else { break }
                shown.replaceSubrange(mark...mark, with: argument.databaseValue.sqlLiteral)
            }
            return shown
        }
    }

    private static func totalSQL(_ condition: String) -> String {
        "SELECT COALESCE(SUM(t.amount), 0) FROM \"transaction\" t WHERE \(condition)"
    }
}

private extension DatabaseValue {
    /// The value as an SQL literal.
    var sqlLiteral: String {
        switch storage {
        case .null: return "NULL"
        case .int64(let n): return String(n)
        case .double(let d): return String(d)
        case .string(let s): return "'" + s.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob: return "X'…'"
        }
    }
}
