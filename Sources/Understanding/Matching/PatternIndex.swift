/// The grammar's patterns, compiled once into ``Program``s and indexed by the words they cannot
/// do without, so that a line is only walked through the patterns whose required words it contains.
///
/// Each pattern is filed under its rarest required word; patterns with no required word are
/// always tried. Adding intents about other things adds no work for a line.
struct PatternIndex: Sendable {
    /// One pattern, with where it came from.
    final class Entry: Sendable {
        /// Position in grammar order; lower wins ties.
        let order: Int
        let intent: String
        let orientation: Orientation
        let program: Program
        let text: String
        /// Words every parse contains.
        let required: WordSet
        /// Groups of words of which the line must have at least one each.
        let groups: [WordSet]
        /// The number of the word it is filed under (its rarest required word), or nil when it
        /// has none and is always tried.
        let anchor: Int32?

        init(order: Int, intent: String, orientation: Orientation, program: Program, text: String,
             required: WordSet, groups: [WordSet], anchor: Int32?) {
            self.order = order
            self.intent = intent
            self.orientation = orientation
            self.program = program
            self.text = text
            self.required = required
            self.groups = groups
            self.anchor = anchor
        }

        func fits(_ present: WordSet) -> Bool {
            required.isSubset(of: present) && groups.allSatisfy { $0.intersects(present) }
        }
    }

    /// Every grammar word, numbered.
    let table: WordTable
    /// Every pattern, in grammar order.
    let entries: [Entry]
    /// Entries filed under their anchor word's number.
    private let byWord: [[Entry]]
    private let always: [Entry]

    init(grammar: Grammar) {
        var sources: [(intent: IntentDefinition, source: IntentDefinition.PatternSource)] = []
        for intent in grammar.intents {
            for source in intent.patterns { sources.append((intent, source)) }
        }
        var table = WordTable()
        let programs = sources.map { Program($0.source.pattern, lists: grammar.wordLists, table: &table) }
        var frequency: [String: Int] = [:]
        for (_, source) in sources {
            for word in source.pattern.requiredWords { frequency[word, default: 0] += 1 }
        }
        func set(_ words: some Sequence<String>) -> WordSet {
            var set = WordSet(capacity: table.count)
            for word in words { set.insert(Int(table.number(word))) }
            return set
        }
        let entries = sources.enumerated().map { order, pair in
            let required = pair.source.pattern.requiredWords
            let anchor = required.min(by: { (frequency[$0]!, $0) < (frequency[$1]!, $1) })
            return Entry(order: order, intent: pair.intent.name, orientation: pair.source.orientation ?? pair.intent.orientation,
                         program: programs[order], text: pair.source.text, required: set(required),
                         groups: pair.source.pattern.requiredAlternatives.filter { $0.count > 1 }.map { set($0) },
                         anchor: anchor.map(table.number))
        }
        self.init(table: table, entries: entries)
    }

    /// The index of `entries` (in grammar order, each `order` its position) over the words of `table`.
    init(table: WordTable, entries: [Entry]) {
        var byWord = Array(repeating: [Entry](), count: table.count)
        var always: [Entry] = []
        for entry in entries {
            if let anchor = entry.anchor {
                byWord[Int(anchor)].append(entry)
            } else {
                always.append(entry)
            }
        }
        self.table = table
        self.entries = entries
        self.byWord = byWord
        self.always = always
    }

    /// The patterns that could match a line whose tokens have these word numbers, in grammar order.
    func candidates(for numbers: [Int32]) -> [Entry] {
        var present = WordSet(capacity: table.count)
        for number in numbers where number != WordTable.unknown { present.insert(Int(number)) }
        var found = always.filter { $0.fits(present) }
        var anchored = false
        for (i, number) in numbers.enumerated() where number != WordTable.unknown && !numbers[..<i].contains(number) {
            for entry in byWord[Int(number)] where entry.fits(present) {
                found.append(entry)
                anchored = true
            }
        }
        if anchored { found.sort { $0.order < $1.order } }
        return found
    }
}
