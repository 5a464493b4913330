import BuddyCore
import Finance
import Understanding

/// Paying a bill in conversation ("pay my water bill"), and what the bills due in a period add up to.
extension Assistant {
    /// Words around a bill's name that are not part of it: "my water bill".
    private static let paidBillWords: Set<String> = ["my", "our", "the", "a", "bill", "bills", "invoice", "subscription", "premium", "payment", "one"]

    /// How many of the bills due soonest "which bill?" offers.
    private static let billChoices = 4

    /// "pay my water bill", "pay my electric bill from checking": records the bill's payment
    /// on the day the line says ("paid the gym yesterday"), else today (its amount, or the
    /// line's; its category; its account, or the one named) and moves its next due day on.
    /// Asks which bill when the line names none or several, and how much when the bill has
    /// been paid different amounts; never pays the same occurrence twice.
    func payBill(_ match: Match) throws -> Answer {
        var name = (match.text("name") ?? "").removingWords(Self.paidBillWords)
        let bills = try ledger.recurring.active(kind: .bill)
        guard !bills.isEmpty else { return Answer(variant: "none") }
        // "paid rent", "pay the water": the one bill a kind of bill the line says names.
        if name.isEmpty, let kind = firstSaid("bill-kinds"), try ledger.recurring.bills(matching: kind).count == 1 { name = kind }
        guard !name.isEmpty else {
            return ask(match, slot: "name", type: .text, variant: "which",
                       values: ["choices": Self.list(bills.prefix(Self.billChoices).map(billChoice), or: true)])
        }
        var found = try ledger.recurring.bills(matching: name)
        // "the electric one" to "which one?": the bills offered, narrowed by the answer's words.
        if let among = match.text("among"), among != name {
            let words = Set(Normalizer.tokens(name)).subtracting(Normalizer.tokens(among)).subtracting(["the", "one", "that", "this"])
            let narrowed = try ledger.recurring.bills(matching: among).filter { !words.isDisjoint(with: Normalizer.tokens($0.name)) }
            if !narrowed.isEmpty { found = narrowed }
        }
        // "pay the pge electric one", "pay the gym": a bill found as questions about one find it.
        if found.isEmpty, let item = try findBill(name), item.kind == .bill { found = [item] }
        guard found.count == 1, let item = found.first else {
            if found.isEmpty {
                return Answer(variant: "unknown", values: ["name": name, "names": [Self.list(bills.map(\.name))]])
            }
            return ask(match.with(slots: match.slots.merging(["among": .text(match.text("among") ?? name)]) { $1 }),
                       slot: "name", type: .text, variant: "several",
                       values: ["name": name, "choices": Self.list(found.map(billChoice), or: true)])
        }
        let day = match.period("date")?.start ?? today
        if case .recorded(let due) = ledger.recurring.occurrence(of: item, on: day) {
            let paid = try ledger.recurring.payments(of: item, limit: 1).first
            return Answer(variant: "already",
                          values: ["name": item.name, "due": PeriodText.relative(due, today: today),
                                   "next": PeriodText.relative(item.nextDue, today: today),
                                   "paid": paid.map { ["\($0.money.magnitude.formatted) paid \(PeriodText.relative($0.date, today: today))"] } ?? []],
                          slots: ["name": .text(item.name)])
        }
        let amount = match.amount()?.magnitude
        if amount == nil {
            let earlier = try ledger.recurring.payments(of: item, limit: 3)
            if Set(earlier.map(\.amount)).count > 1 {
                return ask(match, slot: "amount", type: .amount, variant: "amount",
                           values: ["last": [earlier[0].money.magnitude.formatted]])
            }
        }
        let accountName: String?
        if let named = match.account() {
            accountName = named
        } else if let id = item.accountId, let own = try ledger.accounts.all().first(where: { $0.id == id }) {
            accountName = own.name
        } else {
            accountName = try account(for: match)
        }
        let payment = try write("paying \(item.name)") {
            try ledger.recurring.pay(item.name, amount: amount, account: accountName, on: day)
        }
        context.focus = payment.transaction.id
        let category = try item.categoryId.flatMap { id in try ledger.categories.all().first { $0.id == id }?.name }
        let paid = payment.transaction.money.magnitude
        return Answer(values: ["name": item.name, "amount": paid.formatted, "account": accountName.map { [$0] } ?? [],
                               "date": PeriodText.relative(day, today: today), "category": category.map { [$0] } ?? [],
                               "due": PeriodText.relative(payment.occurrence, today: today),
                               "next": payment.item.status == .finished ? "never: it was a one-off" : PeriodText.relative(payment.item.nextDue, today: today)],
                      slots: ["name": .text(item.name)], amount: paid)
    }

    /// "what do I owe on my bills this month": the bills due in the period (income and
    /// transfers left out), paid or not, and their total; other lines of `bills.due` list
    /// everything due.
    func billsDueOrOwed(_ match: Match) throws -> Answer {
        guard match.text("only") == "bills" else { return try billsDue(match) }
        let period = try duePeriod(of: match)
        let due = try ledger.recurring.due(in: period, kind: .bill)
        var values = periodValues(period)
        guard !due.isEmpty else { return Answer(variant: "bills-none", values: values, slots: ["period": .period(period)]) }
        let total = try ledger.total(of: due.map(\.item.money))
        let paid = try ledger.total(of: due.filter(\.recorded).map(\.item.money))
        values["rows"] = due.map { ["date": PeriodText.relative($0.date, today: today), "amount": $0.item.money.formatted,
                                    "name": $0.item.name, "recorded": $0.recorded] }
        values["count"] = due.count
        context.shownBills = due.map(\.item.name)
        values["bills"] = due.count == 1 ? "bill" : "bills"
        values["total"] = total.formatted
        values["paid"] = paid.minorUnits == 0 ? [] : [paid.formatted]
        values["left"] = try (total - paid).formatted
        return Answer(variant: "bills", values: values, slots: ["period": .period(period)], amount: total)
    }

    /// A bill as offered in "which bill?": its name and next due day.
    private func billChoice(_ item: Recurring) -> String {
        "\(item.name) (due \(PeriodText.relative(item.nextDue, today: today)))"
    }
}
