import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

@Suite struct BackupTests {
    /// A store with something in every table: the demo, a second profile, settings, rules,
    /// imported rows with fingerprints and recurring items already recorded.
    static func fullStore() throws -> AppDatabase {
        let database = try AppDatabase.inMemory()
        let ledger = try Ledger.open(database)
        let today = Day(iso: "2026-03-12")!
        try DemoStore(today: today).populate(ledger)
        _ = try ledger.recurring.recordDue(through: today)
        try ledger.settings.set(.theme, to: "light")
        try ledger.rules.add(ImportRule(pattern: "starbucks|sbux", category: "Coffee", payee: "Starbucks"))
        _ = try ledger.imports.importCSV("date,description,amount\n2026-03-10,SBUX 42,-4.10\n2026-03-10,\"Quote \"\"me\"\", ünïcode 🍕\",-1\n")
        let other = try Ledger.open(database, profile: "Household")
        try other.transactions.add(NewTransaction(date: today, amount: Money(minorUnits: -999, currency: .usd), description: "Shared dinner",
                                                  category: "Dining", account: "Joint"))
        return database
    }

    @Test func backupRestoreBackupGivesIdenticalBytes() throws {
        let original = try Self.fullStore()
        let first = try StoreBackup(database: original).backup()
        let copy = try AppDatabase.inMemory()
        let summary = try StoreBackup(database: copy).restore(first)
        #expect(summary.profiles == ["default", "Household"])
        #expect(summary.rows["setting"] == 2)  // the theme, and the demo's default account
        #expect(summary.rows["importRule"] == 1)
        let second = try StoreBackup(database: copy).backup()
        #expect(second == first)
        // The restored store works: the same answers, the same exports.
        #expect(try Ledger.open(copy).exports.csv() == Ledger.open(original).exports.csv())
        #expect(try Ledger.open(copy).settings.value(.theme) == "light")
        #expect(try Ledger.open(copy, profile: "Household").transactions.count() == 1)
        #expect(first.contains("\"lastDue\""))
        #expect(first.contains("\"importKey\""))
    }

    @Test func aStoreWithDataIsOnlyReplacedWhenAsked() throws {
        let backup = try StoreBackup(database: try Self.fullStore()).backup()
        let target = try AppDatabase.inMemory()
        let ledger = try Ledger.open(target, profile: "Mine")
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-01-01")!, amount: Money(minorUnits: -100, currency: .usd), description: "Kept"))
        #expect {
            try StoreBackup(database: target).restore(backup)
        } throws: { error in
            (error as? FinanceError)?.message.contains("already holds data") == true
        }
        #expect(try ledger.transactions.count() == 1)
        _ = try StoreBackup(database: target).restore(backup, replacing: true)
        #expect(try StoreBackup(database: target).backup() == backup)
    }

    @Test(arguments: [
        ("not json", "this is not a Budget Buddy backup"),
        ("{\"format\":\"other\",\"version\":1,\"schema\":[],\"tables\":[]}", "format 'other'"),
        ("{\"format\":\"budget-buddy-backup\",\"version\":2,\"schema\":[],\"tables\":[]}", "backup version 2"),
        ("{\"format\":\"budget-buddy-backup\",\"version\":1,\"schema\":[\"v9: later\"],\"tables\":[]}", "newer Buddy"),
        ("{\"format\":\"budget-buddy-backup\",\"version\":1,\"schema\":[],\"tables\":[{\"name\":\"profile\",\"columns\":[\"id\",\"shoeSize\"],\"rows\":[]}]}",
         "unknown column 'shoeSize'"),
        ("{\"format\":\"budget-buddy-backup\",\"version\":1,\"schema\":[],\"tables\":[{\"name\":\"account\",\"columns\":[\"id\",\"profileId\",\"name\",\"kind\",\"currency\"],\"rows\":[[1,7,\"A\",\"checking\",\"USD\"]]}]}",
         "cannot be restored"),
    ])
    func aBadBackupRestoresNothing(_ text: String, _ expected: String) throws {
        let target = try AppDatabase.inMemory()
        #expect {
            try StoreBackup(database: target).restore(text)
        } throws: { error in
            (error as? FinanceError)?.message.contains(expected) == true
        }
        let rows = try target.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM account") }
        #expect(rows == 0)
    }

    @Test func aBackupIsOneSnapshotWhileAnotherConnectionWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        let writerLedger = try Ledger.open(try AppDatabase.open(path: path))
        _ = try writerLedger.accounts.add(name: "Checking", kind: .checking)
        _ = try writerLedger.accounts.add(name: "Savings", kind: .savings)
        let reader = StoreBackup(database: try AppDatabase.open(path: path))
        let writing = Task.detached {
            for day in 1...200 {
                _ = try writerLedger.accounts.transfer(Money(minorUnits: 100, currency: .usd), from: "Checking", to: "Savings",
                                                        on: Day(year: 2026, month: 1, day: 1)!.adding(days: day))
            }
        }
        var counts: [Int] = []
        for _ in 0..<20 {
            let text = try reader.backup()
            let lines = text.split(separator: "\n")
            guard let start = lines.firstIndex(of: "      \"name\": \"transaction\",") else { continue }
            counts.append(lines[(start + 3)...].prefix { $0.hasPrefix("        [") }.count)
        }
        try await writing.value
        // A transfer is two rows written together: a snapshot never holds half of one.
        #expect(counts.count == 20)
        #expect(counts.allSatisfy { $0 % 2 == 0 })
    }
}
