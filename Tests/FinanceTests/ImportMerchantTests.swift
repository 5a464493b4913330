import Assistant
import BuddyCore
import Finance
import Foundation
import GRDB
import Presentation
import Testing

/// A bank's statement imported with no set-up: clean names, and categories from the merchant
/// list after every source the person controls.
@Suite struct ImportMerchantTests {
    let statement = """
        Date,Description,Amount,Category
        2026-03-02,STARBUCKS STORE 01234 SEATTLE WA,-5.45,
        2026-03-03,NETFLIX.COM 866-579-7172 CA,-15.49,
        2026-03-04,UBER *TRIP HELP.UBER.COM CA,-18.20,Travel
        2026-03-05,SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA,-5.25,
        2026-03-06,TRADER JOE'S #123 SAN FRANCISCO CA,-64.10,
        2026-03-07,MYSTERY VENDOR 0042,-9.00,
        """

    @Test func categoriesComeFromRulesTheFileHistoryThenTheMerchantList() throws {
        let ledger = try BuiltinMerchants.ledger()
        try ledger.rules.add(ImportRule(pattern: "netflix", category: "Entertainment", payee: nil))
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-02-20")!, amount: Money(minorUnits: -500, currency: .usd),
                                                   description: "Blue Bottle", category: "Treats"))
        let options = ImportOptions(rules: [ImportRule(pattern: "starbucks", category: "Coffee", payee: nil)])
        let plan = try ledger.imports.preview(StatementText(statement), options: options)
        #expect(plan.rows.map(\.categorySource) == [.rule("starbucks"), .rule("netflix"), .file, .history, .merchantList, .none])
        #expect(plan.rows.map(\.transaction.category) == ["Coffee", "Entertainment", "Travel", "Treats", "Groceries", nil])
        #expect(plan.rows.map(\.transaction.description) == ["Starbucks", "Netflix", "Uber", "Blue Bottle Coffee", "Trader Joe's", "Mystery Vendor"])
        let summary = try ledger.imports.importCSV(statement, options: options)
        #expect(summary.categorisedByRules == 2)
        #expect(summary.categorisedFromHistory == 1)
        #expect(summary.categorisedFromMerchantList == 1)
        #expect(ImportText.summary(summary, file: "bank.csv")[2] == "Categorised by rules: 2; from your history: 1; from the merchant list: 1.")
        #expect(ImportJSON.summary(summary, file: "bank.csv").contains("\"categorisedFromMerchantList\":1"))
    }

    @Test func aHugeDescriptionIsReadByItsStart() throws {
        let ledger = try BuiltinMerchants.ledger()
        let text = "Date,Description,Amount\n2026-03-02,STARBUCKS STORE 01234 " + String(repeating: "ab ", count: 50_000) + ",-5.45\n"
        let plan = try ledger.imports.preview(StatementText(text))
        #expect(plan.rows.map(\.transaction.description) == ["Starbucks"])
    }

    @Test func thePreviewSaysWhereEachCategoryCameFrom() throws {
        let ledger = try BuiltinMerchants.ledger()
        let plan = try ledger.imports.preview(StatementText(statement))
        let text = ImportText.preview(plan, file: "bank.csv", display: .plain(keeping: .none)).joined(separator: "\n")
        #expect(text.contains("Groceries (merchants)"))
        #expect(text.contains("Trader Joe's"))
        let json = ImportJSON.preview(plan, file: "bank.csv")
        #expect(json.contains("\"category\":\"Groceries\",\"categorySource\":\"merchants\""))
        #expect(json.contains("\"description\":\"Trader Joe's\""))
        #expect(json.contains("\"fileDescription\":\"TRADER JOE'S #123 SAN FRANCISCO CA\""))
    }

    @Test func whatThePersonTaughtWinsOverTheMerchantList() throws {
        let ledger = try BuiltinMerchants.ledger()
        try ledger.rules.add(ImportRule(pattern: "blue bottle", category: "Coffee", payee: nil))
        try ledger.rules.add(ImportRule(pattern: "trader joes", category: "Treats", payee: nil))
        _ = try ledger.imports.importCSV(statement)
        let rows = try StatementImportTests.stored(ledger)
        #expect(rows[3] == "2026-03-05 -5.25 USD Blue Bottle Coffee | Coffee | - | -")
        // The rule's words match the clean name, apostrophe or not.
        #expect(rows[4] == "2026-03-06 -64.10 USD Trader Joe's | Treats | - | -")
    }

    @Test func theBanksTextIsKeptAndTheSameFileIsStillRecognised() throws {
        let ledger = try BuiltinMerchants.ledger()
        _ = try ledger.imports.importCSV(statement)
        let rows = try ledger.transactions.allDetailed()
        #expect(rows[4].transaction.bankDescription == "TRADER JOE'S #123 SAN FRANCISCO CA")
        #expect(rows[5].transaction.bankDescription == "MYSTERY VENDOR 0042")
        let again = try ledger.imports.importCSV(statement)
        #expect(again.added == 0)
        #expect(again.duplicatesSkipped == 6)
        // Rows imported before the merchant list knew these names are still recognised by their
        // fingerprint, whatever names they were given.
        let older = try Ledger.open(AppDatabase.inMemory())
        _ = try older.imports.importCSV(statement)
        #expect(try older.knowing(BuiltinMerchants.list()).imports.importCSV(statement).added == 0)
    }

    @Test func aPurchaseTypedInIsRecognisedWhenTheStatementBringsIt() throws {
        let ledger = try BuiltinMerchants.ledger()
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-05")!, amount: Money(minorUnits: -525, currency: .usd),
                                                   description: "Blue Bottle Coffee", category: "Dining"))
        let plan = try ledger.imports.preview(StatementText(statement))
        #expect(plan.rows.map(\.duplicate) == [false, false, false, true, false, false])
    }

    @Test func aCategoryTheProfileDoesNotHaveIsNotCreated() throws {
        let ledger = try BuiltinMerchants.ledger()
        try ledger.database.writer.write { db in
            try db.execute(sql: "DELETE FROM category WHERE name = 'Groceries' AND profileId = ?", arguments: [ledger.profileId])
        }
        let summary = try ledger.imports.importCSV(statement)
        #expect(summary.categoriesCreated.isEmpty)
        #expect(try StatementImportTests.stored(ledger)[4] == "2026-03-06 -64.10 USD Trader Joe's | - | - | -")
        #expect(try ledger.categories.named("Groceries") == nil)
    }

    @Test func aRenamedCategoryIsFoundByTheNameItHad() throws {
        let ledger = try BuiltinMerchants.ledger()
        _ = try ledger.categories.rename("Groceries", to: "Supermarket")
        _ = try ledger.imports.importCSV(statement)
        #expect(try StatementImportTests.stored(ledger)[4] == "2026-03-06 -64.10 USD Trader Joe's | Supermarket | - | -")
    }

    @Test func paymentsToPeopleAndBetweenAccountsAreTransfers() throws {
        let ledger = try BuiltinMerchants.ledger()
        let csv = """
            Date,Description,Amount
            2026-03-02,Zelle payment to John Smith JPM99a1b2c3,-120.00
            2026-03-03,Zelle payment from JANE DOE WFCT0ABC1234,45.00
            2026-03-04,ONLINE TRANSFER TO SAV ...1234 TRANSACTION#: 12345678 03/04,-500.00
            2026-03-05,PAYMENT THANK YOU,800.00
            2026-03-06,ACME CORP PAYROLL PPD ID: 1234567890,2450.00
            2026-03-07,INTEREST PAYMENT,-3.10
            2026-03-08,SHELL OIL 57444212 HOUSTON TX,-52.30
            """
        _ = try ledger.imports.importCSV(csv)
        #expect(try StatementImportTests.stored(ledger) == [
            "2026-03-02 -120.00 USD John Smith | Transfer | - | -",
            "2026-03-03 45.00 USD Jane Doe | Transfer | - | -",
            "2026-03-04 -500.00 USD Transfer to Savings | Transfer | - | -",
            "2026-03-05 800.00 USD Card Payment | Transfer | - | -",
            "2026-03-06 2450.00 USD Acme Corp | Salary | - | -",
            // Interest is income: money going out is not given it.
            "2026-03-07 -3.10 USD Interest | - | - | -",
            "2026-03-08 -52.30 USD Shell | Transport | - | -",
        ])
        let march = Period(start: Day(iso: "2026-03-01")!, end: Day(iso: "2026-04-01")!, label: "March")
        #expect(try ledger.reports.spending(in: march) == Money(minorUnits: 5540, currency: .usd))
        #expect(try ledger.reports.income(in: march) == Money(minorUnits: 245_000, currency: .usd))
    }

    @Test func buddysOwnExportKeepsItsNames() throws {
        let ledger = try BuiltinMerchants.ledger()
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-02")!, amount: Money(minorUnits: -545, currency: .usd),
                                                   description: "STARBUCKS STORE 01234", category: "Dining"))
        let copy = try BuiltinMerchants.ledger()
        _ = try copy.imports.importCSV(try ledger.exports.csv())
        #expect(try copy.transactions.allDetailed().map(\.transaction.description) == ["STARBUCKS STORE 01234"])
    }
}
