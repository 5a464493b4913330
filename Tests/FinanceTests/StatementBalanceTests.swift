import BuddyCore
import Finance
import Foundation
import Testing

/// A statement's balance column sets the opening balance of the one account its rows go to, in
/// the import's transaction, so that the account reads the statement's latest balance on the
/// statement's latest day; rows whose balance does not add up are reported and imported.
@Suite struct StatementBalanceTests {
    static let sample = StatementImportTests.path("us-checking-oct-nov.csv")
    static let lastDay = Day(iso: "2026-11-12")!

    static func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    static func checking(_ ledger: Ledger, on day: Day = lastDay) throws -> Money {
        try ledger.accounts.balance(of: "Checking", on: day).balance
    }

    /// The sample's rows up to and including `last`, with its header.
    static func sample(through last: String) throws -> String {
        let lines = try String(contentsOfFile: sample, encoding: .utf8).split(separator: "\r\n").map(String.init)
        let kept = lines.dropFirst().filter { line in
            let date = line.split(separator: ",")[1]
            return "\(date.suffix(4))\(date.prefix(5))" <= "2026\(last)"
        }
        return ([lines[0]] + kept).joined(separator: "\n") + "\n"
    }

    @Test func theSampleSetsTheAccountsOpeningBalance() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let options = ImportOptions(account: "Checking")
        let plan = try ledger.imports.preview(StatementText(path: Self.sample), options: options)
        let balance = try #require(plan.balance)
        #expect(balance.closing == Self.usd(2_314_55))
        #expect(balance.date == Self.lastDay)
        #expect(balance.line == 2)
        #expect(balance.mismatchCount == 0)
        guard case .account(let change) = balance.target else { Issue.record("no account set"); return }
        #expect(change.account == "Checking")
        #expect(change.kind == .checking)
        #expect(change.from == Self.usd(0))
        #expect(change.to == Self.usd(1_776_95))
        #expect(change.laterRows == 0)
        #expect(change.current == Self.usd(2_314_55))
        let summary = try ledger.imports.importCSV(path: Self.sample, options: options)
        #expect(summary.balance == balance)
        #expect(try Self.checking(ledger) == Self.usd(2_314_55))
        #expect(try ledger.accounts.named("Checking").openingBalance == 1_776_95)
        // Every day's balance is the statement's: 12 October, after the last two rows of that day.
        #expect(try Self.checking(ledger, on: Day(iso: "2026-10-12")!) == Self.usd(2_067_37))
    }

    @Test func aBalanceBeyondWhatBuddyHoldsIsRefusedAndNothingIsWritten() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let text = "Date,Description,Amount,Balance\n2026-11-03,Pen,-1.00,-1000000000.01\n"
        let options = ImportOptions(account: "Checking")
        #expect(throws: FinanceError.self) { try ledger.imports.preview(StatementText(text), options: options) }
        #expect(throws: FinanceError.self) { try ledger.imports.importCSV(text, options: options) }
        #expect(try ledger.transactions.count() == 0)
    }

    @Test func withNoAccountOrSeveralNoBalanceIsSet() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let summary = try ledger.imports.importCSV(path: Self.sample)
        #expect(summary.balance?.target == .noAccount)
        #expect(summary.balance?.closing == Self.usd(2_314_55))
        #expect(try ledger.accounts.all().isEmpty)
        let csv = "Date,Description,Amount,Balance,Account\n2026-03-01,A,-1.00,9.00,Checking\n2026-03-02,B,-2.00,7.00,Savings\n"
        #expect(try ledger.imports.importCSV(csv).balance?.target == .severalAccounts)
        #expect(try ledger.accounts.all().map(\.openingBalance) == [0, 0])
    }

    @Test func aBalanceThatDoesNotAddUpIsReportedAndTheRowsAreImported() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = """
            Date,Description,Amount,Balance
            2026-03-01,Pay,1000.00,1500.00
            2026-03-02,Rent,-800.00,700.00
            2026-03-03,Cafe,-4.50,690.50
            2026-03-04,Books,-20.00,670.50
            2026-03-05,Bakery,-3.00,660.00
            """
        let summary = try ledger.imports.importCSV(csv, options: ImportOptions(account: "Checking"))
        #expect(summary.added == 5)
        let balance = try #require(summary.balance)
        #expect(balance.mismatchCount == 2)
        #expect(balance.mismatches.map { "\($0.line) \($0.stated.decimalString) \($0.expected.decimalString)" }
                == ["4 690.50 695.50", "6 660.00 667.50"])
        // The latest balance stated is still the account's.
        #expect(try Self.checking(ledger, on: Day(iso: "2026-03-05")!) == Self.usd(660_00))
    }

    @Test func anOverlappingStatementIsNotCountedTwice() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        // October alone runs backward both ways (10/12 down to 10/01): today rules out 10 December.
        let options = ImportOptions(account: "Checking", today: Day(iso: "2026-11-20")!)
        let october = try ledger.imports.importCSV(try Self.sample(through: "10/12"), options: options)
        #expect(october.added == 13)
        #expect(try Self.checking(ledger, on: Day(iso: "2026-10-12")!) == Self.usd(2_067_37))
        let whole = try ledger.imports.importCSV(path: Self.sample, options: options)
        #expect(whole.added == 17)
        #expect(whole.duplicatesSkipped == 13)
        #expect(try Self.checking(ledger) == Self.usd(2_314_55))
        #expect(try ledger.accounts.named("Checking").openingBalance == 1_776_95)
        // The same statement again changes nothing.
        let again = try ledger.imports.importCSV(path: Self.sample, options: options)
        #expect(again.added == 0)
        #expect(!again.balanceChanged)
        #expect(try Self.checking(ledger) == Self.usd(2_314_55))
    }

    @Test func rowsAfterTheStatementAreCountedOnTop() throws {
        let f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(500_00))
        try f.add("2026-11-15", -100_00, "Groceries", account: "Checking")
        let summary = try f.ledger.imports.importCSV(path: Self.sample, options: ImportOptions(account: "checking"))
        guard case .account(let change) = summary.balance?.target else { Issue.record("no account set"); return }
        #expect(change.account == "Checking")
        #expect(change.from == f.usd(500_00))
        #expect(change.to == f.usd(1_776_95))
        #expect(change.laterRows == 1)
        #expect(change.current == f.usd(2_214_55))
        #expect(try Self.checking(f.ledger) == f.usd(2_314_55))
        #expect(try Self.checking(f.ledger, on: f.day("2026-11-20")) == f.usd(2_214_55))
    }

    @Test func aCardStatementThatWritesTheDebtAsPositiveIsRead() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = """
            Date,Description,Amount,Balance
            2026-03-01,Groceries,-45.00,345.00
            2026-03-02,Fuel,-30.00,375.00
            2026-03-05,Payment,200.00,175.00
            """
        let summary = try ledger.imports.importCSV(csv, options: ImportOptions(account: "Visa"))
        #expect(summary.balance?.owedAsPositive == true)
        #expect(summary.balance?.mismatchCount == 0)
        #expect(try ledger.accounts.balance(of: "Visa", on: Day(iso: "2026-03-05")!).balance == Self.usd(-175_00))
    }

    @Test func aNewestFirstStatementOfOneDayIsReadEitherWay() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = "Date,Description,Amount,Balance\n2026-03-02,Second,-5.00,90.00\n2026-03-02,First,-5.00,95.00\n"
        let summary = try ledger.imports.importCSV(csv, options: ImportOptions(account: "Checking"))
        #expect(summary.balance?.mismatchCount == 0)
        #expect(summary.balance?.closing == Self.usd(90_00))
        #expect(try Self.checking(ledger, on: Day(iso: "2026-03-02")!) == Self.usd(90_00))
    }

    @Test func aBalanceColumnThatIsNotAmountsIsNotUsed() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let csv = "Date,Description,Amount,Balance\n2026-03-01,A,-1.00,9.00\n2026-03-02,B,-2.00,see branch\n"
        let summary = try ledger.imports.importCSV(csv, options: ImportOptions(account: "Checking"))
        #expect(summary.added == 2)
        #expect(summary.balance == nil)
        #expect(summary.balanceNotUsed == "line 3 has 'see branch', which is not an amount")
        #expect(try ledger.accounts.named("Checking").openingBalance == 0)
    }

    @Test func undoTakesBackTheRowsAndTheOpeningBalance() throws {
        let f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(100_00))
        let journal = try UndoJournal(database: f.ledger.database)
        try journal.record("import") {
            _ = try f.ledger.imports.importCSV(path: Self.sample, options: ImportOptions(account: "Checking"))
        }
        #expect(try f.ledger.accounts.named("Checking").openingBalance == 1_776_95)
        #expect(try journal.undo() == "import")
        #expect(try f.ledger.accounts.named("Checking").openingBalance == 100_00)
        #expect(try f.ledger.transactions.count() == 0)
        #expect(try journal.redo() == "import")
        #expect(try Self.checking(f.ledger) == f.usd(2_314_55))
    }

    @Test func aRefusedStatementWithABalanceColumnWritesNothing() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: Self.usd(100_00))
        let before = try StoreBackup(database: ledger.database).backup()
        let bad = "Date,Description,Amount,Balance\n2026-03-01,A,-1.00,99.00\n2026-03-02,B,twelve,87.00\n"
        #expect(throws: FinanceError.self) { try ledger.imports.importCSV(bad, options: ImportOptions(account: "Checking")) }
        #expect(try StoreBackup(database: ledger.database).backup() == before)
    }
}
