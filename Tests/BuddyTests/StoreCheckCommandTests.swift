import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// `buddy check`, and every command on a store that holds an amount out of range or whose file
/// is damaged: exit status 1 with a sentence saying what to do, never a crash.
@Suite struct StoreCheckCommandTests {
    /// The demo store at `path`, ending on 2026-03-12, with `sql` run on it.
    static func demoStore(at path: String, then sql: String? = nil) throws {
        let database = try AppDatabase.open(path: path)
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(Ledger.open(database))
        if let sql { try database.writer.write { db in try db.execute(sql: sql) } }
        try database.writer.close()
    }

    @Test func aSoundStoreIsSaidToBeSound() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Self.demoStore(at: command.path("buddy.sqlite"))
        let run = try command.run("check", "--store", command.path("buddy.sqlite"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("The store is sound: 1 profile, 4 accounts, "))
        #expect(run.stdout.contains(" transactions, "))
        let json = try command.run("check", "--json", "--store", command.path("buddy.sqlite"))
        #expect(json.stdout.hasPrefix("{\"counts\":{"))
        #expect(json.stdout.contains("\"problems\":[],\"sound\":true}"))
    }

    @Test func aMissingStoreIsAnError() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run("check", "--store", command.path("none.sqlite"))
        #expect(run.status == 1)
        #expect(run.stderr.contains("there is no store at"))
        #expect(!FileManager.default.fileExists(atPath: command.path("none.sqlite")))
    }

    static let outOfRange = """
        INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
            SELECT 1, '2026-03-10', -9223372036854775806, 'USD', 'Bad', 'expense', id, 1 FROM category WHERE name = 'Groceries';
        INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
            SELECT 1, '2026-03-11', -500, 'USD', 'Another', 'expense', id, 1 FROM category WHERE name = 'Groceries';
        """

    @Test func aStoreHoldingAnAmountOutOfRangeNeverCrashesACommand() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        try Self.demoStore(at: store, then: Self.outOfRange)
        let check = try command.run("check", "--store", store)
        #expect(check.status == 1)
        #expect(check.stdout.contains("transaction #"))
        #expect(check.stdout.contains("column 'amount': -9223372036854775806 is beyond the largest amount Buddy records"))
        #expect(check.stdout.contains("buddy restore FILE --replace"))
        let ask = try command.run("ask", "--store", store, "--now", "2026-03-12", "how much did I spend this month")
        #expect(ask.status == 1)
        #expect(ask.stdout.contains("the store holds an amount out of range"))
        #expect(ask.stdout.contains("`buddy check`"))
        let runs: [[String]] = [
            ["morning"], ["morning", "--format", "json"], ["export", "--format", "csv"], ["export", "--format", "json"],
            ["export", "--format", "hledger"], ["backup", "-"], ["ask", "balances"], ["ask", "how did I do this month"],
            ["ask", "anything I should know"], ["ask", "how's my budget this month"], ["ask", "compare this month to last month"],
        ]
        for arguments in runs {
            let run = try command.run(arguments + ["--store", store, "--now", "2026-03-12"])
            #expect(!run.signalled && [0, 1].contains(run.status), "\(arguments): \(run.status) \(run.stderr)")
            if run.status == 1 { #expect((run.stdout + run.stderr).contains("buddy check"), "\(arguments): \(run.stderr)") }
        }
        let scripted = try command.run("--store", store, "--now", "2026-03-12", input: "how much did I spend this month\nhelp\n")
        #expect(scripted.status == 1)
        #expect(scripted.stdout.split(separator: "\n").count >= 2, "every line is answered: \(scripted.stdout)")
    }

    @Test func aDamagedStoreIsFoundAndEveryCommandOnItFails() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        try Self.damagedStore(at: store)
        let check = try command.run("check", "--store", store)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("The store has "))
        #expect(check.stdout.contains("the file is damaged"))
        #expect(check.stdout.contains("aside (keep them) and restore your last backup in its place with `buddy restore FILE`"))
        let ask = try command.run("ask", "--store", store, "--now", "2026-03-12", "how much did I spend since 1/1/2000")
        #expect(ask.status == 1)
        #expect((ask.stdout + ask.stderr).contains("the store is damaged"))
        #expect((ask.stdout + ask.stderr).contains("`buddy check`"))
        let backup = try command.run("backup", command.path("backup.json"), "--store", store)
        #expect(backup.status == 1)
        #expect(backup.stderr.contains("the store is damaged"))
        #expect(backup.stderr.contains("aside and restore your last backup in its place with `buddy restore FILE`"))
        // As the advice says: moved aside, the backup restores in its place.
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: store + suffix) {
            try FileManager.default.moveItem(atPath: store + suffix, toPath: command.path("damaged.sqlite") + suffix)
        }
        let good = command.path("good.sqlite")
        try Self.demoStore(at: good)
        #expect(try command.run("backup", command.path("good.json"), "--store", good).status == 0)
        #expect(try command.run("restore", command.path("good.json"), "--store", store).status == 0)
        #expect(try command.run("check", "--store", store).status == 0)
        #expect(!FileManager.default.fileExists(atPath: command.path("backup.json")))
    }

    /// A store of a few thousand rows at `path`, closed, with the middle third of its pages
    /// overwritten.
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
        let pages = try handle.seekToEnd() / 4096
        // A third of the pages from the middle on: the transactions' rows and indexes, past the
        // schema's pages, which the store's migrations wrote before any row.
        try handle.seek(toOffset: pages / 2 * 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(pages / 3 * 4096)))
        try handle.close()
    }
}
