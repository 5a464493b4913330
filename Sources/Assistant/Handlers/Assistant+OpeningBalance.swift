import Finance
import Understanding

/// An account's balance said alone right after adding it: "add an account called monzo", then "340".
extension Assistant {
    /// "add an account called monzo", then "340", "it has 1.2k in it" or "balance is 340": an
    /// amount said alone right after an account was added is what that account holds; nil for
    /// any other line, and for a card, whose amount could as well be its limit.
    func balanceOfTheAccountJustAdded(_ line: String) -> Reply? {
        guard let last = changeOfTheLineBefore, let name = accountJustAdded, !line.contains("?"),
              (try? ledger.accounts.named(name).kind) != .credit else { return nil }
        let said = Normalizer.tokens(line).filter { !Self.aroundABalance.contains($0) }
        guard said.count == 1, let amount = understander.readSlot(.amount, from: said[0], in: understandingContext) else { return nil }
        return answer(Match(intent: "account.adjust", slots: ["account": .account(name), "amount": amount], score: last.match.score,
                            pattern: "an amount said alone, held by the account just added"), line: line)
    }

    /// Words said around the amount an account holds ("it has 340 in it", "balance of 340").
    private static let aroundABalance: Set<String> = ["it", "has", "have", "got", "its", "is", "balance", "of", "with", "in", "there",
                                                      "starting", "opening", "currently", "now", "about", "around", "roughly", "a",
                                                      "the", "and", "oh", "ok", "so", "which"]
}
