import GRDB

/// The transaction table's indexes, set aside while a large import writes its rows and built
/// again once they are in: SQLite builds an index from the sorted rows far faster than it grows
/// it one row at a time, in random places. Both happen in the import's own transaction, so a
/// failed import puts the indexes back with everything else, and readers never see the table
/// without them.
struct TransactionIndexes {
    /// The statements that create the indexes set aside, in the order they were made.
    private let definitions: [String]

    /// Sets the indexes aside when `adding` rows is worth it: many rows, at least as many as the
    /// table already holds (else growing the indexes costs less than sorting every row again),
    /// that are not in the order of their days.
    ///
    /// Rows `inDayOrder` (their days never go back, or never go forward, as statements run) are
    /// written with the indexes in place whatever their number: every index orders a profile's,
    /// category's or account's rows by day, so each row lands beside the one before it, on a page
    /// already in the cache, and growing the indexes so costs less than sorting every row for each.
    static func setAside(adding rows: Int, inDayOrder: Bool, in db: Database) throws -> TransactionIndexes {
        guard rows >= minimumRows, !inDayOrder else { return TransactionIndexes(definitions: []) }
        let held = try Int.fetchOne(db, sql: #"SELECT COALESCE(MAX(rowid), 0) FROM "transaction""#) ?? 0
        guard rows >= held else { return TransactionIndexes(definitions: []) }
        let indexes = try Row.fetchAll(db, sql: """
            SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transaction' AND sql IS NOT NULL ORDER BY rowid
            """)
        for index in indexes {
            let name: String = index["name"]
            try db.execute(sql: "DROP INDEX \(name.quotedDatabaseIdentifier)")
        }
        return TransactionIndexes(definitions: indexes.map { $0["sql"] })
    }

    /// Whether `days` (packed as ``StatementRows`` packs them) never go back, or never go forward.
    static func inDayOrder(_ days: some Sequence<Int32>) -> Bool {
        var rising = true, falling = true
        var last: Int32?
        for day in days {
            if let last {
                if day < last { rising = false }
                if day > last { falling = false }
                if !rising && !falling { return false }
            }
            last = day
        }
        return true
    }

    /// Whether any index was set aside.
    var setAside: Bool { !definitions.isEmpty }

    /// The fewest rows for which setting the indexes aside pays.
    static let minimumRows = 20_000

    /// Builds the indexes set aside again.
    func rebuild(in db: Database) throws {
        for definition in definitions { try db.execute(sql: definition) }
    }
}
