import BuddyCore
import GRDB

/// A realistic household's last six months, ending on a given day, so that the first questions a
/// person asks have answers: salary, rent, groceries, dining, transport, subscriptions, bills,
/// shopping and the odd treat, over checking, savings, a credit card and cash.
public struct DemoStore: Sendable {
    /// The last day with transactions ("today").
    public let today: Day
    /// The seed: the same seed and day give the same store.
    public let seed: UInt64

    /// Describes a demo store ending on `today`.
    public init(today: Day, seed: UInt64 = 42) {
        self.today = today
        self.seed = seed
    }

    /// The demo's accounts: name, kind and opening balance in minor units.
    public static let accounts: [(name: String, kind: Account.Kind, opening: Int64)] = [
        ("Checking", .checking, 1_200_00), ("Savings", .savings, 8_500_00), ("Credit Card", .credit, 0), ("Cash", .cash, 120_00),
    ]

    /// The first day with transactions: the 1st of the month five months before today's.
    public var firstDay: Day { today.startOfMonth.adding(months: -5) }

    /// Fills `ledger`'s profile, which must hold no transactions yet, in one database transaction.
    @discardableResult
    public func populate(_ ledger: Ledger) throws -> Int {
        guard try ledger.transactions.count() == 0 else {
            throw FinanceError(.conflict, "the profile '\(ledger.profile.name)' already has transactions")
        }
        let items = transactions(currency: ledger.currency)
        try ledger.database.writer.write { db in
            for (name, kind, opening) in Self.accounts {
                var account = Account(profileId: ledger.profileId, name: name, kind: kind, currency: ledger.currency.code,
                                      openingBalance: opening)
                try account.insert(db)
            }
        }
        try ledger.transactions.add(all: items)
        try ledger.database.writer.write { db in try plans(ledger, in: db) }
        try ledger.accounts.setDefault("Checking")
        return items.count
    }

    /// Savings transfers and card payments, budgets, the bills and income that recur, a goal and shared costs.
    private func plans(_ ledger: Ledger, in db: Database) throws {
        let money = { (cents: Int64) in Money(minorUnits: cents, currency: ledger.currency) }
        let account = { (name: String) in try AccountService.existing(name, profileId: ledger.profileId, in: db) }
        var day = firstDay
        while day <= today {
            if day.day == 25 {
                try AccountService.transfer(money(200_00), from: account("Checking"), to: account("Savings"), on: day, ledger: ledger, in: db)
            }
            if day.day == 27 {
                try AccountService.transfer(money(1_400_00), from: account("Checking"), to: account("Credit Card"), on: day, ledger: ledger, in: db)
            }
            day = day.adding(days: 1)
        }
        for (category, cents) in [("Food", Int64(800_00)), ("Dining", 250_00), ("Transport", 250_00), ("Shopping", 150_00),
                                  ("Entertainment", 100_00)] {
            let found = try CategoryService.existing(category, profileId: ledger.profileId, in: db)
            var budget = Budget(profileId: ledger.profileId, categoryId: found.id!, month: Budget.everyMonth, amount: cents)
            try budget.insert(db)
        }
        // Each item with earlier occurrences among the transactions knows its latest recorded day;
        // the gas and water bills and the car insurance are newly tracked and first come due after today.
        let recurring: [(String, Recurring.Kind, Int64, Frequency, Int, String?, String?)] = [
            ("Rent", .bill, 1_650_00, .monthly, 1, "Rent", "Checking"), ("Pulse Fitness", .bill, 45_00, .monthly, 3, "Health", "Credit Card"),
            ("Netflix", .bill, 15_99, .monthly, 5, "Subscriptions", "Credit Card"),
            ("Spotify", .bill, 11_99, .monthly, 12, "Subscriptions", "Credit Card"),
            ("Mint Mobile", .bill, 45_00, .monthly, 18, "Utilities", "Checking"),
            ("PG&E Electric", .bill, 115_00, .monthly, 20, "Utilities", "Checking"),
            ("Comcast Internet", .bill, 79_99, .monthly, 22, "Utilities", "Checking"),
            ("PG&E Gas", .bill, 38_50, .monthly, 8, "Utilities", "Checking"),
            ("City Water", .bill, 96_40, .quarterly, 17, "Utilities", "Checking"),
            ("Geico Car Insurance", .bill, 640_00, .yearly, 9, "Transport", "Checking"),
            ("Payroll", .income, 2_450_00, .monthly, 1, "Salary", "Checking"),
            ("Mid-month payroll", .income, 2_450_00, .monthly, 15, "Salary", "Checking"),
            ("Savings transfer", .transfer, 200_00, .monthly, 25, nil, "Checking"),
        ]
        let noneYet: Set<String> = ["PG&E Gas", "City Water", "Geico Car Insurance"]
        for (name, kind, cents, frequency, dayOfMonth, category, from) in recurring {
            let start = noneYet.contains(name) ? today : firstDay
            var next = Day(year: start.year, month: start.month, day: dayOfMonth)!
            var last: Day?
            while next <= today {
                if !noneYet.contains(name) { last = next }
                next = frequency.next(after: next, anchorDay: dayOfMonth)!
            }
            var item = Recurring(profileId: ledger.profileId, name: name, kind: kind, amount: cents, currency: ledger.currency.code,
                                 frequency: frequency, dayOfMonth: dayOfMonth, nextDue: next, status: .active,
                                 categoryId: try category.map { try CategoryService.existing($0, profileId: ledger.profileId, in: db).id! },
                                 accountId: try from.map { try account($0).id! }, lastDue: last)
            if kind == .transfer { item.toAccountId = try account("Savings").id }
            try item.insert(db)
        }
        var card = try account("Credit Card")
        card.creditLimit = 5_000_00
        try card.update(db)
        let deadline = today.adding(months: 8)
        var goal = Goal(profileId: ledger.profileId, name: "Vacation", target: 3_000_00, currency: ledger.currency.code,
                        deadline: Day(year: deadline.year, month: deadline.month, day: Day.daysIn(month: deadline.month, year: deadline.year)),
                        created: firstDay, accountId: try account("Savings").id)
        try goal.insert(db)
        for months in 0..<5 {
            var contribution = GoalContribution(profileId: ledger.profileId, goalId: goal.id!, date: firstDay.adding(months: months).adding(days: 24),
                                                amount: 150_00)
            try contribution.insert(db)
        }
        let dinner = SplitRequest(total: money(84_60), description: "Dinner at Luigi's", category: "Dining", people: ["Alex", "Sam"],
                                  date: today.adding(days: -9), account: "Credit Card")
        _ = try PeopleService(ledger: ledger).split(dinner, in: db)
        let tickets = SplitRequest(total: money(120_00), description: "Concert tickets", category: "Entertainment", people: ["Jo"],
                                   paidBy: "Jo", date: today.adding(days: -40))
        _ = try PeopleService(ledger: ledger).split(tickets, in: db)
    }

    /// The demo's transactions, oldest first.
    public func transactions(currency: Currency) -> [NewTransaction] {
        var rng = SeededGenerator(seed: seed)
        var items: [NewTransaction] = []
        func add(_ day: Day, _ cents: Int64, _ description: String, _ category: String, _ account: String) {
            items.append(NewTransaction(date: day, amount: Money(minorUnits: cents, currency: currency),
                                        description: description, category: category, account: account))
        }
        func cents(_ range: ClosedRange<Int64>) -> Int64 { Int64.random(in: range, using: &rng) }

        var day = firstDay
        while day <= today {
            let weekday = day.weekday // 1 Sunday … 7 Saturday
            switch day.day {
            case 1:
                add(day, -1_650_00, "Maple Street Apartments", "Rent", "Checking")
                add(day, 2_450_00, "Acme Corp Payroll", "Salary", "Checking")
            case 3: add(day, -45_00, "Pulse Fitness", "Health", "Credit Card")
            case 5: add(day, -15_99, "Netflix", "Subscriptions", "Credit Card")
            case 12: add(day, -11_99, "Spotify", "Subscriptions", "Credit Card")
            case 15: add(day, 2_450_00, "Acme Corp Payroll", "Salary", "Checking")
            case 18: add(day, -45_00, "Mint Mobile", "Utilities", "Checking")
            case 20: add(day, -cents(8_500...14_000), "PG&E Electric", "Utilities", "Checking")
            case 22: add(day, -79_99, "Comcast Internet", "Utilities", "Checking")
            case 28: add(day, 4_12 + cents(0...300), "Savings Interest", "Interest", "Savings")
            default: break
            }
            if weekday == 7 || weekday == 3 {
                let stores = ["Whole Foods", "Trader Joe's", "Safeway"]
                add(day, -cents(3_500...14_000), stores[Int.random(in: 0..<stores.count, using: &rng)], "Groceries", "Credit Card")
            }
            if weekday == 2 || weekday == 4 || weekday == 6 {
                let places: [(String, ClosedRange<Int64>)] = [
                    ("Chipotle", 1_100...1_650), ("Sweetgreen", 1_300...1_800), ("Blue Bottle Coffee", 450...900),
                    ("Luigi's Pizzeria", 2_400...6_500), ("Pho Saigon", 1_400...3_200),
                ]
                let (name, range) = places[Int.random(in: 0..<places.count, using: &rng)]
                add(day, -cents(range), name, "Dining", name == "Blue Bottle Coffee" ? "Cash" : "Credit Card")
            }
            if day.day % 9 == 4 { add(day, -cents(3_800...6_200), "Shell", "Transport", "Credit Card") }
            if weekday == 6 && Int.random(in: 0..<3, using: &rng) == 0 {
                add(day, -cents(1_200...3_400), "Uber", "Transport", "Credit Card")
            }
            if day.day == 2 { add(day, -98_00, "Metro Transit Pass", "Transport", "Checking") }
            if weekday == 1 && Int.random(in: 0..<2, using: &rng) == 0 {
                let shops = ["Amazon", "Target", "Uniqlo"]
                add(day, -cents(1_500...9_000), shops[Int.random(in: 0..<shops.count, using: &rng)], "Shopping", "Credit Card")
            }
            if day.day == 10 || day.day == 24, Int.random(in: 0..<2, using: &rng) == 0 {
                let outings = ["AMC Theatres", "Bowlero", "The Fillmore"]
                add(day, -cents(1_800...7_500), outings[Int.random(in: 0..<outings.count, using: &rng)], "Entertainment", "Credit Card")
            }
            if day.day == 16, Int.random(in: 0..<2, using: &rng) == 0 {
                add(day, -cents(900...4_500), "CVS Pharmacy", "Health", "Credit Card")
            }
            day = day.adding(days: 1)
        }
        return items
    }
}
