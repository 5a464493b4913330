/// Names that live in the store (categories with their synonyms, accounts, payees, bills), handed to the
/// understanding layer so that it can recognise them without opening the database.
public struct Vocabulary: Sendable {
    private struct Entry: Sendable {
        let tokens: [String]
        let name: String
    }

    private let categoryEntries: [String: [Entry]]
    private let accountEntries: [String: [Entry]]

    /// The canonical category names.
    public let categoryNames: [String]
    /// The account names.
    public let accountNames: [String]

    /// Creates a vocabulary from category names, synonym phrases (phrase → category name),
    /// account names, and other names for accounts (phrase → account name: "credit card" for
    /// the only card).
    public init(categories: [String], synonyms: [String: String] = [:], accounts: [String] = [], accountAliases: [String: String] = [:],
                payees: StoredNames = .none, bills: StoredNames = .none, people: StoredNames = .none, businesses: StoredNames = .none) {
        self.payees = payees
        self.businesses = businesses
        self.bills = bills
        self.people = people
        categoryNames = categories
        accountNames = accounts
        var phrases = categories.map { ($0, $0) }
        phrases += synonyms.map { ($0.key, $0.value) }
        categoryEntries = Self.index(phrases)
        corrector = TypoCorrector(words: Set((phrases.map(\.0) + accounts).flatMap(Normalizer.tokens)))
        accountEntries = Self.index(accounts.map { ($0, $0) } + accountAliases.map { ($0.key, $0.value) } + accounts.compactMap { name in
            // "Credit Card" may be said "credit card account" or just "card" by its last word when unique.
            let words = Normalizer.tokens(name)
            return words.count > 1 ? (words.last!, name) : nil
        })
    }

    /// The payees of the store's transactions, read when a line first needs them.
    public let payees: StoredNames

    /// The names of the bills the store tracks, found by their last words too ("car insurance").
    public let bills: StoredNames

    /// Names of businesses that begin with a number ("7 Eleven", "5 Guys"), whose number is no
    /// amount: read when a line first has a number before a word.
    public let businesses: StoredNames

    /// The people the store shares costs with.
    public let people: StoredNames

    /// Every word of the store's names, and a corrector for misspellings of them.
    public let corrector: TypoCorrector

    /// An empty vocabulary.
    public static let empty = Vocabulary(categories: [])

    private static func index(_ phrases: [(String, String)]) -> [String: [Entry]] {
        var table: [String: [Entry]] = [:]
        for (phrase, name) in phrases {
            let tokens = Normalizer.tokens(phrase)
            guard let first = tokens.first else { continue }
            table[first, default: []].append(Entry(tokens: tokens, name: name))
            // Singular and plural forms say the same thing: "movie"/"movies", "lunch"/"lunches",
            // "pharmacy"/"pharmacies".
            if let last = tokens.last, last.count > 3 {
                for form in otherNumberForms(of: last) {
                    var variant = tokens
                    variant[variant.count - 1] = form
                    table[variant[0], default: []].append(Entry(tokens: variant, name: name))
                }
            }
        }
        return table
    }

    /// The plural of a singular word and the singular of a plural one, by the regular endings.
    static func otherNumberForms(of word: String) -> [String] {
        let consonantY = word.hasSuffix("y") && !"aeiou".contains(word.dropLast().last ?? "a")
        if word.hasSuffix("ies") { return [String(word.dropLast(3)) + "y", String(word.dropLast())] }
        if ["ches", "shes", "xes", "sses", "zes"].contains(where: word.hasSuffix) { return [String(word.dropLast(2)), String(word.dropLast())] }
        if word.hasSuffix("s"), !word.hasSuffix("ss") { return [String(word.dropLast())] }
        if consonantY { return [String(word.dropLast()) + "ies", word + "s"] }
        if ["ch", "sh", "x", "z", "ss"].contains(where: word.hasSuffix) { return [word + "es"] }
        return [word + "s"]
    }

    /// Category names that start at `index`, as (tokens used, canonical name).
    public func categories(in tokens: [String], at index: Int) -> [(length: Int, name: String)] {
        Self.lookup(categoryEntries, tokens, index)
    }

    /// Account names that start at `index`, as (tokens used, account name).
    public func accounts(in tokens: [String], at index: Int) -> [(length: Int, name: String)] {
        var found = Self.lookup(accountEntries, tokens, index)
        // "credit card account": the word "account" after a name belongs to it.
        found += found.compactMap { index + $0.length < tokens.count && tokens[index + $0.length] == "account" ? ($0.length + 1, $0.name) : nil }
        return found
    }

    private static func lookup(_ table: [String: [Entry]], _ tokens: [String], _ index: Int) -> [(length: Int, name: String)] {
        guard index < tokens.count, let entries = table[tokens[index]] else { return [] }
        var found: [(Int, String)] = []
        for entry in entries where index + entry.tokens.count <= tokens.count
            && tokens[index..<index + entry.tokens.count].elementsEqual(entry.tokens)
            && !found.contains(where: { $0.0 == entry.tokens.count && $0.1 == entry.name }) {
            found.append((entry.tokens.count, entry.name))
        }
        return found
    }
}
