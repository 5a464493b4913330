import BuddyCore
import Finance
import Foundation
import Testing

/// A statement names its currency in a column's name, in the account lines above its header, on
/// its amounts or in a currency column. A profile keeps one currency and Buddy has no exchange
/// rates, so a file in another is refused whole, saying which currency and where, and nothing
/// is written; a file in the profile's own currency imports as before.
@Suite struct StatementCurrencyTests {
    static let advice = "This profile keeps its money in USD and Buddy has no exchange rates, so it does not store EUR amounts as USD; "
        + "convert them to USD and import again"

    @Test(arguments: [
        ("Buchungstag;Empfänger;Betrag (EUR)\n02.03.2026;Bäckerei;-4,80\n", "as the column 'Betrag (EUR)' says"),
        ("Date,Description,Montant (EUR)\n2026-03-02,Boulangerie,-4.80\n", "as the column 'Montant (EUR)' says"),
        ("Date,Description,Amount in EUR\n2026-03-02,Bakery,-4.80\n", "as the column 'Amount in EUR' says"),
        ("Buchungstag;Empfänger;Betrag;Kontostand EUR\n02.03.2026;Bäckerei;-4,80;100,00\n", "as the column 'Kontostand EUR' says"),
        ("Date,Description,Amount (€)\n2026-03-02,Bakery,-4.80\n", "as the column 'Amount (€)' says"),
    ])
    func aCurrencyInAColumnNameIsRead(_ csv: String, _ source: String) throws {
        #expect(try StatementRefusalTests.refusal(csv) == "this statement's money is in EUR, \(source). \(Self.advice)")
    }

    @Test(arguments: [
        ("\"Kontostand vom 20.11.2026:\";\"1.532,17 EUR\";\n\nBuchungstag;Empfänger;Betrag\n02.11.2026;Bäckerei;-4,80\n",
         "as line 1 says ('1.532,17 EUR')"),
        ("Konto;DE44 1203 0000 1012 3456 78\nWährung: EUR\nBuchungstag;Empfänger;Betrag\n02.11.2026;Bäckerei;-4,80\n",
         "as line 2 says ('Währung: EUR')"),
        ("Saldo;2.314,55;EUR\nBuchungstag;Empfänger;Betrag\n02.11.2026;Bäckerei;-4,80\n", "as line 1 says ('EUR')"),
    ])
    func aCurrencyInTheLinesAboveTheHeaderIsRead(_ csv: String, _ source: String) throws {
        #expect(try StatementRefusalTests.refusal(csv) == "this statement's money is in EUR, \(source). \(Self.advice)")
    }

    @Test func aCurrencyOnTheAmountsIsRead() throws {
        let csv = "Date,Description,Amount\n2026-03-02,Bakery,-4.80\n2026-03-03,Cafe,€-3.10\n"
        #expect(try StatementRefusalTests.refusal(csv) == "this statement's money is in EUR, as its amounts show, such as '€-3.10' on line 3. \(Self.advice)")
    }

    @Test func aCurrencyColumnInAnotherCurrencyIsRefusedToo() throws {
        let csv = "Date,Description,Amount,Currency\n2026-03-02,Bakery,-4.80,USD\n2026-03-03,Cafe,-3.10,EUR\n2026-03-04,Bar,-9.00,EUR\n"
        #expect(try StatementRefusalTests.refusal(csv) == "this statement's money is in EUR, as the column 'Currency' says on line 3 and 1 more. \(Self.advice)")
    }

    @Test func theGermanSampleIsRefusedInDollarsAndImportedInEuros() throws {
        let path = StatementImportTests.path("de-girokonto-banner.csv")
        let dollars = try Ledger.open(AppDatabase.inMemory())
        #expect {
            try dollars.imports.importCSV(path: path)
        } throws: { error in
            (error as? FinanceError)?.message == "this statement's money is in EUR, as the column 'Betrag (EUR)' says. \(Self.advice)"
        }
        #expect(try dollars.transactions.count() == 0)
        let euros = try Ledger.inMemory(currency: "EUR")
        let plan = try euros.imports.preview(StatementText(path: path))
        #expect(plan.layout.currency.code == "EUR")
        #expect(plan.layout.currencySource == "as the column 'Betrag (EUR)' says")
        #expect(plan.layout.headerLine == 7)
        #expect(try euros.imports.importCSV(path: path).added == 11)
        #expect(try euros.transactions.allDetailed().allSatisfy { $0.transaction.currency == "EUR" })
    }

    @Test(arguments: [
        "Date,Description,Amount (USD)\n2026-03-02,Bakery,-4.80\n",
        "Date,Description,Amount\n2026-03-02,Bakery,$4.80\n2026-03-03,Refund,US$ 1.00\n",
        "Bank;ING\nFilter;ALL\nDate;Description;Amount\n2026-03-02;Bakery;-4,80\n",
        "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\nDEBIT,03/16/2026,CHECK 1042,-150.00,CHECK_PAID,10.00,1042,\n",
    ])
    func aFileInTheProfilesCurrencyOrNamingNoneImports(_ csv: String) throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect(try ledger.imports.importCSV(csv).added >= 1)
        #expect(try ledger.transactions.allDetailed().allSatisfy { $0.transaction.currency == "USD" })
    }
}
