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
        guard let first = buckets.first else { return [] }
        let columns = ["COALESCE(SUM(CASE WHEN t.type = 'income' THEN t.amount END), 0)",
                       "COALESCE(SUM(CASE WHEN t.type = 'expense' THEN t.amount END), 0)"]
        return try sums(of: columns, TransactionFilter(period: first, kind: nil), per: buckets).map { sums in
            Savings(income: Money(minorUnits: sums[0], currency: ledger.currency),
                    spending: Money(minorUnits: try sums[1].checkedNegated(), currency: ledger.currency))
        }
    }
}
