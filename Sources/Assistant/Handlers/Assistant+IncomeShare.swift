import BuddyCore
import Finance
import Understanding

/// The share of income a thing took, or that was saved.
extension Assistant {
    /// "what percent of my income goes to rent", "how much of my paycheck goes on groceries",
    /// "what fraction of my income did I save": the period's spending on the thing (counted as
    /// a total is) or its savings, against its income, transfers left out of both.
    func incomeShare(_ match: Match) throws -> Answer {
        let (period, savings, figures) = try savingsFigures(match)
        var values = figures
        let slots: [String: ReplySlot] = ["period": .period(period)]
        let query = "added up income (transfers left out) from \(period.start.iso) to \(period.lastDay.iso) in \(ledger.currency.code), "
        if match.text("what") == "saved" {
            let saved = try savings.saved
            values["saved"] = saved.formatted
            values["spent"] = savings.spending.formatted
            values["subject"] = [String]()
            guard savings.income.minorUnits > 0 else { return Answer(variant: "none", values: values, slots: slots) }
            guard saved.minorUnits >= 0 else {
                values["over"] = saved.magnitude.formatted
                return Answer(variant: "over", values: values, slots: slots, amount: saved)
            }
            values["percent"] = Percentage.of(saved.minorUnits, savings.income.minorUnits) ?? 0
            return Answer(variant: "saved", values: values, slots: slots, amount: saved, query: query + "and expenses, to compare")
        }
        // Counted as a total is, without becoming the question a follow-up asks again: "and last
        // month?" after a share is the share ("show them" still lists the rows counted).
        let question = context.lastQuestion
        var spending = try total(Match(intent: "spending.total", slots: match.slots.merging(["period": .period(period)]) { $1 },
                                       score: match.score, pattern: match.pattern), kind: .expense)
        context.lastQuestion = question
        let spent = spending.amount ?? .zero(ledger.currency)
        let subject = (spending.values["merchant"] ?? spending.values["category"]) as? String
        values["spent"] = spent.formatted
        values["subject"] = subject.map { [$0] } ?? []
        guard savings.income.minorUnits > 0 else { return Answer(variant: "none", values: values, slots: slots, amount: spent) }
        values["subject"] = subject ?? "Spending"
        // "Uber took under 1%": a share that rounds to nothing, when something was spent.
        let percent = Percentage.of(spent.minorUnits, savings.income.minorUnits) ?? 0
        values["percent"] = percent == 0 && spent.minorUnits > 0 ? "under 1" : String(percent)
        spending.query = query + "and " + (spending.query ?? "expenses")
        return Answer(values: values, slots: slots, amount: spent, query: spending.query, filter: spending.filter)
    }
}
