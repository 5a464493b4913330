import BuddyCore
import Finance
import Foundation
import Testing

/// Statements in the shapes banks export, each read into the store it should give.
@Suite struct StatementImportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Statements")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The stored rows as "date amount currency description | category | account | notes" (a
    /// transfer's category is "Transfer").
    static func stored(_ ledger: Ledger) throws -> [String] {
        try ledger.transactions.allDetailed().map { item in
            let t = item.transaction
            let category = item.category ?? (t.type == .transfer ? Transaction.transferCategory : "-")
            return "\(t.date.iso) \(t.money.decimalString) \(t.currency) \(t.description) | \(category) | \(item.account ?? "-") | \(t.notes ?? "-")"
        }
    }

    @Test(arguments: [
        // Descriptions become clean names, and the merchant list categorises what the file does not.
        ("us-checking.csv", [
            "2026-03-02 -5.45 USD Starbucks | Dining | - | -",
            "2026-03-02 -5.45 USD Starbucks | Dining | - | -",
            "2026-03-13 2450.00 USD Acme Corp | Salary | - | -",
            "2026-03-15 -84.12 USD Whole Foods | Groceries | - | -",
            "2026-03-16 -120.00 USD Check 1042 | - | - | -",
        ]),
        ("uk-current.csv", [
            "2026-03-03 -42.10 GBP Tesco | Groceries | - | -",
            "2026-03-05 -1120.00 GBP City Council Tax | Utilities | - | -",
            "2026-03-25 2300.00 GBP Employer | Salary | - | -",
        ]),
        ("de-girokonto.csv", [
            "2026-03-02 -4.80 EUR Müller Bäckerei | Dining | - | Brötchen",
            "2026-03-05 -1234.56 EUR Stadtwerke München | Utilities | - | Abschlag März",
            "2026-03-31 3100.00 EUR Arbeitgeber GmbH | - | - | Gehalt",
        ]),
        ("credit-union.tsv", [
            "2026-03-03 -23.50 USD Corner Bistro | Dining | - | -",
            "2026-03-04 -2.75 USD City Transit | Transport | - | -",
            "2026-03-10 0.42 USD Interest | Interest | - | -",
        ]),
        ("budget-app.csv", [
            "2026-03-05 -1019.99 USD Amazon | Shopping | Visa Card | -",
            "2026-03-06 19.99 USD Amazon | Shopping | Visa Card | returned cable",
            // The app's "Gas & Fuel" is the profile's Transport (its synonyms "gas" and "fuel").
            "2026-03-21 -45.00 USD Gas Station | Transport | Visa Card | -",
        ]),
        ("credit-card.csv", [
            "2026-03-07 -31.20 USD Uber Eats | Dining | - | -",
            "2026-03-08 -15.49 USD Netflix | Entertainment | - | -",
            "2026-03-20 500.00 USD Card Payment | Transfer | - | -",
        ]),
    ])
    func aBankShapeGivesTheExpectedStore(_ file: String, _ expected: [String]) throws {
        // Each file is imported into a profile kept in the currency it is in.
        let ledger = try Ledger.inMemory(currency: String(expected[0].split(separator: " ")[2])).knowing(BuiltinMerchants.list())
        let summary = try ledger.imports.importCSV(path: Self.path(file))
        #expect(try Self.stored(ledger) == expected)
        #expect(summary.added == expected.count)
        #expect(summary.duplicatesSkipped == 0)
        let again = try ledger.imports.importCSV(path: Self.path(file))
        #expect(again.added == 0)
        #expect(again.duplicatesSkipped == expected.count)
        #expect(try Self.stored(ledger) == expected)
    }

    /// The same file imported again with an account it first went to none of, or without the
    /// account it first went to, adds nothing.
    @Test(arguments: [(nil, "Checking"), ("Checking", nil)] as [(String?, String?)])
    func theSameFileAgainWithAnotherAccountAddsNothing(_ first: String?, _ second: String?) throws {
        let ledger = try Ledger.inMemory(currency: "USD").knowing(BuiltinMerchants.list())
        try ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: Money(minorUnits: 0, currency: .usd))
        let added = try ledger.imports.importCSV(path: Self.path("us-checking.csv"), options: ImportOptions(account: first)).added
        let again = try ledger.imports.importCSV(path: Self.path("us-checking.csv"), options: ImportOptions(account: second))
        #expect(added == 5)
        #expect(again.added == 0)
        #expect(again.duplicatesSkipped == 5)
        #expect(try ledger.transactions.allDetailed().count == 5)
    }

    /// A charge two statements share on a day, one imported with no account and the other to a
    /// card, is two charges: only a whole file stored already is the same file.
    @Test func aRowAnotherFileSharesIsStillAdded() throws {
        let ledger = try Ledger.inMemory(currency: "USD").knowing(BuiltinMerchants.list())
        _ = try ledger.imports.importCSV("Date,Description,Amount\n2026-11-03,TFL TRAVEL CHARGE,-8.10\n", options: ImportOptions())
        let card = try ledger.imports.importCSV("Date,Description,Amount\n2026-11-03,TFL TRAVEL CHARGE,-8.10\n2026-11-04,PRET A MANGER,-6.45\n",
                                                options: ImportOptions(account: "Card"))
        #expect(card.added == 2)
        #expect(try ledger.transactions.allDetailed().count == 3)
    }

    /// A payee column that names only the service that passed the payment on (PayPal's European
    /// company, as German banks write it) is read with the purpose beside it, row by row.
    @Test func aPaymentServiceAsThePayeeIsReadWithThePurpose() throws {
        let dkb = """
        "Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Betrag (EUR)";
        "02.11.2026";"02.11.2026";"LASTSCHRIFT";"PayPal Europe S.a.r.l. et Cie S.C.A";"1038473299001 PP.8472.PP . Spotify AB, Ihr Einkauf bei Spotify AB";"-10,99";
        "12.10.2026";"12.10.2026";"LASTSCHRIFT";"PayPal Europe S.a.r.l. et Cie S.C.A";"1038473055510 PP.8472.PP . Zalando SE, Ihr Einkauf bei Zalando SE";"-79,95";

        """
        let ledger = try Ledger.inMemory(currency: "EUR").knowing(BuiltinMerchants.list())
        _ = try ledger.imports.importCSV(dkb)
        let stored = try Self.stored(ledger).map { $0.split(separator: "|").prefix(2).joined(separator: "|") }
        #expect(stored == ["2026-10-12 -79.95 EUR Zalando | Shopping ", "2026-11-02 -10.99 EUR Spotify | Subscriptions "])
    }

    @Test func theLayoutOfEachShapeIsDetected() throws {
        func layout(_ file: String, currency: String = "USD") throws -> StatementLayout {
            try Ledger.inMemory(currency: currency).imports.preview(StatementText(path: Self.path(file))).layout
        }
        let german = try layout("de-girokonto.csv", currency: "EUR")
        #expect(german.encoding == .latin1)
        #expect(german.delimiter == .semicolon)
        #expect(german.dateFormat == .dayMonthYearDots)
        #expect(german.decimalMark == .comma)
        let app = try layout("budget-app.csv")
        #expect(app.encoding == .utf8WithBOM)
        #expect(app.signFromDirection)
        #expect(app.dateFormat == .monthDayYear)
        #expect(try layout("credit-union.tsv").delimiter == .tab)
        #expect(try layout("credit-union.tsv").dateFormat == .monthNameDayYear)
        #expect(try layout("uk-current.csv", currency: "GBP").headerLine == 3)
        #expect(try layout("uk-current.csv", currency: "GBP").dateFormat == .dayMonthYear)
        let checking = try layout("us-checking.csv")
        #expect(checking.dateFormat == .monthDayYear)
        #expect(!checking.signFromDirection)
        #expect(checking.columns.date.header == "Posting Date")
        #expect(try layout("credit-card.csv").columns.date.header == "Transaction Date")
    }

    @Test func aBadRowIsNamedByLineAndColumnAndNothingIsWritten() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        _ = try ledger.imports.importCSV(path: Self.path("credit-card.csv"))
        let before = try Self.stored(ledger)
        let categories = try ledger.categories.all().count
        #expect {
            try ledger.imports.importCSV(path: Self.path("bad-row.csv"))
        } throws: { error in
            (error as? FinanceError)?.message == "line 5, column 'Amount': '12.3.4' is not an amount"
        }
        #expect(try Self.stored(ledger) == before)
        #expect(try ledger.categories.all().count == categories)
    }

    @Test func ambiguousDatesAreNotGuessed() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect {
            try ledger.imports.importCSV(path: Self.path("ambiguous-dates.csv"))
        } throws: { error in
            guard let ambiguous = error as? AmbiguousDateFormat else { return false }
            return ambiguous.candidates == [.monthDayYear, .dayMonthYear] && ambiguous.example == "03/04/2026"
        }
        #expect(try ledger.transactions.count() == 0)
        _ = try ledger.imports.importCSV(path: Self.path("ambiguous-dates.csv"), options: ImportOptions(dateFormat: .dayMonthYear))
        #expect(try ledger.transactions.allDetailed().map(\.transaction.date.iso) == ["2026-04-03", "2026-05-04"])
    }

    @Test func aDateFormatOptionIsReadInItsUsualSpellings() {
        #expect(StatementDateFormat(option: "dd/mm/yyyy") == .dayMonthYear)
        #expect(StatementDateFormat(option: "MDY") == .monthDayYear)
        #expect(StatementDateFormat(option: "DD.MM.YYYY") == .dayMonthYearDots)
        #expect(StatementDateFormat(option: "mmm d, yyyy") == .monthNameDayYear)
        #expect(StatementDateFormat(option: "yesterday") == nil)
    }

    @Test func everyDateFormReadsItsDays() {
        let cases: [(StatementDateFormat, String, String)] = [
            (.iso, "2026-03-04", "2026-03-04"), (.iso, "2026/3/4", "2026-03-04"), (.iso, "2026-03-04T10:22:00", "2026-03-04"),
            (.monthDayYear, "3/4/26", "2026-03-04"), (.monthDayYear, "03-04-2026", "2026-03-04"),
            (.dayMonthYear, "04/03/2026", "2026-03-04"), (.dayMonthYearDots, "4.3.2026", "2026-03-04"),
            (.monthNameDayYear, "Mar 4, 2026", "2026-03-04"), (.monthNameDayYear, "March 4 2026", "2026-03-04"),
            (.dayMonthNameYear, "04-Mar-2026", "2026-03-04"), (.dayMonthNameYear, "4 March 2026", "2026-03-04"),
        ]
        for (format, text, iso) in cases {
            #expect(format.day(text)?.iso == iso, "\(format.rawValue) \(text)")
        }
        #expect(StatementDateFormat.monthDayYear.day("13/04/2026") == nil)
        #expect(StatementDateFormat.dayMonthYearDots.day("04/03/2026") == nil)
        #expect(StatementDateFormat.iso.day("2026-02-30") == nil)
    }
}
