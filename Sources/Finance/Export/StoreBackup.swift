import Foundation
import GRDB

/// A store as one JSON document, and back: one profile (or every profile) with its accounts,
/// categories, transactions, budgets, people and debts, recurring items, goals, settings and
/// import rules, row for row with their ids, so a backup restored into an empty store backs up
/// to the same bytes.
///
/// The backup is read in one read transaction: on a store file (WAL mode) it is a consistent
/// snapshot even while other processes write. A restore checks every value as strictly as an
/// import checks a statement's rows (``StoredValueRules``), and writes all of it or nothing.
public struct StoreBackup: Sendable {
    let database: AppDatabase

    /// The tables, parents before children.
    static let tables = ["profile", "account", "category", "categorySynonym", "transaction", "budget", "person", "debt",
                         "recurring", "goal", "goalContribution", "setting", "importRule"]

    /// The format's name, in every backup.
    static let format = "budget-buddy-backup"

    /// A store to back up or restore into.
    public init(database: AppDatabase) {
        self.database = database
    }

    /// One table's columns and rows.
    struct Table: Codable {
        let name: String
        let columns: [String]
        let rows: [[BackupValue]]
    }

    /// The document's outer keys.
    struct Document: Codable {
        let format: String
        let version: Int
        /// The one profile backed up, by name; absent when the backup holds every profile.
        let profile: String?
        let schema: [String]
        let tables: [Table]
    }

    /// The profile called `profile` (any case), or with nil the whole store, as JSON: one row
    /// per line, in id order. Fails, naming the profiles there are, when there is no such profile.
    public func backup(profile: String? = nil) throws -> String {
        let document = try database.writer.read { db in
            var scope: (id: Int64, name: String)?
            if let profile {
                guard let row = try Row.fetchOne(db, sql: "SELECT id, name FROM profile WHERE name = ?", arguments: [profile]) else {
                    let names = try String.fetchAll(db, sql: "SELECT name FROM profile ORDER BY id")
                    throw FinanceError(.notFound, "there is no profile called \(profile) to back up"
                                       + (names.isEmpty ? "; the store has none yet" : "; the profiles are \(names.joined(separator: ", "))"))
                }
                scope = (row["id"], row["name"])
            }
            return Document(format: Self.format, version: 1, profile: scope?.name, schema: try Self.schemaSteps(db),
                            tables: try Self.tables.map { try table($0, profileId: scope?.id, in: db) })
        }
        return try Self.write(document)
    }

    /// The migrations the store has been through, in order.
    private static func schemaSteps(_ db: Database) throws -> [String] {
        let applied = try Schema.migrator.appliedIdentifiers(db)
        return Schema.migrator.migrations.filter { applied.contains($0) }
    }

    /// The rows of table `name`: all of them, or those of one profile.
    private func table(_ name: String, profileId: Int64?, in db: Database) throws -> Table {
        let columns = try db.columns(in: name).map(\.name)
        let quoted = columns.map { "\"\($0)\"" }.joined(separator: ", ")
        var rows: [[BackupValue]] = []
        // The table itself is read in rowid order, its profile's rows picked on the way ("+"
        // keeps the profile's column from choosing an index, whose rows would be sorted again).
        let scope = profileId.map { " WHERE +\(name == "profile" ? "id" : "profileId") = \($0)" } ?? ""
        let cursor = try Row.fetchCursor(db, sql: "SELECT \(quoted) FROM \"\(name)\"\(scope) ORDER BY rowid")
        while let row = try cursor.next() {
            rows.append(try (0..<columns.count).map { try BackupValue(row[$0] as DatabaseValue, table: name) })
        }
        return Table(name: name, columns: columns, rows: rows)
    }

    /// Pretty enough to read and diff: the outer keys on their own lines, one row per line.
    private static func write(_ document: Document) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json<T: Encodable>(_ value: T) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        var text = "{\n  \"format\": \(try json(document.format)),\n  \"version\": \(document.version),\n"
        if let profile = document.profile { text += "  \"profile\": \(try json(profile)),\n" }
        text += "  \"schema\": \(try json(document.schema)),\n  \"tables\": [\n"
        text += try document.tables.map { table in
            var part = "    {\n      \"name\": \(try json(table.name)),\n      \"columns\": \(try json(table.columns)),\n      \"rows\": ["
            if table.rows.isEmpty {
                part += "]\n    }"
            } else {
                part += "\n" + (try table.rows.map { "        " + (try json($0)) }.joined(separator: ",\n")) + "\n      ]\n    }"
            }
            return part
        }.joined(separator: ",\n")
        return text + "\n  ]\n}\n"
    }

    /// What a restore brought back.
    public struct Summary: Sendable, Equatable {
        /// Rows restored per table, tables with none left out.
        public let rows: [String: Int]
        /// The profiles' names.
        public let profiles: [String]
    }

    /// Restores a backup into this store in one transaction. The store must hold nothing (not
    /// even an empty profile) unless `replacing`, which first deletes everything in it (for a
    /// backup of one profile, that profile alone). Every value is checked first, as
    /// ``StoredValueRules`` says, and any problem, named by table, row and column, leaves the
    /// store as it was.
    public func restore(_ text: String, replacing: Bool = false) throws -> Summary {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        } catch {
            throw FinanceError(.invalidInput, "this is not a Budget Buddy backup (\(Self.describe(error)))")
        }
        guard document.format == Self.format else { throw FinanceError(.invalidInput, "this is not a Budget Buddy backup (format '\(Excerpt.of(document.format))')") }
        guard document.version == 1 else { throw FinanceError(.invalidInput, "backup version \(document.version) is newer than this Buddy reads (1)") }
        return try database.writer.writeWithoutTransaction { db in
            let known = try Self.schemaSteps(db)
            if let unknown = document.schema.first(where: { !known.contains($0) }) {
                throw FinanceError(.invalidInput, "the backup comes from a newer Buddy (schema step '\(unknown)'); update Buddy to restore it")
            }
            try Self.validate(document, in: db)
            var summary: Summary?
            try db.inTransaction {
                try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
                let held = try Self.tables.reduce(0) { $0 + (try Int.fetchOne(db, sql: "SELECT count(*) FROM \"\($1)\"") ?? 0) }
                if held > 0 {
                    guard replacing else {
                        throw FinanceError(.conflict, "the store already holds data (\(held) rows); restore into a new store, or replace everything in it with --replace")
                    }
                    try Self.deleteReplaced(by: document, in: db)
                }
                // The rows' accounts' totals and payees' counts are added up once they are all in (see
                // AccountTotals and PayeeCounts).
                let totals = try AccountTotals.setAside(in: db), payees = try PayeeCounts.setAside(in: db)
                var counts: [String: Int] = [:]
                for table in document.tables {
                    counts[table.name] = try insert(table, in: db)
                }
                try totals.restore(in: db)
                try payees.restore(in: db)
                let restored = Self.profileIds(of: "transaction", in: document)
                try AccountTotals.addUp(profiles: restored, in: db)
                try PayeeCounts.addUp(profiles: restored, in: db)
                if let broken = try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") {
                    let table: String = broken["table"], parent: String = broken["parent"]
                    let id: Int64? = broken["rowid"]
                    throw FinanceError(.invalidInput, "the backup's table '\(table)' has a row\(id.map { " (id \($0))" } ?? "") that cannot be restored: "
                                       + "it refers to a '\(parent)' row the backup does not have")
                }
                if let crossing = try StoreCheck.crossProfileReferences(in: db, limit: 1).first
                    ?? StoreCheck.danglingLinks(in: db, limit: 1).first {
                    throw FinanceError(.invalidInput, "the backup cannot be restored: its \(crossing)")
                }
                let profiles = try document.profile.map { [$0] } ?? String.fetchAll(db, sql: "SELECT name FROM profile ORDER BY id")
                summary = Summary(rows: counts.filter { $0.value > 0 }, profiles: profiles)
                return .commit
            }
            return summary!
        }
    }

    /// Refuses a document whose tables, columns or values the store must not hold, before
    /// anything is written: each value as ``StoredValueRules`` says, and a backup of one profile
    /// holding exactly that profile and only its rows.
    private static func validate(_ document: Document, in db: Database) throws {
        var seen = Set<String>()
        for table in document.tables {
            guard tables.contains(table.name) else { throw FinanceError(.invalidInput, "the backup has an unknown table '\(table.name)'") }
            guard seen.insert(table.name).inserted else { throw FinanceError(.invalidInput, "the backup has the table '\(table.name)' twice") }
            let known = Set(try db.columns(in: table.name).map(\.name))
            if let unknown = table.columns.first(where: { !known.contains($0) }) {
                throw FinanceError(.invalidInput, "the backup's table '\(table.name)' has an unknown column '\(unknown)'")
            }
            guard Set(table.columns).count == table.columns.count else {
                throw FinanceError(.invalidInput, "the backup's table '\(table.name)' names a column twice")
            }
            for (index, row) in table.rows.enumerated() {
                guard row.count == table.columns.count else {
                    throw FinanceError(.invalidInput, "the backup's table '\(table.name)', row \(index + 1): \(row.count) values for \(table.columns.count) columns")
                }
                for (column, value) in zip(table.columns, row) {
                    if let problem = StoredValueRules.problem(with: value.databaseValue, table: table.name, column: column) {
                        throw FinanceError(.invalidInput, "the backup's table '\(table.name)', row \(index + 1), column '\(column)': \(problem)")
                    }
                }
            }
        }
        guard let name = document.profile else { return }
        let profiles = document.tables.first { $0.name == "profile" }
        let nameAt = profiles?.columns.firstIndex(of: "name"), idAt = profiles?.columns.firstIndex(of: "id")
        guard let profiles, let nameAt, let idAt, profiles.rows.count == 1, profiles.rows[0][nameAt] == .text(name),
              case .integer(let id) = profiles.rows[0][idAt] else {
            throw FinanceError(.invalidInput, "the backup is of the profile \(name), but its table 'profile' does not hold that profile alone")
        }
        for table in document.tables where table.name != "profile" {
            guard let at = table.columns.firstIndex(of: "profileId") else { continue }
            if let index = table.rows.firstIndex(where: { $0[at] != .integer(id) }) {
                throw FinanceError(.invalidInput, "the backup's table '\(table.name)', row \(index + 1), column 'profileId': "
                                   + "the row is not of the profile \(name), the one the backup holds")
            }
        }
    }

    /// Deletes what a restore of `document` replaces: everything, or for a backup of one
    /// profile, that profile (by name, any case) and its rows.
    private static func deleteReplaced(by document: Document, in db: Database) throws {
        guard let name = document.profile else {
            for table in tables.reversed() { try db.execute(sql: "DELETE FROM \"\(table)\"") }
            return
        }
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM profile WHERE name = ?", arguments: [name]) else { return }
        for table in tables.reversed() where table != "profile" {
            try db.execute(sql: "DELETE FROM \"\(table)\" WHERE profileId = ?", arguments: [id])
        }
        try db.execute(sql: "DELETE FROM profile WHERE id = ?", arguments: [id])
    }

    /// The profiles the rows of `table` in `document` belong to.
    private static func profileIds(of table: String, in document: Document) -> [Int64] {
        guard let rows = document.tables.first(where: { $0.name == table }),
              let at = rows.columns.firstIndex(of: "profileId") else { return [] }
        return Array(Set(rows.rows.compactMap { row -> Int64? in
            if case .integer(let id) = row[at] { return id } else { return nil }
        }))
    }

    private func insert(_ table: Table, in db: Database) throws -> Int {
        let statement = try db.makeStatement(sql: """
            INSERT INTO "\(table.name)" (\(table.columns.map { "\"\($0)\"" }.joined(separator: ", "))) \
            VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))
            """)
        for (index, row) in table.rows.enumerated() {
            do {
                try statement.execute(arguments: StatementArguments(row.map(\.databaseValue)))
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY
                        || (error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE && error.message?.contains(".id") == true) {
                throw FinanceError(.invalidInput, "the backup's table '\(table.name)', row \(index + 1) cannot be restored: its id is taken "
                                   + "(by another row of the backup, or of another profile in this store; restore it into a new store)")
            } catch let error as DatabaseError {
                throw FinanceError(.invalidInput, "the backup's table '\(table.name)', row \(index + 1) cannot be restored: \(error.message ?? "\(error)")")
            }
        }
        return table.rows.count
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context): "unexpected value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "\(error)"
        }
    }
}

/// One stored value: SQLite's null, integer, real or text.
enum BackupValue: Codable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    init(_ value: DatabaseValue, table: String) throws {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob: throw FinanceError(.storeUnavailable, "table '\(table)' holds binary data, which backups do not carry")
        }
    }

    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let number = try? container.decode(Int64.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .real(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}
