import GRDB
import GRDBSQLite

/// One new row of the transaction table, as an import writes it; its profile and currency are
/// the inserter's, its texts kept by the inserter's ``InsertTexts``.
struct TransactionInsert {
    /// The day, as `YYYY-MM-DD`.
    var date: InsertTexts.Text
    /// In minor units, never zero.
    var amount: Int64
    var description: InsertTexts.Text
    var notes: InsertTexts.Text?
    /// A ``Transaction/Kind`` raw value.
    var type: InsertTexts.Text
    var categoryId: Int64?
    var accountId: Int64?
    /// The import fingerprint's day (packed as ``StatementRows`` packs it) and hash (see
    /// ``ImportFingerprint/key(day:hash:)``).
    var keyDay: Int32
    var keyHash: UInt64
    /// The bank's own description, when the stored one differs from it.
    var bankDescription: InsertTexts.Text?
}

/// Writes an import's rows into the transaction table, many rows per `INSERT`.
///
/// A statement that inserts one row opens the table and its indexes, checks the row's
/// constraints and closes everything again for every row; one statement of
/// ``rowsPerStatement`` rows does that once for all of them, with the same checks on every row.
/// Values are bound straight to the prepared statement. Rows wait in a small buffer until a
/// statement's worth is there; ``finish()`` writes the rest one row at a time. The rows are
/// added to their accounts' totals as they go, with the trigger that would add them one by one
/// set aside (see ``AccountTotals``), and the totals are stored by ``finish()``; so are the rows'
/// counts by payee (see ``PayeeCounts``). Everything is
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

    /// The texts the rows bind; every text a row holds must come from here.
    let texts = InsertTexts()
    private let profileId: Int64
    private let currency: String
    private let currencyText: InsertTexts.Text
    private let many: Statement
    private let one: Statement
    private var pending: [TransactionInsert] = []
    /// The fingerprints of the pending rows, ``ImportFingerprint/keyLength`` bytes each.
    private let keys: UnsafeMutableBufferPointer<UInt8>
    /// What the rows written add to each account, in the order the accounts come.
    private var sums: [(accountId: Int64, amount: Int64)] = []
    private var lastSum = 0
    private var totals: AccountTotals
    private var payees: PayeeCounts
    /// How many rows each payee and kind has among the rows written, by where their texts lie
    /// (a text added twice is counted twice over, and the counts meet in the table).
    private var payeeRows: [PayeeTexts: (description: InsertTexts.Text, type: InsertTexts.Text, rows: Int64)] = [:]
    private let db: Database

    /// A row's payee and kind, by the addresses of their texts.
    private struct PayeeTexts: Hashable {
        let description: UnsafePointer<CChar>
        let length: CInt
        let type: UnsafePointer<CChar>
    }

    /// Prepares the statements on `db` for rows of `profileId` in `currency`; `db` must stay
    /// open while rows are added, in a transaction that ends after ``finish()``.
    init(profileId: Int64, currency: String, in db: Database) throws {
        self.db = db
        self.profileId = profileId
        self.currency = currency
        currencyText = texts.add(currency)
        totals = try AccountTotals.setAside(in: db)
        payees = try PayeeCounts.setAside(in: db)
        many = try db.makeStatement(sql: Self.columns + Array(repeating: Self.placeholders, count: Self.rowsPerStatement)
            .joined(separator: ", "))
        one = try db.makeStatement(sql: Self.columns + Self.placeholders)
        // The values are bound below, straight through SQLite: GRDB is told there are none to check.
        many.setUncheckedArguments([])
        one.setUncheckedArguments([])
        pending.reserveCapacity(Self.rowsPerStatement)
        keys = .allocate(capacity: Self.rowsPerStatement * ImportFingerprint.keyLength)
    }

    deinit {
        // Nothing bound may point at memory that goes with this.
        sqlite3_clear_bindings(many.sqliteStatement)
        sqlite3_clear_bindings(one.sqliteStatement)
        keys.deallocate()
    }

    /// Adds `row`, writing a statement's worth of rows once there are enough.
    func add(_ row: TransactionInsert) throws {
        if let accountId = row.accountId {
            if lastSum >= sums.count || sums[lastSum].accountId != accountId {
                lastSum = sums.firstIndex { $0.accountId == accountId } ?? sums.count
                if lastSum == sums.count { sums.append((accountId, 0)) }
            }
            sums[lastSum].amount &+= row.amount
        }
        let payee = PayeeTexts(description: row.description.start, length: row.description.count, type: row.type.start)
        payeeRows[payee, default: (row.description, row.type, 0)].rows += 1
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
        for (accountId, amount) in sums {
            totals.add(amount, to: AccountTotals.Key(profileId: profileId, accountId: accountId, currency: currency))
        }
        sums = []
        try totals.restore(in: db)
        for (description, type, rows) in payeeRows.values {
            payees.add(rows, to: PayeeCounts.Key(profileId: profileId, description: description.string, type: type.string))
        }
        payeeRows = [:]
        try payees.restore(in: db)
    }

    private func write(_ rows: [TransactionInsert], with statement: Statement) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        var index: CInt = 1
        for (position, row) in rows.enumerated() {
            let key = UnsafeMutableBufferPointer(rebasing: keys[(position * ImportFingerprint.keyLength)...])
            ImportFingerprint.write(day: row.keyDay, hash: row.keyHash, into: key)
            try bind(handle, &index, profileId)
            try bind(handle, &index, row.date)
            try bind(handle, &index, row.amount)
            try bind(handle, &index, currencyText)
            try bind(handle, &index, row.description)
            try bind(handle, &index, row.notes)
            try bind(handle, &index, row.type)
            try bind(handle, &index, row.categoryId)
            try bind(handle, &index, row.accountId)
            try bind(handle, &index, InsertTexts.Text(start: UnsafeRawPointer(key.baseAddress!).assumingMemoryBound(to: CChar.self),
                                                      count: CInt(ImportFingerprint.keyLength)))
            try bind(handle, &index, row.bankDescription)
        }
        try statement.execute()
    }

    private func bind(_ handle: SQLiteStatement, _ index: inout CInt, _ value: Int64?) throws {
        try check(value.map { sqlite3_bind_int64(handle, index, $0) } ?? sqlite3_bind_null(handle, index), binding: index)
        index += 1
    }

    private func bind(_ handle: SQLiteStatement, _ index: inout CInt, _ value: InsertTexts.Text?) throws {
        if let value {
            // SQLite reads the bytes where they are (SQLITE_STATIC): they stay put until the
            // statement has run (the texts live as long as this, the keys until the next write).
            try check(sqlite3_bind_text(handle, index, value.start, value.count, nil), binding: index)
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
}
