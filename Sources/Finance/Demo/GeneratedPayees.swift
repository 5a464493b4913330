/// The everyday payees of a generated store: where a household's money goes day to day, and
/// the freelance payments and refunds that come in between paydays.
enum GeneratedPayees {
    /// One payee: its name, category and account, its usual amounts in minor units (negative
    /// out, positive in) and how often it comes up against the others.
    struct Payee {
        let name: String
        let category: String
        let account: String
        let cents: ClosedRange<Int64>
        let weight: Int
    }

    /// Every everyday payee. The freelance payments are weighted so that money in keeps pace with
    /// money out at any number of transactions a month.
    static let all: [Payee] = [
        Payee(name: "Whole Foods", category: "Groceries", account: "Credit Card", cents: -14_000 ... -3_500, weight: 6),
        Payee(name: "Trader Joe's", category: "Groceries", account: "Credit Card", cents: -11_000 ... -2_500, weight: 6),
        Payee(name: "Safeway", category: "Groceries", account: "Checking", cents: -12_000 ... -2_000, weight: 5),
        Payee(name: "Costco", category: "Groceries", account: "Credit Card", cents: -26_000 ... -8_000, weight: 2),
        Payee(name: "Chipotle", category: "Dining", account: "Credit Card", cents: -1_650 ... -1_100, weight: 5),
        Payee(name: "Sweetgreen", category: "Dining", account: "Credit Card", cents: -1_800 ... -1_300, weight: 4),
        Payee(name: "Blue Bottle Coffee", category: "Dining", account: "Checking", cents: -900 ... -450, weight: 6),
        Payee(name: "Starbucks", category: "Dining", account: "Credit Card", cents: -800 ... -400, weight: 6),
        Payee(name: "Luigi's Pizzeria", category: "Dining", account: "Credit Card", cents: -6_500 ... -2_400, weight: 2),
        Payee(name: "Pho Saigon", category: "Dining", account: "Credit Card", cents: -3_200 ... -1_400, weight: 3),
        Payee(name: "Shell", category: "Transport", account: "Credit Card", cents: -6_200 ... -3_800, weight: 3),
        Payee(name: "Chevron", category: "Transport", account: "Credit Card", cents: -6_500 ... -3_500, weight: 2),
        Payee(name: "Uber", category: "Transport", account: "Credit Card", cents: -3_400 ... -1_200, weight: 4),
        Payee(name: "Lyft", category: "Transport", account: "Credit Card", cents: -3_000 ... -1_100, weight: 2),
        Payee(name: "Metro Transit", category: "Transport", account: "Checking", cents: -1_000 ... -275, weight: 4),
        Payee(name: "City Parking", category: "Transport", account: "Credit Card", cents: -2_500 ... -500, weight: 2),
        Payee(name: "Amazon", category: "Shopping", account: "Credit Card", cents: -9_000 ... -1_500, weight: 5),
        Payee(name: "Target", category: "Shopping", account: "Credit Card", cents: -12_000 ... -1_500, weight: 3),
        Payee(name: "Uniqlo", category: "Shopping", account: "Credit Card", cents: -9_000 ... -2_000, weight: 1),
        Payee(name: "IKEA", category: "Shopping", account: "Credit Card", cents: -30_000 ... -3_000, weight: 1),
        Payee(name: "AMC Theatres", category: "Entertainment", account: "Credit Card", cents: -4_500 ... -1_800, weight: 2),
        Payee(name: "Steam", category: "Entertainment", account: "Credit Card", cents: -6_000 ... -500, weight: 1),
        Payee(name: "Bowlero", category: "Entertainment", account: "Credit Card", cents: -7_500 ... -2_500, weight: 1),
        Payee(name: "CVS Pharmacy", category: "Health", account: "Credit Card", cents: -4_500 ... -900, weight: 2),
        Payee(name: "Walgreens", category: "Health", account: "Credit Card", cents: -4_000 ... -600, weight: 1),
        Payee(name: "Delta Air Lines", category: "Travel", account: "Credit Card", cents: -65_000 ... -18_000, weight: 1),
        Payee(name: "Airbnb", category: "Travel", account: "Credit Card", cents: -90_000 ... -15_000, weight: 1),
        Payee(name: "Etsy", category: "Gifts", account: "Credit Card", cents: -8_000 ... -2_000, weight: 1),
        Payee(name: "Udemy", category: "Education", account: "Credit Card", cents: -2_000 ... -1_000, weight: 1),
        Payee(name: "USPS", category: "Other", account: "Checking", cents: -2_500 ... -300, weight: 1),
        Payee(name: "Northwind Design (invoice)", category: "Freelance", account: "Checking", cents: 40_000 ... 100_000, weight: 6),
        Payee(name: "Amazon refund", category: "Other Income", account: "Credit Card", cents: 500 ... 6_000, weight: 1),
    ]

    /// The sum of the weights.
    static let totalWeight = all.reduce(0) { $0 + $1.weight }

    /// A payee drawn by weight.
    static func draw(using generator: inout SeededGenerator) -> Payee {
        var ticket = Int.random(in: 0..<totalWeight, using: &generator)
        for payee in all {
            if ticket < payee.weight { return payee }
            ticket -= payee.weight
        }
        return all[all.count - 1]
    }
}
