import GRDB

/// Suggests a category for a payee from the person's own history: the category they gave most
/// often to the same payee, compared by clean name. "STARBUCKS STORE 1234 SEATTLE" finds what
/// "Starbucks" was given, and "SQ *BLUE BOTTLE COFFE" what "Blue Bottle" typed by hand was.
struct CategorySuggester {
    /// Category name by payee key, the most used category for that key.
    private let categories: [String: String]

    /// Reads the profile's categorised history (one grouped query), keyed by clean name.
    init(profileId: Int64, list: MerchantList, in db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT t.description AS description, c.name AS category, count(*) AS uses
            FROM "transaction" t JOIN category c ON c.id = t.categoryId
            WHERE t.profileId = ? AND t.type != 'transfer'
            GROUP BY lower(t.description), t.categoryId
            """, arguments: [profileId])
        var uses: [String: [String: Int]] = [:]
        for row in rows {
            let key = Self.key(list.cleanName(row["description"]))
            guard !key.isEmpty else { continue }
            uses[key, default: [:]][row["category"], default: 0] += row["uses"] as Int
        }
        categories = uses.mapValues { counts in
            counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }!.key
        }
    }

    /// The category most given to the payee of this clean name (``MerchantList/cleanName(_:)``),
    /// matching its first three, two or one words.
    func category(forName name: String) -> String? {
        guard !categories.isEmpty else { return nil }
        let words = Self.words(name)
        for count in stride(from: min(3, words.count), through: 1, by: -1) {
            if let category = categories[words.prefix(count).joined(separator: " ")] { return category }
        }
        return nil
    }

    /// The words that name a payee: lower case, without apostrophes, punctuation and numbers.
    static func words(_ name: String) -> [String] {
        PayeeKey.words(name).filter { word in !word.contains(where: \.isNumber) }
    }

    /// The key a payee is stored under: its first three words.
    static func key(_ name: String) -> String {
        words(name).prefix(3).joined(separator: " ")
    }
}
