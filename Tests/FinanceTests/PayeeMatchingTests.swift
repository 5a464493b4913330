import BuddyCore
import Finance
import Testing

/// Questions about a payee find its rows by the name people use, whatever the case, the
/// apostrophes, the punctuation or the store number.
@Suite struct PayeeMatchingTests {
    let march = Period(start: Day(iso: "2026-03-01")!, end: Day(iso: "2026-04-01")!, label: "March")

    func fixture() throws -> Fixture {
        let fixture = try Fixture()
        try fixture.add("2026-03-02", -6410, "Trader Joe's", "Groceries")
        try fixture.add("2026-03-09", -2200, "TRADER JOE'S #123 SAN FRANCISCO CA", "Groceries")
        try fixture.add("2026-03-16", -1500, "Trader Joes", "Groceries")
        try fixture.add("2026-03-03", -1820, "Uber", "Transport")
        try fixture.add("2026-03-04", -3120, "Uber Eats", "Dining")
        try fixture.add("2026-03-05", -990, "Uber Eats", "Dining")
        try fixture.add("2026-03-06", -4500, "McDonald’s", "Dining")
        return fixture
    }

    @Test(arguments: ["trader joes", "Trader Joe's", "TRADER JOE", "trader joe’s", "Trader Joe's #55", "traderjoes"])
    func everySpellingOfANameFindsTheSameRows(_ name: String) throws {
        let ledger = try fixture().ledger
        let filter = TransactionFilter(period: march, kind: .expense, text: name)
        #expect(try ledger.reports.total(filter) == Money(minorUnits: 10110, currency: .usd))
        #expect(try ledger.transactions.list(filter, limit: 10).count == 3)
    }

    @Test func theNamesCountedAreGivenMostFrequentFirst() throws {
        let ledger = try fixture().ledger
        #expect(try ledger.reports.payees(TransactionFilter(period: march, kind: .expense, text: "uber")) == ["Uber Eats", "Uber"])
        #expect(try ledger.reports.payees(TransactionFilter(period: march, kind: .expense, text: "mcdonalds")) == ["McDonald’s"])
        #expect(try ledger.reports.payees(TransactionFilter(period: march, kind: .expense, text: "lidl")).isEmpty)
    }

    @Test(arguments: ["trader joes", "TRADER JOE", "uber", "uber eats", "mcdonalds", "eats", "the uber", "lidl", "#123", "joe's #55"])
    func findsTellsWhatAQuestionFinds(_ text: String) throws {
        let ledger = try fixture().ledger
        let found = Set(try ledger.reports.payees(TransactionFilter(period: march, kind: .expense, text: text), limit: 50))
        for name in ["Trader Joe's", "TRADER JOE'S #123 SAN FRANCISCO CA", "Trader Joes", "Uber", "Uber Eats", "McDonald’s"] {
            #expect(PayeeKey.finds(text, in: name) == found.contains(name), "\(text) in \(name)")
        }
    }

    @Test func aQuestionFindsTheNameThatHoldsIt() {
        #expect(PayeeKey.finds("home depot", in: "The Home Depot"))
        #expect(PayeeKey.finds("Cheque", in: "Cheque 123"))
        #expect(!PayeeKey.finds("the home depot", in: "Home Depot"))
        #expect(!PayeeKey.finds("", in: "Home Depot"))
    }

    @Test func aNameOfOnlyANumberIsSearchedAsWritten() throws {
        let ledger = try fixture().ledger
        let filter = TransactionFilter(period: march, kind: .expense, text: "#123")
        #expect(try ledger.transactions.list(filter, limit: 10).rows.map(\.transaction.description) == ["TRADER JOE'S #123 SAN FRANCISCO CA"])
    }

    @Test func theNamesALineMayUseComeMostFrequentFirst() throws {
        let fixture = try fixture()
        let ledger = fixture.ledger
        #expect(try ledger.reports.payeeNames().prefix(2) == ["Uber Eats", "McDonald’s"])
        #expect(Set(try ledger.reports.payeeNames()).count == 6)
        // Renamed, deleted and added rows move the names as they move the rows.
        let uber = try ledger.transactions.list(TransactionFilter(period: march, kind: .expense, text: "uber"), limit: 5).rows
            .first { $0.transaction.description == "Uber" }!
        try ledger.transactions.delete(id: uber.transaction.id!)
        try fixture.add("2026-03-20", -700, "Trader Joes", "Groceries")
        try fixture.add("2026-03-21", -700, "Trader Joes", "Groceries")
        #expect(try ledger.reports.payeeNames() == ["Trader Joes", "Uber Eats", "McDonald’s", "TRADER JOE'S #123 SAN FRANCISCO CA", "Trader Joe's"])
    }

    @Test func theKindsOfAPayeesRowsTellWhoOnlyEverPaid() throws {
        let fixture = try fixture()
        try fixture.add("2025-06-01", 250_000, "ACME CORP PAYROLL PPD", "Salary")
        #expect(try fixture.ledger.reports.payeeKinds("acme corp") == [.income])
        #expect(try fixture.ledger.reports.payeeKinds("uber") == [.expense])
        #expect(try fixture.ledger.reports.payeeKinds("lidl").isEmpty)
    }
}
