import BuddyCore
import Finance
import Testing

@Suite struct ImportTests {
    @Test func aStatementImportsWithItsCategoriesAndAccounts() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = """
            Date,Payee,Amount,Category,Account,Notes
            2026-03-01,Whole Foods,-45.50,Groceries,Visa Card,
            2026-03-02,"Luigi's, Pizzeria",-32.00,Eating Out Fancy,Visa Card,anniversary
            2026-03-03,Acme Payroll,"2,450.00",Salary,Checking,
            """
        let summary = try ledger.imports.importCSV(csv)
        #expect(summary.added == 3)
        #expect(summary.categoriesCreated == ["Eating Out Fancy"])
        #expect(summary.accountsCreated == ["Visa Card", "Checking"])
        #expect(try ledger.accounts.all().first { $0.name == "Visa Card" }?.kind == .credit)
        let rows = try ledger.transactions.allDetailed()
        #expect(rows.map(\.transaction.amount) == [-4550, -3200, 245_000])
        #expect(rows[1].transaction.description == "Luigi's, Pizzeria")
        #expect(rows[1].transaction.notes == "anniversary")
        #expect(rows[2].transaction.type == .income)
    }

    @Test func debitAndCreditColumnsGiveSignedAmounts() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = """
            date,description,debit,credit
            2026-03-01,Coffee,4.50,
            2026-03-02,Refund,,10.00
            2026-03-03,Fee,(1.25),
            """
        _ = try ledger.imports.importCSV(csv)
        #expect(try ledger.transactions.allDetailed().map(\.transaction.amount) == [-450, 1000, -125])
    }

    @Test func aBadRowOnLineSevenIsNamedAndNothingIsWritten() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-02-01")!, amount: Money(minorUnits: -100, currency: .usd), description: "Existing"))
        let before = try ledger.exports.csv()
        let csv = """
            date,description,amount,category
            2026-03-01,One,-1.00,Brand New Category
            2026-03-02,Two,-2.00,Groceries
            2026-03-03,Three,-3.00,Groceries
            2026-03-04,Four,-4.00,Groceries
            2026-03-05,Five,-5.00,Groceries
            2026-03-06,Six,twelve,Groceries
            2026-03-07,Seven,-7.00,Groceries
            """
        #expect {
            try ledger.imports.importCSV(csv)
        } throws: { error in
            let message = (error as? FinanceError)?.message ?? ""
            return message.contains("line 7, column 'amount': 'twelve' is not an amount") && !message.contains("line 6")
        }
        #expect(try ledger.exports.csv() == before)
        #expect(try ledger.categories.named("Brand New Category") == nil)
    }

    @Test(arguments: [
        ("date,description\n2026-03-01,x\n", "no amount column"),
        ("description,amount\nx,1\n", "no date column"),
        ("date,description,amount\n2026-13-01,x,-1\n", "line 2, column 'date': '2026-13-01' is not a date"),
        ("date,description,amount\n2026-03-01,x,-1.005\n", "line 2, column 'amount': '-1.005' is not an amount"),
        ("date,description,amount\n2026-03-01,x\n", "line 2: expected 3 fields, found 2"),
        ("date,description,amount\n2026-03-01,Luigi's, Pizzeria,-1\n", "line 2: expected 3 fields, found 4 (is there a comma inside a field"),
        ("date,description,amount,currency\n2026-03-01,x,-1,DOLLARS\n", "line 2, column 'currency': 'DOLLARS' is not a currency code"),
        ("date,description,amount\n0000-01-01,x,-1\n", "line 2, column 'date': '0000-01-01' is not a date"),
        ("date,description,amount\n2026-03-01,x,-1\n9999-12-31,y,-2\n", "line 3, column 'date': '9999-12-31' is not a date"),
        ("date,description,amount\n31.12.1899,x,-1\n01.01.2026,y,-2\n", "line 2, column 'date': '31.12.1899' is not a date"),
        ("date,description,amount\n", "no rows"),
        ("", "empty"),
    ])
    func badFilesAreRejectedWithTheReason(_ csv: String, _ expected: String) throws {
        try Self.expectRefused(csv, saying: expected)
    }

    /// Imports `csv` into an empty store and expects it refused whole, with a message that
    /// contains `expected` and no row written.
    static func expectRefused(_ csv: String, saying expected: String) throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        #expect {
            try ledger.imports.importCSV(csv)
        } throws: { error in
            (error as? FinanceError)?.message.contains(expected) == true
        }
        #expect(try ledger.transactions.count() == 0)
    }

    @Test func exportThenImportGivesTheSameTransactions() throws {
        let original = try Ledger.open(AppDatabase.inMemory())
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(original)
        try original.transactions.add(NewTransaction(date: Day(iso: "2026-03-12")!, amount: Money(minorUnits: 800, currency: .usd),
                                                     description: "Refund, \"partial\"", category: "Groceries", notes: "line one\nline two"))
        let exported = try original.exports.csv()
        let copy = try Ledger.open(AppDatabase.inMemory())
        _ = try copy.imports.importCSV(exported)
        // A line break inside a field is read as a space (as every field is cleaned): the note
        // comes back on one line, and everything else as it was.
        #expect(try copy.exports.csv() == exported.replacingOccurrences(of: "\"line one\nline two\"", with: "line one line two"))
        let strip = { (rows: [DetailedTransaction]) in
            rows.map { "\($0.transaction.date) \($0.transaction.amount) \($0.transaction.type) \($0.transaction.description) \($0.category ?? "-") \($0.account ?? "-") \(($0.transaction.notes ?? "-").replacingOccurrences(of: "\n", with: " "))" }
        }
        #expect(strip(try copy.transactions.allDetailed()) == strip(try original.transactions.allDetailed()))
    }

    @Test func lineNumbersCountNewlinesInsideQuotedFields() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = "date,description,amount\n2026-03-01,\"two\nlines\",-1\n2026-03-02,bad,x\n"
        #expect {
            try ledger.imports.importCSV(csv)
        } throws: { error in
            (error as? FinanceError)?.message.contains("line 4, column 'amount'") == true
        }
    }
}
