import Foundation
import GRDB

/// Owns the connection to the store and keeps its schema current.
///
/// One SQLite file per person or household, opened in WAL mode on one connection; the schema is
/// migrated when the store opens. Writes go through the services, each in one transaction.
public final class AppDatabase: Sendable {
    /// The connection every service reads and writes through.
    public let writer: any DatabaseWriter

    /// Wraps a connection and migrates it to the current schema. A store written by a newer
    /// Buddy is refused unchanged.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        let migrator = Schema.migrator
        let (superseded, complete) = try writer.read { db in
            (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
        }
        if superseded {
            throw FinanceError(.storeUnavailable, "the store was written by a newer version of Buddy; it was left as it is")
        }
        // A store already up to date, as nearly every one is, is not written to.
        if !complete { try migrator.migrate(writer) }
    }

    /// Closes the connection now, rather than when the last reference to it goes (for a process
    /// about to exit): SQLite checkpoints the journal and removes the files it keeps beside the
    /// store, as on any close. Nothing may read or write through it after.
    public func close() throws {
        try writer.close()
    }

    /// Wraps a read-only connection to a store whose schema is current.
    private init(reading reader: DatabaseQueue) {
        writer = reader
    }

    /// Opens the store file at `path`, making a new store of a missing or empty file (mode 0600).
    ///
    /// Nothing is created or changed, and a ``FinanceError`` says why, when the folder does not
    /// exist (unless `creatingFolder`, for the default location: the folder is then created with
    /// mode 0700), or the path is a folder, not SQLite, another program's database, or a store
    /// written by a newer Buddy.
    ///
    /// A write that finds the store locked by another writer (another `buddy` importing a
    /// statement, say) waits as `lockWait` says.
    public static func open(path: String, creatingFolder: Bool = false, lockWait: LockWait = LockWait()) throws -> AppDatabase {
        let fm = FileManager.default
        let folder = Self.folder(of: path)
        do {
            if !folder.isEmpty, !fm.fileExists(atPath: folder) {
                guard creatingFolder else {
                    throw FinanceError(.storeUnavailable, "cannot open the store \(path): the folder \(folder) does not exist. "
                                       + "Create it first, or give --store a path in a folder that exists")
                }
                try fm.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                       attributes: [.posixPermissions: 0o700])
            }
            switch try StoreFile.inspect(path, migrations: Schema.migrator.migrations) {
            case .missing:
                guard fm.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                    throw FinanceError(.storeUnavailable, "cannot create the store at \(path)")
                }
            case .empty:
                try? fm.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            case .store:
                break
            }
            // One connection: a run reads and writes in turn, never both at once. A store already
            // in WAL mode (every store Buddy made) is opened without a write, so a question that
            // changes nothing leaves nothing to sync or checkpoint when it closes.
            let queue = try DatabaseQueue(path: path, configuration: configuration(lockWait))
            try queue.writeWithoutTransaction { db in
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                        throw FinanceError(.storeUnavailable, "cannot switch the store at \(path) to WAL mode")
                    }
                }
            }
            return try AppDatabase(queue)
        } catch let error as FinanceError {
            throw error
        } catch {
            throw FinanceError(.storeUnavailable, "cannot open the store at \(path): \(error)")
        }
    }

    /// Opens the store at `path` for reading only, creating and changing nothing there (not even
    /// the journal files SQLite keeps beside a store it writes): for previews. Nil when there is
    /// no store there yet (no file, or an empty one); a store of an earlier version is read into
    /// memory and brought up to date there. Refuses what ``open(path:creatingFolder:)`` refuses.
    public static func openReadOnly(path: String) throws -> AppDatabase? {
        let folder = Self.folder(of: path)
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) { return nil }
        guard try StoreFile.inspect(path, migrations: Schema.migrator.migrations) == .store else { return nil }
        do {
            let reader = try StoreFile.readOnlyQueue(path)
            if try reader.read(Schema.migrator.hasCompletedMigrations) { return AppDatabase(reading: reader) }
            let memory = try DatabaseQueue(configuration: configuration)
            try reader.backup(to: memory)
            try reader.close()
            return try AppDatabase(memory)
        } catch let error as FinanceError {
            throw error
        } catch {
            throw FinanceError(.storeUnavailable, "cannot read the store at \(path): \(error)")
        }
    }

    /// The folder part of `path`: "" for a bare file name. (Foundation's path functions trap on
    /// some names, such as "~".)
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// An empty store in memory, configured as a file store is (for tests and previews).
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: configuration))
    }

    /// The configuration shared by file and in-memory stores.
    static var configuration: Configuration {
        configuration(LockWait())
    }

    /// The configuration, with writes waiting for the lock as `lockWait` says.
    ///
    /// SQLite lets one connection write at a time; the others wait for the lock, through a busy
    /// handler that sleeps between tries and tells `lockWait` once per wait when it has lasted
    /// a while. (Reads share it; in WAL mode they wait only in rare moments.)
    static func configuration(_ lockWait: LockWait) -> Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        // In WAL mode a commit is durable once checkpointed; NORMAL skips the sync of each commit
        // (SQLite's advice for WAL, and what a store had when it was opened as a pool).
        config.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let wait = BusyWait(lockWait)
        config.busyMode = .callback { tries in wait.tryAgain(tries) }
        return config
    }
}

/// How long a write waits for another writer to finish, and what it says while waiting.
public struct LockWait: Sendable {
    /// The longest wait, in seconds, before the write fails with "database is locked".
    public var limit: TimeInterval
    /// After how many seconds of waiting `notice` is told.
    public var noticeAfter: TimeInterval
    /// Told once per wait that has lasted `noticeAfter` (e.g. to print "Waiting for another
    /// buddy to finish writing…"); nil to wait silently.
    public var notice: (@Sendable () -> Void)?

    /// A wait of up to `limit` seconds (a minute by default: a large import holds the lock for
    /// half of that), telling `notice` after `noticeAfter` seconds.
    public init(limit: TimeInterval = 60, noticeAfter: TimeInterval = 1, notice: (@Sendable () -> Void)? = nil) {
        self.limit = limit
        self.noticeAfter = noticeAfter
        self.notice = notice
    }
}

/// The busy handler's state: when the current wait began and whether it was told. SQLite calls
/// it on the connection's own thread, with the count of tries of the current wait (0 first).
private final class BusyWait: @unchecked Sendable {
    private let lockWait: LockWait
    private let lock = NSLock()
    private var started = Date()
    private var told = false

    init(_ lockWait: LockWait) {
        self.lockWait = lockWait
    }

    /// Whether to try again: after a short sleep, while the wait is within the limit.
    func tryAgain(_ tries: Int) -> Bool {
        let now = Date()
        let (elapsed, tell): (TimeInterval, Bool) = lock.withLock {
            if tries == 0 {
                started = now
                told = false
            }
            let elapsed = now.timeIntervalSince(started)
            let tell = !told && elapsed >= lockWait.noticeAfter && lockWait.notice != nil
            if tell { told = true }
            return (elapsed, tell)
        }
        if tell { lockWait.notice?() }
        guard elapsed < lockWait.limit else { return false }
        // Short sleeps first, so a brief lock costs little; then a steady 50 ms.
        usleep(tries < 10 ? 5_000 : 50_000)
        return true
    }
}
