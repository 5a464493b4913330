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
            for (name, kind) in [("Checking", Account.Kind.checking), ("Savings", .savings),
                                 ("Credit Card", .credit), ("Cash", .cash)] {
                var account = Account(profileId: ledger.profileId, name: name, kind: kind, currency: ledger.currency.code)
                try account.insert(db)
            }
        }
        try ledger.transactions.add(all: items)
        return items.count
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
            case 20: add(day, -cents(8_500...14_000), "City Power & Light", "Utilities", "Checking")
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
            if day.day == 25 { add(day, -200_00, "Transfer to Savings", "Other", "Checking") }
            day = day.adding(days: 1)
        }
        return items
    }
}
