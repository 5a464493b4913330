import BuddyCore
import Finance
import Understanding

/// Whether an account has enough for a purchase, and balances asked for at a bank that is not
/// an account.
extension Assistant {
    /// "do I have enough in checking for a $300 purchase", "can I afford a 300 dishwasher": the
    /// named or default account's balance (on a card, the credit left) against the amount.
    func enough(_ match: Match) throws -> Answer {
        guard let amount = match.amount()?.magnitude else { throw FinanceError(.invalidInput, "say how much, e.g. “can I afford 300”") }
        guard let name = try account(for: match) else { return Answer(variant: "none") }
        let found = try ledger.accounts.balance(of: name, on: today)
        var values: [String: Any] = ["name": found.account.name, "amount": amount.formatted]
        let slots: [String: ReplySlot] = ["account": .text(found.account.name)]
        let available: Money
        let prefix: String
        if found.account.kind == .credit {
            guard let standing = try ledger.accounts.creditStandings(on: today).first(where: { $0.account.id == found.account.id }),
                  let left = standing.available else {
                values["owed"] = Money(minorUnits: max(0, -found.balance.minorUnits), currency: found.balance.currency).formatted
                values["spoken"] = Self.spokenName(found.account)
                return Answer(variant: "card-unset", values: values, slots: slots)
            }
            values["available"] = left.formatted
            if left.minorUnits < 0 {
                values["over"] = left.magnitude.formatted
                return Answer(variant: "card-over", values: values, slots: slots, amount: try left - amount)
            }
            (available, prefix) = (left, "card")
        } else {
            (available, prefix) = (found.balance, "")
            values["balance"] = found.balance.formatted
        }
        let after = try available - amount
        values["left"] = after.formatted
        values["short"] = after.magnitude.formatted
        values["budget"] = try budgetEffect(of: amount, on: match.text("what")).map { [$0] } ?? [[String: Any]]()
        let variant = after.minorUnits >= 0 ? prefix : (prefix.isEmpty ? "short" : prefix + "-short")
        return Answer(variant: variant, values: values, slots: slots, amount: after)
    }

    /// What spending `amount` on `what` would do to the budget it counts against this month
    /// ("shoes" are Shopping's): the budget's `category`, the `month`, and `after` (left, or by
    /// how much `over`); nil when `what` names no category with a budget.
    private func budgetEffect(of amount: Money, on what: String?) throws -> [String: Any]? {
        guard let what else { return nil }
        let said = " " + Normalizer.tokens(what).joined(separator: " ") + " "
        let names = try ledger.categories.all().map { (phrase: $0.name.lowercased(), category: $0.name) } + ledger.categories.synonyms()
        guard let named = names.first(where: { said.contains(" \(Normalizer.tokens($0.phrase).joined(separator: " ")) ") })?.category,
              let status = try ledger.budgets.covering(named, month: today, today: today) else { return nil }
        let after = try status.remaining - amount
        return ["category": status.category, "month": Period.month(containing: today).label,
                "after": after.magnitude.formatted, "over": after.minorUnits < 0]
    }

    /// "what's my balance at chase", "savings balance at chase bank": the balances asked for,
    /// saying that the bank is not an account; a bank that is an account's name is that account.
    func balancesAtBank(_ match: Match) throws -> Answer {
        guard let bank = match.text("bank") else { return try balances(match) }
        if match.account() == nil, let account = try ledger.accounts.all().first(where: { $0.name.lowercased() == bank.lowercased() }) {
            var slots = match.slots
            slots["bank"] = nil
            slots["account"] = .account(account.name)
            return try balances(Match(intent: match.intent, slots: slots, score: match.score, pattern: match.pattern))
        }
        var answer = try balances(match)
        guard answer.variant.isEmpty else { return answer }
        answer.variant = "bank"
        answer.values["bank"] = titleCased(bank)
        return answer
    }
}
