import BuddyCore
import Finance
import Foundation
import Testing

/// Statements that contradict themselves are refused whole, with a sentence saying where, and
/// nothing is written: two columns named for the same field, or a row with money both out and in.
@Suite struct StatementRefusalTests {
    /// The message importing `csv` fails with, after checking that the preview fails with the
    /// same one and that neither wrote anything.
    static func refusal(_ csv: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let before = try StoreBackup(database: ledger.database).backup()
        var messages: [String] = []
        for preview in [true, false] {
            do {
                if preview { _ = try ledger.imports.preview(StatementText(csv)) } else { _ = try ledger.imports.importCSV(csv) }
            } catch let error as FinanceError {
                messages.append(error.message)
            }
        }
        #expect(try StoreBackup(database: ledger.database).backup() == before, "the refused file wrote", sourceLocation: sourceLocation)
        #expect(messages.count == 2 && messages[0] == messages[1], "preview and import differ: \(messages)", sourceLocation: sourceLocation)
        return messages.last
    }

    @Test(arguments: [
        ("Date,Payee,Amount,Memo,Amount\n2026-03-01,Cafe,-4.50,,-45.00\n", "the file has two Amount columns (3 and 5); keep one and import again"),
        ("Date,Description,Date,Amount\n2026-03-01,Cafe,2026-03-02,-4.50\n", "the file has two Date columns (1 and 3); keep one and import again"),
        ("date,payee,amount,payee\n2026-03-01,Cafe,-4.50,Bakery\n", "the file has two payee columns (2 and 4); keep one and import again"),
        ("Date,Description,Amount (GBP),Amount (EUR)\n2026-03-01,Cafe,-4.50,-5.20\n",
         "the file has two Amount (GBP) columns (3 and 4); keep one and import again"),
        ("Date,Description,Debit,Credit,Debit,Credit,Debit\n2026-03-01,Cafe,4.50,,,,\n",
         "the file has three Debit columns (3, 5 and 7); keep one and import again"),
    ])
    func twoColumnsForOneFieldAreRefused(_ csv: String, _ message: String) throws {
        #expect(try Self.refusal(csv) == message)
    }

    @Test func aRowWithBothDebitAndCreditIsRefusedNamingItsLine() throws {
        var csv = "Date,Description,Debit,Credit\n"
        for day in 1...11 { csv += "2026-03-\(String(format: "%02d", day)),Shop \(day),1.00,\n" }
        csv += "2026-03-12,Refund,,3.00\n2026-03-13,Odd row,12.00,3.00\n"
        #expect(try Self.refusal(csv) == "line 14 has both Debit (12.00) and Credit (3.00); a row should have one")
    }

    @Test func everyRowWithBothIsListedWithTheOtherBadLines() throws {
        let csv = "Date,Payee,Withdrawal,Deposit\n2026-03-01,A,5.00,1.00\n2026-03-02,B,x,\n2026-03-03,C,2.00,2.50\n"
        #expect(try Self.refusal(csv) == """
            line 2 has both Withdrawal (5.00) and Deposit (1.00); a row should have one
            line 3, column 'Withdrawal': 'x' is not an amount
            line 4 has both Withdrawal (2.00) and Deposit (2.50); a row should have one
            """)
    }

    @Test func aZeroOnTheOtherSideIsNotAContradiction() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let summary = try ledger.imports.importCSV("Date,Description,Debit,Credit\n2026-03-01,Cafe,4.50,0.00\n2026-03-02,Refund,0,3.00\n")
        #expect(summary.added == 2)
        #expect(try ledger.transactions.allDetailed().map(\.transaction.amount).sorted() == [-450, 300])
    }

    @Test func differentNamesForOneFieldAreNotDuplicates() throws {
        // The purchase day is read and the posting day left; a memo beside a description is a note.
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = "Transaction Date,Posted Date,Description,Memo,Amount\n2026-03-01,2026-03-03,Cafe,flat white,-4.50\n"
        #expect(try ledger.imports.importCSV(csv).added == 1)
        #expect(try ledger.transactions.allDetailed().first?.transaction.notes == "flat white")
    }
}
