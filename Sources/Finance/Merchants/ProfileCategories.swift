import GRDB

/// The merchant list's categories as one profile has them: a category is found by its name or
/// by a name it had (a rename or merge keeps the old name as a synonym), and a category the
/// profile does not have is never created from the list: its rows stay uncategorised.
struct ProfileCategories {
    private let byName: [String: Category]
    private let bySynonym: [String: Category]
    private let children: [Int64: [Int64]]

    /// Reads the profile's categories and synonyms (two small queries).
    init(profileId: Int64, in db: Database) throws {
        let categories = try Category.filter(Category.Columns.profileId == profileId).fetchAll(db)
        byName = Dictionary(categories.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let ids = Dictionary(categories.compactMap { category in category.id.map { ($0, category) } }, uniquingKeysWith: { first, _ in first })
        let synonyms = try Row.fetchAll(db, sql: "SELECT phrase, categoryId FROM categorySynonym WHERE profileId = ?", arguments: [profileId])
        bySynonym = Dictionary(synonyms.compactMap { row in ids[row[1] as Int64].map { ((row[0] as String).lowercased(), $0) } },
                               uniquingKeysWith: { first, _ in first })
        children = Dictionary(grouping: categories.filter { $0.parentId != nil && $0.id != nil }, by: { $0.parentId! })
            .mapValues { $0.map { $0.id! } }
    }

    /// The profile's category called `name` (not a synonym), or nil.
    func named(_ name: String) -> Category? {
        byName[name.lowercased()]
    }

    /// The profile's category for the list's `name`, or nil when the profile has none such.
    func category(_ name: String) -> Category? {
        let key = name.lowercased()
        return byName[key] ?? bySynonym[key]
    }

    /// The name to store for the list's category `name` on a row of `amount` (signed minor
    /// units): the transfer word for a transfer, the profile's own name for a category it has,
    /// and nil when it has none or when an income category meets money going out.
    func stored(_ name: String, amount: Int64) -> String? {
        if Transaction.isTransferCategory(name) { return Transaction.transferCategory }
        guard let category = category(name) else { return nil }
        if category.type == .income && amount < 0 { return nil }
        return category.name
    }

    /// Whether `inner` is `outer` or one of its subcategories.
    func covers(_ outer: Category, _ inner: Category) -> Bool {
        guard let outerId = outer.id, let innerId = inner.id else { return false }
        return outerId == innerId || children[outerId, default: []].contains(innerId)
    }
}
