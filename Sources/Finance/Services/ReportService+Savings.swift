import BuddyCore
import GRDB

/// What was earned, what was spent and what was left over in one period.
public struct Savings: Sendable, Equatable {
    /// Income in the period.
    public let income: Money
    /// Spending in the period, as a positive amount (refunds lower it).
    public let spending: Money

    /// Income less spending: negative when more was spent than earned. Fails only for sums
    /// beyond what an amount can hold.
    public var saved: Money { get throws { try income - spending } }
}

/// Saving: income less spending over a period.
extension ReportService {
    /// Income and spending in `period`, in one read. Transfers (between accounts, to a card,
    /// into a savings account, the "Lent: …" part of a split someone owes back, balance
    /// adjustments) are neither, so they count on no side. Only amounts in the home currency are counted.
    public func savings(in period: Period) throws -> Savings {
        let (income, expenses) = try ledger.database.writer.read { db in
            let (condition, arguments) = try TransactionFilter(period: period, kind: nil).condition(in: db, ledger: ledger)
            let row = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(CASE WHEN t.type = 'income' THEN t.amount END), 0) AS income,
                       COALESCE(SUM(CASE WHEN t.type = 'expense' THEN t.amount END), 0) AS expenses
                FROM "transaction" t WHERE \(condition)
                """, arguments: StatementArguments(arguments))
            return (try row?.amount("income") ?? 0, try row?.amount("expenses") ?? 0)
        }
        let (spending, overflow) = Int64(0).subtractingReportingOverflow(expenses)
        guard !overflow else { throw FinanceError.amountOutOfRange }
        return Savings(income: Money(minorUnits: income, currency: ledger.currency),
                       spending: Money(minorUnits: spending, currency: ledger.currency))
    }
}

extension ReportService {
    /// Income and spending in each of `buckets` (consecutive periods, such as the months of a
    /// year), counted as ``savings(in:)`` counts them, in one grouped read over the whole range.
    public func savings(per buckets: [Period]) throws -> [Savings] {
        guard let first = buckets.first, let last = buckets.last else { return [] }
        let whole = Period(start: first.start, end: max(last.end, first.end), label: "")
        let byDay = try ledger.database.writer.read { db in
            let (condition, arguments) = try TransactionFilter(period: whole, kind: nil).condition(in: db, ledger: ledger)
            return try Row.fetchAll(db, sql: """
                SELECT t.date,
                       COALESCE(SUM(CASE WHEN t.type = 'income' THEN t.amount END), 0),
                       COALESCE(SUM(CASE WHEN t.type = 'expense' THEN t.amount END), 0)
                FROM "transaction" t WHERE \(condition) GROUP BY t.date
                """, arguments: StatementArguments(arguments))
                .map { (day: try $0.decode(Day.self, atIndex: 0), income: try $0.amount(atIndex: 1), expenses: try $0.amount(atIndex: 2)) }
        }
        return try buckets.map { bucket in
            let days = byDay.filter { bucket.contains($0.day) }
            let income = try Int64.checkedSum(days.map(\.income))
            let spending = try Int64.checkedSum(days.map(\.expenses)).checkedNegated()
            return Savings(income: Money(minorUnits: income, currency: ledger.currency),
                           spending: Money(minorUnits: spending, currency: ledger.currency))
        }
    }
}
