import GRDB

/// Creating, renaming and merging categories.
extension CategoryService {
    /// Colours given to new categories in turn, when none is chosen.
    static let palette = ["#E67E22", "#16A085", "#8E44AD", "#2980B9", "#C0392B", "#27AE60", "#D35400", "#7F8C8D"]

    /// Adds a category of `type`; `colour` is a hex colour ("#ff8800"), `icon` an emoji or symbol.
    /// Fails when the name is taken (as a category or a synonym) or the colour is not hex.
    @discardableResult
    public func add(name: String, type: Category.Kind, colour: String? = nil, icon: String? = nil) throws -> Category {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw FinanceError(.invalidInput, "a category needs a name") }
        if let colour, !Self.isHexColour(colour) {
            throw FinanceError(.invalidInput, "“\(colour)” is not a colour; write it as hex, like #FF8800")
        }
        return try ledger.database.writer.write { db in
            try Self.checkFree(name, profileId: ledger.profileId, in: db)
            let count = try Category.filter(Category.Columns.profileId == ledger.profileId).fetchCount(db)
            var category = Category(profileId: ledger.profileId, name: name, type: type,
                                    colour: colour.map { "#" + $0.drop { $0 == "#" }.uppercased() } ?? Self.palette[count % Self.palette.count], icon: icon)
            try category.insert(db)
            return category
        }
    }

    /// Renames a category; its transactions, budgets and synonyms stay with it. The old name
    /// becomes a synonym, so it still finds the category.
    @discardableResult
    public func rename(_ old: String, to new: String) throws -> Category {
        let new = new.trimmingCharacters(in: .whitespaces)
        guard !new.isEmpty else { throw FinanceError(.invalidInput, "a category needs a name") }
        return try ledger.database.writer.write { db in
            var category = try Self.existing(old, profileId: ledger.profileId, in: db)
            if category.name.lowercased() != new.lowercased() {
                // The category's own synonym may become its name.
                try CategorySynonym.filter(Column("profileId") == ledger.profileId && Column("phrase") == new.lowercased()
                                           && Column("categoryId") == category.id).deleteAll(db)
                try Self.checkFree(new, profileId: ledger.profileId, in: db)
            }
            let oldName = category.name
            category.name = new
            try category.update(db)
            try Self.keepAsSynonym(oldName, of: category, in: db)
            return category
        }
    }

    /// Moves everything of category `source` (transactions, budgets it lacks, synonyms,
    /// subcategories, recurring payments) into `target` and removes `source`, whose name
    /// becomes a synonym of `target`. Both must be of the same type. Returns the number of
    /// transactions moved.
    @discardableResult
    public func merge(_ source: String, into target: String) throws -> Int {
        try ledger.database.writer.write { db in
            let from = try Self.existing(source, profileId: ledger.profileId, in: db)
            let into = try Self.existing(target, profileId: ledger.profileId, in: db)
            guard from.id != into.id else { throw FinanceError(.invalidInput, "\(from.name) cannot be merged into itself") }
            guard from.type == into.type else {
                throw FinanceError(.invalidInput, "\(from.name) is an \(from.type.rawValue) category and \(into.name) an \(into.type.rawValue) one")
            }
            let arguments: StatementArguments = [into.id, from.id]
            try db.execute(sql: "UPDATE \"transaction\" SET categoryId = ? WHERE categoryId = ?", arguments: arguments)
            let moved = db.changesCount
            try db.execute(sql: "UPDATE OR IGNORE budget SET categoryId = ? WHERE categoryId = ?", arguments: arguments)
            try db.execute(sql: "UPDATE OR IGNORE categorySynonym SET categoryId = ? WHERE categoryId = ?", arguments: arguments)
            try db.execute(sql: "UPDATE category SET parentId = ? WHERE parentId = ? AND id != ?", arguments: [into.id, from.id, into.id])
            try db.execute(sql: "UPDATE recurring SET categoryId = ? WHERE categoryId = ?", arguments: arguments)
            try from.delete(db)
            try Self.keepAsSynonym(from.name, of: into, in: db)
            return moved
        }
    }

    static func existing(_ name: String, profileId: Int64, in db: Database) throws -> Category {
        if let category = try named(name, profileId: profileId, in: db) { return category }
        throw FinanceError(.notFound, "there is no category called \(name)")
    }

    private static func checkFree(_ name: String, profileId: Int64, in db: Database) throws {
        if let existing = try named(name, profileId: profileId, in: db) {
            throw FinanceError(.conflict, "there is already a category called \(existing.name)")
        }
        if let synonym = try CategorySynonym.filter(Column("profileId") == profileId && Column("phrase") == name.lowercased()).fetchOne(db),
           let owner = try Category.fetchOne(db, key: synonym.categoryId) {
            throw FinanceError(.conflict, "“\(name.lowercased())” already means \(owner.name)")
        }
    }

    private static func keepAsSynonym(_ phrase: String, of category: Category, in db: Database) throws {
        let phrase = phrase.lowercased()
        guard phrase != category.name.lowercased() else { return }
        try CategorySynonym.filter(Column("profileId") == category.profileId && Column("phrase") == phrase).deleteAll(db)
        var synonym = CategorySynonym(profileId: category.profileId, categoryId: category.id!, phrase: phrase)
        try synonym.insert(db)
    }

    private static func isHexColour(_ text: String) -> Bool {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        return [3, 6].contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}
