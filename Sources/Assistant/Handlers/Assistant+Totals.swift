import BuddyCore
import Finance
import Understanding

/// Questions about totals: spending and income over a period, optionally for one category.
extension Assistant {
    func spendingTotal(_ match: Match) throws -> Answer {
        try total(match, kind: .expense)
    }

    func incomeTotal(_ match: Match) throws -> Answer {
        try total(match, kind: .income)
    }

    private func total(_ match: Match, kind: Transaction.Kind) throws -> Answer {
        let period = try period(of: match)
        let category = try match.category().map(categoryRecord)
        let merchant = match.text("merchant")
        let filter = TransactionFilter(period: period, kind: kind, category: category, text: merchant)
        let amount = try ledger.reports.total(filter)
        var slots: [String: ReplySlot] = ["period": .period(period)]
        var remembered = match.slots
        remembered["period"] = .period(period)
        context.lastQuestion = Match(intent: match.intent, slots: remembered, score: match.score, pattern: match.pattern)
        context.lastFilter = filter
        var values = periodValues(period)
        values["amount"] = amount.formatted
        if let category {
            values["category"] = category.name
            slots["category"] = .text(category.name)
        }
        if let merchant {
            values["merchant"] = merchant
            slots["merchant"] = .text(merchant)
            values["payees"] = try countedPayees(filter)
        }
        let what = kind == .expense ? "expenses" : "income"
        let scope = [category.map { "in \($0.name) (with its subcategories)" },
                     merchant.map { "whose payee matches “\($0)”" }].compactMap { $0 }.joined(separator: " ")
        let query = "added up \(what)\(scope.isEmpty ? "" : " " + scope) from \(period.start.iso) to \(period.lastDay.iso) "
            + "in \(ledger.currency.code)"
        return Answer(variant: amount.minorUnits == 0 ? "zero" : "", values: values, slots: slots, amount: amount,
                      query: query, filter: filter)
    }

    /// The payees a total about a merchant counted, when there are several ("Uber and Uber
    /// Eats"; five at most, then "others"); empty when one name covers them all.
    private func countedPayees(_ filter: TransactionFilter) throws -> [String] {
        let names = try ledger.reports.payees(filter, limit: 6)
        guard names.count > 1 else { return [] }
        return [Self.list(Array(names.prefix(5)) + (names.count > 5 ? ["others"] : []))]
    }

    func unknownCategory(_ match: Match) throws -> Answer {
        let what = match.text("what") ?? ""
        let names = try ledger.categories.all().filter { $0.type == .expense }.map(\.name)
        return Answer(values: ["what": what, "categories": names.joined(separator: ", ")], slots: ["what": .text(what)])
    }

    /// The category called `name`; fails, saying so, when there is none.
    func categoryRecord(_ name: String) throws -> Category {
        guard let found = try ledger.categories.named(name) else { throw FinanceError(.notFound, "there is no category called \(name)") }
        return found
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
