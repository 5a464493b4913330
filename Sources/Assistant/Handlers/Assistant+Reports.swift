import BuddyCore
import Finance
import Presentation
import Understanding

/// The monthly review, spending charts and comparisons.
extension Assistant {
    /// "how did I do last month", "monthly report".
    func monthlyReview(_ match: Match) throws -> Answer {
        let review = try ledger.reviews.monthly(month: try period(of: match).start, today: today)
        let intent = "report.monthly", month = review.month
        let slots: [String: ReplySlot] = ["period": .period(month)]
        guard review.income.minorUnits != 0 || review.expenses.minorUnits != 0 else {
            return Answer(variant: "empty", values: ["month": month.label], slots: slots)
        }
        let previousName = CalendarNames.months[month.previousMonth.start.month - 1]
        var text = ReportText(display)
        text.line(display.paint(phrase(intent, "heading", ["month": month.label, "partial": review.isPartial]), .heading))
        var totals: [String: Any] = [
            "income": review.income.formatted, "expenses": review.expenses.formatted, "sep": display.separator,
            "saved": review.net.minorUnits >= 0, "net": review.net.formatted, "shortfall": review.net.magnitude.formatted,
            "previousMonth": previousName,
        ]
        if let rate = review.savingsRate, rate >= 0 {
            totals["rate"] = rate
            if let previous = review.previousSavingsRate { totals["previousRate"] = max(0, previous) }
        }
        text.line(phrase(intent, "totals", totals))
        if !review.categories.isEmpty {
            // The month of the first record has no month before it to compare with.
            text.section(phrase(intent, review.hasMonthBefore ? "categories" : "categories-first",
                                ["previousMonth": previousName, "partial": review.isPartial]))
            text.append(categoryChart(review.categories, compared: review.hasMonthBefore))
        }
        if !review.budgets.isEmpty {
            let kept = review.budgets.filter { $0.state != .over }.count
            text.section(phrase(intent, "budgets", ["kept": kept, "count": review.budgets.count]))
            text.append(budgetLines(review.budgets))
        }
        if !review.biggest.isEmpty {
            text.section(phrase(intent, "biggest"))
            text.append(Table(review.biggest.map { row in
                [dayText(row.transaction.date), row.transaction.description, row.category ?? "Uncategorised", row.transaction.money.magnitude.formatted]
            }, rightAligned: [3]).lines(in: display))
        }
        if !review.insights.isEmpty {
            text.section(phrase(intent, "insights"))
            text.list(review.insights.map { sentence($0, month: month) })
        }
        return Answer(values: ["body": text.text], slots: slots, amount: review.net)
    }

    /// An insight about `month` in words, from the review's reply variants.
    func sentence(_ insight: Insight, month: Period) -> String {
        let intent = "report.monthly"
        /// An average over fewer months than usual says from when the records count.
        func averageValues(_ category: String, _ percent: Int, _ average: Money, _ months: Int) -> [String: Any] {
            var values: [String: Any] = ["category": category, "percent": percent, "average": average.formatted, "months": months]
            if months < ReviewService.averageMonths { values["since"] = monthName(month.start.adding(months: -months)) }
            return values
        }
        switch insight {
        case .spentMoreThanEarned(let by): return phrase(intent, "insight-more", ["amount": by.formatted])
        case .aboveAverage(let category, let percent, let average, let months):
            return phrase(intent, "insight-above", averageValues(category, percent, average, months))
        case .belowAverage(let category, let percent, let average, let months):
            return phrase(intent, "insight-below", averageValues(category, percent, average, months))
        case .budgetsKept(let kept, let count):
            return phrase(intent, "insight-budgets", ["kept": kept, "count": count, "all": kept == count])
        case .savingsRate(let percent, let previous):
            if percent < 0 { return phrase(intent, "insight-deficit", ["negative": -percent]) }
            var values: [String: Any] = ["percent": percent]
            if let previous { values["previous"] = max(0, previous) }
            return phrase(intent, "insight-savings", values)
        }
    }

    /// Categories as bars, each with its amount and, when `compared`, its change.
    private func categoryChart(_ changes: [CategoryChange], compared: Bool) -> [String] {
        let amountWidth = changes.map(\.current.formatted.count).max() ?? 0
        return BarChart(changes.map { change in
            let amount = change.current.formatted
            let note = compared ? changeText(change) : ""
            let text = display.isPlainMode
                ? amount + (note.isEmpty ? "" : ", \(note)") + (!compared || change.previous.minorUnits == 0 ? "" : " from \(change.previous.formatted)")
                : String(repeating: " ", count: amountWidth - amount.count) + amount + (note.isEmpty ? "" : "  " + note)
            return BarChart.Bar(label: change.category, value: change.current.minorUnits, text: text)
        }).lines(in: display)
    }

    /// "show me a chart of my spending": a bar per category and a sparkline per day (per week
    /// or month for long periods).
    func spendingChart(_ match: Match) throws -> Answer {
        var (period, shares, total, values) = try spendingShares(match)
        let slots: [String: ReplySlot] = ["period": .period(period)]
        guard total.minorUnits > 0 else { return Answer(variant: "zero", values: values, slots: slots) }
        var text = ReportText(display)
        text.append(BarChart(shares.map { share in
            let percent = share.percent(of: total)
            let shown = display.isPlainMode ? "\(share.total.formatted), \(percent) percent" : "\(share.total.formatted)  \(percent)%"
            return BarChart.Bar(label: share.category, value: share.total.minorUnits, text: shown)
        }).lines(in: display))
        let counted = period.through(today)
        if counted.dayCount > 1, counted.start <= today {
            let (unit, buckets) = Self.buckets(counted)
            let totals = try ledger.reports.totals(TransactionFilter(period: counted, kind: .expense), per: buckets)
            let range = PeriodText.range(counted, thisYear: today.year)
            if let line = Sparkline(totals.map(\.minorUnits)).line(in: display, width: display.width - 4 - range.count) {
                text.section(phrase("spending.chart", "days", ["unit": unit]))
                text.line(line + "  " + range, indent: 2)
            }
            if let busiest = zip(buckets, totals).max(by: { $0.1.minorUnits < $1.1.minorUnits }), unit == "day" {
                // Days before the first record are not days of nothing spent.
                let days = try ledger.reports.recordedPart(of: counted, today: today)?.dayCount ?? counted.dayCount
                let average = Money(minorUnits: ReportService.rounded(total.minorUnits, days), currency: ledger.currency)
                if display.isPlainMode { text.line("") }
                text.line(phrase("spending.chart", "busiest", ["day": dayText(busiest.0.start), "amount": busiest.1.formatted,
                                                                 "average": average.formatted]), indent: display.isPlainMode ? 2 : 0)
            }
        }
        values["body"] = "\n" + text.text
        return Answer(values: values, slots: slots, amount: total)
    }

    /// Days for a month or less, weeks up to half a year, months beyond.
    static func buckets(_ period: Period) -> (unit: String, buckets: [Period]) {
        if period.dayCount <= 31 {
            return ("day", (0..<period.dayCount).map { Period.day(period.start.adding(days: $0), label: "") })
        }
        if period.dayCount <= 183 {
            return ("week", stride(from: 0, to: period.dayCount, by: 7).map {
                Period(start: period.start.adding(days: $0), end: min(period.end, period.start.adding(days: $0 + 7)), label: "")
            })
        }
        var months: [Period] = []
        var start = period.start
        while start < period.end {
            let next = min(period.end, start.startOfMonth.adding(months: 1))
            months.append(Period(start: start, end: next, label: ""))
            start = next
        }
        return ("month", months)
    }

    /// "compare this month to last month", "compare october and november": totals and each
    /// category side by side (two categories named instead are compared over one period), the later period against the earlier whatever order they were
    /// named in. A period still under way is compared with the same number of days of the other.
    func compareSpending(_ match: Match) throws -> Answer {
        // "is that more than last month?": the total given just before, in the period it was for and the one said.
        if match.text("that") != nil {
            switch comparingThat(match) {
            case .answer(let answer): return answer
            case .match(let compared): return try compareSpending(compared)
            }
        }
        if let first = match.text("merchant"), let second = match.text("othermerchant") { return try comparePayees(match, first, second) }
        // "compare uber and lyft": two payees whose names are both another name for Transport.
        if let first = match.category() {
            let second = match.category("other") ?? first
            if try first != second || payeesNamedInsteadOf(try categoryRecord(first)).count == 2 {
                return try compareCategories(match, first, second)
            }
        }
        // "compared to september?" after a question about October: October against September.
        // Never the period it is compared with: "did I earn more than last month" after a question
        // about last month is this month against last month.
        // "vs october?", "vs last month": one period said, right after a question about another,
        // is the period compared with.
        let one = match.period() == nil || match.period("other") == nil ? match.period("other") ?? match.period() : nil
        let asked = one != nil && context.lastQuestionTurn == context.turn - 1
            ? context.lastQuestion?.period().flatMap { $0 == one ? nil : $0 } : nil
        let named = try asked ?? period(of: match)
        let comparison = try ledger.reviews.compare(named, (asked != nil ? one : match.period("other")) ?? named.previousMonth, today: today)
        let current = comparison.later, previous = comparison.earlier
        // "vs october?" after a total at Chipotle: Chipotle's spending in each period.
        if asked != nil, match.category() == nil, match.text("kind") == nil,
           let answer = try compareTheLastTotal(current, against: previous) { return answer }
        // "did I spend more on food this month than last month": the one category in each period.
        if let category = match.category() {
            return try compareCategory(match, try categoryRecord(category), current, against: previous)
        }
        // "did I earn more this month than last month": what came in, in each period.
        if match.text("kind") == "income" { return try compareIncome(current, against: previous) }
        let name = { (period: Period) in "\(period.label) (\(PeriodText.range(period, thisYear: self.today.year)))" }
        let heading = { (label: String) in label.hasPrefix("in ") ? String(label.dropFirst(3)) : label }
        let now = comparison.laterTotal, before = comparison.earlierTotal
        var values: [String: Any] = ["current": name(current), "previous": name(previous), "currentLabel": current.label,
                                     "previousLabel": previous.label, "previousName": heading(previous.label),
                                     "currentTotal": now.formatted, "previousTotal": before.formatted]
        let slots: [String: ReplySlot] = ["period": .period(current), "other": .period(previous)]
        guard now.minorUnits != 0 || before.minorUnits != 0 else { return Answer(variant: "zero", values: values, slots: slots) }
        // The change is from the earlier total; there is none to give when that was nothing.
        if let percent = comparison.total.percent {
            if percent == 0 { values["same"] = true } else { values["change"] = changeText(comparison.total) }
        }
        let changes = comparison.categories
        if let movers = match.text("movers") { values["movers"] = try moved(changes, way: movers) }
        var rows = changes.map { [$0.category, $0.current.formatted, $0.previous.formatted, changeText($0)] }
        if !display.isPlainMode { rows.insert(["", heading(current.label), heading(previous.label), ""], at: 0) }
        else { rows = changes.map { ["\($0.category): \($0.current.formatted) against \($0.previous.formatted)", changeText($0)] } }
        values["body"] = "\n" + Table(rows, rightAligned: display.isPlainMode ? [] : [1, 2]).lines(in: display).joined(separator: "\n")
        return Answer(values: values, slots: slots, amount: try now - before)
    }

    /// "which category went up the most": the category whose spending rose (`way` "up"), fell
    /// ("down") or changed ("either") the most, as a sentence; that none did, when none did.
    private func moved(_ changes: [CategoryChange], way: String) throws -> [String] {
        let moves = try changes.map { (change: $0, by: try $0.difference.minorUnits) }
        let candidates = moves.filter { way == "up" ? $0.by > 0 : way == "down" ? $0.by < 0 : $0.by != 0 }
        guard let top = candidates.max(by: { abs($0.by) < abs($1.by) }) else {
            return [way == "up" ? "No category went up." : way == "down" ? "No category went down." : "No category changed."]
        }
        let amount = Money(minorUnits: abs(top.by), currency: ledger.currency).formatted
        let percent = " (\(changeText(top.change)))"
        return ["\(top.change.category) \(top.by > 0 ? "went up" : "went down") the most: \(top.by > 0 ? "+" : "-")\(amount)\(percent)."]
    }
}
