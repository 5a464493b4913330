import BuddyCore
import Finance
import Understanding

/// "did I spend more on dining or groceries in october", "compare food and transport this
/// month": two categories' spending over one period, side by side, and which was more.
extension Assistant {
    /// The comparison of the categories in the slots `category` and `other` over the match's
    /// period (this month unless said).
    func compareCategories(_ match: Match, _ first: String, _ second: String) throws -> Answer {
        let period = try period(of: match)
        let categories = try [first, second].map(categoryRecord)
        let totals = try categories.map { try ledger.reports.total(TransactionFilter(period: period, kind: .expense, category: $0)) }
        context.lastQuestion = match.with(slots: match.slots.merging(["period": .period(period)]) { $1 })
        context.lastQuestionTurn = context.turn
        var values = periodValues(period)
        values["first"] = categories[0].name
        values["second"] = categories[1].name
        values["firstTotal"] = totals[0].formatted
        values["secondTotal"] = totals[1].formatted
        let slots: [String: ReplySlot] = ["period": .period(period), "category": .text(categories[0].name)]
        let query = "added up expenses in \(categories[0].name) and in \(categories[1].name) (each with its subcategories) "
            + "from \(period.start.iso) to \(period.lastDay.iso) in \(ledger.currency.code)"
        guard totals[0].minorUnits != 0 || totals[1].minorUnits != 0 else {
            return Answer(variant: "categories-zero", values: values, slots: slots, query: query)
        }
        let difference = try totals[0] - totals[1]
        if difference.minorUnits == 0 {
            values["same"] = true
        } else {
            values["more"] = difference.minorUnits > 0 ? categories[0].name : categories[1].name
            values["difference"] = difference.magnitude.formatted
        }
        return Answer(variant: "categories", values: values, slots: slots, amount: difference.magnitude, query: query)
    }
}
