import BuddyCore
import Finance
import Understanding

/// The days that stand out: "what's the most I've ever spent in a single day", "my three
/// cheapest days this month".
extension Assistant {
    /// The days of the period with the most spent (or, with the slot `least`, the least), each
    /// with how many expenses it had and the largest of them; a list when the line asks for
    /// several ("top 3 spending days"). The days run from the first record through today, and a
    /// question about the least says how many of them had no spending at all.
    func spendingDays(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        let category = try match.category().map(categoryRecord)
        let least = match.text("least") != nil
        var values = periodValues(period)
        let slots: [String: ReplySlot] = ["period": .period(period)]
        var filter = TransactionFilter(period: period, kind: .expense, category: category, text: match.text("merchant"))
        // "when did I spend the most on uber": the payee Uber, not all of Transport.
        try narrowToPayee(&filter)
        values["category"] = filter.category.map { "\($0.name) " } ?? ""
        values["categoryName"] = filter.category.map { [$0.name] } ?? []
        guard let recorded = try ledger.reports.recordedPart(of: period, today: today) else {
            return Answer(variant: "zero", values: values, slots: slots)
        }
        filter.period = recorded
        // The payee as the store names it ("Uber" for "uber"), when one name covers the rows.
        let names = filter.text == nil ? [] : try ledger.reports.payees(filter, limit: 2)
        values["merchant"] = filter.text.map { [names.count == 1 ? names[0] : $0] } ?? []
        let wanted = min(max(match.number("count") ?? 1, 1), Self.listLimit)
        let days = try ledger.reports.rankedDays(filter, largest: !least, limit: wanted)
        guard let first = days.first else { return try sayingUnheardOf(Answer(variant: "zero", values: values, slots: slots, filter: filter)) }
        values["rows"] = try days.enumerated().map { position, day in try dayValues(day, position: position + 1, filter: filter) }
        values["shown"] = days.count
        if least {
            let without = try ledger.reports.daysWithout(filter)
            values["without"] = without == 0 ? [] : ["\(without) of the \(recorded.dayCount) days"]
        }
        let variant = wanted > 1 ? (least ? "fewest" : "list") : (least ? "least" : "")
        return Answer(variant: variant, values: values, slots: slots, amount: first.total,
                      query: "added up expenses day by day from \(recorded.start.iso) to \(recorded.lastDay.iso) and ranked the days", filter: filter,
                      singledOut: wanted == 1 ? Period.day(first.day, label: "") : nil)
    }

    /// A ranked day's template values: its date, its total, and its expenses' count and largest.
    private func dayValues(_ day: DayTotal, position: Int, filter: TransactionFilter) throws -> [String: Any] {
        var onTheDay = filter
        onTheDay.period = Period(start: day.day, end: day.day.adding(days: 1), label: "")
        let largest = try ledger.reports.extreme(onTheDay, largest: true)
        let detail: String
        switch (largest, day.count) {
        case (let largest?, 1): detail = "one expense, at \(largest.transaction.description)"
        case (let largest?, _): detail = "\(day.count) expenses, the largest \(largest.transaction.money.magnitude.formatted) at \(largest.transaction.description)"
        case (nil, _): detail = "\(day.count) expenses"
        }
        return ["position": position, "date": dayText(day.day), "amount": day.total.formatted, "detail": detail]
    }
}
