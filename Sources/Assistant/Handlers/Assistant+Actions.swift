import BuddyCore
import Finance
import Presentation
import Understanding

/// The action centre: "anything I should know?".
extension Assistant {
    /// "anything I should know?", "what needs my attention".
    func actionCentre(_ match: Match) throws -> Answer {
        let items = try ledger.actions.items(today: today)
        guard !items.isEmpty else { return Answer(variant: "nothing") }
        var text = ReportText(display)
        text.list(items.map(sentence), roles: items.map(Self.role))
        return Answer(values: ["count": items.count, "one": items.count == 1, "body": "\n" + text.text])
    }

    /// How an item is coloured: red for what has gone wrong, amber for what may.
    static func role(_ item: ActionItem) -> Role {
        switch item {
        case .budgetOver, .lowBalance: return .bad
        default: return .warning
        }
    }

    /// An action item in words, from the action centre's reply variants.
    func sentence(_ item: ActionItem) -> String {
        let intent = "actions.list"
        switch item {
        case .budgetOver(let status):
            return phrase(intent, "budget-over", ["category": status.category, "spent": status.spent.formatted,
                                                  "limit": status.limit.formatted, "percent": status.percentUsed])
        case .budgetOnPace(let status):
            return phrase(intent, "budget-pace", ["category": status.category, "spent": status.spent.formatted, "limit": status.limit.formatted,
                                                  "projected": status.projected.formatted, "end": PeriodText.dayOfMonth(status.month.lastDay.day)])
        case .lowBalance(let balance, let due):
            var values: [String: Any] = ["account": balance.account.name, "balance": balance.balance.formatted]
            if due.minorUnits > 0 { values["due"] = due.formatted }
            return phrase(intent, "low-balance", values)
        case .billDue(let due):
            return phrase(intent, "bill-due", ["name": due.item.name, "amount": due.item.money.formatted,
                                               "when": PeriodText.relative(due.date, today: today)])
        case .goalBehind(let progress, let expected):
            return phrase(intent, "goal-behind", ["goal": progress.goal.name, "saved": progress.saved.formatted, "expected": expected.formatted,
                                                  "deadline": progress.goal.deadline.map(dayText) ?? ""])
        case .oldDebt(let balance, let days):
            return phrase(intent, balance.balance.minorUnits > 0 ? "owed-to-me" : "owed-by-me",
                          ["person": balance.name, "amount": balance.balance.magnitude.formatted, "days": days])
        case .unusual(let row, let typical):
            var values: [String: Any] = ["description": row.transaction.description, "amount": row.transaction.money.magnitude.formatted,
                                         "day": PeriodText.relative(row.transaction.date, today: today),
                                         "category": row.category ?? "uncategorised"]
            if let typical, typical.minorUnits > 0 {
                values["typical"] = typical.formatted
                values["times"] = Int(ReportService.rounded(row.transaction.money.magnitude.minorUnits, Int(typical.minorUnits)))
            }
            return phrase(intent, "unusual", values)
        }
    }
}
