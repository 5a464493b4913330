import BuddyCore
import Finance
import Understanding

/// Credit limits in conversation: what is owed and left on a card, and setting a card's limit.
extension Assistant {
    /// "what's my credit limit", "how much credit do I have left": each card's limit, what is
    /// owed and what is left. A card or bank named that is no account ("my chase card") is
    /// answered for the cards there are, saying so.
    func creditLimit(_ match: Match) throws -> Answer {
        // A card named as an account is the one asked about; other words are no bank's name.
        let bank = match.account() == nil ? match.text("bank").map(titleCased) : nil
        var standings = try ledger.accounts.creditStandings(on: today)
        if let name = match.account() {
            let account = try ledger.accounts.named(name)
            guard account.kind == .credit else { return Answer(variant: "not-card", values: ["name": account.name]) }
            standings = standings.filter { $0.account.id == account.id }
        }
        guard !standings.isEmpty else { return Answer(variant: "none", values: ["bank": bank.map { [$0] } ?? []]) }
        let text = standings.map { standing in
            let (variant, values) = Self.creditValues(standing)
            return templates.render(intent: match.intent, variant: variant, values: values, line: currentLine)
        }.joined(separator: "\n")
        return Answer(values: ["bank": bank.map { [$0] } ?? [], "text": text],
                      slots: standings.count == 1 ? ["account": .text(standings[0].account.name)] : [:],
                      amount: standings.count == 1 ? standings[0].available : nil)
    }

    /// "my visa limit is 5000", "set my credit card limit to 3,000".
    func setCreditLimit(_ match: Match) throws -> Answer {
        guard let limit = match.amount()?.magnitude else { throw FinanceError(.invalidInput, "say the limit, e.g. “my credit card limit is 5,000”") }
        let cards = try ledger.accounts.all().filter { $0.kind == .credit }
        // "the limit is 10000", "its limit is 8k": no bank's name, the card talked about.
        let pointing: Set<String> = ["the", "its", "it", "my", "our", "that", "this", "the card", "that card", "this card"]
        if let bank = match.text("bank").flatMap({ pointing.contains($0.lowercased()) ? nil : titleCased($0) }) {
            let names = Self.list(cards.map(\.name))
            return Answer(variant: "unknown",
                          values: ["bank": bank, "limit": limit.formatted, "spoken": cards.first.map(Self.spokenName) ?? "",
                                   "cards": cards.isEmpty ? [] : [cards.count == 1 ? "credit card is \(names)" : "credit cards are \(names)"]])
        }
        let name: String
        // The card the conversation was last about ("add a credit card account called amex", then "limit 10k").
        let topic = context.earlierTopic.flatMap { topic in cards.first { $0.name.lowercased() == topic.phrase.lowercased() } }
        // "limit 250" that names no card is a card's limit only right after one was talked about.
        if match.text("card") == "unsaid", topic == nil {
            return Answer(variant: "unsure", values: ["limit": limit.formatted, "spoken": cards.first.map(Self.spokenName) ?? "credit card"])
        }
        if let named = match.account() {
            name = named
        } else if let topic {
            name = topic.name
        } else if cards.count == 1 {
            name = cards[0].name
        } else if cards.isEmpty {
            return Answer(variant: "unknown", values: ["bank": "Credit Card", "limit": limit.formatted, "cards": []])
        } else {
            return Answer(variant: "which", values: ["choices": Self.list(cards.map(\.name), or: true),
                                                     "spoken": Self.spokenName(cards[0]), "limit": limit.formatted])
        }
        let account = try ledger.accounts.named(name)
        guard account.kind == .credit else { return Answer(variant: "not-card", values: ["name": account.name]) }
        _ = try write("the credit limit of \(account.name)") { try ledger.accounts.setCreditLimit(limit, of: account.name) }
        guard let standing = try ledger.accounts.creditStandings(on: today).first(where: { $0.account.id == account.id }) else {
            throw FinanceError(.notFound, "there is no credit card called \(name)")
        }
        let (variant, values) = Self.creditValues(standing)
        return Answer(variant: variant == "row-over" ? "over" : "", values: values, slots: ["account": .text(account.name)], amount: limit)
    }

    /// The reply variant (`row`, `row-over`, `row-unset`) and values of one card's standing.
    static func creditValues(_ standing: CreditStanding) -> (variant: String, values: [String: Any]) {
        var values: [String: Any] = ["name": standing.account.name, "owed": standing.owed.formatted,
                                     "spoken": spokenName(standing.account)]
        guard let limit = standing.limit, let available = standing.available else { return ("row-unset", values) }
        values["limit"] = limit.formatted
        values["available"] = available.formatted
        values["over"] = available.magnitude.formatted
        return (available.minorUnits < 0 ? "row-over" : "row", values)
    }

    /// How a line would name an account: "credit card" for the account called Credit Card.
    static func spokenName(_ account: Account) -> String {
        account.name.lowercased()
    }
}
