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
}
