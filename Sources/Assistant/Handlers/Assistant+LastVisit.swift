import BuddyCore
import Finance
import Understanding

/// When the person last paid somewhere: "when was I last at joe's", "last time at amc?",
/// "when did I last buy coffee".
extension Assistant {
    /// The newest expense up to today at the payee the line names (or in its category, or of
    /// the kind of business it names), how long ago that was, and how many there are in all.
    func lastVisit(_ match: Match) throws -> Answer {
        var filter = TransactionFilter(period: try wholeRecord(), kind: .expense, category: try match.category().map(categoryRecord),
                                       text: match.text("merchant"))
        // "when did I last buy coffee": the coffee shops; "last uber": the payee Uber.
        let business = try narrowToKind(&filter, match: match)
        if business == nil { try narrowToPayee(&filter) }
        guard filter.text != nil || filter.category != nil || filter.payees != nil else { return Answer(variant: "nothing") }
        var said = filter.text ?? business?.said ?? filter.category?.name ?? ""
        var (rows, count) = try ledger.transactions.list(filter, limit: 1)
        // "when did I last pay the water bill", "… pay rent": no payee by those words, but a bill
        // or a category by them.
        if count == 0, let text = filter.text {
            let others = try otherReadings(of: text, in: filter)
            if let first = others.first { said = first.said }
            for other in others {
                let found = try ledger.transactions.list(other.filter, limit: 1)
                guard found.count > 0 else { continue }
                (filter, said, rows, count) = (other.filter, other.said, found.rows, found.count)
                break
            }
        }
        context.lastFilter = filter
        guard let row = rows.first else { return Answer(variant: "none", values: ["said": said]) }
        context.focus = row.transaction.id
        var values = rowValues(row)
        values["ago"] = Self.howLongAgo(row.transaction.date.days(until: today))
        values["count"] = count
        values["times"] = count == 1 ? "expense" : "expenses"
        values["payee"] = filter.text == nil ? [] : [row.transaction.description]
        values["said"] = said
        if let first = try ledger.reports.firstRecord() { values["since"] = monthName(first) }
        return Answer(values: values, slots: ["count": .number(count)], amount: row.transaction.money.magnitude,
                      query: "found the newest of \(count) matching expenses up to \(today.iso)", filter: filter)
    }

    /// `filter` for the bill (by its payments' name), then for the category, that `text` names
    /// without "the", "my" or "bill" around it, each with what to call it.
    private func otherReadings(of text: String, in filter: TransactionFilter) throws -> [(filter: TransactionFilter, said: String)] {
        let around = singleWords("around-a-bill")
        let words = Normalizer.tokens(text).filter { !around.contains($0) }
        guard !words.isEmpty else { return [] }
        let named = words.joined(separator: " ")
        var readings: [(filter: TransactionFilter, said: String)] = []
        let bills = try ledger.recurring.bills(matching: named)
        if bills.count == 1 {
            var other = filter
            other.text = bills[0].name
            readings.append((other, bills[0].name))
        }
        // A category by another of its names only when no bill is named ("the water bill" is City
        // Water, never all of Utilities); by its own name in any case ("rent").
        if case .category(let name)? = understander.readSlot(.category, from: named, in: understandingContext),
           bills.count != 1 || name.lowercased() == named {
            var other = filter
            (other.text, other.category) = (nil, try categoryRecord(name))
            readings.append((other, name))
        }
        return readings
    }

    /// "today", "yesterday", "5 days ago", "3 weeks ago", "about 4 months ago".
    static func howLongAgo(_ days: Int) -> String {
        switch days {
        case ..<1: return "today"
        case 1: return "yesterday"
        case 2..<14: return "\(days) days ago"
        case 14..<60: return "\(days / 7) weeks ago"
        default:
            let months = (days + 15) / 30
            return months < 24 ? "about \(months) months ago" : "about \(months / 12) years ago"
        }
    }
}
