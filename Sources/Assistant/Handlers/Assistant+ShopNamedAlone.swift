import Understanding

/// A shop named alone that the merchant list knows, though the records have none yet: "costco".
extension Assistant {
    /// The reply to a line that is only the name of a shop the merchant list knows ("starbucks",
    /// "trader joes"), when nothing else reads it: what could be meant by it, as for a payee the
    /// store has (`clarify.payee`). Nil for any other line.
    func askingAboutAShopNamedAlone(_ line: String, interpretation: Interpretation) -> Reply? {
        if case .understood(let match) = interpretation, understander.grammar.intent(match.intent)?.isOutOfScope != true { return nil }
        let words = Normalizer.tokens(line).filter { !Self.aroundAName.contains($0) }
        guard (1...3).contains(words.count), !words.contains(where: { $0.contains(where: \.isNumber) }),
              let shop = ledger.payees.knownName(words.joined(separator: " ")) else { return nil }
        let reply = answer(Match(intent: Self.payeeQuestion, slots: ["merchant": .text(shop)], score: 0,
                                 pattern: "a shop the merchant list knows, named alone"), line: line)
        // "transactions" next is asked of the shop, by the name the list gives it.
        context.askedBack?.line = "at \(shop)"
        return reply
    }

    /// The intent that asks what is wanted of a payee named alone.
    private static let payeeQuestion = "clarify.payee"

    /// Words said around a name alone ("um starbucks?", "what about costco").
    private static let aroundAName: Set<String> = ["um", "umm", "uh", "hmm", "ok", "so", "and", "the", "what", "about"]
}
