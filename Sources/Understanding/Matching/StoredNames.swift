import BuddyCore
/// Names a store holds (its payees, its bills), for reading a line's words as one of them
/// ("chipotle", "trader joes", "acme" for "Acme Corp Payroll") without opening the database: the
/// names are asked for once, the first time a line needs them, since listing payees reads the
/// transactions.
///
/// A name is found by its words, each compared without a final "s" (so "trader joes" is
/// "Trader Joe's" and "luigis" "Luigi's Pizzeria"), or by its first words alone when no other
/// payee starts with them and the last of them is not a word the grammars use ("acme" is Acme
/// Corp Payroll, "blue bottle" Blue Bottle Coffee; "transfer" is never "Transfer to Savings"). A name of one word the grammars use
/// ("Target", "Shell") is left to free text. Names made `byEndings` are also found by their last
/// words, when no other name ends in them: a bill "Geico Car Insurance" is "car insurance", "City
/// Water" is "water". A name that begins with "the" is found without it ("fillmore" is The
/// Fillmore).
///
/// Names made with `isWord` are also found misspelt, when no name (or only a shorter one) is found
/// as said: "chipolte"
/// is Chipotle, "blue botle" Blue Bottle Coffee, "traderjoes" Trader Joe's (its words run
/// together), "shel" Shell; see ``misspelt(in:at:)``.
public struct StoredNames: Sendable {
    private struct Entry: Sendable {
        let keys: [String]
        let name: String
    }

    /// What a misspelt name is compared with: the name's words (or first words), by the first
    /// letter of the first, and the name as stored.
    private struct Spelling: Sendable {
        let keys: [String]
        let name: String
    }

    private struct Index: Sendable {
        var table: [String: [Entry]] = [:]
        var spellings: [Character: [Spelling]] = [:]
        /// The first words of `spellings`.
        var firstKeys: Set<String> = []
    }

    private let index: Deferred<Index>
    /// Whether a typed word is a word in its own right, never a name misspelt; nil when names
    /// are only found as said.
    private let isWord: (@Sendable (String) -> Bool)?

    /// Names `load` gives when first needed; `isCommon` tells words the grammars use, which never
    /// name a payee by themselves; `namesAThing` tells words that name a kind of thing ("dinner",
    /// a category's other name), which name a payee only as its whole name ("Uber"), never as the
    /// first word of a longer one ("dinner" is not "Dinner at Luigi's").
    /// `byEndings` finds a name by its last words too.
    /// `isWord`, when given, tells the words that are words in their own right, which are never
    /// read as a name misspelt, and lets the others be.
    public init(load: @escaping @Sendable () -> [String], isCommon: @escaping @Sendable (String) -> Bool,
                namesAThing: @escaping @Sendable (String) -> Bool = { _ in false }, byEndings: Bool = false,
                isWord: (@Sendable (String) -> Bool)? = nil) {
        index = Deferred { Self.index(load(), isCommon: isCommon, namesAThing: namesAThing, byEndings: byEndings, isWord: isWord) }
        self.isWord = isWord
    }

    /// No payees.
    public static let none = StoredNames(load: { [] }, isCommon: { _ in false })

    /// The names that start at `index` of `tokens`, as (tokens used, the name as stored),
    /// longest first, each once (its longest reading); with a name misspelt when none is said as
    /// it is there, or when the misspelt one is longer ("blue botle" after "blue").
    public func names(in tokens: [String], at index: Int) -> [(length: Int, name: String)] {
        guard index < tokens.count else { return [] }
        var found = exactNames(in: tokens, at: index)
        guard !found.isEmpty else { return misspelt(in: tokens, at: index) }
        // A name said in part and misspelt after ("blue botle") is the longer reading.
        if let longer = misspelt(in: tokens, at: index).first, longer.length > found.map(\.length).max() ?? 0 { found.append(longer) }
        // A name said in full is not also read by its first words ("whole foods" is never "whole"
        // and a category "foods").
        let sorted = found.sorted { $0.length > $1.length }
        return sorted.enumerated().filter { offset, reading in !sorted[..<offset].contains { $0.name == reading.name } }.map(\.element)
    }

    /// The names said as they are (not misspelt) that start at `index` of `tokens`.
    private func exactNames(in tokens: [String], at index: Int) -> [(length: Int, name: String)] {
        guard let entries = self.index.value.table[Self.key(tokens[index])] else { return [] }
        var found: [(length: Int, name: String)] = []
        for entry in entries where index + entry.keys.count <= tokens.count
            && tokens[index..<index + entry.keys.count].map(Self.key).elementsEqual(entry.keys)
            && !found.contains(where: { $0.length == entry.keys.count }) {
            found.append((entry.keys.count, entry.name))
        }
        return found
    }

    /// The one name that the words at `index` of `tokens` misspell, as (tokens used, the name as
    /// stored), or none: the name's words (or first words, as it is found by them) each within
    /// the edits the typo corrector allows a word of their length, or its words run together in
    /// one ("traderjoes"). Words of three letters or fewer, words with digits and words that are
    /// words in their own right ("food", "gas") are never a misspelt name; two names as close
    /// are neither.
    func misspelt(in tokens: [String], at index: Int) -> [(length: Int, name: String)] {
        guard let isWord, let first = tokens[index].first, let spellings = self.index.value.spellings[first] else { return [] }
        let typed = Self.key(tokens[index])
        // The first word is a name's first word as said ("blue botle", "pho sagon") or misspelt.
        let misspeltFirst = Self.mayMisspell(tokens[index], isWord: isWord)
        guard misspeltFirst || self.index.value.firstKeys.contains(typed) else { return [] }
        var best: (distance: Int, length: Int, names: Set<String>)?
        func consider(_ distance: Int, _ length: Int, _ name: String) {
            if best == nil || distance < best!.distance || (distance == best!.distance && length > best!.length) {
                best = (distance, length, [name])
            } else if distance == best!.distance, length == best!.length {
                best!.names.insert(name)
            }
        }
        for spelling in spellings {
            // Its words run together: "traderjoes", "wholefoods", "bluebottle".
            if misspeltFirst, spelling.keys.count > 1, let d = Self.distance(typed, spelling.keys.joined()) { consider(d, 1, spelling.name) }
            let end = index + spelling.keys.count
            guard end <= tokens.count else { continue }
            var total = 0
            for (word, key) in zip(tokens[index..<end], spelling.keys) {
                guard word == key || Self.key(word) == key || Self.mayMisspell(word, isWord: isWord),
                      let d = Self.distance(Self.key(word), key) else { total = -1; break }
                total += d
            }
            if total > 0 { consider(total, spelling.keys.count, spelling.name) }
        }
        guard let best, best.names.count == 1 else { return [] }
        return [(best.length, best.names.first!)]
    }

    /// The stored name that the whole of `text` misspells, when it names none as said: "chipolte"
    /// for Chipotle.
    public func misspelling(of text: String) -> String? {
        let tokens = Normalizer.tokens(text)
        guard !tokens.isEmpty, !exactNames(in: tokens, at: 0).contains(where: { $0.length == tokens.count }) else { return nil }
        return misspelt(in: tokens, at: 0).first { $0.length == tokens.count }?.name
    }

    /// The names `tokens` only misspell: read misspelt at some word, and said as they are at none.
    public func namesMisspelt(in tokens: [String]) -> Set<String> {
        guard isWord != nil else { return [] }
        var read: Set<String> = [], said: Set<String> = []
        for index in tokens.indices {
            said.formUnion(exactNames(in: tokens, at: index).map(\.name))
            read.formUnion(misspelt(in: tokens, at: index).map(\.name))
        }
        return read.subtracting(said)
    }

    /// Whether `word` may be a name misspelt: four letters or more, none a digit, and no word in its own right.
    private static func mayMisspell(_ word: String, isWord: (String) -> Bool) -> Bool {
        word.count >= 4 && word.allSatisfy(\.isLetter) && !isWord(word)
    }

    /// The edits between a typed word and a name's, within what the typo corrector allows
    /// a word of that length; nil beyond.
    private static func distance(_ typed: String, _ key: String) -> Int? {
        let allowed = TypoCorrector.allowedEdits(min(typed.count, key.count))
        guard abs(typed.count - key.count) <= allowed else { return nil }
        return allowed == 0 ? (typed == key ? 0 : nil) : TypoCorrector.distance(typed, key, limit: allowed)
    }

    /// A word as names are compared: without the marks inside it when three letters or more
    /// are left ("pg&e" and "pge" are one; "h&m" stays itself, as "hm" is no name), and without
    /// a final "s" ("joes", "luigis").
    private static func key(_ word: String) -> String {
        let unmarked = word.filter { !"&.'".contains($0) }
        let bare = unmarked.count > 2 ? unmarked : word
        return bare.count > 3 && bare.hasSuffix("s") ? String(bare.dropLast()) : bare
    }

    private static func index(_ names: [String], isCommon: (String) -> Bool, namesAThing: (String) -> Bool,
                              byEndings: Bool, isWord: ((String) -> Bool)?) -> Index {
        var whole: [[String]: String] = [:]
        var starts: [[String]: Set<String>] = [:]
        var endings: [[String]: Set<String>] = [:]
        // A name that starts with "the" is found without it too: "fillmore" is The Fillmore.
        let readings = names.flatMap { name -> [(keys: [String], name: String)] in
            let keys = Normalizer.tokens(name).map(key)
            return keys.count > 1 && keys[0] == "the" ? [(keys, name), (Array(keys.dropFirst()), name)] : [(keys, name)]
        }
        for (keys, name) in readings {
            guard !keys.isEmpty, keys.count > 1 || !isCommon(keys[0]) else { continue }
            if whole[keys] == nil { whole[keys] = name }
            // One first word of its own, or first words ending in one: "acme", "blue bottle".
            // A first word of three letters only when it is no word at all and written in capitals
            // ("cvs" for CVS Pharmacy, "amc"; never "sam" for Sam's Club).
            let capitals = name.split(separator: " ").first.map { $0.count == 3 && $0.allSatisfy(\.isUppercase) } ?? false
            for length in 1..<keys.count where !isCommon(keys[length - 1])
                && (length > 1 || !namesAThing(keys[0]) && (keys[0].count >= 4 || capitals && isWord.map { !$0(keys[0]) } == true)) {
                starts[Array(keys[..<length]), default: []].insert(name)
            }
            // Last words: "car insurance", "water"; never a word like "bill" alone.
            if byEndings {
                for length in 1..<keys.count where length > 1 || keys.last!.count >= 4 {
                    endings[Array(keys[(keys.count - length)...]), default: []].insert(name)
                }
            }
        }
        var table: [String: [Entry]] = [:]
        for (keys, name) in whole { table[keys[0], default: []].append(Entry(keys: keys, name: name)) }
        for (keys, named) in starts where named.count == 1 && whole[keys] == nil {
            table[keys[0], default: []].append(Entry(keys: keys, name: named.first!))
        }
        for (keys, named) in endings where named.count == 1 && whole[keys] == nil && starts[keys] == nil {
            table[keys[0], default: []].append(Entry(keys: keys, name: named.first!))
        }
        var index = Index(table: table)
        guard isWord != nil else { return index }
        // Misspelt, any name is found by its whole words, a one-word name the grammars use too
        // ("shel" is Shell), and by its first words when they are its own.
        for name in names {
            let keys = Normalizer.tokens(name).map(key)
            guard let first = keys.first?.first else { continue }
            index.spellings[first, default: []].append(Spelling(keys: keys, name: name))
            index.firstKeys.insert(keys[0])
        }
        for (keys, named) in starts where named.count == 1 && whole[keys] == nil {
            index.spellings[keys[0].first!, default: []].append(Spelling(keys: keys, name: named.first!))
        }
        return index
    }
}
