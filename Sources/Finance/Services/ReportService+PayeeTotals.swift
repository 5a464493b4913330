import BuddyCore
import GRDB

/// What one payee's transactions came to in a period.
public struct PayeeTotal: Sendable, Equatable {
    /// The payee, as the rows name it.
    public let payee: String
    /// The total, positive.
    public let total: Money
    /// How many rows.
    public let count: Int
}

extension ReportService {
    /// What the transactions `filter` selects come to for each payee, the largest first (then
    /// by name), at most `limit`: "who did I pay the most in October". Each total is positive
    /// for the filter's kind (spending for expenses); as with every total, only rows in the
    /// profile's currency count.
    public func payeeTotals(_ filter: TransactionFilter, limit: Int = 10) throws -> [PayeeTotal] {
        let sign: Int64 = filter.kind == .income ? 1 : -1
        return try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            return try Row.fetchAll(db, sql: """
                SELECT t.description AS name, SUM(t.amount) AS total, COUNT(*) AS n FROM "transaction" t
                WHERE \(condition)
                GROUP BY t.description HAVING SUM(t.amount) * ? > 0 ORDER BY SUM(t.amount) * ? DESC, t.description LIMIT ?
                """, arguments: StatementArguments(arguments) + [sign, sign, limit])
                .map { row in
                    PayeeTotal(payee: row["name"], total: Money(minorUnits: try sign.checkedMultiplied(by: row.amount("total")), currency: ledger.currency),
                                  count: row["n"])
                }
        }
    }
}
