import BuddyCore
import Finance
import Understanding

/// When the person last paid somewhere: "when was I last at joe's", "last time at amc?",
/// "when did I last buy coffee".
extension Assistant {
    /// The newest expense up to today at the payee the line names (or in its category, or of
    /// the kind of business it names), how long ago that was, and how many there are in all.
    func lastVisit(_ match: Match) throws -> Answer {
        let upToToday = Period(start: Day.firstSupported, end: today.adding(days: 1), label: Period.toDateLabel)
        var filter = TransactionFilter(period: upToToday, kind: .expense, category: try match.category().map(categoryRecord),
                                       text: match.text("merchant"))
        // "when did I last buy coffee": the coffee shops; "last uber": the payee Uber.
        let business = try narrowToKind(&filter, match: match)
        if business == nil { try narrowToPayee(&filter) }
        guard filter.text != nil || filter.category != nil || filter.payees != nil else { return Answer(variant: "nothing") }
        let said = filter.text ?? business?.said ?? filter.category?.name ?? ""
        let (rows, count) = try ledger.transactions.list(filter, limit: 1)
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
