import BuddyCore
import Foundation
import Finance
import GRDB
import Testing

/// An import writes its rows with SQLite's foreign-key checks off (see `TransactionInserter`):
/// every row still refers to a profile, category and account that exist, and the checks are
/// back on once it is done, whether it wrote or failed.
@Suite struct ImportReferenceTests {
    static func foreignKeys(_ ledger: Ledger) throws -> (on: Bool, broken: Int) {
        try ledger.database.writer.read { db in
            (try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false, try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count)
        }
    }

    @Test func everyImportedRowRefersToRowsThatExistAndTheChecksAreBackOn() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = "Date,Description,Amount,Category,Account\n"
            + (0..<300).map { "2025-03-\(String(format: "%02d", 1 + $0 % 28)),Shop \($0 % 7),-\($0 + 1).25,Kind \($0 % 5),Card \($0 % 3)" }
            .joined(separator: "\n")
        let summary = try ledger.imports.importCSV(csv)
        #expect(summary.added == 300)
        let state = try Self.foreignKeys(ledger)
        #expect(state.on)
        #expect(state.broken == 0)
        let unlinked = try ledger.database.writer.read { db in
            try Int.fetchOne(db, sql: #"SELECT count(*) FROM "transaction" WHERE categoryId IS NULL OR accountId IS NULL"#)
        }
        #expect(unlinked == 0)
    }

    @Test func theChecksAreBackOnAfterAFailedImport() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect(throws: FinanceError.self) {
            try ledger.imports.importCSV("Date,Description,Amount\n2025-03-01,Shop,-1.00\n2025-03-02,Shop,abc\n")
        }
        #expect(try Self.foreignKeys(ledger).on)
    }

    @Test func anImportForAProfileRemovedMeanwhileWritesNothing() throws {
        let database = try AppDatabase.inMemory()
        let ledger = try Ledger.open(database, profile: "Sam")
        try database.writer.write { db in try db.execute(sql: "DELETE FROM profile WHERE id = ?", arguments: [ledger.profileId]) }
        #expect {
            try ledger.imports.importCSV("Date,Description,Amount,Category,Account\n2025-03-01,Shop,-1.00,Pets,Card\n")
        } throws: { error in
            (error as? FinanceError)?.message.contains("was removed") == true
        }
        let left = try database.writer.read { db in
            try Int.fetchOne(db, sql: #"SELECT (SELECT count(*) FROM "transaction") + (SELECT count(*) FROM account WHERE profileId = ?)"#,
                             arguments: [ledger.profileId])
        }
        #expect(left == 0)
        #expect(try Self.foreignKeys(ledger).on)
    }
}
