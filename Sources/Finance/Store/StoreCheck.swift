import GRDB

/// `buddy check`: whether the store is sound. SQLite's own checks of the file and of the
/// references between rows, every value against ``StoredValueRules`` (as an import or a restore
/// checks them), rows that refer to another profile's rows, and stored account totals that differ
/// from what the accounts' rows add up to.
public struct StoreCheck: Sendable {
    let database: AppDatabase

    /// At most this many problems of one kind are listed; the rest are counted.
    static let listed = 20

    /// A store to check.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// What the check found.
    public struct Report: Sendable, Equatable {
        /// Each problem, as a sentence naming the table, row and column where there is one.
        public let problems: [String]
        /// Whether SQLite found the file itself damaged (then it cannot be written over, and a
        /// backup is restored into a new file in its place).
        public let isDamaged: Bool
        /// How many rows the main tables hold, in a fixed order; empty when the store could not
        /// be read.
        public let counts: [Count]

        /// Whether nothing is wrong.
        public var isSound: Bool { problems.isEmpty }

        /// A report of `problems`, with the store's `counts`.
        public init(problems: [String], counts: [Count], isDamaged: Bool = false) {
            self.problems = problems
            self.counts = counts
            self.isDamaged = isDamaged
        }
    }

    /// How many rows of one kind the store holds.
    public struct Count: Sendable, Equatable {
        /// The table.
        public let table: String
        /// What the rows are, as many as there are ("1 transaction", "2 transactions").
        public let noun: String
        /// How many.
        public let count: Int
    }

    /// The tables counted in a sound store's summary, with what their rows are.
    static let counted = [("profile", "profile", "profiles"), ("account", "account", "accounts"),
                          ("category", "category", "categories"), ("transaction", "transaction", "transactions"),
                          ("budget", "budget", "budgets"), ("person", "person", "people"), ("debt", "debt", "debts"),
                          ("recurring", "recurring item", "recurring items"), ("goal", "goal", "goals"),
                          ("importRule", "import rule", "import rules")]

    /// Runs every check in one read. A failure to read part of the file is a problem found,
    /// not an error.
    public func run() -> Report {
        do {
            return try database.writer.read { db in
                var problems: [String] = []
                problems += try Self.integrityProblems(in: db)
                // A file SQLite finds damaged is not read further: what follows would fail on it.
                guard problems.isEmpty else { return Report(problems: problems, counts: [], isDamaged: true) }
                problems += try Self.foreignKeyProblems(in: db)
                problems += try Self.valueProblems(in: db)
                problems += try Self.crossProfileReferences(in: db, limit: Self.listed)
                problems += try Self.danglingLinks(in: db, limit: Self.listed)
                // The totals and counts are made from the rows: worth checking once the rows are sound.
                if problems.isEmpty {
                    problems += try AccountTotals.problems(in: db, limit: Self.listed)
                    problems += try PayeeCounts.problems(in: db, limit: Self.listed)
                }
                let counts = try Self.counted.map { table, one, many in
                    let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\(table)\"") ?? 0
                    return Count(table: table, noun: count == 1 ? one : many, count: count)
                }
                return Report(problems: problems, counts: counts)
            }
        } catch {
            return Report(problems: ["SQLite cannot read the store: \(Self.describe(error))"], counts: [],
                          isDamaged: (error as? DatabaseError).map(FinanceError.isDamage) ?? false)
        }
    }

    /// `PRAGMA integrity_check`: damage to the file's pages and indexes, one problem a line.
    private static func integrityProblems(in db: Database) throws -> [String] {
        let rows = try String.fetchAll(db, sql: "PRAGMA integrity_check(\(listed))")
        guard rows != ["ok"] else { return [] }
        let lines = rows.flatMap { $0.split(whereSeparator: \.isNewline) }.map(String.init).filter { !$0.hasPrefix("*** in database") }
        return lines.prefix(listed).map { "the file is damaged: \($0)" } + more(lines.count, "damaged places")
    }

    /// `PRAGMA foreign_key_check`: rows that refer to rows that do not exist.
    private static func foreignKeyProblems(in db: Database) throws -> [String] {
        let rows = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        let problems = rows.prefix(listed).map { row -> String in
            let table: String = row["table"], parent: String = row["parent"]
            let id: Int64? = row["rowid"]
            return "\(table)\(id.map { " #\($0)" } ?? "") refers to a '\(parent)' row that does not exist"
        }
        return problems + more(rows.count, "rows refer to rows that do not exist")
    }

    /// Every value of every table against ``StoredValueRules``.
    private static func valueProblems(in db: Database) throws -> [String] {
        var problems: [String] = []
        var count = 0
        for table in StoreBackup.tables {
            let columns = try db.columns(in: table).map(\.name)
            let quoted = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            let cursor = try Row.fetchCursor(db, sql: "SELECT rowid, \(quoted) FROM \"\(table)\" ORDER BY rowid")
            while let row = try cursor.next() {
                let rowid: Int64 = row[0]
                for (index, column) in columns.enumerated() {
                    guard let problem = StoredValueRules.problem(with: row[index + 1] as DatabaseValue, table: table, column: column) else { continue }
                    count += 1
                    if problems.count < listed { problems.append("\(table) #\(rowid), column '\(column)': \(problem)") }
                }
            }
        }
        return problems + more(count, "values Buddy does not record")
    }

    /// The references from a row to a row of another table, both of which belong to a profile.
    static let references = [("category", "parentId", "category"),
                             ("categorySynonym", "categoryId", "category"), ("transaction", "categoryId", "category"),
                             ("transaction", "accountId", "account"), ("budget", "categoryId", "category"),
                             ("debt", "personId", "person"), ("debt", "transactionId", "transaction"),
                             ("recurring", "categoryId", "category"), ("recurring", "accountId", "account"),
                             ("recurring", "toAccountId", "account"), ("goal", "accountId", "account"),
                             ("goalContribution", "goalId", "goal")]

    /// Rows that refer to a row of another profile (which no Buddy command writes), as
    /// "table 'transaction', the row with id 12, refers to a 'category' of another profile";
    /// at most `limit` of them.
    static func crossProfileReferences(in db: Database, limit: Int) throws -> [String] {
        var found: [String] = []
        for (table, column, parent) in references where found.count < limit {
            let ids = try Int64.fetchAll(db, sql: """
                SELECT c.rowid FROM "\(table)" c JOIN "\(parent)" p ON p.id = c."\(column)"
                WHERE p.profileId IS NOT c.profileId ORDER BY c.rowid LIMIT ?
                """, arguments: [limit - found.count])
            found += ids.map { "table '\(table)', the row with id \($0), refers to a '\(parent)' of another profile (column '\(column)')" }
        }
        return found
    }

    /// Transactions whose link (the first row of their transfer or split, a column without a
    /// foreign key, as a row links to itself) names no transaction, as "table 'transaction', the
    /// row with id 12, is linked to a transaction that does not exist"; at most `limit` of them.
    static func danglingLinks(in db: Database, limit: Int) throws -> [String] {
        let ids = try Int64.fetchAll(db, sql: """
            SELECT t.rowid FROM "transaction" t
            WHERE t.linkId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "transaction" f WHERE f.id = t.linkId)
            ORDER BY t.rowid LIMIT ?
            """, arguments: [limit])
        return ids.map { "table 'transaction', the row with id \($0), is linked to a transaction that does not exist (column 'linkId')" }
    }

    /// "… and 12 more …" when `count` is over what is listed.
    private static func more(_ count: Int, _ what: String) -> [String] {
        count > listed ? ["… and \(count - listed) more \(what)"] : []
    }

    /// An error from SQLite, as its message alone.
    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error)" }
        return "\(error)"
    }
}
