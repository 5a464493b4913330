import BuddyCore
import Finance
import Understanding

/// Budgets in conversation: setting and removing limits, and how they stand.
extension Assistant {
    /// "set a budget of 400 for food", "budget 200 for dining in December".
    func setBudget(_ match: Match) throws -> Answer {
        guard let amount = match.amount(), let category = match.category() else { throw FinanceError(.invalidInput, "say “set a budget of 400 for food”") }
        let month = match.period("month")?.start
        let name = try write("the \(category) budget") { try ledger.budgets.set(amount, for: category, month: month) }
        let status = try ledger.budgets.status(for: name, month: month ?? today, today: today)
        let monthLabel = Period.month(containing: month ?? today).label
        return Answer(values: ["category": name, "amount": amount.formatted, "when": month == nil ? "a month, every month" : "for \(monthLabel)",
                               "spent": status?.spent.formatted ?? Money.zero(ledger.currency).formatted, "month": monthLabel],
                      slots: ["category": .text(name)], amount: amount)
    }

    /// "remove my food budget".
    func removeBudget(_ match: Match) throws -> Answer {
        guard let category = match.category() else { throw FinanceError(.invalidInput, "say which budget, e.g. “remove my food budget”") }
        let month = match.period("month")?.start
        try write("removing the \(category) budget") { try ledger.budgets.remove(for: category, month: month) }
        return Answer(values: ["category": category, "when": month.map { "for \(Period.month(containing: $0).label)" } ?? "for every month"])
    }

    /// "how much is left in my food budget", "am I over budget", "how's my budget this month".
    func budgetStatus(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        let month = Period.month(containing: period.start)
        if let category = match.category() {
            guard let status = try ledger.budgets.status(for: category, month: month.start, today: today) else {
                return Answer(variant: "missing", values: ["category": category, "month": month.label])
            }
            return Answer(values: ["single": true, "text": describe(status), "month": month.label],
                          slots: ["category": .text(status.category), "period": .period(month)], amount: status.remaining)
        }
        let all = try ledger.budgets.overview(month: month.start, today: today)
        guard !all.isEmpty else { return Answer(variant: "none", values: ["month": month.label]) }
        let over = all.filter { $0.state == .over }.count
        // On a terminal each budget gets a progress bar; plain text keeps the sentences.
        let drawn = display.isTerminal && !display.isPlainMode
        var rows = drawn ? budgetLines(all).map { ["text": String($0.dropFirst(2))] } : all.map { ["text": describe($0)] }
        rows.append(["text": over == 0 ? "Nothing is over budget." : "\(over) of \(all.count) over budget."])
        return Answer(values: ["single": false, "rows": rows, "month": month.label], slots: ["period": .period(month)])
    }

    /// One budget's standing in words: spent of limit, what is left, and the pace.
    func describe(_ status: BudgetStatus) -> String {
        let head = "\(status.category): \(status.spent.formatted) of \(status.limit.formatted) (\(status.percentUsed)%)"
        switch status.state {
        case .over:
            return "\(head) · over by \((status.spent - status.limit).formatted)"
        case .atRisk where status.projected.minorUnits > status.limit.minorUnits:
            let end = PeriodText.dayOfMonth(status.month.lastDay.day)
            return "\(head) · at risk: \(status.remaining.formatted) left; at this pace you'll spend \(status.projected.formatted) of \(status.limit.formatted) by the \(end)"
        case .atRisk:
            return "\(head) · at risk: \(status.remaining.formatted) left"
        case .onTrack:
            return "\(head) · on track: \(status.remaining.formatted) left"
        }
    }
}
