import BuddyCore
import Finance
import Understanding

/// Saving in conversation: what came in less what went out over a period.
extension Assistant {
    /// "how much did I save last month": income less spending, transfers left out; more spent
    /// than earned says by how much.
    func savingsTotal(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        let savings = try ledger.reports.savings(in: period)
        var values = periodValues(period)
        values["income"] = savings.income.formatted
        values["spent"] = savings.spending.formatted
        let saved = try savings.saved
        values["saved"] = saved.formatted
        values["over"] = saved.magnitude.formatted
        let variant = switch saved.minorUnits {
        case _ where savings.income.minorUnits == 0 && savings.spending.minorUnits == 0: "none"
        case ..<0: "over"
        case 0: "even"
        default: ""
        }
        let query = "added up income and expenses (transfers left out) from \(period.start.iso) to \(period.lastDay.iso) "
            + "in \(ledger.currency.code)"
        return Answer(variant: variant, values: values, slots: ["period": .period(period)], amount: saved, query: query)
    }
}
