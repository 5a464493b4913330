import BuddyCore
import GRDB

/// A synthetic household of any size, for measuring Buddy on large stores: checking, savings,
/// a credit card and cash; rent, pay, bills and subscriptions on fixed days of every month,
/// tracked as recurring items; a savings transfer and the card's payment every month; budgets,
/// a goal, and everyday spending at dozens of payees, with freelance income keeping pace.
///
/// The transactions are spread over the months before today: one month per 250 transactions,
/// up to ten years, so a large store is a dense one. The same seed, count and day give the same
/// store, row for row.
public struct GeneratedStore: Sendable {
    /// How many transactions a generated store may have.
    public static let supportedCounts: ClosedRange<Int> = 100...10_000_000

    /// How many transactions it has.
    public let transactions: Int
    /// The seed: the same seed, count and day give the same store.
    public let seed: UInt64
    /// The last day with transactions.
    public let today: Day

    /// Describes a store of `transactions` transactions ending on `today`.
    public init(transactions: Int, seed: UInt64, today: Day) {
        (self.transactions, self.seed, self.today) = (transactions, seed, today)
    }

    /// How many months the transactions span, the month of today included.
    public var months: Int { min(120, max(1, transactions / 250)) }

    /// The first day with transactions: the 1st of the first month.
    public var firstDay: Day { today.startOfMonth.adding(months: -(months - 1)) }

    /// The accounts: name, kind and opening balance in minor units.
    static let accounts: [(name: String, kind: Account.Kind, opening: Int64)] = [
        ("Checking", .checking, 2_400_00), ("Savings", .savings, 12_000_00), ("Credit Card", .credit, 0), ("Cash", .cash, 150_00),
    ]

    /// Fills `ledger`'s profile, which must hold no transactions yet, in one database
    /// transaction, and returns how many transactions it wrote.
    @discardableResult
    public func populate(_ ledger: Ledger) throws -> Int {
        guard Self.supportedCounts.contains(transactions) else {
            throw FinanceError(.invalidInput, "a generated store has from \(DigitGrouping.grouped(UInt64(Self.supportedCounts.lowerBound))) "
                               + "to \(DigitGrouping.grouped(UInt64(Self.supportedCounts.upperBound))) transactions")
        }
        guard try ledger.transactions.count() == 0 else {
            throw FinanceError(.conflict, "the profile '\(ledger.profile.name)' already has transactions")
        }
        try ledger.requireStorable(firstDay)
        return try ledger.database.writer.write { db in
            var accountIds: [String: Int64] = [:]
            for (name, kind, opening) in Self.accounts {
                var account = Account(profileId: ledger.profileId, name: name, kind: kind, currency: ledger.currency.code,
                                      openingBalance: opening)
                if kind == .credit { account.creditLimit = 10_000_00 }
                try account.insert(db)
                accountIds[name] = account.id
            }
            let categories = try Category.filter(Category.Columns.profileId == ledger.profileId).fetchAll(db)
            let categoryIds = Dictionary(categories.map { ($0.name, $0.id!) }, uniquingKeysWith: { a, _ in a })
            var rows = try GeneratedRows(db, ledger: ledger, accounts: accountIds, categories: categoryIds)
            try write(into: &rows)
            try rows.finish()
            try plans(ledger, accounts: accountIds, categories: categoryIds, spent: rows.spent, in: db)
            try Setting(profileId: ledger.profileId, key: SettingsService.Key.defaultAccount.rawValue,
                        value: String(accountIds["Checking"]!)).upsert(db)
            return rows.written
        }
    }

    /// Every transaction, day by day: the day's scheduled items, then its share of the everyday
    /// ones, spread evenly over the days.
    private func write(into rows: inout GeneratedRows) throws {
        var random = SeededGenerator(seed: seed)
        let days = firstDay.days(until: today) + 1
        let everyday = transactions - GeneratedSchedule.rowCount(from: firstDay, through: today)
        for index in 0..<days {
            let day = firstDay.adding(days: index)
            let date = day.iso
            for item in GeneratedSchedule.items(on: day) {
                let cents = Int64.random(in: item.cents, using: &random)
                if let to = item.to {
                    try rows.transfer(date, cents, from: item.account, to: to)
                } else {
                    try rows.add(date, cents, item.description, category: item.category ?? "Other", account: item.account)
                }
            }
            for _ in 0..<(everyday * (index + 1) / days - everyday * index / days) {
                let payee = GeneratedPayees.draw(using: &random)
                try rows.add(date, Int64.random(in: payee.cents, using: &random), payee.name, category: payee.category, account: payee.account)
            }
        }
    }

    /// The recurring items behind the schedule (each due next after today), monthly budgets near
    /// what was spent in an average month, and a savings goal.
    private func plans(_ ledger: Ledger, accounts: [String: Int64], categories: [String: Int64], spent: [String: Int64],
                       in db: Database) throws {
        for item in GeneratedSchedule.items {
            guard let name = item.tracked else { continue }
            var next = Day(year: firstDay.year, month: firstDay.month, day: item.dayOfMonth)!
            var last: Day?
            while next <= today {
                last = next
                next = Frequency.monthly.next(after: next, anchorDay: item.dayOfMonth)!
            }
            var recurring = Recurring(profileId: ledger.profileId, name: name, kind: item.kind, amount: abs(item.cents.upperBound),
                                      currency: ledger.currency.code, frequency: .monthly, dayOfMonth: item.dayOfMonth, nextDue: next,
                                      status: .active, categoryId: item.category.flatMap { categories[$0] },
                                      accountId: accounts[item.account], toAccountId: item.to.flatMap { accounts[$0] }, lastDue: last)
            try recurring.insert(db)
        }
        let budgeted = [("Food", ["Groceries", "Dining"]), ("Transport", ["Transport"]), ("Shopping", ["Shopping"]),
                        ("Entertainment", ["Entertainment"])]
        for (category, counted) in budgeted {
            let monthly = counted.reduce(0) { $0 + spent[$1, default: 0] } / Int64(months)
            // To the next ten dollars: close enough to the average that some months go over.
            let amount = max(10_00, (monthly + 9_99) / 10_00 * 10_00)
            var budget = Budget(profileId: ledger.profileId, categoryId: categories[category]!, month: Budget.everyMonth, amount: amount)
            try budget.insert(db)
        }
        let deadline = today.adding(months: 12)
        var goal = Goal(profileId: ledger.profileId, name: "Emergency fund", target: 20_000_00, currency: ledger.currency.code,
                        deadline: deadline, created: firstDay, accountId: accounts["Savings"])
        try goal.insert(db)
    }
}
