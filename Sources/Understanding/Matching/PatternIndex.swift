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
        let required: Set<String>
    }

    private let byWord: [String: [Entry]]
    private let always: [Entry]

    init(grammar: Grammar) {
        var entries: [Entry] = []
        for intent in grammar.intents {
            for source in intent.patterns {
                entries.append(Entry(order: entries.count, intent: intent.name, orientation: intent.orientation,
                                     pattern: source.pattern, text: source.text, required: source.pattern.requiredWords))
            }
        }
        var frequency: [String: Int] = [:]
        for entry in entries {
            for word in entry.required { frequency[word, default: 0] += 1 }
        }
        var byWord: [String: [Entry]] = [:]
        var always: [Entry] = []
        for entry in entries {
            if let anchor = entry.required.min(by: { (frequency[$0]!, $0) < (frequency[$1]!, $1) }) {
                byWord[anchor, default: []].append(entry)
            } else {
                always.append(entry)
            }
        }
        self.byWord = byWord
        self.always = always
    }

    /// The patterns that could match a line of these tokens, in grammar order.
    func candidates(for tokens: [String]) -> [Entry] {
        let present = Set(tokens)
        var found = always
        for word in present {
            guard let entries = byWord[word] else { continue }
            found += entries.filter { $0.required.isSubset(of: present) }
        }
        return found.sorted { $0.order < $1.order }
    }
}
