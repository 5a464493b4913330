import BuddyCore
import Finance
import Understanding

/// Finding transactions, and questions about how many there were and the largest or smallest.
extension Assistant {
    /// "find amazon", "show transactions over $100 last month", "show my checking history",
    /// "what was that 45 dollar charge".
    func search(_ match: Match) throws -> Answer {
        let period = match.period() ?? Self.allTime
        var category = try match.category().map(categoryRecord)
        let account = try match.account().map(ledger.accounts.named)
        var text = match.text("text").map(searchedWords)
        // "what was that 45 dollar charge": rows of that amount exactly.
        let exact = match.amount("exact")
        var excluding = TransactionFilter(period: period, kind: nil)
        let leftOut = try leavingOut(match, from: &excluding)
        var filter: TransactionFilter {
            // "show my paychecks": money received; "transfers this month": money moved between accounts.
            // "credit card charges over $100": money spent, never a transfer onto the card.
            let kind: Transaction.Kind? = match.text("kind").flatMap(Transaction.Kind.init(rawValue:))
                ?? category.map { $0.type == .income ? .income : .expense } ?? (lineSays("spent-rows") ? .expense : nil)
            var filter = TransactionFilter(period: period, kind: kind, category: category,
                                           text: text, account: account, minimum: match.amount("minimum") ?? exact, maximum: match.amount("maximum") ?? exact)
            filter.excluding = excluding.excluding
            return filter
        }
        // "show my coffee purchases": the coffee shops, not all of Dining.
        var narrowed = filter
        let business = try narrowToKind(&narrowed, match: match)
        // "show my uber transactions": the payee Uber's, not all of Transport.
        if business == nil {
            var payee = filter
            try narrowToPayee(&payee)
            if payee.text != filter.text { (category, text) = (nil, payee.text) }
        }
        // "show all 48 transactions in october": as many as said, up to a hundred.
        let limit = max(1, min(match.number("count") ?? Self.listLimit, 100))
        var (rows, count) = try ledger.transactions.list(business == nil ? filter : narrowed, limit: limit)
        // "show me all shopping from last month": words no row holds that name a category are
        // the category's rows ("find coffee" still finds Blue Bottle Coffee first).
        // Never a payee's own name: "amazon orders between 10 aug and 15 sept" looks for Amazon's
        // rows, not Shopping's, though none are in those days.
        if count == 0, category == nil, let words = text, try ledger.reports.payees(named: words, limit: 1).isEmpty,
           case .category(let name)? = understander.readSlot(.category, from: words, in: understandingContext) {
            (category, text) = (try categoryRecord(name), nil)
            (rows, count) = try ledger.transactions.list(filter, limit: limit)
            // None there either: the words are what was looked for.
            if count == 0 { (category, text) = (nil, words) }
        }
        var scope: [String] = []
        if let exact {
            scope.append("of \(exact.magnitude.formatted)")
        } else {
            if let minimum = filter.minimum { scope.append("of \(minimum.magnitude.formatted) or more") }
            if let maximum = filter.maximum { scope.append("of \(maximum.magnitude.formatted) or less") }
        }
        if let business { scope.append("for \(business.said)") } else if let category { scope.append("in \(category.name)") }
        if let text { scope.append("matching “\(text)”") }
        if let account { scope.append("on \(account.name)") }
        if period != Self.allTime { scope.append(period.label) }
        let words = scope.isEmpty ? "in all" : scope.joined(separator: " ")
        guard count > 0 else { return Answer(variant: "none", values: ["scope": words], leftOut: leftOut) }
        context.lastFilter = business == nil ? filter : narrowed
        var values = listValues(rows, of: count)
        values["scope"] = words
        if match.text("kind") == "transfer" { values["transactions"] = count == 1 ? "transfer entry" : "transfer entries" }
        return Answer(values: values, slots: ["count": .number(count)], query: "listed the newest \(rows.count) transactions \(words)",
                      listed: rows, leftOut: leftOut)
    }

    /// "how many times did I eat out this month", "what's my average grocery bill".
    func statistics(_ match: Match) throws -> Answer {
        // "avg uber ride", "average trip to trader joes": what one time costs, over the past
        // year unless a period is said.
        let perVisit = match.text("per") == "visit"
        let period = perVisit && match.period() == nil ? pastYear : saysEverythingRecorded(match) ? try wholeRecord() : try period(of: match)
        let account = try match.account().map(ledger.accounts.named)
        let named = try match.category().map(categoryRecord)
        // "how many paychecks since june": an income category's rows are money received.
        let income = named?.type == .income
        // "how many purchases over $100": rows of that size only.
        var filter = TransactionFilter(period: period, kind: income ? .income : .expense, category: named,
                                       text: match.text("merchant"), account: account,
                                       minimum: match.amount("minimum"), maximum: match.amount("maximum"))
        // "how many times did I buy coffee": the coffee shops, not all of Dining.
        let business = try narrowToKind(&filter, match: match)
        // "avg uber ride": the payee Uber, not all of Transport.
        if business == nil { try narrowToPayee(&filter) }
        let leftOut = try leavingOut(match, from: &filter)
        let (category, merchant) = (filter.category, filter.text)
        // A period still under way is averaged over its days so far, and one that began before
        // the first record over the days since.
        let recorded = try ledger.reports.recordedPart(of: period, today: today)
        let stats = try ledger.reports.statistics(filter, days: recorded?.dayCount ?? 1)
        context.lastFilter = filter
        var values = periodValues(period)
        values["count"] = stats.count
        values["category"] = business.map { "\($0.said) " } ?? category.map { "\($0.name) " } ?? ""
        values["expenses"] = income ? (stats.count == 1 ? "payment received" : "payments received") : stats.count == 1 ? "expense" : "expenses"
        // The payee as the store names it ("Trader Joe's" for "trader joes").
        let names = merchant == nil || stats.count == 0 ? [] : try ledger.reports.payees(filter, limit: 2)
        values["merchant"] = names.count == 1 ? names : merchant.map { [$0] } ?? []
        values["total"] = stats.total.formatted
        values["average"] = stats.average.formatted
        values["perDay"] = stats.perDay.formatted
        values["account"] = account.map { [$0.name] } ?? []
        values["bound"] = (filter.minimum.map { ["of \($0.magnitude.formatted) or more"] } ?? []) + (filter.maximum.map { ["of \($0.magnitude.formatted) or less"] } ?? [])
        if let recorded, recorded.start > period.start { values["since"] = dayText(recorded.start) }
        if !perVisit, !income, business == nil, filter == TransactionFilter(period: period, kind: .expense), asksForEveryKind {
            values["others"] = try otherKindsCounted(in: period, expenses: stats.count).map { [$0] } ?? []
        }
        if perVisit {
            values["kind"] = business.map { [$0.said] } ?? category.map { [$0.name] } ?? []
        }
        return try sayingUnheardOf(Answer(variant: stats.count == 0 ? "zero" : perVisit ? "visit" : "", values: values,
                                          slots: ["period": .period(period), "count": .number(stats.count)], amount: stats.average,
                                          query: "counted and averaged \(income ? "income" : "expenses") from \(period.start.iso) to \(period.lastDay.iso)", filter: filter,
                                          leftOut: leftOut))
    }

    /// The words a search looks for, without the grammar's `search-openers` before them ("find
    /// anything with coffee", "stuff that says uber", "everything mentioning rent").
    private func searchedWords(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        let openers = understander.grammar.wordLists["search-openers", default: []].filter { !$0.isEmpty }
        while let opener = openers.filter({ words.map { $0.lowercased() }.starts(with: $0) }).max(by: { $0.count < $1.count }), opener.count < words.count {
            words.removeFirst(opener.count)
        }
        return words.joined(separator: " ")
    }

    /// Whether the line counts transactions of every kind (the grammar's `every-kind` words:
    /// "how many transactions", "number of entries") rather than purchases, expenses or payments.
    private var asksForEveryKind: Bool {
        lineSays("every-kind")
    }

    /// The money received and moved between accounts in `period`, said after a count of its
    /// expenses, with every kind together ("With 4 payments received and 2 transfers, 41
    /// transactions in all."); nil when there were none.
    private func otherKindsCounted(in period: Period, expenses: Int) throws -> String? {
        let counts = try ledger.reports.countsByKind(TransactionFilter(period: period, kind: nil))
        let received = counts[.income, default: 0], moved = counts[.transfer, default: 0]
        guard received + moved > 0 else { return nil }
        let parts = [received > 0 ? "\(received) \(received == 1 ? "payment" : "payments") received" : nil,
                     moved > 0 ? "\(moved) transfer \(moved == 1 ? "entry" : "entries")" : nil].compactMap { $0 }
        return "With \(Self.list(parts)), \(expenses + received + moved) transactions in all."
    }

    /// The 12 months ending today.
    private var pastYear: Period {
        Period(start: today.adding(months: -12).adding(days: 1), end: today.adding(days: 1), label: "in the past 12 months")
    }

    /// "what was my biggest expense this month", "cheapest purchase last week".
    func extreme(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        var filter = TransactionFilter(period: period, kind: .expense, category: try match.category().map(categoryRecord))
        // "biggest amazon purchase": the payee Amazon, not all of Shopping.
        try narrowToPayee(&filter)
        let category = filter.category
        let payee = try filter.text.map(storedPayeeName)
        let leftOut = try leavingOut(match, from: &filter)
        var values = periodValues(period)
        // "top 5 things I spent on": that many, largest first, as a list to pick from ("what were
        // my biggest expenses": five).
        if let count = match.number("count") ?? (match.text("plural") != nil ? 5 : nil), count > 1 {
            let rows = try ledger.reports.ranked(filter, largest: match.intent == "spending.biggest", limit: min(count, Self.listLimit))
            values["category"] = payee.map { "\($0) " } ?? category.map { "\($0.name) " } ?? ""
            guard !rows.isEmpty else { return Answer(variant: "zero", values: values, slots: ["period": .period(period)], leftOut: leftOut) }
            values.merge(listValues(rows, of: rows.count)) { _, listed in listed }
            values["heading"] = payee.map { "\($0) " } ?? category.map { "\($0.name) " } ?? ""
            return Answer(variant: "list", values: values, slots: ["period": .period(period), "count": .number(rows.count)], listed: rows, leftOut: leftOut)
        }
        guard let row = try ledger.reports.extreme(filter, largest: match.intent == "spending.biggest") else {
            values["category"] = payee.map { "\($0) " } ?? category.map { "\($0.name) " } ?? ""
            return Answer(variant: "zero", values: values, slots: ["period": .period(period)], leftOut: leftOut)
        }
        let shown = describe(row)
        for (key, value) in shown { values[key] = value }
        values["category"] = payee.map { "\($0) " } ?? category.map { "\($0.name) " } ?? ""
        values["categoryName"] = category == nil ? [shown["category"]!] : []
        // "what else did i buy that day": the day of the expense found.
        return Answer(values: values, slots: ["period": .period(period)], amount: row.transaction.money.magnitude, listed: [row],
                      leftOut: leftOut, singledOut: Period.day(row.transaction.date, label: ""))
    }
}
