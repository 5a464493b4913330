import BuddyCore
import Finance
import Understanding

/// Two more ways to ask how a budget stands: what may still be spent each day of the month
/// ("how much can I spend per day on dining for the rest of the month"), and the budget against
/// another month's ("transport budget vs last month", "did I go over on food worse than in october").
extension Assistant {
    /// That `category` has no budget for `month`.
    static func noBudget(_ category: String, _ month: Period) -> Answer {
        Answer(variant: "missing", values: ["category": category, "month": month.label])
    }

    /// What is left of the budget of `category` for `month`, shared over the days left in it,
    /// today included; all of the month's days for a month to come.
    func budgetPerDay(_ category: String, month: Period) throws -> Answer {
        guard let status = try ledger.budgets.covering(category, month: month.start, today: today) else {
            return Self.noBudget(category, month)
        }
        var values: [String: Any] = ["category": status.category, "month": month.label, "text": standingText(status)]
        let slots: [String: ReplySlot] = ["category": .text(status.category), "period": .period(month)]
        guard today <= month.lastDay else { return Answer(values: values.merging(["single": true]) { $1 }, slots: slots) }
        let from = max(today, month.start)
        let days = from.days(until: month.end)
        values["days"] = days == 1 ? "1 day" : "\(days) days"
        values["from"] = PeriodText.relative(from, today: today)
        values["end"] = PeriodText.dayOfMonth(month.lastDay.day)
        guard status.remaining.minorUnits > 0 else {
            values["over"] = status.remaining.minorUnits < 0 ? [status.overBy.formatted] : []
            return Answer(variant: "per-day-over", values: values, slots: slots, amount: status.remaining)
        }
        let daily = Money(minorUnits: status.remaining.minorUnits / Int64(days), currency: status.remaining.currency)
        values["remaining"] = status.remaining.formatted
        values["daily"] = daily.formatted
        return Answer(variant: "per-day", values: values, slots: slots, amount: daily)
    }

    /// The budget of `category` for `month` beside its standing in `other` (the month before
    /// when none is said, or when the same month is), and how much more or less was spent.
    func budgetAgainst(_ category: String, month: Period, other said: Period?) throws -> Answer {
        var other = said.map { Period.month(containing: $0.start) } ?? month.previousMonth
        if other == month { other = month.previousMonth }
        // A month to come said against this one ("compared to august", read ahead) is last year's.
        if month.start <= today, other.start > today { other = Period.month(containing: other.start.adding(months: -12)) }
        // "food budget this month compared to october": the later month first.
        var (later, earlier) = other.start > month.start ? (other, month) : (month, other)
        // "food budget for october vs september", read ahead as budgets are: two months that have
        // not begun have nothing to compare, so the ones a year before are meant.
        if earlier.start > today {
            (later, earlier) = (Period.month(containing: later.start.adding(months: -12)), Period.month(containing: earlier.start.adding(months: -12)))
        }
        guard let now = try ledger.budgets.covering(category, month: later.start, today: today) else {
            return Self.noBudget(category, later)
        }
        guard let then = try ledger.budgets.covering(category, month: earlier.start, today: today) else {
            return Self.noBudget(category, earlier)
        }
        let difference = try now.spent - then.spent
        let change = difference.minorUnits == 0 ? "the same as"
            : "\(difference.magnitude.formatted) \(difference.minorUnits > 0 ? "more" : "less") than"
        // A month under way is set against all of the other: say so.
        return Answer(variant: "against", values: ["category": now.category, "month": later.label, "text": standingText(now),
                                                   "other": earlier.label, "otherText": standingText(then), "change": change,
                                                   "sofar": later.contains(today)],
                      slots: ["category": .text(now.category), "period": .period(later), "other": .period(earlier)], amount: difference)
    }
}
