import Finance
import Foundation
import Understanding

/// "and alex?", "what about savings", "and costco", "and last month?" right after any question:
/// the question asked again about the thing or the period named.
extension Assistant {
    /// Follow-ups that only point at the last answer, never ask it again about something else.
    private static let pointingFollowUps: Set<String> = ["followup.show", "followup.why", "followup.pick"]
    /// Questions about one shop that a shop's name alone, asked, asks again ("safeway?").
    private static let askedOfOneShop: Set<String> = ["spending.total", "spending.last_visit", "spending.average", "spending.stats",
                                                       "transactions.search"]
    /// Follow-ups that ask the last question again about another period or thing.
    static let askingAgain: Set<String> = ["followup.period", "followup.category", "followup.merchant"]

    /// Questions that a follow-up naming a category or a payee asks as another question: the
    /// newest transactions, narrowed to Dining ("the dining ones"), are Dining's transactions.
    static let narrowedAs = ["transactions.recent": "transactions.search"]

    /// The question of the line just before asked again with its period, category, account,
    /// payee, person, bill or goal changed to the one named, when its intent reads such a thing;
    /// nil otherwise, and for a line that something reads as more than a loose question.
    func followingUp(_ line: String, interpretation: Interpretation) -> Reply? {
        guard var last = context.lastQuestion, context.lastQuestionTurn == context.turn - 1,
              var definition = understander.grammar.intent(last.intent) else { return nil }
        // "the dining ones" after the newest transactions: the transactions of Dining, listed.
        if let narrowed = Self.narrowedAs[last.intent], case .understood(let match) = interpretation, Self.askingAgain.contains(match.intent),
           ["category", "merchant"].contains(where: { match.slots[$0] != nil }), let other = understander.grammar.intent(narrowed) {
            (last, definition) = (Match(intent: narrowed, slots: last.slots.filter { other.slotTypes[$0.key] != nil }, score: last.score,
                                        pattern: last.pattern), other)
        }
        // "and the biggest?" after "cheapest bill": the same question, ranked the other way.
        if let flipped = rankedOtherWay(last, line: line) {
            return answer(Match(intent: last.intent, slots: flipped, score: last.score, pattern: "the last question asked again, ranked the other way",
                                exclusion: last.exclusion), line: line)
        }
        // "excluding rent" after "biggest expense this month": the same question, leaving that out.
        if definition.acceptsExclusion, let more = understander.leavesOutAlone(line, in: understandingContext) {
            return answer(last.with(exclusion: more), line: line)
        }
        // "and how much was that" after "how many times did I eat out in october": the total of
        // the same rows; "per week?" after a total: the same spending as an average by the week.
        if last.intent == "spending.stats", last.text("per") == nil, understander.asksForTheTotal(line) {
            return answer(Match(intent: "spending.total", slots: last.slots, score: last.score, pattern: "the last count asked again as a total",
                                exclusion: last.exclusion), line: line)
        }
        // "break it down by month" after what was saved: what was saved each of those months.
        if last.intent == "savings.total", byMonth(line) {
            return answer(Match(intent: "savings.months", slots: last.slots, score: last.score, pattern: "the last question asked again month by month"),
                          line: line)
        }
        if ["spending.total", "spending.average"].contains(last.intent), let unit = averagedBy(line) {
            var slots = last.slots
            slots["per"] = unit == "month" ? nil : .text(unit)
            return answer(Match(intent: "spending.average", slots: slots, score: last.score, pattern: "the last total asked again as an average",
                                exclusion: last.exclusion), line: line)
        }
        // A command is given again only for another thing it names ("and the water bill"), and
        // never by a question ("and amazon?" after a rule asks; it makes no rule).
        let command = Self.repeatable.contains(last.intent)
        if command, line.contains("?") || LineMood.isQuestion(line, tokens: Normalizer.tokens(line)) { return nil }
        // "why?" names the follow-up's own pattern, or says the last question was asked again.
        var pattern = "the last question asked again"
        var slots: [String: SlotValue]?
        if case .understood(let match) = interpretation {
            if Self.askingAgain.contains(match.intent), !command {
                pattern = match.pattern
                // A follow-up the grammar read ("and last month how did I do") gives its own period or
                // category, or both ("what about groceries last month": had kept the category asked before).
                for slot in ["period", "category"] where definition.slotTypes[slot] != nil {
                    if let value = match.slots[slot] { slots = Self.replacing(slot, with: value, in: slots ?? last.slots) }
                }
                // "and on uber": a shop the store has, though its name is also a category's other
                // name, is asked about as the shop when the question reads one.
                if case .category(let name)? = match.slots["category"], definition.slotTypes["merchant"] != nil,
                   let words = understander.followUpRest(line)?.words,
                   case .text(let payee)? = understander.readSlot(.payee, from: words, in: understandingContext),
                   !namesAKind(words, within: name) {
                    slots = Self.replacing("merchant", with: .text(payee), in: last.slots)
                } else if case .category? = match.slots["category"], case .text(let asked)? = last.slots["merchant"],
                          let words = understander.followUpRest(line)?.words, let shop = ledger.payees.knownName(words),
                          let kind = ledger.merchantList.recognise(shop).category,
                          ledger.merchantList.recognise(asked).category?.lowercased() == kind.lowercased() {
                    // "and lyft?" after a question about Uber: a shop of the same kind the merchant list knows,
                    // though the store has paid it nothing yet and its name is a category's other name too
                    // ("and on the subway?" after Shell is still the transit).
                    slots = Self.replacing("merchant", with: .text(shop), in: last.slots)
                }
            } else if Self.pointingFollowUps.contains(match.intent) || !readsLoosely(interpretation) && !(command && Self.askingAgain.contains(match.intent)) {
                return nil
            }
        }
        // "safeway?" alone, asked, right after a question about one shop: the same question about
        // that one ("chipotle" without its question mark asks what is wanted of it).
        if slots == nil, !command, line.contains("?"), case .understood(let match) = interpretation, match.intent == "clarify.payee",
           Self.askedOfOneShop.contains(last.intent), last.slots["merchant"] != nil, last.slots["othermerchant"] == nil,
           case .text(let payee)? = understander.readSlot(.payee, from: line.trimmingCharacters(in: CharacterSet(charactersIn: "?!. ")),
                                                           in: understandingContext) {
            slots = Self.replacing("merchant", with: .text(payee), in: last.slots)
        }
        // "what about the week before": the period before the one asked about.
        if slots == nil, !command, definition.slotTypes["period"] == .period, let period = last.period(),
           understander.asksForThePeriodBefore(line) {
            slots = Self.replacing("period", with: .period(period.preceding), in: last.slots)
        }
        guard let slots = slots ?? understander.followUpRest(line).flatMap({
            askedAgain(last, definition: definition, about: $0.words, anyName: $0.anyName, asking: !command)
        }) else {
            // "what about jo" after "who owes me": the question about that thing.
            var shop: String?
            if case .understood(let match) = interpretation, match.intent == "followup.merchant" { shop = match.text("merchant") }
            guard !command, let words = understander.followUpRest(line)?.words,
                  let other = askedAboutAnother(after: last, words: words, shop: shop) else { return nil }
            return answer(other, line: line)
        }
        return answer(Match(intent: last.intent, slots: slots, score: last.score, pattern: pattern, exclusion: last.exclusion), line: line)
    }

    /// Whether a follow-up only asks for the last total month by month ("break it down by month").
    private func byMonth(_ line: String) -> Bool {
        let breaking: Set<String> = ["break", "broken", "it", "that", "down", "out", "split", "show", "me", "can", "you", "and"]
        let tokens = Normalizer.tokens(line).filter { !breaking.contains($0) }
        return !tokens.isEmpty && (averagedBy(tokens.joined(separator: " ")) == "month" || tokens == ["month", "by", "month"])
    }

    /// The unit of time a follow-up asks a total by, when that is all it says ("per week?", "and
    /// a month on average", "daily?"): "week", "month", "day" or "year", by the grammar's word
    /// lists `per-day`, `per-week`, `per-month` and `per-year`, with `average-filler` words around.
    private func averagedBy(_ line: String) -> String? {
        let filler = singleWords("average-filler")
        let tokens = Normalizer.tokens(line).filter { !filler.contains($0) }
        guard !tokens.isEmpty else { return nil }
        for unit in ["day", "week", "month", "year"] {
            if understander.grammar.wordLists["per-\(unit)", default: []].contains(tokens) { return unit }
        }
        return nil
    }

    /// The slots of `last`, a question ranked by a `rank` or `which` of "most" or "least", with
    /// the other end, when the line is a follow-up that only asks for it ("and the biggest?",
    /// "what about the cheapest"); nil otherwise.
    private func rankedOtherWay(_ last: Match, line: String) -> [String: SlotValue]? {
        guard let words = understander.followUpRest(line)?.words else { return nil }
        let filler = singleWords("rank-filler")
        let tokens = Normalizer.tokens(words).filter { !filler.contains($0) }
        guard tokens.count == 1, let end = rankEnd(tokens[0]) else { return nil }
        for slot in ["rank", "which"] {
            if case .text(let value)? = last.slots[slot], ["most", "least"].contains(value), value != end {
                var slots = last.slots
                slots[slot] = .text(end)
                return slots
            }
        }
        return nil
    }

    /// `slots` with `slot` given `value`; a category and a payee are one thing asked about, so
    /// giving one takes the other away ("and costco" after a total at Safeway).
    private static func replacing(_ slot: String, with value: SlotValue, in slots: [String: SlotValue]) -> [String: SlotValue] {
        var slots = slots
        slots[slot] = value
        if slot == "category" { slots["merchant"] = nil }
        if slot == "merchant" { slots["category"] = nil }
        // "and dining?" after "how much on coffee": the kind of shop went with the category asked before.
        if slot == "category" || slot == "merchant" { slots["kind"] = nil }
        return slots
    }

    /// The slots of `last` with the one that `words` name put in place of its kind; a payee, a
    /// bill or a goal the store does not know only when `anyName` and the question named one; a
    /// period, or a name the store does not know, only when `asking` (a command is given again
    /// only for a thing the store has).
    private func askedAgain(_ last: Match, definition: IntentDefinition, about words: String, anyName: Bool,
                            asking: Bool = true) -> [String: SlotValue]? {
        let types = definition.slotTypes
        let context = understandingContext
        if asking, types["period"] == .period, let period = understander.readSlot(.period, from: words, in: context) {
            return Self.replacing("period", with: period, in: last.slots)
        }
        // "just groceries": a category the store has, after any lead; other names only when
        // the lead allows any name.
        if types["category"] == .category, let category = understander.readSlot(.category, from: words, in: context),
           understander.readSlot(.payee, from: words, in: context) == nil || types["merchant"] == nil {
            return Self.replacing("category", with: category, in: last.slots)
        }
        guard anyName else { return nil }
        if types["account"] == .account, let account = understander.readSlot(.account, from: words, in: context) {
            return Self.replacing("account", with: account, in: last.slots)
        }
        // A bill paused, cancelled or resumed is named in the slot of what was done to it.
        let done = ["pause", "cancel", "resume"].filter { last.slots[$0] != nil }.map { ($0, [SlotType.bill]) }
        let named: [(String, [SlotType])] = [("person", [SlotType.person]), ("merchant", [.payee]), ("name", [.bill, .payee]), ("goal", []),
                                             ("payer", [.payee, .person]), ("payee", [.person]), ("text", [.payee]), ("pattern", [.payee])] + done
        // The kind of thing the question named comes first: "alex paid me back", then "and sam too".
        let ordered = named.filter { last.slots[$0.0] != nil } + named.filter { last.slots[$0.0] == nil }
        for (slot, kinds) in ordered where types[slot] != nil {
            let named = kinds.lazy.compactMap { kind -> String? in
                if case .text(let name)? = self.understander.readSlot(kind, from: words, in: context) { return name }
                return nil
            }.first
            // A name the store does not know is looked up by the answer, which says when there is none.
            let unknownAllowed = asking ? kinds.isEmpty || last.slots[slot] != nil && ["name", "merchant"].contains(slot)
                || slot == "name" && (last.intent.hasPrefix("goal") || last.intent.hasPrefix("bill"))
                : kinds.contains(.bill) && isABill(words)
                    // "and chevron too" after a rule: a shop the merchant list knows, though the store has none yet.
                    || slot == "pattern" && last.intent == "rules.add" && ledger.payees.knownName(words) != nil
            guard let name = named ?? (unknownAllowed ? words : nil) else { continue }
            return Self.replacing(slot, with: .text(name), in: last.slots)
        }
        return nil
    }

    /// Whether `words` name a kind of business within the category called `name` ("coffee" in
    /// Dining): asked about as that kind, not as a payee called so.
    private func namesAKind(_ words: String, within name: String) -> Bool {
        guard let category = try? ledger.categories.named(name) else { return false }
        return (try? ledger.reports.kind(said: words, within: category)) != nil
    }
}
