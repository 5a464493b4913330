import BuddyCore
import Finance
import Presentation
import Understanding

/// Spending month by month: the trend and the monthly average, counted from the first record.
extension Assistant {
    /// The trend a line asks about: the calendar months of its period (one starting mid-month,
    /// like "the last 6 months" on the 12th, counts from the next 1st) up to today, on its category
    /// or the kind of business it names ("coffee"), with the name of what it is on; `received`
    /// when it is money received (`{kind=income}` or an income category: "average monthly income").
    func trend(for match: Match) throws -> (trend: Trend, period: Period, subject: String?, atPayee: Bool, received: Bool) {
        let period = try period(of: match)
        let category = try match.category().map(categoryRecord)
        // "average monthly income", "what do I make from salary a month": money received.
        let kind: Transaction.Kind = match.text("kind") == "income" || category?.type == .income ? .income : .expense
        let first = period.start.day == 1 ? period.start : period.start.startOfMonth.adding(months: 1)
        let last = min(period.lastDay, today)
        // "over the next 6 months": no month of it has begun, so there is nothing to show yet.
        guard first <= last else {
            let said = period.label.hasPrefix("in ") ? String(period.label.dropFirst(3)) : period.label
            throw FinanceError(.invalidInput, "no month of \(said) has begun yet; a trend shows the months up to today, e.g. “how has my spending changed over the last 6 months”")
        }
        let count = max(1, min(36, (last.year - first.year) * 12 + last.month - first.month + 1))
        var filter = TransactionFilter(period: Period(start: first, end: last.adding(days: 1), label: period.label), kind: kind,
                                       category: category)
        let business = try narrowToKind(&filter, match: match)
        var payees = business == nil ? nil : filter.payees
        // "how much do I spend at trader joes on average": the payees by that name.
        // A word of the line that names a category as well ("my average trip to trader joes")
        // does not narrow the payee's rows.
        var subject = business.map { $0.said.prefix(1).uppercased() + $0.said.dropFirst() } ?? filter.category?.name
        // "how much goes to uber each month": a payee by a word that is also a category's other
        // name is the payee, as in totals.
        var byPayee = filter
        if business == nil { try narrowToPayee(&byPayee) }
        let named = match.text("merchant") ?? byPayee.text
        if business == nil, let merchant = named {
            filter.category = nil
            var byName = filter
            byName.text = merchant
            let found = try ledger.reports.payees(byName, limit: 20)
            guard let most = found.first else {
                throw FinanceError(.notFound, "no payee matching “\(merchant)” was paid from \(PeriodText.day(first, weekday: false, month: true, year: true)) on")
            }
            (payees, subject) = (found, most)
        }
        let trend = try ledger.reviews.trend(kind: kind, category: filter.category, payees: payees, months: count, endingWith: last, today: today)
        return (trend, period, subject, business == nil && named != nil, kind == .income)
    }

    /// Template values every month-by-month answer shares: the months, the category, the
    /// complete months averaged, and from when the records count when they begin later.
    private func trendValues(_ trend: Trend, category: String?) -> [String: Any] {
        var values: [String: Any] = ["from": Self.shortMonth(trend.months[0]), "to": Self.shortMonth(trend.months[trend.months.count - 1]),
                                     "complete": trend.complete.count, "one": trend.complete.count == 1]
        if let category { values["category"] = category }
        if let since = trend.since { values["since"] = monthName(since) }
        return values
    }

    private func trendSlots(_ trend: Trend, period: Period, category: String?) -> [String: ReplySlot] {
        ["period": .period(Period(start: trend.months[0].start, end: trend.months.last!.end, label: period.label))]
            .merging(category.map { ["category": .text($0)] } ?? [:]) { a, _ in a }
    }

    /// "how has my food spending changed over the last 6 months": a bar per month, the
    /// average, the change and the month under way's pace.
    func spendingTrend(_ match: Match) throws -> Answer {
        let (trend, period, category, _, received) = try trend(for: match)
        let intent = "spending.trend"
        var values = trendValues(trend, category: category)
        values["received"] = received
        let slots = trendSlots(trend, period: period, category: category)
        guard trend.totals.contains(where: { $0.minorUnits != 0 }) else { return Answer(variant: "zero", values: values, slots: slots) }
        var text = ReportText(display)
        text.append(BarChart(zip(trend.months, trend.totals).map { month, total in
            let partial = trend.lastIsPartial && month == trend.months.last
            return BarChart.Bar(label: Self.shortMonth(month), value: total.minorUnits, text: total.formatted + (partial ? " so far" : ""))
        }).lines(in: display))
        if display.isPlainMode { text.line("") }
        let done = trend.complete
        let change = trend.change.map { percent -> String in
            guard percent != 0 else { return "no change" }
            return display.isPlainMode || !display.isTerminal
                ? "\(percent > 0 ? "up" : "down") \(abs(percent))%" : "\(display.change(up: percent > 0)) \(abs(percent))%"
        }
        let describe = { (entry: (month: Period, total: Money)) in "\(CalendarNames.months[entry.month.start.month - 1]) (\(entry.total.formatted))" }
        let summary: [String: Any?] = [
            "average": done.isEmpty ? nil : trend.average.formatted,
            "change": change, "first": done.first.map { CalendarNames.months[$0.month.start.month - 1] },
            "last": done.last.map { CalendarNames.months[$0.month.start.month - 1] },
            "highest": done.count >= 2 ? trend.highest.map(describe) : nil, "lowest": done.count >= 2 ? trend.lowest.map(describe) : nil,
        ]
        text.line(phrase(intent, "summary", values.merging(summary.compactMapValues { $0 }) { _, new in new }),
                  indent: display.isPlainMode ? 2 : 0)
        // Money received comes on paydays, not day by day: the month under way has no pace.
        if !received, let projected = trend.projectedLast, let spent = trend.totals.last, let month = trend.months.last {
            text.line(phrase(intent, "pace", ["month": CalendarNames.months[month.start.month - 1], "spent": spent.formatted,
                                              "projected": projected.formatted]), indent: display.isPlainMode ? 2 : 0)
        }
        values["body"] = "\n" + text.text
        return Answer(values: values, slots: slots, amount: trend.average)
    }

    /// "how much do I spend per month on average": the trend's average of the complete months
    /// of the period (by default the last 12), counted from the first record.
    func spendingAverage(_ match: Match) throws -> Answer {
        let (trend, period, category, atPayee, received) = try trend(for: match)
        var values = trendValues(trend, category: category)
        // "at Trader Joe's", "on Groceries", "from Salary".
        values["on"] = atPayee ? "at" : received ? "from" : "on"
        values["received"] = received
        let slots = trendSlots(trend, period: period, category: category)
        let done = trend.complete
        guard let first = done.first, let last = done.last else {
            if let month = trend.months.last, let spent = trend.totals.last, trend.lastIsPartial {
                values["month"] = month.label
                values["spent"] = spent.formatted
                // "average daily spending this month": the days so far answer a day's or a week's average.
                let days = month.start.days(until: min(month.end, today.adding(days: 1)))
                if let per = match.text("per"), ["day", "week"].contains(per), days > 0, spent.minorUnits != 0 {
                    let scaled = try spent.minorUnits.checkedMultiplied(by: per == "day" ? 1 : 7)
                    values["average"] = Money(minorUnits: scaled.dividedRounded(by: Int64(days)), currency: spent.currency).formatted
                    values["per"] = per == "day" ? "a day" : "a week"
                    values["days"] = days
                    return Answer(variant: "so-far", values: values, slots: slots)
                }
            }
            return Answer(variant: "none", values: values, slots: slots)
        }
        guard done.contains(where: { $0.total.minorUnits != 0 }) else {
            // Nothing in the complete months the average covers; the month under way may have some.
            (values["from"], values["to"]) = (Self.shortMonth(first.month), Self.shortMonth(last.month))
            if let month = trend.months.last, let spent = trend.totals.last, trend.lastIsPartial, spent.minorUnits != 0 {
                values["month"] = month.label
                values["spent"] = spent.formatted
            }
            return Answer(variant: "zero", values: values, slots: slots)
        }
        // "a week", "a day", "a year": the same months' spending per week, day or year.
        let average: Money, per: String
        switch match.text("per") {
        case "week": (average, per) = (trend.average(perDays: 7), "a week")
        case "day": (average, per) = (trend.average(perDays: 1), "a day")
        case "year": (average, per) = (Money(minorUnits: trend.average.minorUnits &* 12, currency: trend.average.currency), "a year")
        default: (average, per) = (trend.average, "a month")
        }
        values["average"] = average.formatted
        values["per"] = per
        values["total"] = try ledger.total(of: done.map(\.total)).formatted
        values["range"] = first.month == last.month ? Self.shortMonth(first.month) : "\(Self.shortMonth(first.month)) – \(Self.shortMonth(last.month))"
        return Answer(values: values, slots: slots, amount: average)
    }
}
