import BuddyCore
@testable import Finance
import Foundation
import GRDB
import Testing

/// What opening a store path does with what is already there: Buddy's own stores open, a
/// missing or empty file becomes one, and anything else is refused and left exactly as it was.
@Suite struct StoreFileTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The names in the folder, and every file's bytes.
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = FileManager.default.contents(atPath: path(name)) ?? Data()
        }
        return files
    }

    func expectRefusal(_ path: String, saying words: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try snapshot()
        #expect(sourceLocation: sourceLocation) {
            try AppDatabase.open(path: path)
        } throws: { error in
            (error as? FinanceError)?.message.contains(words) == true
        }
        #expect(throws: FinanceError.self, sourceLocation: sourceLocation) { try AppDatabase.openReadOnly(path: path) }
        #expect(try snapshot() == before, "the refused file or its folder changed", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aStoreInAFolderThatDoesNotExistIsRefusedAndNothingIsCreated() throws {
        let missing = folder.appendingPathComponent("no/such/folder")
        #expect {
            try AppDatabase.open(path: missing.appendingPathComponent("buddy.sqlite").path)
        } throws: { error in
            (error as? FinanceError)?.message.contains("the folder \(missing.path) does not exist") == true
        }
        #expect(try AppDatabase.openReadOnly(path: missing.appendingPathComponent("buddy.sqlite").path) == nil)
        #expect(try snapshot().isEmpty)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func anotherProgramsDatabaseIsRefusedAndLeftByteForByte() throws {
        for journal in ["DELETE", "WAL"] {
            let other = path("other-\(journal).db")
            let queue = try DatabaseQueue(path: other)
            try queue.write { db in
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = \(journal)")
                try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('mine')")
            }
            try queue.close()
        }
        // Another program that also uses GRDB's migrations table.
        let grdb = path("grdb-app.db")
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createPlayers") { db in try db.create(table: "player") { t in t.autoIncrementedPrimaryKey("id") } }
        let queue = try DatabaseQueue(path: grdb)
        try migrator.migrate(queue)
        try queue.close()
        for name in ["other-DELETE.db", "other-WAL.db", "grdb-app.db"] {
            let before = try snapshot()
            #expect(throws: FinanceError.self) { try AppDatabase.open(path: path(name)) }
            #expect(throws: FinanceError.self) { try AppDatabase.openReadOnly(path: path(name)) }
            #expect(try snapshot() == before, "\(name) or its folder changed")
        }
        try expectRefusal(path("other-WAL.db"), saying: "is another program's SQLite database, not a Buddy store")
    }

    @Test func aFileThatIsNotSQLiteIsRefusedUntouched() throws {
        try "date,description,amount\n".write(toFile: path("notes.txt"), atomically: true, encoding: .utf8)
        try expectRefusal(path("notes.txt"), saying: "is not a Buddy store (it is not an SQLite database)")
    }

    @Test func aDamagedDatabaseIsRefusedUntouched() throws {
        try Data("SQLite format 3\0".utf8 + Array(repeating: 7, count: 200)).write(to: folder.appendingPathComponent("damaged.db"))
        try expectRefusal(path("damaged.db"), saying: "is not a Buddy store")
    }

    @Test func aFolderIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("store.sqlite"), withIntermediateDirectories: false)
        try expectRefusal(path("store.sqlite"), saying: "is a folder")
    }

    @Test func aStoreWrittenByANewerBuddyIsRefusedUntouched() throws {
        let store = path("buddy.sqlite")
        _ = try Ledger.open(AppDatabase.open(path: store))
        let queue = try DatabaseQueue(path: store)
        try queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: something new')") }
        try queue.close()
        try expectRefusal(store, saying: "was written by a newer version of Buddy")
    }

    @Test func aNewerStoreIsRefusedEvenThroughAnOpenConnection() throws {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: something new')")
        }
        #expect(throws: FinanceError.self) { try AppDatabase(queue) }
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") } == ["grdb_migrations"])
    }

    @Test func anEmptyFileOrAMissingOneBecomesANewStore() throws {
        FileManager.default.createFile(atPath: path("empty.sqlite"), contents: nil)
        for name in ["empty.sqlite", "missing.sqlite"] {
            let ledger = try Ledger.open(AppDatabase.open(path: path(name)))
            #expect(try ledger.categories.all().isEmpty == false)
            let mode = try FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name)")
        }
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func readingAStoreOnlyCreatesNothingBesideIt() throws {
        #expect(try AppDatabase.openReadOnly(path: path("missing.sqlite")) == nil)
        #expect(try snapshot().isEmpty)
        let store = path("buddy.sqlite")
        do {
            let ledger = try Ledger.open(AppDatabase.open(path: store))
            try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-10")!, amount: Money(minorUnits: -450, currency: .usd),
                                                       description: "Coffee"))
        }
        let before = try snapshot()
        #expect(before.keys.sorted() == ["buddy.sqlite"])
        let database = try #require(try AppDatabase.openReadOnly(path: store))
        let ledger = try #require(try Ledger.existing(database))
        #expect(try ledger.transactions.count() == 1)
        #expect(try Ledger.existing(database, profile: "Sam") == nil)
        #expect(try snapshot() == before)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func readingAStoreOfAnEarlierVersionOnlyBringsItUpToDateInMemory() throws {
        let store = path("old.sqlite")
        let queue = try DatabaseQueue(path: store)
        try Schema.migrator.migrate(queue, upTo: "v2: opening balances, linked rows, budgets, people, recurring, goals")
        try queue.close()
        let before = try snapshot()
        let database = try #require(try AppDatabase.openReadOnly(path: store))
        let ledger = try Ledger.open(database)
        #expect(try ledger.rules.all().isEmpty)
        #expect(try snapshot() == before)
        // Opened for writing, it is migrated in place.
        _ = try AppDatabase.open(path: store)
        #expect(try snapshot()[("old.sqlite")] != before["old.sqlite"])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func anEarlierStoreLosesOnlyTheSeededStuffForShopping() throws {
        let store = path("seeded.sqlite")
        let queue = try DatabaseQueue(path: store)
        try Schema.migrator.migrate(queue, upTo: "v11: each payee's rows counted")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO profile (id, name, currency) VALUES (1, 'default', 'USD');
                INSERT INTO category (id, profileId, name, type, colour) VALUES (1, 1, 'Shopping', 'expense', '#000000'), (2, 1, 'Other', 'expense', '#000000');
                INSERT INTO categorySynonym (profileId, categoryId, phrase) VALUES (1, 1, 'stuff'), (1, 1, 'clothes'), (1, 2, 'misc');
                """)
        }
        try queue.close()
        let database = try AppDatabase.open(path: store)
        let phrases = try database.writer.read { try String.fetchAll($0, sql: "SELECT phrase FROM categorySynonym ORDER BY phrase") }
        #expect(phrases == ["clothes", "misc"])
        try? FileManager.default.removeItem(at: folder)
    }
}
