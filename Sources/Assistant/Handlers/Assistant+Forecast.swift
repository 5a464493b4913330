import BuddyCore
import Finance
import Understanding

/// Where spending is heading: "at this rate how much will I spend this month", "projected
/// shopping spend for november", "forecast december spending", "on pace to spend more than
/// last month?".
extension Assistant {
    /// The most bills still due a forecast names one by one; more are summed up.
    private static let forecastBillsNamed = 4

    /// What the period's spending (in the category, at the shop or from the account the line
    /// names) comes to at the pace so far, with how the figure is made, and what the period
    /// before came to.
    func spendingForecast(_ match: Match) throws -> Answer {
        let period = forecastPeriod(try period(of: match))
        let account = try match.account().map(ledger.accounts.named)
        var filter = TransactionFilter(period: period, kind: .expense, category: try match.category().map(categoryRecord),
                                       text: match.text("merchant"), account: account)
        // "coffee at this rate": the coffee shops; "uber this month at this pace": the payee Uber.
        let business = try narrowToKind(&filter, match: match)
        if business == nil { try narrowToPayee(&filter) }
        var values = periodValues(period)
        // "uber+lyft at this rate": a name no row has ever had has no pace.
        if let text = filter.text, filter.payees == nil, try ledger.reports.payees(named: text, limit: 1).isEmpty {
            values["merchant"] = text
            return Answer(variant: "unknown", values: values, slots: ["period": .period(period)])
        }
        let forecast = try ledger.reports.forecast(filter, today: today)
        var what = business?.said ?? filter.category?.name
        if what == nil, let text = filter.text {
            // One payee counted: named as the store has it.
            let names = try ledger.reports.payees(filter, limit: 2)
            what = names.count == 1 ? names[0] : text
        }
        values["what"] = what.map { [$0] } ?? []
        values["account"] = account.map { [$0.name] } ?? []
        values["total"] = forecast.total.formatted
        values["spent"] = forecast.spent.formatted
        values["perDay"] = forecast.perDay.formatted
        if forecast.daysAhead > 0, forecast.ahead.minorUnits != 0 {
            values["ahead"] = [["amount": forecast.ahead.formatted, "days": forecast.daysAhead == 1 ? "the day" : "the \(forecast.daysAhead) days"]]
        }
        if !forecast.billsDue.isEmpty {
            let names = forecast.billsDue.map(\.item.name)
            let shown = names.count <= Self.forecastBillsNamed ? names : Array(names.prefix(Self.forecastBillsNamed - 1)) + ["\(names.count - Self.forecastBillsNamed + 1) more"]
            values["bills"] = [["total": forecast.billsDueTotal.formatted, "names": Self.list(shown)]]
        }
        let query = "forecast expenses from \(period.start.iso) to \(period.lastDay.iso): spent through \(today.iso), "
            + "day-to-day spending (all but tracked bills) at its daily rate over \(forecast.measured.map { "\($0.start.iso) to \($0.lastDay.iso)" } ?? "no days"), "
            + "and the tracked bills still due"
        let slots: [String: ReplySlot] = ["period": .period(period)]
        guard forecast.measured != nil else { return Answer(variant: "none", values: values, slots: slots, query: query) }
        if forecast.daysAhead == 0 {
            return Answer(variant: "over", values: values, slots: slots, amount: forecast.spent, query: query, filter: filter)
        }
        if period.start > today {
            return Answer(variant: "ahead", values: values, slots: slots, amount: forecast.total, query: query)
        }
        // "on pace to spend more than last month?": the period said, or the one before, as spent.
        var before = filter
        before.period = match.period("other") ?? period.preceding
        let previous = try ledger.reports.total(before)
        if previous.minorUnits > 0 {
            // Both are positive, so the difference cannot overflow.
            let difference = forecast.total.minorUnits - previous.minorUnits
            let change = Money(minorUnits: abs(difference), currency: ledger.currency)
            let label = before.period.label
            values["previous"] = [["label": label.prefix(1).uppercased() + label.dropFirst(), "amount": previous.formatted,
                                   "difference": change.formatted, "direction": difference > 0 ? "more" : "less", "same": difference == 0]]
        }
        return Answer(values: values, slots: slots, amount: forecast.total, query: query, filter: filter)
    }

    /// The period a forecast "by" a day to come covers: "by the end of the month" is this
    /// month, "by the end of the year" this year, "by dec 15" from the start of this month.
    /// Any other period is itself.
    private func forecastPeriod(_ period: Period) -> Period {
        guard period.start >= today else { return period }
        // A day to come, or the days from today or tomorrow up to it.
        let upTo = period.dayCount == 1 || period.start <= today.adding(days: 1)
        let month = Period.month(containing: today)
        if upTo, period.end == month.end { return month.relabeled("this month") }
        let year = Period(start: Day(year: today.year, month: 1, day: 1)!, end: Day(year: today.year + 1, month: 1, day: 1)!, label: "this year")
        if upTo, period.end == year.end { return year }
        guard period.dayCount == 1, period.start > today else { return period }
        return Period(start: month.start, end: period.end, label: "by \(PeriodText.relative(period.start, today: today))")
    }
}
