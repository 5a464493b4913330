import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// `buddy check`'s checks: a sound store says what it holds; values Buddy does not record,
/// dangling and cross-profile references and a damaged file are each named.
@Suite struct StoreCheckTests {
    @Test func aSoundStoreSaysWhatItHolds() throws {
        let report = StoreCheck(database: try BackupTests.fullStore()).run()
        #expect(report.isSound, "\(report.problems)")
        #expect(report.counts.first { $0.table == "profile" }?.count == 2)
        #expect(report.counts.first { $0.table == "transaction" }.map { $0.count > 200 } == true)
    }

    @Test func valuesBuddyDoesNotRecordAreNamedByTableRowAndColumn() throws {
        let database = try BackupTests.fullStore()
        try database.writer.write { db in
            try db.execute(sql: """
                UPDATE "transaction" SET amount = -9223372036854775808 WHERE id = 3;
                UPDATE "transaction" SET date = '2026-99-99' WHERE id = 4;
                UPDATE "transaction" SET currency = 'ZZZZ' WHERE id = 5;
                UPDATE "transaction" SET amount = 12.5 WHERE id = 6;
                UPDATE account SET openingBalance = 100000000001 WHERE id = 1;
                """)
        }
        let report = StoreCheck(database: database).run()
        #expect(report.problems == [
            "account #1, column 'openingBalance': 100000000001 is beyond the largest amount Buddy records (100000000000 minor units)",
            "transaction #3, column 'amount': -9223372036854775808 is beyond the largest amount Buddy records (100000000000 minor units)",
            "transaction #4, column 'date': '2026-99-99' is not a day (YYYY-MM-DD) from 1900 to 2200",
            "transaction #5, column 'currency': 'ZZZZ' is not a currency code (three capital letters, e.g. USD)",
            "transaction #6, column 'amount': 12.5 is not an amount (a whole number of minor units)",
        ])
    }

    @Test func referencesToMissingRowsAndToOtherProfilesAreNamed() throws {
        let database = try BackupTests.fullStore()
        try database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: """
                UPDATE "transaction" SET accountId = 999999 WHERE id = 7;
                UPDATE "transaction" SET categoryId = (SELECT max(id) FROM category WHERE profileId = 2) WHERE id = 8;
                """)
            try db.execute(sql: "PRAGMA foreign_keys = ON")
        }
        let report = StoreCheck(database: database).run()
        #expect(report.problems == [
            "transaction #7 refers to a 'account' row that does not exist",
            "table 'transaction', the row with id 8, refers to a 'category' of another profile (column 'categoryId')",
        ])
    }

    @Test func aDamagedFileIsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("buddy.sqlite").path
        try Self.damagedStore(at: path)
        let database = try #require(try AppDatabase.openReadOnly(path: path))
        let report = StoreCheck(database: database).run()
        #expect(!report.isSound)
        #expect(report.problems.allSatisfy { $0.hasPrefix("the file is damaged") || $0.hasPrefix("SQLite cannot read the store") },
                "\(report.problems)")
        // A read that meets a damaged page says so, with what to do.
        let ledger = try #require(try Ledger.existing(database))
        #expect {
            _ = try ledger.exports.csv()
            _ = try ledger.reports.spending(in: Period(start: Day(iso: "2000-01-01")!, end: Day(iso: "2100-01-01")!, label: ""))
        } throws: { error in
            FinanceError(explaining: error) == .storeDamaged
        }
    }

    /// A store of a few thousand rows at `path`, closed, with a run of pages in the middle of
    /// the file overwritten.
    static func damagedStore(at path: String) throws {
        let database = try AppDatabase.open(path: path)
        let ledger = try Ledger.open(database)
        let start = Day(iso: "2024-01-01")!
        try ledger.transactions.add(all: (0..<3000).map { n in
            NewTransaction(date: start.adding(days: n / 4), amount: Money(minorUnits: -Int64(100 + n % 977), currency: .usd),
                           description: "Shop \(n % 53)", category: ["Groceries", "Dining", "Transport", "Rent"][n % 4],
                           account: n % 2 == 0 ? "Checking" : "Visa")
        })
        // Everything in the file itself: no write-ahead log left beside it.
        try database.writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        try database.writer.close()
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        let page: UInt64 = 4096
        let pages = size / page
        // A third of the pages from the middle on: the transactions' rows and indexes, past the
        // schema's pages, which the store's migrations wrote before any row.
        try handle.seek(toOffset: (pages / 2) * page)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(pages / 3 * page)))
        try handle.close()
    }
}
