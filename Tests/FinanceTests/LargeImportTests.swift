import BuddyCore
@testable import Finance
import GRDB
import Testing

/// A statement large enough that the import sets the transaction table's indexes aside while
/// it writes and builds them again after: the store ends as a row-by-row import leaves it.
@Suite struct LargeImportTests {
    /// `rows` rows over 2025, from a handful of payees, every fifth on the card, amounts varied.
    static func statement(rows: Int, from start: Int = 0) -> String {
        let payees = ["Corner Cafe", "Metro Transit", "Green Grocer", "Acme Payroll", "Book Nook"]
        var text = "Date,Description,Amount,Account\n"
        let first = Day(iso: "2025-01-01")!
        for i in start..<(start + rows) {
            let payee = payees[i % payees.count]
            let cents = payee == "Acme Payroll" ? 250_000 + i % 1000 : -(100 + (i * 37) % 90_000)
            let amount = "\(cents < 0 ? "-" : "")\(abs(cents) / 100).\(String(abs(cents) % 100).count == 1 ? "0" : "")\(abs(cents) % 100)"
            text += "\(first.adding(days: i % 365).iso),\(payee) #\(i % 97),\(amount),\(i % 5 == 0 ? "Visa" : "Checking")\n"
        }
        return text
    }

    static func indexes(_ ledger: Ledger) throws -> [String] {
        try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'transaction' AND sql IS NOT NULL ORDER BY name")
        }
    }

    @Test func aLargeImportLeavesEveryIndexAsItWasAndTheRowsFindable() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let before = try Self.indexes(ledger)
        #expect(before.count >= 3)
        let summary = try ledger.imports.importCSV(Self.statement(rows: 25_000))
        #expect(summary.added == 25_000)
        #expect(try Self.indexes(ledger) == before)
        let check = try ledger.database.writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
        // The sum through the date index equals the sum over the table itself.
        let (indexed, scanned) = try ledger.database.writer.read { db in
            (try Int.fetchOne(db, sql: #"SELECT SUM(amount) FROM "transaction" INDEXED BY transaction_by_date WHERE profileId = 1 AND date >= '2025-03-01' AND date < '2025-04-01'"#),
             try Int.fetchOne(db, sql: #"SELECT SUM(amount) FROM "transaction" NOT INDEXED WHERE profileId = 1 AND date >= '2025-03-01' AND date < '2025-04-01'"#))
        }
        #expect(indexed != nil && indexed == scanned)
    }

    /// The same rows sorted by day, newest first when `newestFirst` (as many banks write them).
    static func statementInDayOrder(rows: Int, newestFirst: Bool) -> String {
        let lines = statement(rows: rows).split(separator: "\n").map(String.init)
        let body = lines.dropFirst().enumerated().sorted { a, b in
            let (dayA, dayB) = (a.element.prefix(10), b.element.prefix(10))
            return dayA != dayB ? (dayA < dayB) != newestFirst : a.offset < b.offset
        }.map(\.element)
        return ([lines[0]] + body).joined(separator: "\n") + "\n"
    }

    @Test(arguments: [false, true])
    func aLargeImportInDayOrderGrowsTheIndexesInPlaceAndTheRowsAreFindable(newestFirst: Bool) throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let before = try Self.indexes(ledger)
        let summary = try ledger.imports.importCSV(Self.statementInDayOrder(rows: 25_000, newestFirst: newestFirst))
        #expect(summary.added == 25_000)
        #expect(try Self.indexes(ledger) == before)
        let check = try ledger.database.writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
        // Sums through the category and account indexes equal those over the table itself.
        let sums = try ledger.database.writer.read { db in
            try ["transaction_by_category", "transaction_by_account"].map { index in
                (try Int.fetchOne(db, sql: #"SELECT SUM(amount) FROM "transaction" INDEXED BY \#(index) WHERE \#(index == "transaction_by_account" ? "accountId" : "categoryId") IS NULL AND profileId = 1 AND date >= '2025-03-01' AND date < '2025-04-01'"#),
                 try Int.fetchOne(db, sql: #"SELECT SUM(amount) FROM "transaction" NOT INDEXED WHERE \#(index == "transaction_by_account" ? "accountId" : "categoryId") IS NULL AND profileId = 1 AND date >= '2025-03-01' AND date < '2025-04-01'"#))
            }
        }
        #expect(sums.allSatisfy { $0.0 == $0.1 })
        // The same file again adds nothing.
        #expect(try ledger.imports.importCSV(Self.statementInDayOrder(rows: 25_000, newestFirst: newestFirst)).added == 0)
    }

    @Test func daysInOrderEitherWayAreTold() {
        #expect(TransactionIndexes.inDayOrder([Int32]()))
        #expect(TransactionIndexes.inDayOrder([3, 3, 4, 9, 9]))
        #expect(TransactionIndexes.inDayOrder([9, 9, 4, 3, 3]))
        #expect(!TransactionIndexes.inDayOrder([3, 4, 3]))
        #expect(!TransactionIndexes.inDayOrder([4, 3, 4]))
    }

    @Test func theSameLargeFileAgainAddsNothingAndOneMoreRowIsFoundAmongTheRest() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        _ = try ledger.imports.importCSV(Self.statement(rows: 20_000))
        let again = try ledger.imports.importCSV(Self.statement(rows: 20_000))
        #expect(again.added == 0)
        #expect(again.duplicatesSkipped == 20_000)
        let longer = try ledger.imports.importCSV(Self.statement(rows: 20_001))
        #expect(longer.added == 1)
        #expect(longer.duplicatesSkipped == 20_000)
        #expect(try ledger.transactions.count() == 20_001)
    }

    @Test func aBadRowAtTheEndOfALargeFileWritesNothing() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let before = try Self.indexes(ledger)
        let csv = Self.statement(rows: 20_000) + "2025-12-31,Late Fee,abc,Checking\n"
        #expect {
            try ledger.imports.importCSV(csv)
        } throws: { error in
            (error as? FinanceError)?.message.contains("line 20002") == true
        }
        #expect(try ledger.transactions.count() == 0)
        #expect(try Self.indexes(ledger) == before)
    }
}
