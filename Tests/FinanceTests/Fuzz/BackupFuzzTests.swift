import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// Backups of a real store, each changed in one place, restored into an empty store: each
/// restores completely (every row of every table it holds) or is refused with a message and
/// leaves the store empty; one with a value the store should refuse (a text where a number goes, an
/// impossible date, an unknown currency, a duplicate id, control characters) is refused. Nothing crashes.
@Suite struct BackupFuzzTests {
    /// How many changed backups are restored (a few seconds in a debug build).
    static let backupCount = 70

    @Test func aChangedBackupRestoresCompletelyOrLeavesTheStoreEmpty() throws {
        let started = Date()
        let original = try StoreBackup(database: try BackupTests.fullStore()).backup()
        var backups = try GarbledBackups(seed: 20260312, backup: original)
        var counts = (restored: 0, suspectRestored: 0, refused: 0)
        // A store a refused restore left empty serves the next backup; a restored one is replaced.
        var database = try AppDatabase.inMemory()
        let empty = try Self.rowCounts(database)
        for index in 0..<Self.backupCount {
            let backup = backups.next()
            switch Result(catching: { try StoreBackup(database: database).restore(backup.text) }) {
            case .success(let summary):
                let tables = try #require(backup.tables, "backup \(index) (\(backup.change)) is not JSON, yet was restored")
                let stored = try Self.rowCounts(database)
                for table in tables {
                    #expect(stored[table.name] == table.rows.count, "backup \(index) (\(backup.change)): \(table.name) restored in part")
                    #expect(summary.rows[table.name, default: 0] == table.rows.count, "backup \(index) (\(backup.change)): the summary")
                }
                counts.restored += 1
                let refusable = backup.suspect
                #expect(!refusable, "backup \(index) (\(backup.change)) holds a value the store should refuse, yet was restored")
                if refusable { counts.suspectRestored += 1 }
                database = try AppDatabase.inMemory()
            case .failure(let error):
                #expect(error is FinanceError, "backup \(index) (\(backup.change)): \(error)")
                #expect(try Self.rowCounts(database) == empty, "backup \(index) (\(backup.change)) was refused but wrote")
                counts.refused += 1
            }
        }
        #expect(counts.restored > 0 && counts.refused > 0, "too mild or too harsh to test anything")
        print("fuzz: \(Self.backupCount) changed backups, 0 crashes, \(counts.restored) restored completely "
              + "(\(counts.suspectRestored) with a suspect value), \(counts.refused) refused leaving the store empty "
              + "(\(Int(Date().timeIntervalSince(started) * 1000)) ms)")
    }

    /// The number of rows in each table of the store.
    static func rowCounts(_ database: AppDatabase) throws -> [String: Int] {
        try database.writer.read { db in
            var counts: [String: Int] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'") {
                counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)")
            }
            return counts
        }
    }
}
