import BuddyCore
import Finance
import Foundation
import Testing

/// What a statement's text can hold and the store must not: escape sequences, control
/// characters, NUL, byte-order marks and invisible characters inside fields are taken out as
/// the file is read, so nothing stored can act on a terminal.
@Suite struct StatementCleaningTests {
    /// Imports `csv` into a new store and returns the stored descriptions, in file order.
    static func descriptions(_ csv: String) throws -> [String] {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        _ = try ledger.imports.importCSV(csv)
        return try ledger.transactions.allDetailed().sorted { $0.transaction.id! < $1.transaction.id! }.map(\.transaction.description)
    }

    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}Coffee", "Coffee"),
        ("\u{1B}[2J\u{1B}[HRent", "Rent"),
        ("\u{1B}[31mRed\u{1B}[0m Cafe", "Red Cafe"),
        ("\u{9B}2JBakery\u{9D}0;title\u{9C}", "Bakery"),
        ("\u{85}Tab\u{0}le\u{7F}", "Table"),
        ("\u{202E}gnp.exe\u{202C} shop", "gnp.exe shop"),
        ("\u{2066}Isolated\u{2069} \u{200F}text", "Isolated text"),
        ("Back\u{08}\u{08}space", "Backspace"),
        ("over\rwritten", "over written"),
        ("Gas\tStation\n 42", "Gas Station 42"),
        ("Star\u{0}bucks  Coffee", "Starbucks Coffee"),
        ("Caf\u{FEFF}é", "Café"),
        ("zero\u{200B}width\u{2060}join\u{200C}er\u{200D}s", "zerowidthjoiners"),
        ("Family 👨\u{200D}👩\u{200D}👧 dinner", "Family 👨\u{200D}👩\u{200D}👧 dinner"),
    ])
    func controlCharactersInADescriptionAreNotStored(_ field: String, _ stored: String) throws {
        let quoted = "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        #expect(try Self.descriptions("date,description,amount\n2026-03-01,\(quoted),-4.50\n") == [stored])
    }

    @Test func aNulInsideAFieldDoesNotCutItShort() throws {
        let csv = "date,description,amount,notes\n2026-03-01,Whole\u{0} Foods Market,-84.12,left\u{0}over\n"
        let ledger = try Ledger.open(AppDatabase.inMemory())
        _ = try ledger.imports.importCSV(csv)
        let row = try #require(try ledger.transactions.allDetailed().first?.transaction)
        #expect(row.description == "Whole Foods Market")
        #expect(row.notes == "leftover")
    }

    @Test func aByteOrderMarkInsideAFileIsRemovedWhereverItIs() throws {
        // A BOM at the start, a second one where two exports were joined, and one in a field.
        let bytes = Data([0xEF, 0xBB, 0xBF]) + Data("date,description,amount\n2026-03-01,\u{FEFF}Tesco,-4.50\n".utf8)
            + Data([0xEF, 0xBB, 0xBF]) + Data("2026-03-02,Aldi\u{FEFF},-2.00\n".utf8)
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let summary = try ledger.imports.importStatement(StatementText(data: bytes))
        #expect(summary.added == 2)
        #expect(try ledger.transactions.allDetailed().map(\.transaction.description).sorted() == ["Aldi", "Tesco"])
    }

    @Test func namesFromTheFileAreCleanedToo() throws {
        let csv = "date,description,amount,category,account\n2026-03-01,Lunch,-9.00,\"\u{1B}[1mHobbies\u{1B}[0m\",\"Check\u{202E}ing\"\n"
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let summary = try ledger.imports.importCSV(csv)
        #expect(summary.categoriesCreated == ["Hobbies"])
        #expect(summary.accountsCreated == ["Checking"])
    }

    @Test func aHeaderWithControlCharactersIsStillFound() throws {
        #expect(try Self.descriptions("\u{1B}[0mDate\u{0},Descr\u{200B}iption,Amount\u{FEFF}\n2026-03-01,Market,-3.00\n") == ["Market"])
    }

    @Test func aMessageQuotingAFieldQuotesItCleaned() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect {
            try ledger.imports.importCSV("date,description,amount\n2026-03-01,Lunch,\"\u{1B}]0;x\u{07}12.3.4\"\n")
        } throws: { error in
            (error as? FinanceError)?.message == "line 2, column 'amount': '12.3.4' is not an amount"
        }
    }

    @Test func aRulesFileIsCleanedAsItIsRead() throws {
        let rules = try RulesFile.parse("star\u{0}bucks -> Coffee as \u{1B}[5mStarbucks\u{1B}[0m\n")
        #expect(rules.map(\.pattern) == ["starbucks"])
        #expect(rules.map(\.payee) == ["Starbucks"])
    }
}
