import BuddyCore
import Finance
import Presentation
import Understanding

/// Spending by day of the week: "which day of the week do I spend the most", "do I spend more on
/// weekends", "how much did I spend on the weekends".
extension Assistant {
    /// Each day of the week's spending over the period (by default everything recorded), in
    /// all and on average a day, the week laid out from the profile's first day; which day
    /// costs the most and the least on average; and weekends against weekdays.
    func spendingByWeekday(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        let category = try match.category().map(categoryRecord)
        var values = periodValues(period)
        values["category"] = category.map { [$0.name] } ?? []
        let slots: [String: ReplySlot] = ["period": .period(period)]
        guard let recorded = try ledger.reports.recordedPart(of: period, today: today) else { return Answer(variant: "zero", values: values, slots: slots) }
        let filter = TransactionFilter(period: recorded, kind: .expense, category: category)
        let days = (0..<recorded.dayCount).map { recorded.start.adding(days: $0) }
        let totals = try ledger.reports.totals(filter, per: days.map { Period(start: $0, end: $0.adding(days: 1), label: "") })
        guard totals.contains(where: { $0.minorUnits != 0 }) else { return Answer(variant: "zero", values: values, slots: slots, filter: filter) }
        // Sunday is 1, as `Day.weekday` counts.
        var sums = [Int64](repeating: 0, count: 8), counts = [Int](repeating: 0, count: 8)
        for (day, total) in zip(days, totals) {
            sums[day.weekday] = try Int64.checkedSum([sums[day.weekday], total.minorUnits])
            counts[day.weekday] += 1
        }
        let money = { (cents: Int64) in Money(minorUnits: cents, currency: self.ledger.currency) }
        let average = { (weekday: Int) in money(counts[weekday] == 0 ? 0 : sums[weekday].dividedRounded(by: Int64(counts[weekday]))) }
        let first = ledger.profile.weekStartDay.rawValue
        let week = (0..<7).map { (first - 1 + $0) % 7 + 1 }.filter { counts[$0] > 0 }
        var text = ReportText(display)
        text.append(Table(week.map { [CalendarNames.weekdays[$0 - 1], "\(average($0).formatted) a day", "\(money(sums[$0]).formatted) in all"] },
                          rightAligned: [1, 2]).lines(in: display))
        values["body"] = "\n" + text.text + "\n"
        // The highest average first; on a tie, the earlier day of the week.
        let byAverage = week.enumerated().sorted { (average($0.element).minorUnits, -$0.offset) > (average($1.element).minorUnits, -$1.offset) }.map(\.element)
        values["most"] = CalendarNames.weekdays[byAverage[0] - 1] + "s"
        values["mostAverage"] = average(byAverage[0]).formatted
        values["least"] = CalendarNames.weekdays[byAverage[byAverage.count - 1] - 1] + "s"
        values["leastAverage"] = average(byAverage[byAverage.count - 1]).formatted
        let part = { (weekdays: [Int]) throws -> [String: String] in
            let sum = try Int64.checkedSum(weekdays.map { sums[$0] }), count = weekdays.reduce(0) { $0 + counts[$1] }
            return ["total": money(sum).formatted, "average": money(count == 0 ? 0 : sum.dividedRounded(by: Int64(count))).formatted]
        }
        values["weekend"] = try part([1, 7])
        values["weekdays"] = try part([2, 3, 4, 5, 6])
        return Answer(values: values, slots: slots,
                      query: "added up expenses day by day from \(recorded.start.iso) to \(recorded.lastDay.iso) and grouped the days by weekday", filter: filter)
    }
}

extension Assistant {
    /// "how much did the weekend cost me", "what did I spend over the weekend": a line read as
    /// spending by day of the week whose period is one weekend (or any span of a week or less)
    /// asks for that span's total, since no day of the week comes round twice in it; nil
    /// otherwise.
    func totalInsteadOfWeekdays(_ match: Match) -> Match? {
        guard match.intent == "spending.weekdays", let period = match.period(), period.dayCount <= 7 else { return nil }
        return Match(intent: "spending.total", slots: match.slots, score: match.score, pattern: match.pattern)
    }
}
