import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

@Suite struct StoreTests {
    @Test func aNewProfileStartsWithTheDefaultCategories() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let categories = try ledger.categories.all()
        let names = Set(categories.map(\.name))
        #expect(names.isSuperset(of: ["Food", "Groceries", "Dining", "Transport", "Rent", "Utilities", "Salary"]))
        #expect(categories.allSatisfy { $0.colour.hasPrefix("#") && $0.icon != nil })
        #expect(try ledger.categories.named("salary")?.type == .income)
        #expect(try ledger.categories.named("Dining")?.parentId == ledger.categories.named("Food")?.id)
    }

    @Test func openingAProfileTwiceReturnsTheSameOne() throws {
        let database = try AppDatabase.inMemory()
        let first = try Ledger.open(database, profile: "Sam")
        let again = try Ledger.open(database, profile: "sam")
        #expect(first.profileId == again.profileId)
        #expect(try again.categories.all().count == first.categories.all().count)
    }

    @Test func aFileStoreIsOwnerOnlyAndUsesWAL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-\(UUID().uuidString)/nested")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let path = folder.appendingPathComponent("buddy.sqlite").path
        let database = try AppDatabase.open(path: path, creatingFolder: true)
        _ = try Ledger.open(database)
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let journal = try database.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
    }

    @Test func answeringAQuestionLeavesTheStoreFileAsItWas() throws {
        let folder = try TemporaryFolder("buddy-store")
        let path = folder.file("buddy.sqlite")
        let made = try AppDatabase.open(path: path)
        let ledger = try Ledger.open(made)
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-10")!, amount: Money(minorUnits: -2000, currency: .usd),
                                                   description: "Lunch", category: "Dining"))
        try made.writer.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // Opening the store, finding the profile and reading a total write nothing, not even to
        // the journal: there is nothing to sync or checkpoint when the store closes.
        let reading = try AppDatabase.open(path: path)
        let march = Period(start: Day(iso: "2026-03-01")!, end: Day(iso: "2026-04-01")!, label: "in March")
        #expect(try Ledger.open(reading).reports.spending(in: march).minorUnits == 2000)
        let journal = try reading.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
        try reading.writer.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func profilesNeverSeeEachOthersTransactions() throws {
        let database = try AppDatabase.inMemory()
        let alex = try Ledger.open(database, profile: "Alex")
        let sam = try Ledger.open(database, profile: "Sam")
        let day = Day(iso: "2026-03-10")!
        try alex.transactions.add(NewTransaction(date: day, amount: Money(minorUnits: -2000, currency: .usd), description: "Lunch", category: "Dining"))
        let march = Period(start: Day(iso: "2026-03-01")!, end: Day(iso: "2026-04-01")!, label: "in March")
        #expect(try alex.reports.spending(in: march).minorUnits == 2000)
        #expect(try sam.reports.spending(in: march).minorUnits == 0)
        #expect(try sam.transactions.count() == 0)
    }

    @Test func theStoreRefusesAZeroAmount() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect(throws: FinanceError.self) {
            try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-10")!, amount: .zero(.usd), description: "Nothing"))
        }
        #expect(try ledger.transactions.count() == 0)
    }

    @Test func questionsUseTheCoveringIndexes() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.database.writer.read { db in
            try Row.fetchAll(db, sql: """
                EXPLAIN QUERY PLAN SELECT SUM(amount) FROM "transaction"
                WHERE profileId = 1 AND date >= '2026-03-01' AND date < '2026-04-01' AND type = 'expense' AND currency = 'USD'
                AND categoryId IN (1, 2, 3)
                """).map { $0["detail"] as String }.joined(separator: "\n")
        }
        #expect(plan.contains("COVERING INDEX"))
    }

    /// What SQLite runs for a deleted profile, category or account (cascade, set null) finds
    /// their rows through an index, not by reading the whole table.
    @Test(arguments: [#"DELETE FROM "transaction" WHERE profileId = ?"#,
                      #"UPDATE "transaction" SET categoryId = NULL WHERE categoryId = ?"#,
                      #"UPDATE "transaction" SET accountId = NULL WHERE accountId = ?"#])
    func theRowsOfADeletedParentAreFoundThroughAnIndex(statement: String) throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + statement, arguments: [1]).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.hasPrefix("SEARCH transaction USING") && $0.contains("INDEX") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN transaction") }, "\(plan)")
    }
}
