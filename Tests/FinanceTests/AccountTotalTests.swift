import BuddyCore
@testable import Finance
import Foundation
import GRDB
import Testing

/// Each account's stored total (``AccountTotals``) is what its rows add up to after every kind of
/// write, and a balance read from it is the one a sum over the rows gives, on any day; each
/// payee's stored count of rows (``PayeeCounts``) is its rows' count after the same writes.
@Suite struct AccountTotalTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        _ = try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(100_000))
        _ = try f.ledger.accounts.add(name: "Savings", kind: .savings, openingBalance: f.usd(500_000))
        _ = try f.ledger.accounts.add(name: "Visa", kind: .credit)
    }

    /// The stored totals agree with the rows, and every account's balance at the end of each
    /// of `days` is its opening balance plus its rows in its currency up to that day.
    func expectTotalsRight(on days: [String] = ["2026-02-28", "2026-03-01", "2026-03-04", "2026-03-10", "2026-12-31"],
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let problems = try f.ledger.database.writer.read { db in
            try AccountTotals.problems(in: db, limit: 10) + PayeeCounts.problems(in: db, limit: 10)
        }
        #expect(problems.isEmpty, sourceLocation: sourceLocation)
        for day in days {
            let summed = try f.ledger.database.writer.read { db in
                try [String: Int64](uniqueKeysWithValues: Row.fetchAll(db, sql: """
                    SELECT a.name, a.openingBalance + (SELECT COALESCE(SUM(t.amount), 0) FROM "transaction" t
                        WHERE t.accountId = a.id AND t.currency = a.currency AND t.date <= ?) AS balance FROM account a
                    """, arguments: [day]).map { ($0["name"], $0["balance"]) })
            }
            let read = try f.ledger.accounts.balances(on: f.day(day))
            #expect(Dictionary(uniqueKeysWithValues: read.map { ($0.account.name, $0.balance.minorUnits) }) == summed,
                    "on \(day)", sourceLocation: sourceLocation)
        }
    }

    func balance(_ name: String, on day: String = "2026-03-31") throws -> Int64 {
        try f.ledger.accounts.balance(of: name, on: f.day(day)).balance.minorUnits
    }

    @Test func insertsEditsDeletesTransfersAndAdjustmentsKeepTheTotals() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        let groceries = try f.add("2026-03-02", -8_000, "Groceries", "Groceries", account: "Visa")
        try f.add("2026-03-03", 250_000, "Pay", "Salary", account: "Checking")
        try f.add("2026-03-03", -1_000, "No account")
        let transfer = try f.ledger.accounts.transfer(f.usd(30_000), from: "Checking", to: "Savings", on: f.day("2026-03-04"))
        #expect(try balance("Checking") == 100_000 - 2_500 + 250_000 - 30_000)
        try expectTotalsRight()

        try f.ledger.transactions.update(id: groceries.id!, TransactionEdit(amount: f.usd(9_000), account: "Checking"))
        try f.ledger.transactions.update(id: groceries.id!, TransactionEdit(description: "Lunch"))
        #expect(try !f.ledger.reports.payeeNames().contains("Groceries"))
        try f.ledger.transactions.update(id: transfer.id!, TransactionEdit(amount: f.usd(40_000), date: f.day("2026-03-05")))
        #expect(try balance("Visa") == 0)
        #expect(try balance("Savings") == 540_000)
        #expect(try balance("Savings", on: "2026-03-04") == 500_000)
        try expectTotalsRight()

        try f.ledger.transactions.delete(id: transfer.id!)
        #expect(try balance("Savings") == 500_000)
        try f.ledger.accounts.adjustBalance(of: "Checking", to: f.usd(123_456), on: f.day("2026-03-06"))
        #expect(try balance("Checking") == 123_456)
        #expect(try balance("Checking", on: "2026-03-05") == 100_000 - 2_500 - 9_000 + 250_000)
        try f.ledger.accounts.adjustBalance(of: "Visa", to: f.usd(45_000), on: f.day("2026-03-06"))
        #expect(try balance("Visa") == -45_000)
        try expectTotalsRight()
    }

    @Test func rowsAfterTheDayAndInAnotherCurrencyAreLeftOut() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        try f.add("2026-04-15", -7_000, "Booked ahead", "Travel", account: "Checking")
        try f.ledger.database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO "transaction" (profileId, date, amount, currency, description, type, accountId)
                VALUES (1, '2026-03-02', -900, 'EUR', 'Croissant', 'expense', (SELECT id FROM account WHERE name = 'Checking'))
                """)
        }
        #expect(try balance("Checking") == 97_500)
        #expect(try balance("Checking", on: "2026-04-15") == 90_500)
        try expectTotalsRight(on: ["2026-02-01", "2026-03-01", "2026-04-14", "2026-04-15", "2027-01-01"])
    }

    @Test func undoAndRedoOfEveryKindOfWriteKeepTheTotals() throws {
        let journal = try UndoJournal(database: f.ledger.database)
        let lunch = try journal.record("lunch") { try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking") }
        _ = try journal.record("transfer") { try f.ledger.accounts.transfer(f.usd(30_000), from: "Checking", to: "Savings", on: f.day("2026-03-04")) }
        _ = try journal.record("edit") { try f.ledger.transactions.update(id: lunch.id!, TransactionEdit(amount: f.usd(3_000), account: "Visa")) }
        _ = try journal.record("split") {
            try f.ledger.people.split(SplitRequest(total: f.usd(6_000), description: "Dinner", category: "Dining",
                                                   people: ["Alex"], date: f.day("2026-03-05"), account: "Checking"))
        }
        try journal.record("delete") { try f.ledger.transactions.delete(id: lunch.id!) }
        _ = try journal.record("adjust") { try f.ledger.accounts.adjustBalance(of: "Savings", to: f.usd(1), on: f.day("2026-03-06")) }
        try expectTotalsRight()
        var balances: [[Int64]] = []
        for _ in 0..<6 {
            balances.append(try ["Checking", "Savings", "Visa"].map { try balance($0) })
            try journal.undo()
            try expectTotalsRight()
        }
        #expect(try ["Checking", "Savings", "Visa"].map { try balance($0) } == [100_000, 500_000, 0])
        for expected in balances.reversed() {
            try journal.redo()
            try expectTotalsRight()
            #expect(try ["Checking", "Savings", "Visa"].map { try balance($0) } == expected)
        }
    }

    @Test func aDeletedAccountsTotalGoesWithItAndUndoBringsItBack() throws {
        let journal = try UndoJournal(database: f.ledger.database)
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Visa")
        try f.add("2026-03-02", -1_500, "Taxi", "Transport", account: "Checking")
        try journal.record("remove Visa") {
            try f.ledger.database.writer.write { db in try db.execute(sql: "DELETE FROM account WHERE name = 'Visa'") }
        }
        let stored = try f.ledger.database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accountTotal") }
        #expect(stored == 1)
        try expectTotalsRight()
        try journal.undo()
        #expect(try balance("Visa") == -2_500)
        try expectTotalsRight()
    }

    @Test func anImportAddsItsRowsOnceAndPutsTheTriggerBack() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        let csv = """
            Date,Description,Amount,Account
            2026-03-02,Corner Cafe,-4.50,Checking
            2026-03-03,Acme Payroll,"2,450.00",Checking
            2026-03-04,Book Nook,-20.00,Visa
            2026-03-05,Green Grocer,-12.00,Household Card
            2026-03-06,Market,-3.00,
            """
        #expect(try f.ledger.imports.importCSV(csv).added == 5)
        #expect(try balance("Checking") == 100_000 - 2_500 - 450 + 245_000)
        #expect(try balance("Household Card") == -1_200)
        try expectTotalsRight()
        #expect(try f.ledger.imports.importCSV(csv).added == 0)
        try f.add("2026-03-07", -1_000, "After the import", "Dining", account: "Visa")
        #expect(try balance("Visa") == -3_000)
        try expectTotalsRight()
    }

    @Test func aLargeImportWithTheIndexesSetAsideKeepsTheTotals() throws {
        let summary = try f.ledger.imports.importCSV(LargeImportTests.statement(rows: TransactionIndexes.minimumRows))
        #expect(summary.added == TransactionIndexes.minimumRows)
        try expectTotalsRight(on: ["2025-01-01", "2025-06-30", "2025-12-31"])
        try f.add("2026-03-07", -1_000, "After the import", "Dining", account: "Visa")
        try expectTotalsRight(on: ["2025-06-30", "2026-03-07"])
    }

    @Test func anImportTheStoreRefusesLeavesTheTotalsAndTheTriggerAsTheyWere() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        var lines = LargeImportTests.statement(rows: TransactionInserter.rowsPerStatement * 2).split(separator: "\n").map(String.init)
        lines[TransactionInserter.rowsPerStatement + 10] = "2025-03-01,Refused Payee,-12.00,Checking"
        try f.ledger.database.writer.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TEMP TRIGGER refuse BEFORE INSERT ON "transaction" WHEN NEW.description = 'Refused Payee'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        #expect(throws: (any Error).self) { try f.ledger.imports.importCSV(lines.joined(separator: "\n")) }
        #expect(try balance("Checking") == 97_500)
        try f.add("2026-03-02", -1_000, "After the import", "Dining", account: "Checking")
        #expect(try balance("Checking") == 96_500)
        try expectTotalsRight()
    }

    @Test func aRestoreAddsUpTheRowsItBringsBack() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        try f.ledger.accounts.transfer(f.usd(30_000), from: "Checking", to: "Savings", on: f.day("2026-03-04"))
        let backup = try StoreBackup(database: f.ledger.database).backup()
        _ = try StoreBackup(database: f.ledger.database).restore(backup, replacing: true)
        #expect(try balance("Checking") == 67_500)
        try expectTotalsRight()
    }

    @Test func aGeneratedStoreAddsUpItsRowsOnceAndPutsTheTriggerBack() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try GeneratedStore(transactions: 5_000, seed: 7, today: f.day("2026-03-12")).populate(ledger)
        try ledger.transactions.add(NewTransaction(date: f.day("2026-03-12"), amount: f.usd(-1_000), description: "After", account: "Checking"))
        #expect(try ledger.database.writer.read { db in try AccountTotals.problems(in: db, limit: 10) } == [])
        #expect(try ledger.database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accountTotal") } == 3)
        #expect(try ledger.database.writer.read { db in try PayeeCounts.problems(in: db, limit: 10) } == [])
        #expect(try ledger.reports.payeeNames().contains("After"))
        #expect(try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE name = ?", arguments: [PayeeCounts.insertTrigger]).count
        } == 1)
    }

    @Test func aRestoreOfOneProfileBesideAnotherAddsUpOnlyItsRows() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        let backup = try StoreBackup(database: f.ledger.database).backup(profile: "default")
        try f.add("2026-03-02", -1_000, "Taxi", "Transport", account: "Checking")
        _ = try StoreBackup(database: f.ledger.database).restore(backup, replacing: true)
        #expect(try balance("Checking") == 97_500)
        try expectTotalsRight()
    }

    @Test func theMigrationAddsUpTheRowsAStoreAlreadyHolds() throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.configuration)
        try Schema.migrator.migrate(queue, upTo: "v7: the bank's own description of an imported row")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO profile (id, name, currency) VALUES (1, 'default', 'USD');
                INSERT INTO account (id, profileId, name, kind, currency, openingBalance) VALUES
                    (1, 1, 'Checking', 'checking', 'USD', 1000), (2, 1, 'Visa', 'credit', 'USD', 0);
                INSERT INTO "transaction" (profileId, date, amount, currency, description, type, accountId) VALUES
                    (1, '2026-03-01', -250, 'USD', 'Lunch', 'expense', 1), (1, '2026-03-02', 5000, 'USD', 'Pay', 'income', 1),
                    (1, '2026-03-02', -700, 'USD', 'Books', 'expense', 2), (1, '2026-03-03', -90, 'EUR', 'Coffee', 'expense', 2),
                    (1, '2026-03-03', -100, 'USD', 'Cash', 'expense', NULL);
                """)
        }
        let ledger = try Ledger.open(AppDatabase(queue))
        #expect(try ledger.accounts.balances(on: f.day("2026-03-31")).map(\.balance.minorUnits) == [5_750, -700])
        #expect(try ledger.accounts.balances(on: f.day("2026-03-01")).map(\.balance.minorUnits) == [750, 0])
        let totals = try queue.read { db in try Row.fetchAll(db, sql: "SELECT accountId, currency, amount FROM accountTotal ORDER BY 1, 2") }
        #expect(totals.map { "\($0[0] as Int64) \($0[1] as String) \($0[2] as Int64)" } == ["1 USD 4750", "2 EUR -90", "2 USD -700"])
        #expect(try ledger.reports.payeeNames() == ["Books", "Cash", "Coffee", "Lunch", "Pay"])
        #expect(try queue.read { db in try PayeeCounts.problems(in: db, limit: 10) } == [])
    }

    @Test func theStoreCheckFindsATotalThatIsOff() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        try f.ledger.database.writer.write { db in try db.execute(sql: "UPDATE accountTotal SET amount = amount + 1") }
        let report = StoreCheck(database: f.ledger.database).run()
        #expect(report.problems.contains { $0.contains("stored total of its transactions is -2499, they add up to -2500") })
    }

    @Test func theStoreCheckFindsAPayeeCountThatIsOff() throws {
        try f.add("2026-03-01", -2_500, "Lunch", "Dining", account: "Checking")
        try f.ledger.database.writer.write { db in try db.execute(sql: "UPDATE payee SET uses = uses + 1") }
        let report = StoreCheck(database: f.ledger.database).run()
        #expect(report.problems.contains { $0.contains("the payee “Lunch” (expense, profile #1): the stored count of its rows is 2, there are 1") })
    }
}
