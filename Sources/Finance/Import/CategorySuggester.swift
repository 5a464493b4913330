import GRDB

/// Suggests a category for a payee from the person's own history: the category they gave most
/// often to the same payee. "STARBUCKS STORE 1234 SEATTLE" finds what "Starbucks" was given.
struct CategorySuggester {
    /// Category name by payee key, the most used category for that key.
    private let categories: [String: String]

    /// Reads the profile's categorised history (one grouped query).
    init(profileId: Int64, in db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT t.description AS description, c.name AS category, count(*) AS uses
            FROM "transaction" t JOIN category c ON c.id = t.categoryId
            WHERE t.profileId = ? AND t.type != 'transfer'
            GROUP BY lower(t.description), t.categoryId
            """, arguments: [profileId])
        var best: [String: (category: String, uses: Int)] = [:]
        for row in rows {
            let key = Self.key(row["description"])
            guard !key.isEmpty else { continue }
            let uses: Int = row["uses"]
            if uses > best[key]?.uses ?? 0 { best[key] = (row["category"], uses) }
        }
        categories = best.mapValues(\.category)
    }

    /// The category most given to this payee, matching its first three, two or one words.
    func category(for description: String) -> String? {
        guard !categories.isEmpty else { return nil }
        let words = Self.words(description)
        for count in stride(from: min(3, words.count), through: 1, by: -1) {
            if let category = categories[words.prefix(count).joined(separator: " ")] { return category }
        }
        return nil
    }

    /// The words that name a payee: lower case, without store numbers and punctuation.
    static func words(_ description: String) -> [String] {
        description.lowercased()
            .split { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "&" }
            .filter { word in !word.contains(where: \.isNumber) && word != "'" }
            .map(String.init)
    }

    /// The key a payee is stored under: its first three words.
    static func key(_ description: String) -> String {
        words(description).prefix(3).joined(separator: " ")
    }
}
