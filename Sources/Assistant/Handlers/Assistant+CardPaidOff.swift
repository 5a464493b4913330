import BuddyCore
import Finance
import Understanding

/// "pay off the credit card in full": a transfer of what the card owes today, from the account
/// a transfer to it would come from.
extension Assistant {
    /// `match`, a transfer to a credit card that asks for its whole balance (`whole` = balance)
    /// and says no amount, with the amount the card owes today: zero when it owes nothing (the
    /// answer then says so and moves nothing); nil for any other line.
    func cardBalanceToPayOff(_ match: Match) -> Match? {
        guard match.intent == "transfer.add", match.text("whole") == "balance", match.amount() == nil,
              let name = try? match.account("to"), let found = try? ledger.accounts.balance(of: name, on: today),
              found.account.kind == .credit else { return nil }
        let owed = found.balance.minorUnits < 0 ? found.balance.magnitude : Money(minorUnits: 0, currency: found.balance.currency)
        var slots = match.slots
        slots["amount"] = .amount(owed)
        // "the credit card": a keyword rule may read "credit" as the card paid and "card" as the
        // account paying; the money comes from another account.
        if (try? match.account("from")) == name { slots["from"] = nil }
        return match.with(slots: slots)
    }

    /// The answer to paying off a card that owes nothing: its balance, and nothing moved.
    func nothingToPayOff(_ match: Match, to account: String) throws -> Answer? {
        guard match.text("whole") == "balance", let amount = match.amount(), amount.minorUnits == 0 else { return nil }
        let found = try ledger.accounts.balance(of: account, on: today)
        return Answer(variant: "nothing-owed", values: ["to": found.account.name, "balance": Self.balanceText(found.balance, kind: found.account.kind)])
    }
}
