import BuddyCore

/// What a generated household pays and is paid on fixed days of every month: rent, pay, bills,
/// subscriptions, a savings transfer, the card's payment and the savings interest.
enum GeneratedSchedule {
    /// One monthly payment, income or transfer.
    struct Item {
        /// The name it is tracked by as a recurring item; nil for one that is not tracked.
        let tracked: String?
        /// The description its transactions carry.
        let description: String
        let category: String?
        let account: String
        /// For a transfer, the account the money goes to.
        let to: String?
        /// Its amounts in minor units, negative out and positive in (a transfer's are positive).
        let cents: ClosedRange<Int64>
        let dayOfMonth: Int

        /// The kind of recurring item it is tracked as.
        var kind: Recurring.Kind {
            if to != nil { return .transfer }
            return cents.lowerBound > 0 ? .income : .bill
        }

        /// How many transaction rows one occurrence writes: two for a transfer.
        var rows: Int { to == nil ? 1 : 2 }
    }

    /// The card's payment: a transfer on the 27th of what the card was charged since the last one.
    static let cardPayment = Item(tracked: nil, description: "", category: nil, account: "Checking", to: "Credit Card",
                                  cents: 100...100, dayOfMonth: 27)

    /// Every monthly item, by day of the month.
    static let items: [Item] = [
        Item(tracked: "Rent", description: "Maple Street Apartments", category: "Rent", account: "Checking", to: nil, cents: -165_000 ... -165_000, dayOfMonth: 1),
        Item(tracked: "Payroll", description: "Acme Corp Payroll", category: "Salary", account: "Checking", to: nil, cents: 245_000...245_000, dayOfMonth: 1),
        Item(tracked: "Pulse Fitness", description: "Pulse Fitness", category: "Health", account: "Credit Card", to: nil, cents: -4_500 ... -4_500, dayOfMonth: 3),
        Item(tracked: "Netflix", description: "Netflix", category: "Subscriptions", account: "Credit Card", to: nil, cents: -1_599 ... -1_599, dayOfMonth: 5),
        Item(tracked: "Spotify", description: "Spotify", category: "Subscriptions", account: "Credit Card", to: nil, cents: -1_199 ... -1_199, dayOfMonth: 12),
        Item(tracked: "Mid-month payroll", description: "Acme Corp Payroll", category: "Salary", account: "Checking", to: nil, cents: 245_000...245_000, dayOfMonth: 15),
        Item(tracked: "Mint Mobile", description: "Mint Mobile", category: "Utilities", account: "Checking", to: nil, cents: -4_500 ... -4_500, dayOfMonth: 18),
        Item(tracked: "PG&E Electric", description: "PG&E Electric", category: "Utilities", account: "Checking", to: nil, cents: -14_000 ... -8_500, dayOfMonth: 20),
        Item(tracked: "Comcast Internet", description: "Comcast Internet", category: "Utilities", account: "Checking", to: nil, cents: -7_999 ... -7_999, dayOfMonth: 22),
        Item(tracked: "Savings transfer", description: "", category: nil, account: "Checking", to: "Savings", cents: 20_000...20_000, dayOfMonth: 25),
        cardPayment,
        Item(tracked: nil, description: "Savings Interest", category: "Interest", account: "Savings", to: nil, cents: 412...712, dayOfMonth: 28),
    ]

    /// The items that fall on `day`.
    static func items(on day: Day) -> ArraySlice<Item> {
        guard let first = items.firstIndex(where: { $0.dayOfMonth == day.day }) else { return [] }
        let end = items[first...].firstIndex { $0.dayOfMonth != day.day } ?? items.endIndex
        return items[first..<end]
    }

    /// How many rows the items write from `first` through `last`.
    static func rowCount(from first: Day, through last: Day) -> Int {
        var count = 0
        var day = first
        while day <= last {
            count += items(on: day).reduce(0) { $0 + $1.rows }
            day = day.adding(days: 1)
        }
        return count
    }
}
