import GRDB

/// Finds a payee's clean name and category from the sources that come after a statement's own
/// column, in order: import rules, the person's history for the same payee, then the merchant
/// list. Imports and typed entries ask it the same way; it reads what it needs from the store
/// once, on first use.
struct PayeeCategoriser {
    private let matcher: RuleMatcher
    private let list: MerchantList
    private let profileId: Int64
    private let db: Database
    private var suggester: CategorySuggester?
    private var profileCategories: ProfileCategories?
    private var recognitions: [String: PayeeRecognition] = [:]

    /// A categoriser for `ledger`'s profile with these rules (a rules file's, then the
    /// profile's learned ones), reading within `db`.
    init(rules: [ImportRule], ledger: Ledger, in db: Database) throws {
        matcher = try RuleMatcher(rules + ledger.rules.all(in: db))
        list = ledger.merchantList
        profileId = ledger.profileId
        self.db = db
    }

    /// How the merchant list reads `description` (remembered: statements repeat payees).
    mutating func recognition(_ description: String) -> PayeeRecognition {
        if let known = recognitions[description] { return known }
        let found = list.recognise(description)
        recognitions[description] = found
        return found
    }

    /// The first rule that matches the bank's text, its clean name, or the clean name's words
    /// ("trader joes" matches "Trader Joe's").
    mutating func rule(for description: String) -> ImportRule? {
        guard !matcher.isEmpty else { return nil }
        if let rule = matcher.rule(for: description) { return rule }
        let name = recognition(description).name
        return matcher.rule(for: name) ?? matcher.rule(for: PayeeKey.words(name).joined(separator: " "))
    }

    /// The category the person gave this payee most often, compared by clean name.
    mutating func history(_ description: String) throws -> String? {
        if suggester == nil { suggester = try CategorySuggester(profileId: profileId, list: list, in: db) }
        guard let suggester else { return nil }
        return suggester.category(forName: recognition(description).name)
    }

    /// The merchant list's category for `description` on a row of `amount`, as the profile
    /// names it; nil when the list gives none, or gives one the profile does not have.
    mutating func listCategory(_ description: String, amount: Int64) throws -> String? {
        guard let category = recognition(description).category else { return nil }
        return try categories().stored(category, amount: amount)
    }

    /// The profile's categories, read once.
    mutating func categories() throws -> ProfileCategories {
        if let profileCategories { return profileCategories }
        let read = try ProfileCategories(profileId: profileId, in: db)
        profileCategories = read
        return read
    }
}
