import Foundation
import GRDB

/// What a store path holds, found out without changing anything there: no file, folder, journal
/// or shared-memory file is created, and the file is opened for reading only.
///
/// Buddy refuses a file it would otherwise damage or misread: one that is not SQLite, another
/// program's database, or a store written by a newer Buddy.
enum StoreFile: Equatable {
    /// No file: a new store is created there.
    case missing
    /// A 0-byte file, or an SQLite database with no tables yet: it becomes a new store.
    case empty
    /// A Buddy store, of this version or an earlier one.
    case store

    /// Fails when `path` is a link to nothing (a store on a drive that is not there: a new one
    /// would take the link's place), a device, a pipe or a socket (opening one as a database
    /// would hang, or change it). Nothing there, a folder or an ordinary file pass.
    static func requireOrdinaryFile(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 {
            throw FinanceError(.storeUnavailable, "\(path) is a link to nothing (is the drive it points to there?); it was left as it is. "
                               + "Give --store the path of a store, or of a new file")
        }
        switch info.st_mode & S_IFMT {
        case S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK:
            throw FinanceError(.storeUnavailable, "\(path) is a device, pipe or socket, not a store file; it was left as it is. "
                               + "Give --store the path of a store, or of a new file")
        default: return
        }
    }

    /// Whether the file at `path` starts as every SQLite database does (false when it cannot be read).
    static func isSQLite(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: sqliteHeader.count)) ?? nil
        return header.map { Array($0) == sqliteHeader } ?? false
    }

    /// The first 16 bytes of every SQLite database file.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Inspects `path`. Throws a ``FinanceError`` naming the path and what is wrong with it when
    /// Buddy must not use it as its store; `migrations` are the migrations this build knows.
    static func inspect(_ path: String, migrations: [String]) throws -> StoreFile {
        try requireOrdinaryFile(path)
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        guard !isFolder.boolValue else {
            throw FinanceError(.storeUnavailable, "\(path) is a folder, not a store file; give the path of a file in it")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FinanceError(.storeUnavailable, "cannot read the store \(path) (permission denied?)")
        }
        let header = (try? handle.read(upToCount: sqliteHeader.count)) ?? nil
        try? handle.close()
        guard let header, !header.isEmpty else { return .empty }
        guard Array(header) == sqliteHeader else {
            throw FinanceError(.storeUnavailable, "\(path) is not a Buddy store (it is not an SQLite database); it was left as it is. "
                               + "Give --store the path of a store, or of a new file")
        }
        let (tables, applied) = try tablesAndMigrations(path)
        if tables.allSatisfy({ $0 == "grdb_migrations" }), applied.isEmpty { return .empty }
        let known = Set(migrations)
        guard !applied.isDisjoint(with: known) else {
            throw FinanceError(.storeUnavailable, "\(path) is another program's SQLite database, not a Buddy store; it was left as it is. "
                               + "Give --store the path of a store, or of a new file")
        }
        guard applied.isSubset(of: known) else {
            throw FinanceError(.storeUnavailable, "\(path) was written by a newer version of Buddy, which changed the store in ways "
                               + "this version does not know; it was left as it is. Use the newer buddy with it")
        }
        return .store
    }

    /// The tables of the SQLite database at `path` and the migrations applied to it. Throws a
    /// ``FinanceError`` naming the path when SQLite cannot read them.
    private static func tablesAndMigrations(_ path: String) throws -> (tables: [String], applied: Set<String>) {
        if let read = directRead(path) { return read }
        do {
            return try read(path) { db in
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")
                let applied = tables.contains("grdb_migrations")
                    ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations") : []
                return (tables, applied)
            }
        } catch let error as DatabaseError where FinanceError.isDamage(error) {
            throw FinanceError(.damaged, "\(path) is not a Buddy store, or is a damaged one: SQLite cannot read it "
                               + "(\(error.message ?? "\(error)")); it was left as it is. If it is your store, move it (with any -wal "
                               + "and -shm files beside it) aside and restore your last backup in its place with `buddy restore FILE`")
        } catch {
            throw FinanceError(.storeUnavailable, "\(path) is not a Buddy store (SQLite cannot read it: \(error)); it was left as it is")
        }
    }

    /// Runs `body` on a read-only connection to `path` (see ``readOnlyQueue(_:)``), then closes it.
    static func read<T>(_ path: String, _ body: (Database) throws -> T) throws -> T {
        let queue = try readOnlyQueue(path)
        defer { try? queue.close() }
        return try queue.read(body)
    }

    /// A read-only connection to `path` that creates no file beside it.
    ///
    /// A database that no one has open in WAL mode (no `-wal` file) is opened immutable, since
    /// SQLite would otherwise leave `-wal` and `-shm` files behind even when only reading; when a
    /// `-wal` file exists, it and its `-shm` are already there, and a plain read-only connection
    /// reads what they hold too.
    static func readOnlyQueue(_ path: String) throws -> DatabaseQueue {
        var configuration = AppDatabase.configuration
        configuration.readonly = true
        if !FileManager.default.fileExists(atPath: path + "-wal"),
           let queue = try? DatabaseQueue(path: immutableURI(path), configuration: configuration) {
            if (try? queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM sqlite_master") }) != nil { return queue }
            try? queue.close()
        }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// `path` as an SQLite URI that opens it immutable (read-only, no locks, no journal files).
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var escaped = ""
        for character in absolute {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file://" + escaped + "?immutable=1"
    }
}
