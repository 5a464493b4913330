import Foundation
import GRDBSQLite

extension StoreFile {
    /// The tables of the database at `path` and the migrations applied to it, read through
    /// SQLite itself on an immutable read-only connection, as ``readOnlyQueue(_:)`` opens one
    /// when no `-wal` file is there. A connection of the store's library costs a run as much as
    /// the reads themselves, many times over.
    ///
    /// Nil when there is a `-wal` file or anything fails: the caller then reads them on that
    /// library's connection, which says what went wrong in its own words.
    static func directRead(_ path: String) -> (tables: [String], applied: Set<String>)? {
        guard !FileManager.default.fileExists(atPath: path + "-wal") else { return nil }
        var connection: OpaquePointer?
        // Flags as the library gives them for a read-only connection.
        var flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        if sqlite3_libversion_number() >= 3037000 { flags |= 0x02000000 } // SQLITE_OPEN_EXRESCODE
        defer { sqlite3_close(connection) }
        guard sqlite3_open_v2(immutableURI(path), &connection, flags, nil) == SQLITE_OK, let connection else { return nil }
        guard let tables = strings(connection, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'") else {
            return nil
        }
        guard tables.contains("grdb_migrations") else { return (tables, []) }
        guard let applied = strings(connection, "SELECT identifier FROM grdb_migrations") else { return nil }
        return (tables, Set(applied))
    }

    /// The first column of every row `sql` gives, each a string; nil when any step fails or a
    /// value is not text.
    private static func strings(_ connection: OpaquePointer, _ sql: String) -> [String]? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else { return nil }
        defer { sqlite3_finalize(statement) }
        var values: [String] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                guard sqlite3_column_type(statement, 0) == SQLITE_TEXT, let text = sqlite3_column_text(statement, 0) else { return nil }
                values.append(String(cString: text))
            case SQLITE_DONE:
                return values
            default:
                return nil
            }
        }
    }
}
