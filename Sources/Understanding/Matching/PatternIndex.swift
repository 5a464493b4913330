import BuddyCore

/// The grammar's patterns, compiled once into ``Program``s and indexed by the words they cannot
/// do without, so that a line is only walked through the patterns whose required words it contains.
///
/// Each pattern is filed under its rarest required word, or, when it has none, under each word of
/// its smallest group of alternatives (one of which every parse has); patterns with neither are
/// always tried. Adding intents about other things adds no work for a line.
struct PatternIndex: Sendable {
    /// One pattern, with where it came from.
    final class Entry: Sendable {
        /// Position in grammar order; lower wins ties.
        let order: Int
        let intent: String
        let orientation: Orientation
        let text: String
        /// The numbers of the words it is filed under (its rarest required word, or the words of
        /// its smallest group), none when it is always tried: a line without one of them cannot match.
        let filing: [Int32]
        /// A bit for each required word (its number modulo 64): a line without every one of these
        /// bits among its words' cannot fit, which is seen without reading the words it needs.
        let signature: UInt64
        /// The words a line needs for the entry, and its program: read back from the grammar cache
        /// when a line first has the entry's anchor word, and first fits it (a line reaches few of
        /// the grammar's patterns, and is walked through fewer).
        private let needs: Deferred<Needs>
        private let compiled: Deferred<Program>

        /// The words a line must have for the entry to be tried.
        final class Needs: Sendable {
            /// Words every parse contains.
            let required: WordSet
            /// Groups of words of which the line must have at least one each.
            let groups: [WordSet]

            init(required: WordSet, groups: [WordSet]) {
                self.required = required
                self.groups = groups
            }
        }

        var program: Program { compiled.value }
        /// Words every parse contains.
        var required: WordSet { needs.value.required }
        /// Groups of words of which the line must have at least one each.
        var groups: [WordSet] { needs.value.groups }

        convenience init(order: Int, intent: String, orientation: Orientation, program: Program, text: String,
                         required: WordSet, groups: [WordSet], filing: [Int32]) {
            let needs = Needs(required: required, groups: groups)
            self.init(order: order, intent: intent, orientation: orientation, text: text, filing: filing,
                      signature: PatternIndex.signature(of: required.members.map(Int32.init)), needs: { needs }, program: { program })
        }

        /// An entry whose words and program `needs` and `program` make when first needed.
        init(order: Int, intent: String, orientation: Orientation, text: String, filing: [Int32], signature: UInt64,
             needs: @escaping @Sendable () -> Needs, program: @escaping @Sendable () -> Program) {
            self.order = order
            self.intent = intent
            self.orientation = orientation
            self.text = text
            self.filing = filing
            self.signature = signature
            self.needs = Deferred(needs)
            compiled = Deferred(program)
        }

        func fits(_ present: WordSet) -> Bool {
            let needs = needs.value
            return needs.required.isSubset(of: present) && needs.groups.allSatisfy { $0.intersects(present) }
        }
    }

    /// Every grammar word, numbered.
    let table: WordTable
    /// Every pattern, in grammar order.
    let entries: [Entry]
    /// Entries filed under each word's number, with what can be checked without reading them.
    private let byWord: [[Filed]]

    /// An entry as filed under one of its words.
    private struct Filed {
        let entry: Entry
        /// The entry's ``Entry/signature``.
        let signature: UInt64
        /// Whether it is filed under that word alone (else it is tried under the first of its words a line has).
        let alone: Bool
    }

    /// The bits of `words` (each number modulo 64).
    static func signature(of words: some Sequence<Int32>) -> UInt64 {
        words.reduce(0) { $0 | 1 << UInt64($1 & 63) }
    }
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
            let groups = pair.source.pattern.requiredAlternatives.filter { $0.count > 1 }
            // With no required word, the words of the smallest group: the line has one of them.
            let filing = anchor.map { [$0] } ?? groups.min(by: { $0.count < $1.count }).map { $0.sorted() } ?? []
            return Entry(order: order, intent: pair.intent.name, orientation: pair.source.orientation ?? pair.intent.orientation,
                         program: programs[order], text: pair.source.text, required: set(required),
                         groups: groups.map { set($0) }, filing: filing.map(table.number))
        }
        self.init(table: table, entries: entries)
    }

    /// The index of `entries` (in grammar order, each `order` its position) over the words of `table`.
    init(table: WordTable, entries: [Entry]) {
        var byWord = Array(repeating: [Filed](), count: table.count)
        var always: [Entry] = []
        for entry in entries {
            if entry.filing.isEmpty { always.append(entry) }
            for word in entry.filing { byWord[Int(word)].append(Filed(entry: entry, signature: entry.signature, alone: entry.filing.count == 1)) }
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
        let signature = Self.signature(of: numbers.lazy.filter { $0 != WordTable.unknown })
        var found = always.filter { $0.fits(present) }
        var filed = false
        // An entry filed under several words is tried once, under the first of them in the line.
        var tried = Set<Int>()
        for (i, number) in numbers.enumerated() where number != WordTable.unknown && !numbers[..<i].contains(number) {
            for filing in byWord[Int(number)] where filing.signature & ~signature == 0
                && (filing.alone || tried.insert(filing.entry.order).inserted) && filing.entry.fits(present) {
                found.append(filing.entry)
                filed = true
            }
        }
        if filed { found.sort { $0.order < $1.order } }
        return found
    }
}
