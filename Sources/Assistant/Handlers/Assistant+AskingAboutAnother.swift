import Understanding

/// "what about jo" after "who owes me", "and at costco?" after "who did I pay the most this
/// year": a follow-up that names a thing the last question had no place for is the plain
/// question about that thing — what a person owes or is owed, what was spent at a shop in the
/// same period, an account's balance, a bill's price and day.
extension Assistant {
    /// The question about the one thing `words` name (a person, a payee of the store, an
    /// account or a tracked bill), for a follow-up to `last`, a question whose intent has no
    /// slot for that kind of thing; nil when the words name none of them, or more than one kind.
    /// `shop` is a shop the line named as one ("and at costco?"): asked about though the store
    /// has no payee so called, and the answer says so.
    func askedAboutAnother(after last: Match, words: String, shop: String? = nil) -> Match? {
        guard let definition = understander.grammar.intent(last.intent) else { return nil }
        let context = understandingContext
        // What was spent at a shop, in the period the last question asked about when it had one.
        let spentAt = { (name: String) -> Match in
            var slots: [String: SlotValue] = ["merchant": .text(name)]
            if definition.slotTypes["period"] == .period { slots["period"] = last.slots["period"] }
            return Match(intent: "spending.total", slots: slots, score: last.score, pattern: self.pattern)
        }
        var readings: [Match] = []
        if definition.slotTypes["person"] == nil, case .text(let name)? = understander.readSlot(.person, from: words, in: context) {
            readings.append(Match(intent: "iou.person", slots: ["person": .text(name)], score: last.score, pattern: pattern))
        }
        if definition.slotTypes["merchant"] == nil, case .text(let name)? = understander.readSlot(.payee, from: words, in: context) {
            readings.append(spentAt(name))
        }
        if definition.slotTypes["account"] == nil, let account = understander.readSlot(.account, from: words, in: context) {
            readings.append(Match(intent: "accounts.balance", slots: ["account": account], score: last.score, pattern: pattern))
        }
        if definition.slotTypes["name"] == nil, case .text(let name)? = understander.readSlot(.bill, from: words, in: context) {
            readings.append(Match(intent: "bill.detail", slots: ["name": .text(name)], score: last.score, pattern: pattern))
        }
        if readings.isEmpty, let shop, definition.slotTypes["merchant"] == nil { return spentAt(shop) }
        return readings.count == 1 ? readings[0] : nil
    }

    private var pattern: String { "the same kind of question asked about another thing" }
}
