import BuddyCore
import Finance
import Understanding

/// Questions about totals: spending and income over a period, optionally for one category.
extension Assistant {
    func spendingTotal(_ match: Match) throws -> Answer {
        try total(match) { try ledger.reports.spending(in: $0, category: $1) }
    }

    func incomeTotal(_ match: Match) throws -> Answer {
        try total(match) { try ledger.reports.income(in: $0, category: $1) }
    }

    private func total(_ match: Match, _ query: (Period, Category?) throws -> Money) throws -> Answer {
        let period = try period(of: match)
        var category: Category?
        if let name = match.category() {
            guard let found = try ledger.categories.named(name) else {
                throw FinanceError(.notFound, "there is no category called \(name)")
            }
            category = found
        }
        let amount = try query(period, category)
        var slots: [String: ReplySlot] = ["period": .period(period)]
        var remembered = match.slots
        remembered["period"] = .period(period)
        context.lastQuestion = Match(intent: match.intent, slots: remembered, score: match.score, pattern: match.pattern)
        var values = periodValues(period)
        values["amount"] = amount.formatted
        if let category {
            values["category"] = category.name
            slots["category"] = .text(category.name)
        }
        return Answer(variant: amount.minorUnits == 0 ? "zero" : "", values: values, slots: slots, amount: amount)
    }

    func unknownCategory(_ match: Match) throws -> Answer {
        let what = match.text("what") ?? ""
        let names = try ledger.categories.all().filter { $0.type == .expense }.map(\.name)
        return Answer(values: ["what": what, "categories": names.joined(separator: ", ")], slots: ["what": .text(what)])
    }

    /// The match's period, or its intent's `default-period`, or this month.
    func period(of match: Match) throws -> Period {
        if let period = match.period() { return period }
        let orientation = understander.grammar.intent(match.intent)?.orientation ?? .past
        let parser = PeriodParser(today: today, weekStart: ledger.profile.weekStartDay, orientation: orientation)
        let text = understander.grammar.intent(match.intent)?.settings["default-period"] ?? "this month"
        return parser.parse(text) ?? parser.parse("this month")!
    }

    /// Template values for a period: `period.label` and `period.range`.
    func periodValues(_ period: Period) -> [String: Any] {
        ["period": ["label": period.label, "range": PeriodText.range(period, thisYear: today.year)]]
    }
}
