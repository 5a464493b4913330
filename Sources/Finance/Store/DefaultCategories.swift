/// The categories and synonyms every new profile starts with.
enum DefaultCategories {
    struct Entry {
        let name: String
        let type: Category.Kind
        let colour: String
        let icon: String
        let parent: String?
        let synonyms: [String]
    }

    static let all: [Entry] = [
        Entry(name: "Food", type: .expense, colour: "#E67E22", icon: "🍽️", parent: nil,
              synonyms: ["food", "eating"]),
        Entry(name: "Groceries", type: .expense, colour: "#27AE60", icon: "🛒", parent: "Food",
              synonyms: ["grocery", "grocery store", "supermarket", "groceries shopping"]),
        Entry(name: "Dining", type: .expense, colour: "#D35400", icon: "🍔", parent: "Food",
              synonyms: ["eating out", "eat out", "eaten out", "ate out", "restaurant", "restaurants", "dining out", "takeout", "take out", "takeaway",
                         "takeaways", "meal out", "meals out", "meals", "lunch", "dinner", "breakfast", "brunch", "coffee", "coffees", "snack", "snacks", "drinks"]),
        Entry(name: "Transport", type: .expense, colour: "#2980B9", icon: "🚗", parent: nil,
              synonyms: ["transportation", "gas", "fuel", "petrol", "the tank", "tank of gas", "fill up", "fill ups", "fillup", "fill-up", "uber", "lyft", "taxi", "taxis", "bus", "train",
                         "subway", "metro", "transit", "parking", "tolls", "car"]),
        Entry(name: "Rent", type: .expense, colour: "#8E44AD", icon: "🏠", parent: nil,
              synonyms: ["housing", "mortgage"]),
        Entry(name: "Utilities", type: .expense, colour: "#16A085", icon: "💡", parent: nil,
              synonyms: ["bills", "electricity", "electric", "power", "water", "internet", "phone", "heating"]),
        Entry(name: "Entertainment", type: .expense, colour: "#E84393", icon: "🎬", parent: nil,
              synonyms: ["fun", "movies", "movie", "cinema", "concert", "concerts", "games", "going out"]),
        Entry(name: "Shopping", type: .expense, colour: "#F39C12", icon: "🛍️", parent: nil,
              synonyms: ["clothes", "clothing", "shoes", "amazon", "merchandise"]),
        Entry(name: "Health", type: .expense, colour: "#C0392B", icon: "💊", parent: nil,
              synonyms: ["healthcare", "medical", "doctor", "pharmacy", "medicine", "dentist", "gym", "fitness"]),
        Entry(name: "Travel", type: .expense, colour: "#1ABC9C", icon: "✈️", parent: nil,
              synonyms: ["trips", "trip", "vacation", "holiday", "holidays", "flights", "flight", "hotel", "hotels", "airfare", "airline", "airlines", "lodging", "accommodation"]),
        Entry(name: "Subscriptions", type: .expense, colour: "#9B59B6", icon: "🔁", parent: nil,
              synonyms: ["subscription", "streaming", "memberships", "membership"]),
        Entry(name: "Education", type: .expense, colour: "#34495E", icon: "📚", parent: nil,
              synonyms: ["books", "courses", "school", "tuition"]),
        Entry(name: "Gifts", type: .expense, colour: "#FD79A8", icon: "🎁", parent: nil,
              synonyms: ["presents", "present", "gift", "donations", "charity"]),
        Entry(name: "Other", type: .expense, colour: "#7F8C8D", icon: "📦", parent: nil,
              synonyms: ["misc", "miscellaneous"]),
        Entry(name: "Salary", type: .income, colour: "#2ECC71", icon: "💼", parent: nil,
              synonyms: ["paycheck", "paychecks", "pay", "wages", "payroll"]),
        Entry(name: "Freelance", type: .income, colour: "#00B894", icon: "🧑‍💻", parent: nil,
              synonyms: ["side gig", "side hustle", "contract work", "consulting"]),
        Entry(name: "Interest", type: .income, colour: "#55EFC4", icon: "🏦", parent: nil,
              synonyms: ["dividends", "interest income"]),
        Entry(name: "Other Income", type: .income, colour: "#81ECEC", icon: "💰", parent: nil,
              synonyms: ["refunds", "refund", "gifts received"]),
    ]
}
