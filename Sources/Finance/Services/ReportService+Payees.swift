import BuddyCore
import GRDB

extension ReportService {
    /// The different payees among the transactions `filter` selects, the most frequent first
    /// (then by name), at most `limit`: which names a question about "uber" counted ("Uber",
    /// "Uber Eats").
    public func payees(_ filter: TransactionFilter, limit: Int = 5) throws -> [String] {
        try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            return try String.fetchAll(db, sql: """
                SELECT t.description FROM "transaction" t WHERE \(condition)
                GROUP BY t.description ORDER BY count(*) DESC, t.description LIMIT ?
                """, arguments: StatementArguments(arguments) + [limit])
        }
    }

    /// The payees of the person's spending and income (transfers are named by Buddy, not paid
    /// to anyone) since `day`, the most frequent first, at most `limit`: the names a line may
    /// call a payee by. One read of the rows since `day`, through the index on dates.
    public func payeeNames(since day: Day, limit: Int = 5_000) throws -> [String] {
        try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT description FROM "transaction" WHERE profileId = ? AND date >= ? AND type != 'transfer'
                GROUP BY description ORDER BY count(*) DESC, description LIMIT ?
                """, arguments: [ledger.profileId, day, limit])
        }
    }
}
