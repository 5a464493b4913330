import BuddyCore
import Finance
import Understanding

/// "did I spend more on dining or groceries in october", "compare food and transport this
/// month": two categories' spending over one period, side by side, and which was more.
extension Assistant {
    /// The comparison of the categories in the slots `category` and `other` over the match's
    /// period (this month unless said).
    /// A category named by words that are payees' names is those payees: "compare uber and
    /// lyft" compares the two payees, not Transport with itself.
    func compareCategories(_ match: Match, _ first: String, _ second: String) throws -> Answer {
        let period = try period(of: match)
        let categories = try [first, second].map(categoryRecord)
        var sides = categories.map { (name: $0.name, filter: TransactionFilter(period: period, kind: .expense, category: $0), scope: "in \($0.name) (with its subcategories)") }
        let payees = first == second ? try payeesNamedInsteadOf(categories[0]) : try categories.compactMap(payeeNamedInsteadOf)
        if payees.count == 2 {
            for (side, payee) in zip(sides.indices, payees) {
                sides[side] = (try storedPayeeName(payee), TransactionFilter(period: period, kind: .expense, text: payee), "whose payee matches “\(payee)”")
            }
        }
        return try compareSides(match, sides, over: period, atPayees: payees.count == 2)
    }

    /// "uniqlo vs target this month", "chipotle or sweetgreen": two payees the store has, over the
    /// match's period (this month unless said).
    /// With how many times each was paid; "which do I go to more" with no period said counts
    /// everything recorded.
    func comparePayees(_ match: Match, _ first: String, _ second: String) throws -> Answer {
        let byVisits = lineSays("visits-more")
        let period = byVisits && match.period() == nil ? try wholeRecord() : try period(of: match)
        let sides = try [first, second].map { payee in
            (name: try storedPayeeName(payee), filter: TransactionFilter(period: period, kind: .expense, text: payee), scope: "whose payee matches “\(payee)”")
        }
        var answer = try compareSides(match, sides, over: period, atPayees: true)
        let counts = try sides.map { try ledger.reports.statistics($0.filter).count }
        if counts.contains(where: { $0 > 0 }) {
            let times = { (count: Int) in count == 0 ? "not once" : count == 1 ? "once" : count == 2 ? "twice" : "\(count) times" }
            answer.values["visits"] = ["You paid \(sides[0].name) \(times(counts[0])) and \(sides[1].name) \(times(counts[1]))."]
        }
        return answer
    }

    /// What was spent on each of two sides over `period`, and which was more; `atPayees` when
    /// the sides are payees (spent "at" them, not "on").
    private func compareSides(_ match: Match, _ sides: [(name: String, filter: TransactionFilter, scope: String)], over period: Period,
                              atPayees: Bool) throws -> Answer {
        let totals = try sides.map { try ledger.reports.total($0.filter) }
        context.lastQuestion = match.with(slots: match.slots.merging(["period": .period(period)]) { $1 })
        context.lastQuestionTurn = context.turn
        var values = periodValues(period)
        values["on"] = atPayees ? "at" : "on"
        values["first"] = sides[0].name
        values["second"] = sides[1].name
        values["firstTotal"] = totals[0].formatted
        values["secondTotal"] = totals[1].formatted
        let slots: [String: ReplySlot] = ["period": .period(period), "category": .text(sides[0].name)]
        let query = "added up expenses \(sides[0].scope) and \(sides[1].scope) "
            + "from \(period.start.iso) to \(period.lastDay.iso) in \(ledger.currency.code)"
        guard totals[0].minorUnits != 0 || totals[1].minorUnits != 0 else {
            return Answer(variant: "categories-zero", values: values, slots: slots, query: query)
        }
        let difference = try totals[0] - totals[1]
        if difference.minorUnits == 0 {
            values["same"] = true
        } else {
            values["more"] = difference.minorUnits > 0 ? sides[0].name : sides[1].name
            values["difference"] = difference.magnitude.formatted
        }
        return Answer(variant: "categories", values: values, slots: slots, amount: difference.magnitude, query: query)
    }

    /// "did I spend more on food this month than last month", "coffee this month vs last month":
    /// one category (or the kind of business the line names) in two periods, the later first.
    func compareCategory(_ match: Match, _ category: Category, _ current: Period, against previous: Period) throws -> Answer {
        let kind: Transaction.Kind = category.type == .income ? .income : .expense
        var filters = [current, previous].map { TransactionFilter(period: $0, kind: kind, category: category) }
        // The payees of a kind are those of either period.
        var both = TransactionFilter(period: Period(start: min(current.start, previous.start), end: max(current.end, previous.end), label: ""),
                                     kind: kind, category: category)
        let business = try narrowToKind(&both, match: match)
        if business != nil { filters = filters.map { var narrowed = $0; narrowed.payees = both.payees; return narrowed } }
        // "uber this month vs last month": the payee Uber, not all of Transport.
        let payee = business == nil ? try payeeNamedInsteadOf(category) : nil
        if let payee { filters = filters.map { var narrowed = $0; (narrowed.category, narrowed.text) = (nil, payee); return narrowed } }
        let totals = try filters.map { try ledger.reports.total($0) }
        let change = CategoryChange(category: category.name, current: totals[0], previous: totals[1])
        let subject = try business?.said ?? payee.map { try storedPayeeName($0) } ?? category.name
        var values = periodsCompared(change, current, previous)
        values["category"] = subject
        let slots: [String: ReplySlot] = ["period": .period(current), "other": .period(previous), "category": .text(subject)]
        let scope = payee.map { "whose payee matches “\($0)”" } ?? "in \(category.name) (with its subcategories)" + (business.map { " " + $0.scope } ?? "")
        let query = "added up expenses \(scope) from \(current.start.iso) to \(current.lastDay.iso) and from "
            + "\(previous.start.iso) to \(previous.lastDay.iso) in \(ledger.currency.code)"
        context.lastFilter = filters[0]
        return Answer(variant: kind == .income ? "category-income" : "category", values: values, slots: slots, amount: try change.difference, query: query, filter: filters[0])
    }

    /// "vs october?" right after "how much did I spend at chipotle in september": the rows the
    /// total just given counted (its payee, category or kind of business), in the two periods;
    /// nil when the line before was no such total.
    func compareTheLastTotal(_ current: Period, against previous: Period) throws -> Answer? {
        guard let last = context.lastQuestion, last.intent == "spending.total", context.lastQuestionTurn == context.turn - 1,
              let counted = context.lastFilter, counted.kind == .expense, counted.account == nil,
              counted.text != nil || counted.category != nil || counted.payees != nil else { return nil }
        let totals = try [current, previous].map { period -> Money in
            var filter = counted
            filter.period = period
            return try ledger.reports.total(filter)
        }
        let subject = try counted.text.map(storedPayeeName) ?? last.text("kind") ?? counted.category?.name ?? ""
        let change = CategoryChange(category: subject, current: totals[0], previous: totals[1])
        var values = periodsCompared(change, current, previous)
        values["category"] = subject
        var filter = counted
        filter.period = current
        context.lastFilter = filter
        return Answer(variant: "category", values: values, slots: ["period": .period(current), "other": .period(previous), "category": .text(subject)],
                      amount: try change.difference, query: "added up the rows of the last total from \(current.start.iso) to \(current.lastDay.iso) and from "
                        + "\(previous.start.iso) to \(previous.lastDay.iso) in \(ledger.currency.code)", filter: filter)
    }

    /// "did I earn more this month than last month": all the money received in two periods, the later first.
    func compareIncome(_ current: Period, against previous: Period) throws -> Answer {
        let filters = [current, previous].map { TransactionFilter(period: $0, kind: .income) }
        let totals = try filters.map { try ledger.reports.total($0) }
        let change = CategoryChange(category: "Income", current: totals[0], previous: totals[1])
        context.lastFilter = filters[0]
        return Answer(variant: "income", values: periodsCompared(change, current, previous), slots: ["period": .period(current), "other": .period(previous)],
                      amount: try change.difference, filter: filters[0])
    }

    /// The values a reply of one total in two periods reads: each period named ("in October 2026
    /// (1 – 31 Oct)", "last month (1 – 27 Oct)"), each total, and the change, or that it is the same.
    private func periodsCompared(_ change: CategoryChange, _ current: Period, _ previous: Period) -> [String: Any] {
        let name = { (period: Period) in
            "\(period.label.first?.isUppercase == true ? "in " : "")\(period.label) (\(PeriodText.range(period, thisYear: self.today.year)))"
        }
        var values: [String: Any] = ["current": name(current), "previous": name(previous),
                                     "currentTotal": change.current.formatted, "previousTotal": change.previous.formatted]
        if let percent = change.percent {
            if percent == 0 { values["same"] = true } else { values["change"] = changeText(change) }
        }
        return values
    }

    /// The payee `word` names, as the store has it ("Uber" for "uber"), when it names one alone.
    func storedPayeeName(_ word: String) throws -> String {
        let names = try ledger.reports.payees(named: word, limit: 2)
        return names.count == 1 ? names[0] : word
    }
}
