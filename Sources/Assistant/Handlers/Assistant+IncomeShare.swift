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
        var spending = try total(Match(intent: "spending.total", slots: match.slots.merging(["period": .period(period)]) { $1 },
                                       score: match.score, pattern: match.pattern), kind: .expense)
        let spent = spending.amount ?? .zero(ledger.currency)
        let subject = (spending.values["merchant"] ?? spending.values["category"]) as? String
        values["spent"] = spent.formatted
        values["subject"] = subject.map { [$0] } ?? []
        guard savings.income.minorUnits > 0 else { return Answer(variant: "none", values: values, slots: slots, amount: spent) }
        values["subject"] = subject ?? "Spending"
        values["percent"] = Percentage.of(spent.minorUnits, savings.income.minorUnits) ?? 0
        spending.query = query + "and " + (spending.query ?? "expenses")
        return Answer(values: values, slots: slots, amount: spent, query: spending.query, filter: spending.filter)
    }
}
