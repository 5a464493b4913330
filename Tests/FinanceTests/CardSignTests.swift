import BuddyCore
import Finance
import Testing

/// A card export that writes charges as positive amounts and payments as negative ones (American
/// Express, Discover) is read the other way round, and the preview says so; a statement whose
/// amounts are signed as money in and out, or that gives no sign of being a card's, is read as
/// written.
@Suite struct CardSignTests {
    static let amex = """
    Date,Description,Card Member,Account #,Amount
    11/25/2026,MOBILE PAYMENT - THANK YOU,JANE DOE,-41007,-500.00
    11/24/2026,APPLE.COM/BILL 866-712-7753 CA,JANE DOE,-41007,2.99
    11/22/2026,WHOLEFDS BKN 10452 BROOKLYN NY,JANE DOE,-41007,72.18
    11/16/2026,DELTA AIR LINES ATLANTA GA,JANE DOE,-41007,-120.00
    11/12/2026,JETBLUE 2792 NEW YORK NY,JANE DOE,-41007,248.60
    11/10/2026,SQ *BLUE BOTTLE COFFE BROOKLYN NY,JANE DOE,-41007,5.40
    11/08/2026,NETFLIX.COM 866-579-7172 CA,JANE DOE,-41007,15.99

    """

    @Test func chargesWrittenPositiveAreMoneyOut() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(Self.amex))
        #expect(plan.layout.chargesPositive)
        #expect(plan.layout.fields.contains { $0.field == "amount" && $0.column.contains("turned over") })
        _ = try ledger.imports.importCSV(Self.amex)
        let amounts = try ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2026-11-01")!, end: Day(iso: "2026-11-30")!, label: "November"),
                                                                     kind: nil), limit: 10).rows.map(\.transaction.amount)
        #expect(amounts.sorted() == [-248_60, -72_18, -15_99, -5_40, -2_99, 120_00, 500_00])
    }

    @Test(arguments: [
        // A checking account: spending negative, pay positive.
        "Date,Description,Amount\n2026-11-02,PAYROLL ACME,2400.00\n2026-11-03,TRADER JOES,-54.10\n2026-11-04,SHELL OIL,-40.00\n2026-11-05,NETFLIX.COM,-15.99\n",
        // Mostly positive, but no payment to a card among the negative rows.
        "Date,Description,Amount\n2026-11-02,INTEREST,2.00\n2026-11-03,DEPOSIT,100.00\n2026-11-04,DEPOSIT,100.00\n2026-11-05,ATM,-40.00\n",
    ])
    func otherStatementsAreReadAsWritten(_ csv: String) throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let plan = try ledger.imports.preview(StatementText(csv))
        #expect(!plan.layout.chargesPositive)
    }
}
