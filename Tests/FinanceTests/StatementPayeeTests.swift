import BuddyCore
import Finance
import Foundation
import Testing

/// When a statement has both a payee's name and a purpose or memo, the name describes the row
/// (so "find lidl" finds every LIDL row) and the purpose is kept as its note.
@Suite struct StatementPayeeTests {
    @Test func theGermanSampleIsDescribedByThePayeeAndKeepsThePurposeAsNotes() throws {
        let ledger = try Ledger.inMemory(currency: "EUR")
        _ = try ledger.imports.importCSV(path: StatementImportTests.path("de-girokonto-banner.csv"))
        let november = Period.month(containing: Day(iso: "2026-11-01")!)
        let lidl = try ledger.transactions.list(TransactionFilter(period: november, kind: nil, text: "lidl"), limit: 20)
        #expect(lidl.count == 5)
        #expect(lidl.rows.allSatisfy { $0.transaction.notes == "Kartenzahlung girocard" })
        #expect(lidl.rows.map(\.transaction.amount).reduce(0, +) == -97_70)
        let rent = try ledger.transactions.list(TransactionFilter(period: november, kind: nil, text: "Hausverwaltung"), limit: 5).rows
        #expect(rent.map(\.transaction.notes) == ["Miete November 2026 Whg. 3 links"])
    }

    @Test(arguments: [
        ("Date,Payee,Memo,Amount", "Payee", "Memo"),
        ("Datum;Name;Verwendungszweck;Betrag", "Name", "Verwendungszweck"),
        ("Buchungstag;Verwendungszweck;Auftraggeber/Begünstigter;Betrag", "Auftraggeber/Begünstigter", "Verwendungszweck"),
        ("Buchungstag;Buchungstext;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Betrag", "Beguenstigter/Zahlungspflichtiger", "Verwendungszweck"),
        ("Buchungstag;Verwendungszweck;Zahlungsempfänger;Betrag", "Zahlungsempfänger", "Verwendungszweck"),
        ("Buchungstag;Verwendungszweck;Empfänger;Betrag", "Empfänger", "Verwendungszweck"),
        ("Date,Description,Counter party,Amount", "Counter party", "Description"),
        ("Datum,Naam / Omschrijving,Rekening,Mededelingen,Bedrag", "Naam / Omschrijving", "Mededelingen"),
        ("Date,Name,Description,Amount,Notes", "Name", "Notes"),
    ])
    func thePayeeColumnDescribesAndThePurposeIsTheNote(_ header: String, _ description: String, _ notes: String) throws {
        let delimiter = header.contains(";") ? ";" : ","
        let fields = header.split(separator: Character(delimiter)).map { name -> String in
            switch name {
            case "Date", "Datum", "Buchungstag": "2026-03-02"
            case "Memo", "Verwendungszweck", "Mededelingen", "Notes": "the purpose"
            case "Amount", "Betrag", "Bedrag": "-4.80"
            default: "Name \(name.count)"
            }
        }
        let csv = header + "\n" + fields.joined(separator: delimiter) + "\n"
        let plan = try Ledger.open(AppDatabase.inMemory()).imports.preview(StatementText(csv))
        #expect(plan.layout.columns.description?.header == description)
        #expect(plan.layout.columns.notes?.header == notes)
    }
}
