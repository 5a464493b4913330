import Foundation
import GRDB

/// Owns the connection to the store and keeps its schema current.
///
/// One SQLite file per person or household, opened in WAL mode; the schema is migrated when the
/// store opens. Writes go through the services, each in one transaction.
public final class AppDatabase: Sendable {
    /// The connection every service reads and writes through.
    public let writer: any DatabaseWriter

    /// Wraps a connection and migrates it to the current schema.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Schema.migrator.migrate(writer)
    }

    /// Opens (creating when absent) the store file at `path`, readable by its owner only.
    ///
    /// The parent folder is created with mode 0700 and a new file with mode 0600.
    public static func open(path: String) throws -> AppDatabase {
        let fm = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty, !fm.fileExists(atPath: folder) {
                try fm.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                       attributes: [.posixPermissions: 0o700])
            }
            if !fm.fileExists(atPath: path) {
                guard fm.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                    throw FinanceError(.storeUnavailable, "cannot create the store at \(path)")
                }
            }
            return try AppDatabase(DatabasePool(path: path, configuration: configuration))
        } catch let error as FinanceError {
            throw error
        } catch {
            throw FinanceError(.storeUnavailable, "cannot open the store at \(path): \(error)")
        }
    }

    /// An empty store in memory, configured as a file store is (for tests and previews).
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: configuration))
    }

    /// The configuration shared by file and in-memory stores.
    static var configuration: Configuration {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(5)
        return config
    }
}
