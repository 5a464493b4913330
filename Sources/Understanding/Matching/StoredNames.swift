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
/// Water" is "water".
public struct StoredNames: Sendable {
    private struct Entry: Sendable {
        let keys: [String]
        let name: String
    }

    private let table: Deferred<[String: [Entry]]>

    /// Names `load` gives when first needed; `isCommon` tells words the grammars use, which never
    /// name a payee by themselves; `namesAThing` tells words that name a kind of thing ("dinner",
    /// a category's other name), which name a payee only as its whole name ("Uber"), never as the
    /// first word of a longer one ("dinner" is not "Dinner at Luigi's").
    /// `byEndings` finds a name by its last words too.
    public init(load: @escaping @Sendable () -> [String], isCommon: @escaping @Sendable (String) -> Bool,
                namesAThing: @escaping @Sendable (String) -> Bool = { _ in false }, byEndings: Bool = false) {
        table = Deferred { Self.index(load(), isCommon: isCommon, namesAThing: namesAThing, byEndings: byEndings) }
    }

    /// No payees.
    public static let none = StoredNames(load: { [] }, isCommon: { _ in false })

    /// The names that start at `index` of `tokens`, as (tokens used, the name as stored),
    /// longest first.
    public func names(in tokens: [String], at index: Int) -> [(length: Int, name: String)] {
        guard index < tokens.count, let entries = table.value[Self.key(tokens[index])] else { return [] }
        var found: [(length: Int, name: String)] = []
        for entry in entries where index + entry.keys.count <= tokens.count
            && tokens[index..<index + entry.keys.count].map(Self.key).elementsEqual(entry.keys)
            && !found.contains(where: { $0.length == entry.keys.count }) {
            found.append((entry.keys.count, entry.name))
        }
        return found.sorted { $0.length > $1.length }
    }

    /// A word as names are compared: without a final "s" ("joes", "luigis").
    private static func key(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    private static func index(_ names: [String], isCommon: (String) -> Bool, namesAThing: (String) -> Bool,
                              byEndings: Bool) -> [String: [Entry]] {
        var whole: [[String]: String] = [:]
        var starts: [[String]: Set<String>] = [:]
        var endings: [[String]: Set<String>] = [:]
        for name in names {
            let keys = Normalizer.tokens(name).map(key)
            guard !keys.isEmpty, keys.count > 1 || !isCommon(keys[0]) else { continue }
            if whole[keys] == nil { whole[keys] = name }
            // One first word of its own, or first words ending in one: "acme", "blue bottle".
            for length in 1..<keys.count where !isCommon(keys[length - 1]) && (length > 1 || keys[0].count >= 4 && !namesAThing(keys[0])) {
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
        return table
    }
}
