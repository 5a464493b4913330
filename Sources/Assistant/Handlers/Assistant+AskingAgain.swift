import Finance
import Understanding

/// "and alex?", "what about savings", "and costco", "and last month?" right after any question:
/// the question asked again about the thing or the period named.
extension Assistant {
    /// Follow-ups that only point at the last answer, never ask it again about something else.
    private static let pointingFollowUps: Set<String> = ["followup.show", "followup.why", "followup.pick"]
    /// Follow-ups that ask the last question again about another period or thing.
    private static let askingAgain: Set<String> = ["followup.period", "followup.category", "followup.merchant"]

    /// The question of the line just before asked again with its period, category, account,
    /// payee, person, bill or goal changed to the one named, when its intent reads such a thing;
    /// nil otherwise, and for a line that something reads as more than a loose question.
    func followingUp(_ line: String, interpretation: Interpretation) -> Reply? {
        guard let last = context.lastQuestion, context.lastQuestionTurn == context.turn - 1,
              let definition = understander.grammar.intent(last.intent) else { return nil }
        if case .understood(let match) = interpretation {
            guard Self.askingAgain.contains(match.intent) || !Self.pointingFollowUps.contains(match.intent) && readsLoosely(interpretation)
            else { return nil }
        }
        // A follow-up the grammar read ("and last month how did I do") gives its own period or category.
        if case .understood(let match) = interpretation, Self.askingAgain.contains(match.intent) {
            for slot in ["period", "category"] where definition.slotTypes[slot] != nil {
                guard let value = match.slots[slot] else { continue }
                var slots = last.slots
                slots[slot] = value
                if slot == "category" { slots["merchant"] = nil }
                return answer(Match(intent: last.intent, slots: slots, score: last.score, pattern: match.pattern), line: line)
            }
        }
        guard let rest = understander.followUpRest(line),
              let slots = askedAgain(last, definition: definition, about: rest.words, anyName: rest.anyName) else { return nil }
        // "why?" names the follow-up's own pattern, or says the last question was asked again.
        var pattern = "the last question asked again"
        if case .understood(let match) = interpretation, match.intent.hasPrefix("followup.") { pattern = match.pattern }
        return answer(Match(intent: last.intent, slots: slots, score: last.score, pattern: pattern), line: line)
    }

    /// The slots of `last` with the one that `words` name put in place of its kind; a payee, a
    /// bill or a goal the store does not know only when `anyName` and the question named one.
    private func askedAgain(_ last: Match, definition: IntentDefinition, about words: String, anyName: Bool) -> [String: SlotValue]? {
        let types = definition.slotTypes
        let context = understandingContext
        var slots = last.slots
        if types["period"] == .period, let period = understander.readSlot(.period, from: words, in: context) {
            slots["period"] = period
            return slots
        }
        guard anyName else { return nil }
        if types["category"] == .category, let category = understander.readSlot(.category, from: words, in: context),
           understander.readSlot(.payee, from: words, in: context) == nil || types["merchant"] == nil {
            slots["category"] = category
            slots["merchant"] = nil
            return slots
        }
        if types["account"] == .account, let account = understander.readSlot(.account, from: words, in: context) {
            slots["account"] = account
            return slots
        }
        for (slot, kinds) in [("person", [SlotType.person]), ("merchant", [.payee]), ("name", [.bill, .payee]), ("goal", []),
                              ("payer", [.payee]), ("text", [.payee])] where types[slot] != nil {
            let named = kinds.lazy.compactMap { kind -> String? in
                if case .text(let name)? = self.understander.readSlot(kind, from: words, in: context) { return name }
                return nil
            }.first
            // A name the store does not know is looked up by the answer, which says when there is none.
            let unknownAllowed = kinds.isEmpty || last.slots[slot] != nil && ["name", "merchant"].contains(slot)
                || slot == "name" && (last.intent.hasPrefix("goal") || last.intent.hasPrefix("bill"))
            guard let name = named ?? (unknownAllowed ? words : nil) else { continue }
            slots[slot] = .text(name)
            if slot == "merchant" { slots["category"] = nil }
            return slots
        }
        return nil
    }
}
