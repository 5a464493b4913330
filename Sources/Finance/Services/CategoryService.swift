import Foundation
import GRDB

/// The profile's categories and the phrases that name them.
public struct CategoryService: Sendable {
    let ledger: Ledger

    /// Every category, parents before children, then by name.
    public func all() throws -> [Category] {
        try ledger.database.writer.read { db in
            // Raw SQL: the query interface reads the table's schema first, which a run answering one question pays for.
            try Category.fetchAll(db, sql: #"SELECT * FROM "category" WHERE "profileId" = ? ORDER BY "parentId" IS NOT NULL, "name""#,
                                  arguments: [ledger.profileId])
        }
    }

    /// The category with this name (any case), or nil.
    public func named(_ name: String) throws -> Category? {
        try ledger.database.writer.read { db in try Self.named(name, profileId: ledger.profileId, in: db) }
    }

    /// Every synonym phrase with the name of the category it stands for.
    public func synonyms() throws -> [(phrase: String, category: String)] {
        try ledger.database.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT s.phrase, c.name FROM categorySynonym s JOIN category c ON c.id = s.categoryId
                WHERE s.profileId = ? ORDER BY s.phrase
                """, arguments: [ledger.profileId])
                .map { (phrase: $0[0] as String, category: $0[1] as String) }
        }
    }

    /// Makes `phrase` another name for the category called `category` ("coffee shops" → Dining),
    /// replacing what the phrase meant before. Returns the category's name as stored.
    ///
    /// Fails when the category does not exist, or the phrase is empty or already a category's name.
    @discardableResult
    public func addSynonym(_ phrase: String, for category: String) throws -> String {
        let phrase = phrase.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard !phrase.isEmpty else { throw FinanceError(.invalidInput, "a synonym needs some words") }
        return try ledger.database.writer.write { db in
            guard let target = try Self.named(category, profileId: ledger.profileId, in: db), let id = target.id else {
                throw FinanceError(.notFound, "there is no category called \(category)")
            }
            if let existing = try Self.named(phrase, profileId: ledger.profileId, in: db), existing.id != id {
                throw FinanceError(.conflict, "“\(phrase)” is already the category \(existing.name)")
            }
            try CategorySynonym.filter(Column("profileId") == ledger.profileId && Column("phrase") == phrase).deleteAll(db)
            var synonym = CategorySynonym(profileId: ledger.profileId, categoryId: id, phrase: phrase)
            try synonym.insert(db)
            return target.name
        }
    }

    /// The ids a question about `category` covers: the category and its children.
    public func idsCovered(by category: Category) throws -> [Int64] {
        try ledger.database.writer.read { db in
            try Self.idsCovered(by: category.id!, profileId: ledger.profileId, in: db)
        }
    }

    static func idsCovered(by id: Int64, profileId: Int64, in db: Database) throws -> [Int64] {
        let children = try Int64.fetchAll(db, sql: #"SELECT "id" FROM "category" WHERE "profileId" = ? AND "parentId" = ?"#,
                                          arguments: [profileId, id])
        return [id] + children
    }

    static func named(_ name: String, profileId: Int64, in db: Database) throws -> Category? {
        try Category.fetchOne(db, sql: #"SELECT * FROM "category" WHERE "profileId" = ? AND "name" = ? LIMIT 1"#, arguments: [profileId, name])
    }

    /// The category called `name`, created with `type` and a neutral colour when it does not exist.
    static func findOrCreate(_ name: String, type: Category.Kind, profileId: Int64, in db: Database) throws -> Category {
        if let existing = try named(name, profileId: profileId, in: db) { return existing }
        var category = Category(profileId: profileId, name: name, type: type, colour: "#95A5A6")
        try category.insert(db)
        return category
    }
}
