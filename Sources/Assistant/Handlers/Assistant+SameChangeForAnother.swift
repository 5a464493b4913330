import Understanding

/// The change just made, made again for another thing with its own amount: "my checking balance
/// is 1200", then "and cash is 60"; "set my dining budget to 300", then "and groceries 600";
/// "my visa limit is 5000", then "also the amex, 8000"; "netflix went up to 17.99", then "and
/// spotify 12.99"; "jo owes me 25 for the tickets", then "alex too, same amount".
extension Assistant {
    /// Changes that set an amount on one thing: the slots that may name the thing (the first
    /// the change has), and its kind.
    private static let setOnOneThing: [String: (slots: [String], kind: SlotType)] = [
        "account.adjust": (["account"], .account), "account.set_limit": (["account"], .account),
        "budget.set": (["category"], .category), "bill.amount": (["name"], .bill),
        "iou.add": (["debtor", "creditor", "borrower", "lender"], .person),
    ]
    /// Words that say the amount is the one of the change before ("alex too, same amount").
    private static let sameAmount: Set<String> = ["same", "amount", "too", "also", "as", "well", "the", "again"]
    /// Words that say a line goes on from the one before ("and", "also", "oh and").
    private static let goingOn: Set<String> = ["and", "also", "plus", "oh", "then", "ok", "okay", "same", "for"]
    /// Words between the thing and its amount, or around them, that say nothing more.
    private static let linking: Set<String> = ["is", "its", "it", "s", "to", "at", "of", "for", "the", "my", "our", "should", "be", "now",
                                               "too", "as", "well", "set", "make", "put", "please", "balance", "budget", "limit",
                                               "bill", "account", "card", "credit", "on", "with", "has", "holds", "thanks"]

    /// The change of the line before made again for the thing and amount `line` names, when
    /// the line says nothing but the thing, its amount and linking words, and either says it
    /// goes on ("and cash is 60", "savings 5200 too") or means nothing on its own ("checking
    /// 2.1k", which would only be asked about); nil otherwise, and for a question ("and cash?" asks).
    func sameChangeForAnother(_ line: String, interpretation: Interpretation) -> Reply? {
        guard let last = changeOfTheLineBefore, let (named, kind) = Self.setOnOneThing[last.match.intent],
              let slot = named.first(where: { last.match.slots[$0] != nil }) else { return nil }
        let tokens = Normalizer.tokens(line)
        var alone = true
        if case .understood(let own) = interpretation, !own.intent.hasPrefix("clarify.") { alone = false }
        let goesOn = tokens.first.map(Self.goingOn.contains) ?? false || ["too", "also"].contains(tokens.last ?? "")
            || tokens.suffix(2) == ["as", "well"]
        guard goesOn || alone, !line.contains("?"), !LineMood.isQuestion(line, tokens: tokens) else { return nil }
        let said = Array(tokens.drop(while: Self.goingOn.contains))
        // "sam too, same amount": the same debt for another person (a balance, a budget or a
        // price is one thing's own, and "savings too" after a balance asks about it).
        let sameAmount = last.match.intent == "iou.add" ? last.match.slots["amount"] : nil
        guard let (thing, amount) = thingAndAmount(in: said, kind: kind) ?? thingAlone(in: said, kind: kind, amount: sameAmount),
              !sameThing(thing, as: last.match.slots[slot]) else { return nil }
        var slots = last.match.slots
        slots[slot] = thing
        slots["amount"] = amount
        return answer(Match(intent: last.match.intent, slots: slots, score: last.match.score,
                            pattern: "the last change made again for another \(slot)"), line: line)
    }

    /// The thing of `kind` that `tokens` name with words that say the amount is the same ("alex
    /// too, same amount", "and sam as well"), and that amount; nil when they say no such word.
    private func thingAlone(in tokens: [String], kind: SlotType, amount: SlotValue?) -> (thing: SlotValue, amount: SlotValue)? {
        guard let amount, tokens.contains(where: { ["same", "too", "also", "well", "again"].contains($0) }) else { return nil }
        let words = tokens.filter { !Self.sameAmount.contains($0) && !Self.linking.contains($0) }.joined(separator: " ")
        guard !words.isEmpty, let thing = understander.readSlot(kind, from: words, in: understandingContext) else { return nil }
        return (thing, amount)
    }

    /// Whether two slot values name one thing, names whatever their case ("Jo" and "jo").
    private func sameThing(_ thing: SlotValue, as other: SlotValue?) -> Bool {
        if case .text(let a) = thing, case .text(let b)? = other { return a.lowercased() == b.lowercased() }
        return thing == other
    }

    /// The thing of `kind` and the amount that `tokens` name, one after the other in either order
    /// ("cash is 60", "600 for groceries"), with only linking words besides.
    private func thingAndAmount(in tokens: [String], kind: SlotType) -> (thing: SlotValue, amount: SlotValue)? {
        let context = understandingContext
        let strip = { (part: ArraySlice<String>) in part.filter { !Self.linking.contains($0) }.joined(separator: " ") }
        let amount = { (words: String) -> SlotValue? in
            guard let value = self.understander.readSlot(.amount, from: words, in: context), case .amount = value else { return nil }
            return value
        }
        // "and lyft 20" after a budget is a ride, never the budget of the category Lyft goes in.
        let thing = { (words: String) -> SlotValue? in
            guard kind != .category || self.understander.readSlot(.payee, from: words, in: context) == nil
                    && self.ledger.payees.knownName(words) == nil else { return nil }
            return self.understander.readSlot(kind, from: words, in: context)
        }
        for cut in tokens.indices.dropFirst() {
            let (left, right) = (strip(tokens[..<cut]), strip(tokens[cut...]))
            guard !left.isEmpty, !right.isEmpty else { continue }
            if let thing = thing(left), let amount = amount(right) { return (thing, amount) }
            if let amount = amount(left), let thing = thing(right) { return (thing, amount) }
        }
        return nil
    }
}
