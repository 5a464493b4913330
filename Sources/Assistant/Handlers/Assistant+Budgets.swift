import BuddyCore
import Finance
import Presentation
import Understanding

/// Budgets in conversation: setting and removing limits, and how they stand.
extension Assistant {
    /// "set a budget of 400 for food", "budget 200 for dining in December".
    func setBudget(_ match: Match) throws -> Answer {
        guard let said = match.amount(), let category = match.category() else { throw FinanceError(.invalidInput, "say “set a budget of 400 for food”") }
        // "cap coffee at 40 a month": a budget is a whole category's, and $40 for all of Dining is not what was asked.
        if let record = try ledger.categories.named(category), let kind = try kindNamedInsteadOf(record, in: match) {
            throw FinanceError(.invalidInput, "budgets are kept by category, and \(kind.said) is part of \(record.name); "
                + "say “set a \(record.name.lowercased()) budget of \(Self.typed(said.magnitude))” to budget all of \(record.name)")
        }
        let month = budgetMonth(match)?.start
        // "a weekly budget of 40 for transport": budgets are kept by the month, so a week's is
        // made a month's (52 weeks over 12 months), and the reply says so.
        let weekly = match.text("change") == nil && saysByTheWeek(said)
        let monthly = weekly ? Money(minorUnits: (said.minorUnits * 52 + 6) / 12, currency: said.currency) : said
        let limit = try changedBudget(match, by: monthly, category: category, month: month)
        let name = try write("the \(category) budget") { try ledger.budgets.set(limit, for: category, month: month) }
        let status = try ledger.budgets.status(for: name, month: month ?? today, today: today)
        let monthLabel = Period.month(containing: month ?? today).label
        let when = (month == nil ? "a month, every month" : "for \(monthLabel)") + (weekly ? " (\(said.formatted) a week)" : "")
        return Answer(values: ["category": name, "amount": limit.formatted, "when": when,
                               "spent": status?.spent.formatted ?? Money.zero(ledger.currency).formatted, "month": monthLabel],
                      slots: ["category": .text(name)], amount: limit)
    }

    /// The budget a line sets: the amount said, or for "raise my dining budget by 50" and "cut
    /// food by 100" the category's budget that month changed by it.
    private func changedBudget(_ match: Match, by amount: Money, category: String, month: Day?) throws -> Money {
        guard let change = match.text("change") else { return amount }
        guard let current = try ledger.budgets.status(for: category, month: month ?? today, today: today)?.limit else {
            throw FinanceError(.invalidInput, "there is no \(category) budget to change; say “set a \(category.lowercased()) budget of \(Self.typed(amount.magnitude))”")
        }
        let changed = change == "down" ? try current - amount.magnitude : try current + amount.magnitude
        guard changed.minorUnits > 0 else {
            throw FinanceError(.invalidInput, "the \(category) budget is \(current.formatted), so it cannot come down by \(amount.magnitude.formatted); "
                + "say “remove my \(category.lowercased()) budget” to have none")
        }
        return changed
    }

    /// "remove my food budget".
    func removeBudget(_ match: Match) throws -> Answer {
        guard let category = match.category() else { throw FinanceError(.invalidInput, "say which budget, e.g. “remove my food budget”") }
        let month = budgetMonth(match)?.start
        try write("removing the \(category) budget") { try ledger.budgets.remove(for: category, month: month) }
        return Answer(values: ["category": category, "when": month.map { "for \(Period.month(containing: $0).label)" } ?? "for every month"])
    }

    /// "how much is left in my food budget", "am I over budget", "how's my budget this month".
    func budgetStatus(_ match: Match) throws -> Answer {
        let month = try budgetMonth(match) ?? Period.month(containing: period(of: match).start)
        if match.text("whatif") != nil, let amount = match.amount()?.magnitude {
            return try budgetAfter(amount, category: match.category(), month: month)
        }
        if let category = match.category() {
            if match.text("per") == "day" { return try budgetPerDay(category, month: month) }
            if match.text("against") != nil {
                // "transport budget vs last month", "shopping budget compared to august": the one
                // month said is the other; this one is now.
                let now = Period.month(containing: today)
                if match.period("other") == nil, let said = match.period(), Period.month(containing: said.start) != now {
                    return try budgetAgainst(category, month: now, other: said)
                }
                return try budgetAgainst(category, month: month, other: match.period("other"))
            }
            guard let status = try ledger.budgets.covering(category, month: month.start, today: today) else {
                return Self.noBudget(category, month)
            }
            return Answer(values: ["single": true, "category": status.category, "text": standingText(status), "month": month.label],
                          slots: ["category": .text(status.category), "period": .period(month)], amount: status.remaining)
        }
        let all = try ledger.budgets.overview(month: month.start, today: today)
        guard !all.isEmpty else { return Answer(variant: "none", values: ["month": month.label]) }
        let over = all.filter { $0.state == .over }.count
        // On a terminal each budget gets a progress bar; plain text keeps the sentences.
        let drawn = display.isTerminal && !display.isPlainMode
        var rows = drawn ? budgetLines(all).map { ["text": String($0.dropFirst(2))] } : all.map { ["text": describe($0)] }
        if let whole = try budgetsInAll(all) { rows.append(["text": whole]) }
        rows.append(["text": over == 0 ? "Nothing is over budget." : "\(over) of \(all.count) over budget."])
        return Answer(values: ["single": false, "rows": rows, "month": month.label], slots: ["period": .period(month)])
    }

    /// "In all: $1,301.24 spent of $1,300.00 budgeted." over the budgets that no other budget
    /// holds (a category's budget counts within its parent's, which says so); nil for one budget.
    private func budgetsInAll(_ all: [BudgetStatus]) throws -> String? {
        guard all.count > 1 else { return nil }
        let categories = try ledger.categories.all()
        let budgeted = Set(all.map { $0.category.lowercased() })
        // The budgeted category above `name`, if any.
        func holder(_ name: String) -> String? {
            var parent = categories.first { $0.name.lowercased() == name.lowercased() }?.parentId
            while let id = parent, let category = categories.first(where: { $0.id == id }) {
                if budgeted.contains(category.name.lowercased()) { return category.name }
                parent = category.parentId
            }
            return nil
        }
        let top = all.filter { holder($0.category) == nil }
        let within = all.compactMap { status in holder(status.category).map { "\(TerminalText.data(status.category)) within \(TerminalText.data($0))" } }
        let (spent, limit) = (try ledger.total(of: top.map(\.spent)), try ledger.total(of: top.map(\.limit)))
        return "In all: \(spent.formatted) spent of \(limit.formatted) budgeted"
            + (within.isEmpty ? "." : " (counting \(Self.list(within))).")
    }

    /// "would a $90 jacket put me over my shopping budget": the budget's standing with `amount`
    /// spent on top; nothing is recorded.
    private func budgetAfter(_ amount: Money, category: String?, month: Period) throws -> Answer {
        var values: [String: Any] = ["amount": amount.formatted, "month": month.label]
        guard let category else {
            let names = try ledger.budgets.overview(month: month.start, today: today).map(\.category)
            guard let first = names.first else { return Answer(variant: "none", values: values) }
            values["categories"] = Self.list(names)
            values["first"] = first.lowercased()
            values["typed"] = Self.typed(amount)
            return Answer(variant: "whatif-which", values: values)
        }
        guard let status = try ledger.budgets.covering(category, month: month.start, today: today) else {
            values["category"] = category
            return Answer(variant: "missing", values: values)
        }
        let after = try status.remaining - amount
        values["category"] = status.category
        values["spent"] = status.spent.formatted
        values["limit"] = status.limit.formatted
        let slots: [String: ReplySlot] = ["category": .text(status.category), "period": .period(month)]
        guard after.minorUnits >= 0 else {
            values["remaining"] = status.remaining.minorUnits > 0 ? [status.remaining.formatted] : []
            values["over"] = after.magnitude.formatted
            return Answer(variant: "whatif-over", values: values, slots: slots, amount: after)
        }
        values["remaining"] = status.remaining.formatted
        values["after"] = after.formatted
        return Answer(variant: "whatif", values: values, slots: slots, amount: after)
    }

    /// The month a budget line is about, read the same way when setting, removing and asking
    /// how much is left: the calendar month containing the period the line names, or nil when
    /// it names none. A bare month name points where the grammar says: for planning ("for
    /// December"), this month or the next one of that name.
    func budgetMonth(_ match: Match) -> Period? {
        (match.period("month") ?? match.period()).map { Period.month(containing: $0.start) }
    }

    /// One budget's standing in words, after its category's name: "Food: …".
    func describe(_ status: BudgetStatus) -> String {
        "\(TerminalText.data(status.category)): \(standingText(status))"
    }

    /// Spent of limit, what is left, and the pace; a month that has not begun has all of it left.
    func standingText(_ status: BudgetStatus) -> String {
        let head = "\(status.spent.formatted) of \(status.limit.formatted) (\(status.percentUsed)%)"
        if today < status.month.start { return "\(head) · not begun yet: \(status.remaining.formatted) left" }
        switch status.state {
        case .over:
            return "\(head) · over by \(status.overBy.formatted)"
        case .atRisk where status.projected.minorUnits > status.limit.minorUnits:
            let end = PeriodText.dayOfMonth(status.month.lastDay.day)
            return "\(head) · at risk: \(status.remaining.formatted) left; at this pace you'll spend \(status.projected.formatted) of \(status.limit.formatted) by the \(end)"
        case .atRisk:
            return "\(head) · at risk: \(status.remaining.formatted) left"
        case .onTrack:
            return "\(head) · on track: \(status.remaining.formatted) left"
        }
    }

    /// Whether the line says `amount` by the week (the grammar's `per-week`), the words just after
    /// the amount or beside "budget": "40 a week", "a weekly budget of 40" ("400, that's about
    /// 100 a week" sets 400 a month).
    private func saysByTheWeek(_ amount: Money) -> Bool {
        let tokens = Normalizer.tokens(currentLine)
        let parser = AmountParser(homeCurrency: amount.currency)
        for phrase in understander.grammar.wordLists["per-week", default: []] where !phrase.isEmpty {
            for start in tokens.indices where tokens[start...].starts(with: phrase) {
                let after = start + phrase.count < tokens.count ? tokens[start + phrase.count] : ""
                if ["budget", "limit", "cap", "allowance"].contains(after) { return true }
                if start > 0, parser.parse(tokens[start - 1]) == amount { return true }
            }
        }
        return false
    }
}
