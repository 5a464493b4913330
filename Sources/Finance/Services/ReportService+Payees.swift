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
    /// to anyone) among the latest `rows` transactions since `day`, the most frequent first, at
    /// most `limit`: the names a line may call a payee by. One read of those rows, newest first
    /// through the index on dates: the bound on rows keeps it to a few milliseconds however large
    /// the store (two years of a store of a million rows hold some 200,000, which took 100 ms to
    /// list whole); a household's two years rarely reach it.
    public func payeeNames(since day: Day, rows: Int = 10_000, limit: Int = 5_000) throws -> [String] {
        try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT description FROM (
                    SELECT description, type FROM "transaction" WHERE profileId = ? AND date >= ? ORDER BY date DESC LIMIT ?)
                WHERE type != 'transfer' GROUP BY description ORDER BY count(*) DESC, description LIMIT ?
                """, arguments: [ledger.profileId, day, rows, limit])
        }
    }
}
