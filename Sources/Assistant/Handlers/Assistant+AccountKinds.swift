import Finance
import Understanding

/// An account's kind put right: "make wallet a credit card", "savings should be a checking
/// account", "it's a credit card, not a savings account" right after adding one.
extension Assistant {
    /// The grammar's word lists of the phrases that name each kind.
    private static let kindLists: [(list: String, kind: Account.Kind)] = [
        ("kind-credit", .credit), ("kind-savings", .savings), ("kind-checking", .checking), ("kind-cash", .cash),
    ]

    /// "make wallet a credit card": the account and kind the line says; when it names no account
    /// ("it's a credit card"), the one just added ("add an account called chase"), no other.
    func setAccountKind(_ match: Match) throws -> Answer {
        guard let kind = match.text("kind").flatMap(Account.Kind.init(rawValue:)) else {
            throw FinanceError(.invalidInput, "say “make wallet a credit card”")
        }
        guard let account = match.account() ?? accountJustAdded else { return Answer(variant: "which") }
        let before = try ledger.accounts.named(account)
        let spoken = kind == .credit ? "credit card" : kind.rawValue
        guard before.kind != kind else { return Answer(variant: "same", values: ["name": before.name, "kind": spoken]) }
        let changed = try write("the kind of \(before.name)") { try ledger.accounts.setKind(kind, of: before.name) }
        let balance = try ledger.accounts.balance(of: changed.name, on: today)
        return Answer(values: ["name": changed.name, "kind": spoken, "balance": Self.balanceText(balance.balance, kind: kind)],
                      slots: ["account": .text(changed.name)])
    }

    /// The account the line before added ("add an account called chase"), by its stored name.
    var accountJustAdded: String? {
        guard let change = changeOfTheLineBefore?.match, change.intent == "account.add", let typed = change.text("name") else { return nil }
        return try? ledger.accounts.named(titleCased(typed)).name
    }

    /// "add an account called chase", then "credit card" or "a savings one": a kind said alone
    /// right after an account was added is that account's kind; nil for any other line.
    func kindOfTheAccountJustAdded(_ line: String) -> Reply? {
        guard let last = changeOfTheLineBefore, let name = accountJustAdded else { return nil }
        let leading: Set<String> = ["it", "is", "its", "a", "an", "oh", "actually", "sorry", "no", "one", "account", "type", "kind", "make", "that"]
        let tokens = Normalizer.tokens(line)
        let said = tokens.filter { !leading.contains($0) }
        guard !said.isEmpty, !line.contains("?"),
              let kind = Self.kindLists.first(where: { understander.grammar.wordLists[$0.list, default: []].contains(said) })?.kind else { return nil }
        return answer(Match(intent: "account.kind", slots: ["account": .account(name), "kind": .text(kind.rawValue)], score: last.match.score,
                            pattern: "a kind said alone, of the account just added"), line: line)
    }
}
