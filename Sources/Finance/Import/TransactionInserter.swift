import GRDB
import GRDBSQLite

/// One new row of the transaction table, as an import writes it.
struct TransactionInsert {
    var profileId: Int64
    /// The day, as `YYYY-MM-DD`.
    var date: String
    /// In minor units, never zero.
    var amount: Int64
    var currency: String
    var description: String
    var notes: String?
    /// A ``Transaction/Kind`` raw value.
    var type: String
    var categoryId: Int64?
    var accountId: Int64?
    var importKey: String
    /// The bank's own description, when the stored one differs from it.
    var bankDescription: String?
}

/// Writes an import's rows into the transaction table, many rows per `INSERT`.
///
/// A statement that inserts one row opens the table and its indexes, checks the row's
/// constraints and closes everything again for every row; one statement of
/// ``rowsPerStatement`` rows does that once for all of them, with the same checks on every row.
/// Values are bound straight to the prepared statement. Rows wait in a small buffer until a
/// statement's worth is there; ``finish()`` writes the rest one row at a time. The rows are
/// added to their accounts' totals as they go, with the trigger that would add them one by one
/// set aside (see ``AccountTotals``), and the totals are stored by ``finish()``. Everything is
/// written in the caller's transaction, so a failed row leaves nothing behind once it rolls back.
///
/// A statement that writes many rows and may fail midway keeps a statement journal, so that it
/// can take back its own rows alone: a copy of every page it changes, written to a temporary
/// file once it passes 64 KB (a few pages of each index its rows reach do, in every statement).
/// An import takes back all its rows or none, so a failed statement stops where it is (`OR
/// FAIL`) and the caller rolls the whole transaction back; and it runs with SQLite's foreign-key
/// checks off, whose count for a statement of many rows needs the journal too: the caller checks
/// the profile, and gives only categories and accounts it found or made in the transaction.
final class TransactionInserter {
    /// Rows written by one statement (eleven values each, well under SQLite's limit of 32,766).
    static let rowsPerStatement = 64

    private static let columns = """
        INSERT OR FAIL INTO "transaction" (profileId, date, amount, currency, description, notes, type, categoryId, accountId, importKey,
                                   bankDescription) VALUES
        """
    private static let placeholders = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

    private let many: Statement
    private let one: Statement
    private var pending: [TransactionInsert] = []
    private var totals: AccountTotals
    private let db: Database

    /// Prepares the statements on `db`, which must stay open while rows are added, in a
    /// transaction that ends after ``finish()``.
    init(in db: Database) throws {
        self.db = db
        totals = try AccountTotals.setAside(in: db)
        many = try db.makeStatement(sql: Self.columns + Array(repeating: Self.placeholders, count: Self.rowsPerStatement)
            .joined(separator: ", "))
        one = try db.makeStatement(sql: Self.columns + Self.placeholders)
        // The values are bound below, straight through SQLite: GRDB is told there are none to check.
        many.setUncheckedArguments([])
        one.setUncheckedArguments([])
        pending.reserveCapacity(Self.rowsPerStatement)
    }

    /// Adds `row`, writing a statement's worth of rows once there are enough.
    func add(_ row: TransactionInsert) throws {
        if let accountId = row.accountId {
            totals.add(row.amount, to: AccountTotals.Key(profileId: row.profileId, accountId: accountId, currency: row.currency))
        }
        pending.append(row)
        if pending.count == Self.rowsPerStatement {
            try write(pending, with: many)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Writes the rows still waiting and stores what the rows added come to.
    func finish() throws {
        for row in pending { try write([row], with: one) }
        pending.removeAll()
        try totals.restore(in: db)
    }

    private func write(_ rows: [TransactionInsert], with statement: Statement) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        var index: CInt = 1
        for row in rows {
            try bind(handle, &index, row.profileId)
            try bind(handle, &index, row.date)
            try bind(handle, &index, row.amount)
            try bind(handle, &index, row.currency)
            try bind(handle, &index, row.description)
            try bind(handle, &index, row.notes)
            try bind(handle, &index, row.type)
            try bind(handle, &index, row.categoryId)
            try bind(handle, &index, row.accountId)
            try bind(handle, &index, row.importKey)
            try bind(handle, &index, row.bankDescription)
        }
        try statement.execute()
    }

    private func bind(_ handle: SQLiteStatement, _ index: inout CInt, _ value: Int64?) throws {
        try check(value.map { sqlite3_bind_int64(handle, index, $0) } ?? sqlite3_bind_null(handle, index), binding: index)
        index += 1
    }

    private func bind(_ handle: SQLiteStatement, _ index: inout CInt, _ value: String?) throws {
        if let value {
            // SQLite copies the text (SQLITE_TRANSIENT): the Swift string's bytes are lent only for the call.
            try check(sqlite3_bind_text(handle, index, value, CInt(value.utf8.count), Self.transient), binding: index)
        } else {
            try check(sqlite3_bind_null(handle, index), binding: index)
        }
        index += 1
    }

    /// Fails with SQLite's error when binding value `index` did not succeed (a text too long for
    /// the store, memory running out), rather than writing the row without it.
    private func check(_ code: CInt, binding index: CInt) throws {
        guard code != SQLITE_OK else { return }
        throw DatabaseError(resultCode: ResultCode(rawValue: code),
                            message: "value \(index) of a row the import writes: \(db.lastErrorMessage ?? "error \(code)")")
    }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
