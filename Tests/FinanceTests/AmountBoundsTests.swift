import BuddyCore
import Finance
import GRDB
import Testing

/// No amount beyond the limit enters the store, and a store that holds one anyway (written
/// there by something other than Buddy) fails a read with a sentence instead of trapping.
@Suite struct AmountBoundsTests {
    static let today = Day(iso: "2026-03-12")!

    // MARK: Nothing beyond the limit goes in

    @Test(arguments: [
        ("date,description,amount\n2026-03-01,One,-1.00\n2026-03-02,Yacht,\"-2,000,000,000.00\"\n",
         "line 3, column 'amount': '-2,000,000,000.00' is more than Buddy can record (the limit is $1,000,000,000.00)"),
        ("date,description,amount\n2026-03-01,Big,1000000000.01\n", "line 2, column 'amount': '1000000000.01' is more than Buddy can record"),
        ("date,description,debit,credit\n2026-03-01,Both,92233720368547758.07,92233720368547758.07\n",
         "line 2, column 'debit': '92233720368547758.07' is more than Buddy can record"),
        ("date,description,amount\n2026-03-01,Huge,99999999999999999999\n", "line 2, column 'amount'"),
        ("date,description,amount\n0000-01-01,Old,-1\n", "line 2, column 'date': '0000-01-01' is not a date"),
        ("date,description,amount\n1899-12-31,Old,-1\n", "line 2, column 'date': '1899-12-31' is not a date"),
    ])
    func anImportBeyondTheLimitIsRefusedNamingTheLine(_ csv: String, _ expected: String) throws {
        try ImportTests.expectRefused(csv, saying: expected)
    }

    @Test func theLimitItselfImports() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        _ = try ledger.imports.importCSV("date,description,amount\n2026-03-01,Most,\"-1,000,000,000.00\"\n")
        #expect(try ledger.transactions.allDetailed().map(\.transaction.amount) == [-Money.maximumMinorUnits])
    }

    @Test func theServicesRefuseAmountsBeyondTheLimitAndDaysOutsideTheYears() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let huge = Money(minorUnits: Money.maximumMinorUnits + 1, currency: .usd)
        func refused(_ body: () throws -> Void) -> Bool {
            do { try body() } catch let error as FinanceError { return error.message.contains("more than Buddy can record")
                || error.message.contains("not a day Buddy records") } catch { return false }
            return false
        }
        _ = try ledger.accounts.add(name: "Checking", kind: .checking)
        #expect(refused { try ledger.transactions.add(NewTransaction(date: Self.today, amount: huge.negated, description: "x")) })
        #expect(refused { try ledger.transactions.add(NewTransaction(date: Day(iso: "1899-12-31")!, amount: Money(minorUnits: -1, currency: .usd),
                                                                     description: "x")) })
        #expect(refused { _ = try ledger.accounts.add(name: "Savings", kind: .savings, openingBalance: huge) })
        #expect(refused { _ = try ledger.accounts.adjustBalance(of: "Checking", to: huge, on: Self.today) })
        #expect(refused { try ledger.budgets.set(huge, for: "Groceries") })
        #expect(refused { try ledger.goals.add(name: "Moon", target: huge, deadline: nil, account: nil, today: Self.today) })
        #expect(refused { try ledger.people.recordDebt("Sam", amount: huge, description: "x", lent: false, on: Self.today) })
        #expect(refused { try ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: huge, frequency: .monthly, firstDue: Self.today)) })
        // At the limit, a balance of -$1,000,000,000 adjusted to +$1,000,000,000 would record twice the limit.
        _ = try ledger.accounts.adjustBalance(of: "Checking", to: Money.limit(in: .usd).negated, on: Self.today)
        #expect(refused { _ = try ledger.accounts.adjustBalance(of: "Checking", to: Money.limit(in: .usd), on: Self.today) })
        #expect(try ledger.transactions.count() == 1)
    }

    // MARK: A store that holds an amount out of range anyway

    /// Rows no Buddy command writes, put straight into SQLite: each set is one store.
    static let badRows: [String] = [
        // Int64.max − 1 and another expense: SQLite's SUM overflows.
        """
        INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
            SELECT 1, '2026-03-10', -9223372036854775806, 'USD', 'Bad', 'expense', id, (SELECT min(id) FROM account) FROM category WHERE name = 'Groceries';
        INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
            SELECT 1, '2026-03-11', -500, 'USD', 'Another', 'expense', id, (SELECT min(id) FROM account) FROM category WHERE name = 'Groceries';
        """,
        // Int64.min alone: a sum that fits, but cannot be negated.
        """
        INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
            SELECT 1, '2026-03-11', -9223372036854775808, 'USD', 'Min', 'expense', id, (SELECT min(id) FROM account) FROM category WHERE name = 'Dining';
        INSERT INTO "transaction" (profileId, date, amount, currency, description, type, accountId)
            SELECT 1, '2026-03-11', 9223372036854775807, 'USD', 'Max', 'income', (SELECT max(id) FROM account);
        """,
        // Everything else that holds an amount.
        """
        UPDATE account SET openingBalance = 9223372036854775807 WHERE id = (SELECT min(id) FROM account);
        UPDATE budget SET amount = 9223372036854775807;
        UPDATE recurring SET amount = 9223372036854775807;
        UPDATE goal SET target = 9223372036854775807;
        INSERT INTO goalContribution (profileId, goalId, date, amount) SELECT 1, id, '2026-03-01', -9223372036854775808 FROM goal;
        INSERT INTO debt (profileId, personId, date, amount, currency, description) SELECT 1, id, '2026-01-01', -9223372036854775808, 'USD', 'x' FROM person;
        """,
    ]

    /// The demo store with `rows` written into it.
    static func store(with rows: String) throws -> Ledger {
        let database = try AppDatabase.inMemory()
        let ledger = try Ledger.open(database)
        try DemoStore(today: today).populate(ledger)
        try database.writer.write { db in try db.execute(sql: rows) }
        return ledger
    }

    /// Every read the answers are made of.
    static func reads(_ ledger: Ledger) -> [(String, () throws -> Any)] {
        let month = Period.month(containing: today)
        let filter = TransactionFilter(period: month, kind: .expense)
        return [
            ("spending", { try ledger.reports.spending(in: month) }), ("income", { try ledger.reports.income(in: month) }),
            ("statistics", { try ledger.reports.statistics(filter) }), ("ranked", { try ledger.reports.ranked(filter, limit: 5) }),
            ("breakdown", { try ledger.reports.breakdown(in: month).map { $0.percent(of: Money(minorUnits: 1, currency: .usd)) } }),
            ("totals", { try ledger.reports.totals(filter, per: Period.months(endingWith: today, count: 6)) }),
            ("balances", { try ledger.accounts.balances(on: today) }), ("net worth", { try ledger.accounts.worth(on: today) }),
            ("budgets", { try ledger.budgets.overview(month: today, today: today).map { ($0.state, $0.percentUsed, $0.remaining) } }),
            ("people", { try ledger.people.balances() }), ("goals", { try ledger.goals.progress(on: today).map(\.percent) }),
            ("due", { try ledger.recurring.due(in: month) }), ("bills", { try ledger.recurring.monthlyTotal(kind: .bill) }),
            ("review", { try ledger.reviews.monthly(month: today, today: today) }), ("morning", { try ledger.reviews.morning(today: today) }),
            ("compare", { try ledger.reviews.compare(month, month.previousMonth, today: today).total.percent as Any }),
            ("trend", { try ledger.reviews.trend(months: 6, today: today) }), ("actions", { try ledger.actions.items(today: today) }),
            ("csv", { try ledger.exports.csv() }), ("json", { try ledger.exports.json() }),
            ("hledger", { try ledger.exports.hledger(today: today) }), ("record due", { try ledger.recurring.recordDue(through: today) }),
        ]
    }

    @Test(arguments: badRows.indices)
    func everyReadAnswersOrSaysTheStoreHoldsAnAmountOutOfRange(_ index: Int) throws {
        let ledger = try Self.store(with: Self.badRows[index])
        var refused = 0
        for (name, read) in Self.reads(ledger) {
            do {
                _ = try read()
            } catch {
                let explained = FinanceError(explaining: error)
                #expect(explained?.code == .outOfRange, "\(name): \(error)")
                #expect(explained?.message.contains("buddy check") == true, "\(name)")
                refused += 1
            }
        }
        #expect(refused > 0)
    }
}
