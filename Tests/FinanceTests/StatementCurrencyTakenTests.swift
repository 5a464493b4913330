import BuddyCore
import Finance
import Testing

/// A profile that holds no records yet takes the currency its first statement names (a UK or
/// euro-area bank's file into a new store), in the same transaction as the rows; a profile with
/// records keeps its own, and such a file is refused with nothing written.
@Suite struct StatementCurrencyTakenTests {
    static let pounds = """
    Date,Description,Paid out (GBP),Paid in (GBP)
    2026-11-02,TESCO STORES 3217 LONDON GB,23.45,
    2026-11-03,ACME LTD SALARY,,2100.00
    2026-11-05,PRET A MANGER LONDON GB,4.20,

    """

    static var taking: ImportOptions {
        var options = ImportOptions(today: Day(iso: "2026-11-27")!)
        options.takesStatementCurrency = true
        return options
    }

    @Test func aNewProfileTakesTheStatementsCurrency() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(Self.pounds), options: Self.taking)
        #expect(plan.currencyTaken?.code == "GBP")
        // The preview writes nothing.
        #expect(try Ledger.open(ledger.database).currency.code == "USD")
        let summary = try ledger.imports.importStatement(StatementText(Self.pounds), options: Self.taking)
        #expect(summary.added == 3 && summary.currencyTaken?.code == "GBP")
        let reopened = try Ledger.open(ledger.database)
        #expect(reopened.currency.code == "GBP")
        let spent = try reopened.reports.spending(in: Period(start: Day(iso: "2026-11-01")!, end: Day(iso: "2026-11-30")!, label: "November"))
        #expect(spent == Money(minorUnits: 27_65, currency: Currency(code: "GBP")!))
    }

    @Test func aProfileWithRecordsKeepsItsCurrencyAndRefusesTheFile() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-10-01")!, amount: Money(minorUnits: -5_00, currency: .usd),
                                                   description: "Coffee", category: "Dining"))
        let before = try StoreBackup(database: ledger.database).backup()
        #expect(throws: FinanceError.self) { try ledger.imports.importStatement(StatementText(Self.pounds), options: Self.taking) }
        #expect(try StoreBackup(database: ledger.database).backup() == before)
        #expect(try Ledger.open(ledger.database).currency.code == "USD")
    }
}
