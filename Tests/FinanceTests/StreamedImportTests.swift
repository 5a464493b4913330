import BuddyCore
@testable import Finance
import GRDB
import Testing

/// A statement is read in two passes and kept as numbers: what is stored is what reading it
/// row by row stores, and a bad row anywhere leaves the store as it was.
@Suite struct StreamedImportTests {
    @Test func aBadRowInTheMiddleOfALargeFileWritesNothing() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let before = try LargeImportTests.indexes(ledger)
        let rows = LargeImportTests.statement(rows: 20_000).split(separator: "\n", omittingEmptySubsequences: false)
        var lines = rows.map(String.init)
        lines.insert("2025-06-01,Late Fee,abc,Checking", at: 10_001)
        #expect {
            try ledger.imports.importCSV(lines.joined(separator: "\n"))
        } throws: { error in
            (error as? FinanceError)?.message.contains("line 10002") == true
        }
        #expect(try ledger.transactions.count() == 0)
        #expect(try LargeImportTests.indexes(ledger) == before)
    }

    @Test func eachRowIsStoredAsWhenItIsImportedAlone() throws {
        // The same descriptions with and without a category, money in and out: each is
        // categorised once for the file, and must come out as it does on its own.
        let rows = ["2026-01-02,STARBUCKS STORE 01234,-4.50,,Visa", "2026-01-03,STARBUCKS STORE 01234,-5.10,Coffee,Visa",
                    "2026-01-03,Acme Payroll,2500.00,,Checking", "2026-01-04,\"AMAZON, INC\",-19.99,,",
                    "2026-01-05,STARBUCKS STORE 01234,4.50,,Visa", "2026-01-05,STARBUCKS STORE 01234,-4.50,,Visa",
                    "2026-01-05,STARBUCKS STORE 01234,-4.50,,Visa", "2026-01-06,NETFLIX.COM,-15.49,,Visa"]
        let header = "Date,Description,Amount,Category,Account"
        func stored(_ ledger: Ledger) throws -> [String] {
            try ledger.database.writer.read { db in
                try String.fetchAll(db, sql: """
                    SELECT t.date || '|' || t.amount || '|' || t.description || '|' || COALESCE(c.name, '') || '|' || t.type || '|' ||
                           COALESCE(a.name, '') || '|' || COALESCE(t.bankDescription, '')
                    FROM "transaction" t LEFT JOIN category c ON c.id = t.categoryId LEFT JOIN account a ON a.id = t.accountId
                    """)
            }
        }
        let whole = try Ledger.open(AppDatabase.inMemory())
        let summary = try whole.imports.importCSV(([header] + rows).joined(separator: "\n"))
        #expect(summary.added == rows.count)
        // Each row alone, into a store of its own (as the whole file's rows meet an empty store).
        var alone: [String] = []
        for row in rows {
            let ledger = try Ledger.open(AppDatabase.inMemory())
            _ = try ledger.imports.importCSV([header, row].joined(separator: "\n"))
            alone += try stored(ledger)
        }
        #expect(try stored(whole).sorted() == alone.sorted())
        #expect(try whole.imports.importCSV(([header] + rows).joined(separator: "\n")).added == 0)
    }

    @Test func aFingerprintHashedPieceByPieceIsTheOneOfItsText() {
        let day = Day(iso: "2026-03-02")!
        for (amount, description, account, occurrence) in [(Int64(-450), "starbucks store 01234", "visa", 1),
                                                           (250_000, "acme payroll", "", 3), (0, "", "checking", 12)] {
            let content = "\(day.iso)|\(amount)|USD|\(description)|\(account)"
            var hash = ImportFingerprint.Hash()
            hash.add(Array(content.utf8))
            hash.add(UInt8(ascii: "#"))
            hash.add(decimal: Int64(occurrence))
            let key = ImportFingerprint.key(day: StatementRows.packed(day), hash: hash.value)
            #expect(key == ImportFingerprint.key(date: day, content: content, occurrence: occurrence))
            #expect(ImportFingerprint.parse(key).map { $0.hash } == hash.value)
        }
    }

    @Test func quotedFieldsReadAsBeforeWithTheirLines() throws {
        let text = "a,\"b \"\"c\"\"\",d\r\n\"e\nf\",g,\"h\"x\"\n\n1,2,\n"
        let records = try CSVRecords.read(text, delimiter: .comma)
        #expect(records.map(\.fields) == [["a", "b \"c\"", "d"], ["e\nf", "g", "h\""], ["1", "2", ""]])
        #expect(records.map(\.line) == [1, 2, 5])
    }

    @Test func groupedAmountsAreReadByteByByteAsInFull() {
        let cases: [(String, DecimalMark, Int64?)] = [
            ("1,234.56", .point, 123_456), ("-12,345,678.90", .point, -1_234_567_890), ("1,234", .point, 123_400),
            ("1.234,56", .comma, 123_456), ("12,34", .point, nil), ("1,2345.00", .point, nil), ("1234,567.00", .point, nil),
            ("-4.80", .point, -480), ("4,80", .comma, 480), ("1,234.5", .point, 123_450),
        ]
        for (field, mark, minor) in cases {
            #expect(CSVAmount.parse(field, currency: .usd, mark: mark)?.minorUnits == minor, "\(field)")
        }
    }
}
