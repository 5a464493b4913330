import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// Statements garbled the ways files get garbled, imported into a store on disk: each import
/// adds exactly what its summary says, or fails with an error and writes nothing.
@Suite struct StatementFuzzTests {
    /// How many garbled files are imported (a few seconds in a debug build).
    static let fileCount = 400

    @Test func aGarbledStatementImportsWhollyOrWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-statement-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = try Ledger.open(AppDatabase.open(path: folder.appendingPathComponent("fuzz.sqlite").path))
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: StatementImportTests.folder.path).sorted()
            .map { try Data(contentsOf: StatementImportTests.folder.appendingPathComponent($0)) }
        var statements = GarbledStatements(seed: 20260312, fixtures: fixtures.map { [UInt8]($0) })
        var outcomes = (imported: 0, refused: 0)
        for index in 0..<Self.fileCount {
            let file = folder.appendingPathComponent("statement-\(index).csv")
            try Data(statements.next()).write(to: file)
            let options = statements.options()
            let before = try Self.rowCounts(ledger)
            // A preview writes nothing, whatever the file.
            _ = try? ledger.imports.preview(try StatementText(path: file.path), options: options)
            #expect(try Self.rowCounts(ledger) == before, "a preview of \(file.lastPathComponent) wrote")
            do {
                let summary = try ledger.imports.importCSV(path: file.path, options: options)
                var expected = before
                expected["transaction", default: 0] += summary.added
                expected["category", default: 0] += summary.categoriesCreated.count
                expected["account", default: 0] += summary.accountsCreated.count
                let after = try Self.rowCounts(ledger)
                #expect(after == expected, "\(file.lastPathComponent) added more or less than it said: \(summary), \(before) → \(after)")
                outcomes.imported += 1
            } catch {
                #expect(error is FinanceError || error is AmbiguousDateFormat, "\(file.lastPathComponent): \(error)")
                #expect(try Self.rowCounts(ledger) == before, "the failed import of \(file.lastPathComponent) wrote")
                outcomes.refused += 1
            }
        }
        // Both outcomes are exercised, or the garbling is too mild or too harsh to test anything.
        #expect(outcomes.imported > Self.fileCount / 10)
        #expect(outcomes.refused > Self.fileCount / 10)
    }

    /// The number of rows in each table of the store.
    static func rowCounts(_ ledger: Ledger) throws -> [String: Int] {
        try ledger.database.writer.read { db in
            var counts: [String: Int] = [:]
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'") {
                counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)")
            }
            return counts
        }
    }
}
