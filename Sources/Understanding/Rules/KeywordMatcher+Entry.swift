extension KeywordMatcher {
    /// One compiled rule: its words as stem numbers (of the matcher's ``WordTable`` of stems), so
    /// that a line is compared by integers, and what `read` asks of the rule's elements worked out
    /// once.
    final class Entry: Sendable {
        /// Position among all rules, in grammar order; readings that score the same keep it.
        let order: Int
        let intent: String
        let rule: KeywordRule
        let orientation: Orientation
        /// Whether the intent declines (`scope: outside`).
        let declines: Bool
        /// By element index, for each element that is a list or phrases: the number of its
        /// ``Term`` (nil for other elements). Rules naming the same word list share its term.
        let terms: [Int?]
        /// The first stems of the phrases of each required list or phrase element: a line
        /// without one of each cannot match.
        let required: [WordSet]
        /// The types of the slots the intent's patterns read as accounts or frequencies: a fixed
        /// value of one (`{to=Cash}`, `{frequency=monthly}`) is read as a line would say it.
        let typedConstants: [String: SlotType]
        /// The elements a placement chooses places for (neither forbidden, constant nor free text), in order.
        let placeable: [Int]
        /// The elements in the order they are looked for: words before slots, so that a rule
        /// whose words are not all there reads no slot (each element is judged on its own places).
        let evaluationOrder: [Int]
        /// Whether an element is free text that names a payee.
        let namesPayee: Bool
        /// The element that is the rule's free text, if any.
        let textIndex: Int?

        init(order: Int, intent: String, rule: KeywordRule, orientation: Orientation, declines: Bool,
             terms: [Int?], required: [WordSet], typedConstants: [String: SlotType]) {
            self.order = order
            self.intent = intent
            self.rule = rule
            self.orientation = orientation
            self.declines = declines
            self.terms = terms
            self.required = required
            self.typedConstants = typedConstants
            let elements = rule.elements
            placeable = elements.indices.filter { !elements[$0].isForbidden && !elements[$0].isConstant && !elements[$0].isText }
            let words = elements.indices.filter { !elements[$0].isSlot && !elements[$0].isText && !elements[$0].isConstant }
            evaluationOrder = words + elements.indices.filter { !words.contains($0) }
            namesPayee = elements.contains(where: \.namesPayee)
            textIndex = elements.firstIndex(where: \.isText)
        }

        /// The value of the constant slot `name` set to `value`: the store's account by that name
        /// (`{to=Cash}` is the one cash account, whatever it is called), the frequency it says
        /// (`{frequency=monthly}`), or else the text itself.
        func constant(_ name: String, _ value: String, walker: PatternWalker) -> SlotValue {
            switch typedConstants[name] {
            case .account?: return walker.account(named: value).map(SlotValue.account) ?? .text(value)
            case .frequency?:
                let tokens = Normalizer.tokens(value)
                return FrequencyWords.read(tokens, at: 0).flatMap { $0.length == tokens.count ? SlotValue.frequency($0.value) : nil } ?? .text(value)
            default: return .text(value)
            }
        }

        /// Whether a line whose stems are `present` has a word of each required element.
        func isPossible(in present: WordSet) -> Bool {
            required.allSatisfy { $0.intersects(present) }
        }
    }

    /// What a word list or a rule's own phrases look for: the stemmed phrases by the number of
    /// their first stem, and the numbers of those first stems (a token is looked up only when it
    /// is one of them).
    struct Term: Sendable {
        let byFirst: [Int32: [[Int32]]]
        let firsts: WordSet
        /// The term's entries of one word, as written.
        let words: Set<String>
    }
}
