import BuddyCore
import Finance
import Testing

@Suite struct ReportTests {
    let ledger: Ledger
    let march = Period(start: Day(iso: "2026-03-01")!, end: Day(iso: "2026-04-01")!, label: "in March")

    init() throws {
        ledger = try Ledger.open(AppDatabase.inMemory())
        func add(_ date: String, _ cents: Int64, _ description: String, _ category: String?) throws {
            try ledger.transactions.add(NewTransaction(date: Day(iso: date)!, amount: Money(minorUnits: cents, currency: .usd),
                                                       description: description, category: category))
        }
        try add("2026-02-28", -1000, "Before", "Groceries")
        try add("2026-03-01", -4550, "Whole Foods", "Groceries")
        try add("2026-03-15", -1250, "Chipotle", "Dining")
        try add("2026-03-20", 500, "Refund", "Groceries")
        try add("2026-03-31", -9999, "Shell", "Transport")
        try add("2026-04-01", -700, "After", "Dining")
        try add("2026-03-01", 250_000, "Payroll", "Salary")
    }

    @Test func spendingCountsThePeriodsDaysOnly() throws {
        #expect(try ledger.reports.spending(in: march).minorUnits == 4550 + 1250 - 500 + 9999)
    }

    @Test func aParentCategoryIncludesItsChildren() throws {
        let food = try ledger.categories.named("Food")
        #expect(try ledger.reports.spending(in: march, category: food).minorUnits == 4550 + 1250 - 500)
        let dining = try ledger.categories.named("Dining")
        #expect(try ledger.reports.spending(in: march, category: dining).minorUnits == 1250)
    }

    @Test func incomeIsSeparateFromSpending() throws {
        #expect(try ledger.reports.income(in: march).minorUnits == 250_000)
        #expect(try ledger.reports.income(in: march, category: ledger.categories.named("Freelance")).minorUnits == 0)
    }

    @Test func theDemoStoreHasSeveralMonthsOfEverything() throws {
        let demo = try Ledger.open(AppDatabase.inMemory())
        let today = Day(iso: "2026-03-12")!
        let count = try DemoStore(today: today).populate(demo)
        #expect(count > 150)
        let months = Period(start: today.adding(months: -5).startOfMonth, end: today.adding(days: 1), label: "")
        for name in ["Rent", "Groceries", "Dining", "Transport", "Subscriptions", "Utilities"] {
            #expect(try demo.reports.spending(in: months, category: demo.categories.named(name)).minorUnits > 0, "\(name)")
        }
        #expect(try demo.reports.income(in: months).minorUnits > 0)
        #expect(try demo.accounts.all().count == 4)
        // The same seed and day give the same store.
        let again = try Ledger.open(AppDatabase.inMemory())
        try DemoStore(today: today).populate(again)
        #expect(try again.exports.csv() == demo.exports.csv())
    }
}
