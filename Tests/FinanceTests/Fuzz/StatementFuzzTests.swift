import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// Statements garbled the ways files get garbled (and the ways a hostile file is made), imported
/// into a store on disk: each import adds exactly what its summary and its preview say and
/// stores no control character, or fails with an error and leaves the whole store as it was.
@Suite struct StatementFuzzTests {
    /// How many garbled files are imported (a few seconds in a debug build).
    static let fileCount = 150

    @Test func aGarbledStatementImportsWhollyOrLeavesTheStoreAsItWas() throws {
        let started = Date()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-statement-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = try Ledger.open(AppDatabase.open(path: folder.appendingPathComponent("fuzz.sqlite").path))
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: StatementImportTests.folder.path).sorted()
            .map { try Data(contentsOf: StatementImportTests.folder.appendingPathComponent($0)) }
        var statements = GarbledStatements(seed: 20260312, fixtures: fixtures.map { [UInt8]($0) })
        var outcomes = (imported: 0, rows: 0, refused: 0, previewed: 0)
        for index in 0..<Self.fileCount {
            let file = folder.appendingPathComponent("statement-\(index).csv")
            try Data(statements.next()).write(to: file)
            let options = statements.options()
            let before = try Self.rowCounts(ledger)
            let digest = try StoreBackup(database: ledger.database).backup()
            // A preview writes nothing, whatever the file.
            let plan = try? ledger.imports.preview(try StatementText(path: file.path), options: options)
            #expect(try StoreBackup(database: ledger.database).backup() == digest, "a preview of \(file.lastPathComponent) wrote")
            if plan != nil { outcomes.previewed += 1 }
            do {
                let summary = try ledger.imports.importCSV(path: file.path, options: options)
                var expected = before
                expected["transaction", default: 0] += summary.added
                expected["category", default: 0] += summary.categoriesCreated.count
                expected["account", default: 0] += summary.accountsCreated.count
                let after = try Self.rowCounts(ledger)
                #expect(after == expected, "\(file.lastPathComponent) added more or less than it said: \(summary), \(before) → \(after)")
                #expect(summary.added == plan?.newRows.count, "\(file.lastPathComponent): the preview said \(plan?.newRows.count ?? -1) rows")
                outcomes.imported += 1
                outcomes.rows += summary.added
            } catch {
                #expect(error is FinanceError || error is AmbiguousDateFormat, "\(file.lastPathComponent): \(error)")
                #expect(plan == nil, "\(file.lastPathComponent) was previewed but not imported: \(error)")
                #expect(try StoreBackup(database: ledger.database).backup() == digest, "the failed import of \(file.lastPathComponent) wrote")
                outcomes.refused += 1
            }
        }
        #expect(StoreCheck(database: ledger.database).run().problems == [])
        let dirty = try Self.textsWithControls(ledger)
        #expect(dirty.isEmpty, "control characters stored: \(dirty.prefix(5))")
        // Both outcomes are exercised, or the garbling is too mild or too harsh to test anything.
        #expect(outcomes.imported > Self.fileCount / 10)
        #expect(outcomes.refused > Self.fileCount / 10)
        print("fuzz: \(Self.fileCount) garbled statements, 0 crashes, \(outcomes.imported) imported whole (\(outcomes.rows) rows), "
              + "\(outcomes.refused) refused with the store unchanged, \(outcomes.previewed) previewed "
              + "(\(Int(Date().timeIntervalSince(started) * 1000)) ms)")
    }

    /// The number of rows in each table of the store, but for the accounts' totals and the
    /// payees' counts, which are made from the rows (the store check above finds them right).
    static func rowCounts(_ ledger: Ledger) throws -> [String: Int] {
        try ledger.database.writer.read { db in
            var counts: [String: Int] = [:]
            for table in try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' AND name NOT IN ('accountTotal', 'payee')
                """) {
                counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)")
            }
            return counts
        }
    }

    /// The stored descriptions, notes and names that hold a control character.
    static func textsWithControls(_ ledger: Ledger) throws -> [String] {
        try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT description FROM "transaction" UNION ALL SELECT notes FROM "transaction" WHERE notes IS NOT NULL
                UNION ALL SELECT name FROM category UNION ALL SELECT name FROM account
                """)
        }.filter { !ControlCharacters.isClean($0) }.map(\.debugDescription)
    }
}
