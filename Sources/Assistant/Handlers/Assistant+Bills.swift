import BuddyCore
import Finance
import Understanding

/// Subscriptions, bills and recurring income in conversation. Subscriptions are the payments in
/// the Subscriptions category; bills are the others (rent, utilities, insurance, phone).
extension Assistant {
    /// Words around a bill's name that are not part of it: "my netflix subscription".
    private static let billWords: Set<String> = ["my", "the", "bill", "subscription", "membership", "payment", "plan", "our", "one"]

    /// "add netflix 15.99 monthly", "I get paid 2,000 every 2 weeks starting Friday".
    func addBill(_ match: Match) throws -> Answer {
        if let name = match.text("name"), ConversationTopic.isPointer(name) {
            throw FinanceError(.invalidInput, "say the bill's own name, e.g. “add hulu as a monthly subscription, 7.99”")
        }
        guard let amount = match.amount()?.magnitude else {
            throw FinanceError(.invalidInput, "say how much and how often, e.g. “add netflix 15.99 monthly”")
        }
        // "add a bill" (its frequency `unsaid`), then "40": how often, and then its name, are
        // asked in turn; it is a bill, never income called Salary.
        let saidABill = match.text("frequency") == "unsaid" || match.text("kind") == "bill"
        let asked = saidABill ? match.with(slots: match.slots.merging(["kind": .text("bill")]) { $1 }) : match
        guard let frequency = match.frequency() else {
            return ask(asked, slot: "frequency", type: .frequency, variant: "how-often", values: [:])
        }
        if saidABill, match.text("name") == nil {
            return ask(asked, slot: "name", type: .text, variant: "name", values: [:])
        }
        let isIncome = match.text("income") != nil || match.text("name") == nil
        // "set groceries budget to 400, that's about 100 a week": a figure or a budget is no name
        // for something that repeats; nothing is tracked.
        if let said = match.text("income") ?? match.text("name"),
           Normalizer.tokens(said).contains(where: { $0.contains(".") && $0.contains(where: \.isNumber) || $0.count >= 3 && $0.allSatisfy(\.isNumber)
               || ["budget", "budgets"].contains($0) }) {
            throw FinanceError(.invalidInput, "“\(said)” is not a name I can track a payment by; nothing was tracked. "
                               + "Say the payment's name and how often, e.g. “add netflix 15.99 monthly”")
        }
        let name = titleCased(newBillName(Self.billName(match.text("income") ?? match.text("name") ?? "Salary")))
        let category = categoryNamed(in: [name], type: isIncome ? .income : .expense) ?? (isIncome ? "Salary" : "Subscriptions")
        let first = match.period("start").map { Self.startDay($0.start, today: today) }
            ?? frequency.next(after: today, anchorDay: today.day) ?? today
        let account = try account(for: match)
        let (item, recorded) = try write("tracking \(name)") {
            let item = try ledger.recurring.add(NewRecurring(name: name, kind: isIncome ? .income : .bill, amount: amount, frequency: frequency,
                                                             firstDue: first, category: category, account: account))
            return (item, try ledger.recurring.recordDue(through: today))
        }
        let next = try ledger.recurring.find(item.name)?.nextDue ?? first
        let days = recorded.map { PeriodText.relative($0.date, today: today) }
        return Answer(values: ["name": item.name, "amount": amount.formatted, "frequency": frequency.phrase,
                               "next": PeriodText.relative(next, today: today), "category": [category],
                               "recorded": days.isEmpty ? [] : [Self.list(days)],
                               "account": account.map { [(isIncome ? "into " : "from ") + $0] } ?? []],
                      slots: ["name": .text(item.name)], amount: amount)
    }

    /// The first due day a person meant by a start day read as the next one: "starting November
    /// 1" said on 30 November is this month's 1st (recorded at once), not next year's; a day
    /// more than a month back keeps its next-year reading.
    static func startDay(_ next: Day, today: Day) -> Day {
        let lastYear = next.adding(months: -12)
        return today.days(until: next) > 300 && lastYear.days(until: today) <= 31 ? lastYear : next
    }

    /// "what bills are due this week": every due day of every active item in the period.
    func billsDue(_ match: Match) throws -> Answer {
        let period = try duePeriod(of: match)
        let due = try ledger.recurring.due(in: period)
        var values = periodValues(period)
        guard !due.isEmpty else { return Answer(variant: "none", values: values, slots: ["period": .period(period)]) }
        let out = try ledger.total(of: due.filter { $0.item.kind != .income }.map(\.item.money))
        let income = try ledger.total(of: due.filter { $0.item.kind == .income }.map(\.item.money))
        values["rows"] = due.map { ["date": PeriodText.relative($0.date, today: today), "amount": $0.item.money.formatted,
                                    "name": $0.item.name, "income": $0.item.kind == .income] }
        values["count"] = due.count
        context.shownBills = due.map(\.item.name)
        values["total"] = out.formatted
        values["incomeTotal"] = income.minorUnits == 0 ? [] : [income.formatted]
        return Answer(values: values, slots: ["period": .period(period)], amount: out)
    }

    /// The period a question about what is due asks of: "anything coming out before payday?"
    /// (`until` is `payday`) runs from today to the day before the next payday, or, when no
    /// payday is known, is the intent's own period, saying so; any other line's is its own period.
    func duePeriod(of match: Match) throws -> Period {
        let own = try period(of: match)
        guard match.text("until") == "payday" else { return own }
        guard let payday = try ledger.paydays.next(after: today) else { return own.relabeled("\(own.label), as no payday is known") }
        return Period(start: today, end: payday.date, label: "before payday")
    }

    /// "the first one" right after a list of what is due: that item's details (and so the topic
    /// "pay it" and "mark that paid" then name); nil for any other line, and when a list of
    /// transactions is on screen.
    func billAtPosition(_ match: Match) -> Match? {
        guard match.intent == "followup.pick", context.shownList.isEmpty,
              let position = match.number("position"), position != 0, !context.shownBills.isEmpty else { return nil }
        guard let bill = Self.item(at: position, of: context.shownBills) else { return nil }
        return Match(intent: "bill.detail", slots: ["name": .text(bill)], score: match.score, pattern: match.pattern)
    }

    /// "how much is my netflix subscription", "when is the internet bill due".
    func billDetail(_ match: Match) throws -> Answer {
        let name = Self.billName(match.text("name") ?? "")
        guard let item = try findBill(name) else { return try unknownBill(name) }
        // "how much do netflix and spotify cost me a year": the two, and what they come to together.
        if let said = match.text("other") {
            let otherName = Self.billName(said)
            guard let other = try findBill(otherName) else { return try unknownBill(otherName) }
            if other.id != item.id { return try billPair(item, other) }
        }
        let category = try item.categoryId.flatMap { id in try ledger.categories.all().first { $0.id == id }?.name }
        return Answer(values: ["name": item.name, "amount": item.money.formatted, "frequency": item.frequency.phrase,
                               "equivalent": try Self.equivalents(of: item),
                               "next": PeriodText.relative(item.nextDue, today: today), "paused": item.status == .paused,
                               "category": category.map { [$0] } ?? []],
                      slots: ["name": .text(item.name)], amount: item.money)
    }

    /// What a bill comes to by the month and the year, beside what it costs each time: "$191.88 a
    /// year" for a monthly one, "$53.33 a month" for a yearly one, both for one every 3 months.
    static func equivalents(of item: Recurring) throws -> [String] {
        let monthly = try item.frequency.monthlyEquivalent(item.money), yearly = try item.frequency.yearlyEquivalent(item.money)
        switch item.frequency {
        case .once: return []
        case .monthly: return ["\(yearly.formatted) a year"]
        case .yearly: return ["\(monthly.formatted) a month"]
        default: return ["\(monthly.formatted) a month, \(yearly.formatted) a year"]
        }
    }

    /// A bill as a reply's row reads it: its name, what it costs each time, and how often.
    static func row(_ item: Recurring) -> [String: Any] {
        ["name": item.name, "amount": item.money.formatted, "frequency": item.frequency.phrase]
    }

    /// Two bills and what they come to together, by the month and the year.
    private func billPair(_ first: Recurring, _ second: Recurring) throws -> Answer {
        let both = [first, second]
        let rows = both.map(Self.row)
        let monthly = try ledger.recurring.monthlyTotal(of: both), yearly = try ledger.recurring.yearlyTotal(of: both)
        return Answer(variant: "pair", values: ["rows": rows, "monthly": monthly.formatted, "yearly": yearly.formatted,
                                                "paused": both.filter { $0.status != .active }.map(\.name)],
                      slots: ["name": .text(first.name)], amount: yearly)
    }

    /// "is the water bill paid", "have I paid rent this month": paid when the occurrence before
    /// the next one was recorded or paid by hand, else due, or not due yet for a new bill.
    func billPaid(_ match: Match) throws -> Answer {
        let name = Self.billName(match.text("name") ?? "")
        guard let item = try ledger.recurring.bills(matching: name).first ?? findBill(name) else { return try unknownBill(name) }
        var values: [String: Any] = ["name": item.name, "amount": item.money.formatted, "next": PeriodText.relative(item.nextDue, today: today)]
        // The occurrence before the next one is paid by a payment, or its record, after the one
        // before it was due (early counts) and not after today.
        let since = item.frequency.previous(before: item.frequency.previous(before: item.nextDue)).adding(days: 1)
        let today = today
        let inWindow = { (day: Day) in day >= since && day <= today }
        let payment = try ledger.recurring.payments(of: item, limit: 1).first.flatMap { inWindow($0.date) ? $0 : nil }
        if let paid = payment?.date ?? item.lastDue.flatMap({ inWindow($0) ? $0 : nil }) {
            let amount = payment?.money.magnitude ?? item.money
            values["paid"] = [["amount": amount.formatted, "day": PeriodText.relative(paid, today: today)]]
            return Answer(values: values, slots: ["name": .text(item.name)], amount: amount)
        }
        // Never due yet: nothing to pay.
        if item.lastDue == nil, item.nextDue > today {
            return Answer(variant: "ahead", values: values, slots: ["name": .text(item.name)], amount: item.money)
        }
        values["late"] = item.nextDue < today
        return Answer(variant: "open", values: values, slots: ["name": .text(item.name)], amount: item.money)
    }

    /// "how much do I pay for subscriptions a month": each subscription and what they cost.
    func subscriptionCost(_ match: Match) throws -> Answer {
        try paymentsCost(.subscriptions, others: .bills)
    }

    /// "what are my monthly bills": each bill (subscriptions not included) and what they cost.
    func billsCost(_ match: Match) throws -> Answer {
        let answer = try paymentsCost(.bills, others: .subscriptions)
        guard let rank = match.text("rank"), answer.variant.isEmpty else { return answer }
        return try rankedBill(most: rank == "most", costs: answer)
    }

    /// "biggest bill", "cheapest bill": the active bill that costs the most (or least) by the
    /// month, and the one after it, read with `costs`, the bills' costs.
    private func rankedBill(most: Bool, costs: Answer) throws -> Answer {
        let bills = try ledger.recurring.payments(.bills).filter { $0.status == .active }
        let byMonth: [(bill: Recurring, monthly: Int64)] = try bills.map { ($0, try $0.frequency.monthlyEquivalent($0.money).minorUnits) }
        // Bills that cost the same a month come in the order of their names.
        let ranked = byMonth.sorted { a, b in
            if a.monthly == b.monthly { return a.bill.name < b.bill.name }
            return most ? a.monthly > b.monthly : a.monthly < b.monthly
        }.map(\.bill)
        guard let first = ranked.first else { return costs }
        var values = costs.values
        values["count"] = ranked.count
        values["items"] = ranked.count == 1 ? "bill" : "bills"
        values["which"] = most ? "biggest" : "smallest"
        values["name"] = first.name
        values["amount"] = first.money.formatted
        values["frequency"] = first.frequency.phrase
        values["equivalent"] = try Self.equivalents(of: first)
        values["after"] = ranked.dropFirst().prefix(1).map(Self.row)
        return Answer(variant: "ranked", values: values, slots: ["name": .text(first.name)], amount: first.money)
    }

    /// The payments of `group`, each with how often, and their monthly and yearly cost; the
    /// payments of the `others` group are counted apart, for the reply to say they are not included.
    private func paymentsCost(_ group: PaymentGroup, others: PaymentGroup) throws -> Answer {
        let items = try ledger.recurring.payments(group), rest = try ledger.recurring.payments(others)
        let name = { (count: Int, group: PaymentGroup) in count == 1 ? String(group.rawValue.dropLast()) : group.rawValue }
        let otherValues: [[String: Any]] = rest.isEmpty ? [] : [["count": rest.count, "items": name(rest.count, others),
                                                                 "monthly": try ledger.recurring.monthlyTotal(of: rest).formatted]]
        guard !items.isEmpty else { return Answer(variant: "none", values: ["others": otherValues]) }
        let monthly = try ledger.recurring.monthlyTotal(of: items)
        let yearly = try ledger.recurring.yearlyTotal(of: items)
        return Answer(values: ["rows": items.map { Self.row($0).merging(["paused": $0.status == .paused]) { $1 } },
                               "count": items.count, "items": name(items.count, group), "others": otherValues,
                               "monthly": monthly.formatted, "yearly": yearly.formatted],
                      amount: monthly)
    }

    /// "pause netflix", "cancel my spotify subscription", "resume netflix".
    func billStatus(_ match: Match) throws -> Answer {
        let (typed, status): (String, Recurring.Status) = match.text("pause").map { ($0, .paused) }
            ?? match.text("cancel").map { ($0, .cancelled) } ?? (match.text("resume") ?? "", .active)
        let name = Self.billName(typed)
        guard let item = try findBill(name) else { return try unknownBill(name) }
        let changed = try write("\(status == .active ? "resuming" : status == .paused ? "pausing" : "cancelling") \(item.name)") {
            try ledger.recurring.setStatus(status, of: item.name)
        }
        let note: String = switch status {
        case .paused: "its due days pass without a payment until you say “resume \(changed.name.lowercased())”"
        case .cancelled: "no more payments will be recorded; that saves \(try changed.frequency.monthlyEquivalent(changed.money).formatted) a month "
            + "once \(changed.name) itself has stopped charging you (I only keep your records: cancel it with them)"
        default: "next due \(PeriodText.relative(changed.nextDue, today: today))"
        }
        return Answer(values: ["name": changed.name, "status": status == .active ? "active again" : status.rawValue, "note": [note]],
                      slots: ["name": .text(changed.name)])
    }

    /// "netflix went up to 17.99", "my rent is going up to 1800": what a bill costs from now on.
    func changeBillAmount(_ match: Match) throws -> Answer {
        guard let amount = match.amount()?.magnitude else { throw FinanceError(.invalidInput, "say what it costs now, e.g. “netflix is now 17.99”") }
        let name = Self.billName(match.text("name") ?? "")
        guard let item = try findBill(name) else { return try unknownBill(name) }
        let before = item.money
        let changed = try write("the amount of \(item.name)") { try ledger.recurring.setAmount(amount, of: item.name) }
        let difference = try changed.frequency.monthlyEquivalent(changed.money) - changed.frequency.monthlyEquivalent(before)
        let direction = difference.minorUnits > 0 ? "more" : "less"
        return Answer(values: ["name": changed.name, "amount": changed.money.formatted, "before": before.formatted,
                               "frequency": changed.frequency.adjective, "next": PeriodText.relative(changed.nextDue, today: today),
                               "change": difference.minorUnits == 0 ? [] : ["\(difference.magnitude.formatted) a month \(direction)"]],
                      slots: ["name": .text(changed.name)], amount: changed.money)
    }

    /// The bill or subscription `name` means: by its name or its words ("netflix", "car
    /// insurance", "pge electric" for PG&E Electric), without the grammar's `recent` words
    /// ("the last electric bill": PG&E Electric), or by the kind of business it is paid to
    /// ("the gym": Pulse Fitness).
    func findBill(_ said: String) throws -> Recurring? {
        if let item = try ledger.recurring.find(said) { return item }
        let name = Self.billName(said)
        let recent = singleWords("recent")
        let words = Normalizer.tokens(name).filter { !recent.contains($0) }
        guard !words.isEmpty else { return nil }
        let without = words.joined(separator: " ")
        if without != name.lowercased(), let item = try ledger.recurring.find(without) { return item }
        return try ledger.recurring.find(kindSaid: without)
    }

    func unknownBill(_ name: String) throws -> Answer {
        let names = try ledger.recurring.active().map(\.name)
        return Answer(variant: "unknown", values: ["name": name, "names": names.isEmpty ? [] : [Self.list(names)]])
    }

    /// Questions about one bill: a tie goes to them when the name is a bill the store tracks, and
    /// to a person when it names one the store shares costs with instead ("has sam paid yet").
    static let aboutABill: Set<String> = ["bill.paid", "bill.detail"]

    /// Whether `words` name a bill the store tracks ("the water bill" is City Water).
    func isABill(_ words: String) -> Bool {
        let name = Self.billName(words)
        return (try? !ledger.recurring.bills(matching: name).isEmpty || ledger.recurring.find(name) != nil) ?? false
    }

    /// A new bill's name without the grammar's `bill-name-leads` before it and `bill-name-ends`
    /// after it: "sub hulu" and "hulu as a" are Hulu.
    func newBillName(_ text: String) -> String {
        let leads = singleWords("bill-name-leads"), ends = singleWords("bill-name-ends")
        var words = text.split(separator: " ").map(String.init)
        while words.count > 1, leads.contains(words[0].lowercased()) { words.removeFirst() }
        while words.count > 1, ends.contains(words.last!.lowercased()) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// A bill's name without the words around it: "my netflix subscription" → "netflix".
    static func billName(_ text: String) -> String {
        let name = text.removingWords(billWords)
        return name.isEmpty ? text : name
    }
}

extension String {
    /// The text without the words in `words` (compared in lower case): "my netflix subscription"
    /// without my/subscription is "netflix".
    func removingWords(_ words: Set<String>) -> String {
        split(separator: " ").filter { !words.contains($0.lowercased()) }.joined(separator: " ")
    }
}
