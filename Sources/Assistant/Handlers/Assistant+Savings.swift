import BuddyCore
import Finance
import Understanding

/// Saving in conversation: what came in less what went out over a period.
extension Assistant {
    /// "how much did I save last month": income less spending, transfers left out; more spent
    /// than earned says by how much.
    func savingsTotal(_ match: Match) throws -> Answer {
        let (period, savings, figures) = try savingsFigures(match)
        var values = figures
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

    /// The period `match` asks about, what came in and went out in it, and the values every
    /// reply about saving reads: the period's and the income.
    func savingsFigures(_ match: Match) throws -> (period: Period, savings: Savings, values: [String: Any]) {
        let period = try period(of: match)
        let savings = try ledger.reports.savings(in: period)
        var values = periodValues(period)
        values["income"] = savings.income.formatted
        return (period, savings, values)
    }

    /// A question of what was saved asked at a point in time, or on one day in the noun an
    /// account is named by, asked of that account instead ("savings at the end of september",
    /// "savings on sep 30", "projected savings by end of year": nothing is saved at a point, and
    /// the Savings account has a balance then); nil otherwise.
    func balanceInsteadOfSavings(_ match: Match) -> Match? {
        // Nothing is saved yet in a period still to come: "how much will I have in savings by june".
        guard match.intent == "savings.total", let period = match.period(),
              period.start > today || (PeriodParser.namesEdge(period) || PeriodParser.namesDeadline(period) || period.dayCount == 1) && !saysSaving,
              let account = try? accountNamedInLine() else { return nil }
        return Match(intent: "accounts.balance", slots: ["account": .account(account), "period": .period(period)],
                     score: match.score, pattern: match.pattern)
    }

    /// Whether the line says saving as a verb or a net figure ("how much did I save", "net
    /// savings"), not only the noun an account may be named by ("savings on sep 30").
    private var saysSaving: Bool {
        let words = Set(Normalizer.tokens(currentLine))
        return !words.isDisjoint(with: ["save", "saved", "saving", "net", "put", "away", "aside", "rate"])
    }

    /// The account whose whole name the line says ("savings" for Savings), if any.
    private func accountNamedInLine() throws -> String? {
        let words = Normalizer.tokens(currentLine)
        return try ledger.accounts.all().first { account in
            let name = Normalizer.tokens(account.name)
            return !name.isEmpty && words.indices.contains { words[$0...].starts(with: name) }
        }?.name
    }
}
