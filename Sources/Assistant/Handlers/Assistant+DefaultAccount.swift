import BuddyCore
import Finance
import Understanding

/// Raised by a handler that needs to know which account money came out of or went into: the
/// line named none, the profile has several and no default. The conversation asks, and the
/// answer runs the same line again with the account filled.
struct AccountQuestion: Error {
    /// The accounts to choose from.
    let accounts: [Account]
}

/// The account a line uses: the one it names ("on my visa"), else the default.
extension Assistant {
    /// The account named in `match` (its `account` slot), else the profile's default (chosen or
    /// only); nil when the profile has no accounts. Throws ``AccountQuestion`` when there are
    /// several and no default, so the person is asked.
    func account(for match: Match) throws -> String? {
        if let named = match.account() { return named }
        if let card = try cardSaid() {
            if let account = card.account { return account }
            let names = try ledger.accounts.all().map(\.name)
            let yours = names.isEmpty ? "Open it first: " : "Say which of your accounts it was on (\(Self.list(names, or: true))), or open it first: "
            throw FinanceError(.notFound, "you have no account called \(card.name); nothing was recorded. \(yours)“open a credit card account \(card.name)”")
        }
        switch try ledger.accounts.defaultChoice() {
        case .account(let account): return account.name
        case .none: return nil
        case .several(let accounts): throw AccountQuestion(accounts: accounts)
        }
    }

    /// A card said after "on", "with" or "using" ("gas 45 on my amex"; the grammar's `card-names`
    /// list) and the account whose name has its words, if any: a card that is none of the
    /// profile's accounts never has its money put on another account in its place.
    private func cardSaid() throws -> (name: String, account: String?)? {
        let tokens = Normalizer.tokens(currentLine)
        let cards = understander.grammar.wordLists["card-names", default: []].filter { !$0.isEmpty }
        for (index, token) in tokens.enumerated() where ["on", "with", "using", "via", "through", "thru", "by"].contains(token) {
            var start = index + 1
            if start < tokens.count, ["my", "the", "our", "me"].contains(tokens[start]) { start += 1 }
            guard let card = cards.first(where: { tokens[start...].starts(with: $0) }) else { continue }
            // The card itself, said last or before "card" or a day ("on my amex yesterday"), not a
            // thing of that name ("160 on a visa application").
            let after = start + card.count
            guard after == tokens.count || Self.afterACard.contains(tokens[after]) else { continue }
            let name = card.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
            let network = Account.Kind.cardNetworks[card.joined(separator: " ")]
            let account = try ledger.accounts.all().first { account in
                card.allSatisfy(Normalizer.tokens(account.name).contains)
                    || network != nil && Account.Kind.network(inName: account.name) == network
            }
            return (name, account?.name)
        }
        return nil
    }

    /// Words that may follow a card's name in a line that says money went on it.
    private static let afterACard: Set<String> = ["card", "cc", "today", "yesterday", "tonight", "this", "last", "on", "at", "for", "and"]

    /// "use checking by default", "make my visa the default account".
    func setDefaultAccount(_ match: Match) throws -> Answer {
        guard let name = match.account() else { throw FinanceError(.invalidInput, "say which account, e.g. “use checking by default”") }
        let account = try write("the default account \(name)") { try ledger.accounts.setDefault(name) }
        return Answer(values: ["name": account.name], slots: ["account": .text(account.name)])
    }

    /// The question asked for ``AccountQuestion``, from the `which` reply of `account.default`.
    func accountQuestionText(_ question: AccountQuestion, line: String) -> String {
        let names = question.accounts.map(\.name)
        let likely = question.accounts.first { $0.kind == .checking } ?? question.accounts[0]
        return templates.render(intent: "account.default", variant: "which",
                                values: ["accounts": Self.list(names, or: true), "first": likely.name.lowercased()],
                                line: line)
    }

    /// An account's balance as people read it: on a credit card, what is owed.
    static func balanceText(_ balance: Money, kind: Account.Kind) -> String {
        guard kind == .credit else { return balance.formatted }
        switch balance.minorUnits {
        case ..<0: return "\(balance.magnitude.formatted) owed"
        case 0: return "nothing owed"
        default: return "\(balance.formatted) in credit"
        }
    }
}
