import BuddyCore
@testable import Finance
import GRDB
import GRDBSQLite
import Testing

/// An import writes its rows many to a statement (``TransactionInserter``): every row is stored
/// once, in file order, whatever the statements' boundaries, and a row refused by the store in a
/// later statement leaves nothing behind.
@Suite struct BatchedInsertTests {
    /// Rows over two statements and a remainder written one by one.
    static let rowCount = TransactionInserter.rowsPerStatement * 2 + 7

    static func stored(_ ledger: Ledger) throws -> [String] {
        try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT t.date || '|' || t.amount || '|' || t.description || '|' || COALESCE(c.name, '') || '|' || t.type || '|' ||
                       COALESCE(a.name, '') || '|' || COALESCE(t.notes, '') || '|' || COALESCE(t.bankDescription, '')
                FROM "transaction" t LEFT JOIN category c ON c.id = t.categoryId LEFT JOIN account a ON a.id = t.accountId
                ORDER BY t.id
                """)
        }
    }

    @Test func everyRowIsStoredOnceInFileOrderAcrossStatements() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let text = LargeImportTests.statement(rows: Self.rowCount)
        let summary = try ledger.imports.importCSV(text)
        #expect(summary.added == Self.rowCount)
        let rows = try Self.stored(ledger)
        #expect(rows.count == Self.rowCount)
        // Row by row, as each line would be imported alone into the same store.
        let lines = text.split(separator: "\n").dropFirst().map(String.init)
        let expected = try lines.map { line -> [String] in
            let alone = try Ledger.open(AppDatabase.inMemory())
            _ = try alone.imports.importCSV("Date,Description,Amount,Account\n" + line)
            return try Self.stored(alone)
        }
        #expect(rows == expected.flatMap { $0 })
        // The last rows, written after the full statements, carry their own values.
        #expect(rows.last == expected.last?.first)
    }

    @Test func aRowTheStoreRefusesInALaterStatementWritesNothing() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let lines = LargeImportTests.statement(rows: Self.rowCount).split(separator: "\n").map(String.init)
        // The store refuses one row after the first statement's worth has been written.
        let refused = TransactionInserter.rowsPerStatement + 10
        try ledger.database.writer.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TEMP TRIGGER refuse BEFORE INSERT ON "transaction" WHEN NEW.description = 'Refused Payee'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        func names() throws -> [String] {
            try ledger.database.writer.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM account UNION ALL SELECT name FROM category ORDER BY 1")
            }
        }
        let before = try names()
        var edited = lines
        edited[refused] = "2025-03-01,Refused Payee,-12.00,Checking"
        #expect(throws: (any Error).self) { try ledger.imports.importCSV(edited.joined(separator: "\n")) }
        #expect(try ledger.transactions.count() == 0)
        #expect(try names() == before)
        #expect(try LargeImportTests.indexes(ledger).count == 4)
    }

    @Test func theTablesChecksAreBackAfterAnImportWhetherItWroteOrFailed() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        func badRowRefused() -> Bool {
            (try? ledger.database.writer.write { db in
                try db.execute(sql: """
                    INSERT INTO "transaction" (profileId, date, amount, currency, description, type) VALUES (1, '2026-03-01', -1, 'USD', 'x', 'bogus')
                    """)
            }) == nil
        }
        _ = try ledger.imports.importCSV(LargeImportTests.statement(rows: Self.rowCount))
        #expect(badRowRefused())
        // An import the store refuses halfway through its rows.
        try ledger.database.writer.writeWithoutTransaction { db in
            try db.execute(sql: """
                CREATE TEMP TRIGGER refuse BEFORE INSERT ON "transaction" WHEN NEW.description = 'Refused Payee'
                BEGIN SELECT RAISE(ABORT, 'refused'); END
                """)
        }
        #expect(throws: (any Error).self) {
            try ledger.imports.importCSV("Date,Description,Amount\n2027-01-01,Corner Cafe,-1.00\n2027-01-02,Refused Payee,-2.00\n")
        }
        #expect(badRowRefused())
        #expect(StoreCheck(database: ledger.database).run().problems == [])
    }

    @Test func aValueSQLiteCannotTakeFailsTheImportRatherThanBeingLeftOut() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        // Texts of up to 1,000 bytes only; a row of the second statement has a longer note, which
        // would be stored as none if the failed binding went unnoticed.
        try ledger.database.writer.writeWithoutTransaction { db in _ = sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, 1_000) }
        var lines = ["Date,Description,Amount,Notes"]
        for i in 0..<(TransactionInserter.rowsPerStatement * 2) {
            let note = i == TransactionInserter.rowsPerStatement + 3 ? String(repeating: "a long note ", count: 100) : "note \(i)"
            lines.append("2025-03-\(String(format: "%02d", i % 28 + 1)),Corner Cafe #\(i),-\(i + 1).00,\(note)")
        }
        #expect(throws: DatabaseError.self) { try ledger.imports.importCSV(lines.joined(separator: "\n")) }
        #expect(try ledger.transactions.count() == 0)
    }

    @Test func rowsAlreadyStoredAreSkippedWhereverTheStatementsBreak() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let lines = LargeImportTests.statement(rows: Self.rowCount).split(separator: "\n").map(String.init)
        let header = lines[0]
        // An earlier statement held every third row, spread over where the statements break.
        let earlier = lines.dropFirst().enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(try ledger.imports.importCSV(([header] + earlier).joined(separator: "\n")).added == earlier.count)
        let summary = try ledger.imports.importCSV(lines.joined(separator: "\n"))
        #expect(summary.duplicatesSkipped == earlier.count)
        #expect(summary.added == Self.rowCount - earlier.count)
        #expect(try ledger.transactions.count() == Self.rowCount)
        #expect(try ledger.imports.importCSV(lines.joined(separator: "\n")).added == 0)
    }

    @Test func aDateFormatOnlyTheLastRowDecidesReadsEveryRowAcrossStatements() throws {
        // Every day but the last one's reads both day-first and month-first; the last row's 25
        // can only be a day, so every row is read day-first, the first ones included.
        let ledger = try Ledger.open(AppDatabase.inMemory())
        var lines = ["Date,Description,Amount"]
        for i in 0..<(Self.rowCount - 1) {
            lines.append(String(format: "%02ld/%02ld/2025,Corner Cafe #%ld,-%ld.50", i % 12 + 1, i % 11 + 1, i, i % 40 + 1))
        }
        lines.append("25/12/2025,Corner Cafe #last,-3.00")
        let summary = try ledger.imports.importCSV(lines.joined(separator: "\n"))
        #expect(summary.added == Self.rowCount)
        let days = try ledger.database.writer.read { db in try String.fetchAll(db, sql: #"SELECT date FROM "transaction" ORDER BY id"#) }
        #expect(days.first == "2025-01-01")
        #expect(days[1] == "2025-02-02")
        #expect(days[13] == "2025-03-02")
        #expect(days.last == "2025-12-25")
    }
}
