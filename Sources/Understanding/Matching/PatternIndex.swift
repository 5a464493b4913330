/// The grammar's patterns, compiled once and indexed by the words they cannot do without, so
/// that a line is only walked through the patterns whose required words it contains.
///
/// Each pattern is filed under its rarest required word; patterns with no required word are
/// always tried. Adding intents about other things adds no work for a line.
struct PatternIndex: Sendable {
    /// One pattern, with where it came from.
    struct Entry: Sendable {
        /// Position in grammar order; lower wins ties.
        let order: Int
        let intent: String
        let orientation: Orientation
        let pattern: Pattern
        let text: String
        /// Words every parse contains.
        let required: WordSet
        /// Groups of words of which the line must have at least one each.
        let groups: [WordSet]

        func fits(_ present: WordSet) -> Bool {
            required.isSubset(of: present) && groups.allSatisfy { $0.intersects(present) }
        }
    }

    private let byWord: [String: [Entry]]
    private let always: [Entry]
    /// Each required or grouped word's number in the word sets.
    private let ids: [String: Int]

    init(grammar: Grammar) {
        var sources: [(intent: IntentDefinition, source: IntentDefinition.PatternSource)] = []
        for intent in grammar.intents {
            for source in intent.patterns { sources.append((intent, source)) }
        }
        var ids: [String: Int] = [:]
        var frequency: [String: Int] = [:]
        for (_, source) in sources {
            for word in source.pattern.requiredWords { frequency[word, default: 0] += 1 }
            for word in source.pattern.requiredWords.union(source.pattern.requiredAlternatives.joined()) where ids[word] == nil {
                ids[word] = ids.count
            }
        }
        func set(_ words: some Sequence<String>) -> WordSet {
            var set = WordSet(capacity: ids.count)
            for word in words { set.insert(ids[word]!) }
            return set
        }
        var byWord: [String: [Entry]] = [:]
        var always: [Entry] = []
        for (order, (intent, source)) in sources.enumerated() {
            let required = source.pattern.requiredWords
            let entry = Entry(order: order, intent: intent.name, orientation: intent.orientation, pattern: source.pattern,
                              text: source.text, required: set(required),
                              groups: source.pattern.requiredAlternatives.filter { $0.count > 1 }.map { set($0) })
            if let anchor = required.min(by: { (frequency[$0]!, $0) < (frequency[$1]!, $1) }) {
                byWord[anchor, default: []].append(entry)
            } else {
                always.append(entry)
            }
        }
        self.byWord = byWord
        self.always = always
        self.ids = ids
    }

    /// The patterns that could match a line of these tokens, in grammar order.
    func candidates(for tokens: [String]) -> [Entry] {
        var present = WordSet(capacity: ids.count)
        for token in tokens {
            if let id = ids[token] { present.insert(id) }
        }
        var found = always.filter { $0.fits(present) }
        var anchors: Set<String> = []
        for token in tokens where anchors.insert(token).inserted {
            guard let entries = byWord[token] else { continue }
            found += entries.filter { $0.fits(present) }
        }
        return found.sorted { $0.order < $1.order }
    }
}
