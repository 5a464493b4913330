import GRDB

/// The store's schema, as a list of migrations. Shipped migrations are never edited, only added to.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: profiles, accounts, categories, transactions") { db in
            try db.create(table: "profile") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique().collate(.nocase)
                t.column("currency", .text).notNull()
                    .check { length($0) == 3 }
                t.column("weekStart", .integer).notNull().defaults(to: 2)
                    .check { [1, 2].contains($0) }
            }
            try db.create(table: "account") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull().collate(.nocase)
                    .check { length($0) > 0 }
                t.column("kind", .text).notNull()
                    .check { ["checking", "savings", "credit", "cash"].contains($0) }
                t.column("currency", .text).notNull()
                t.uniqueKey(["profileId", "name"])
            }
            try db.create(table: "category") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull().collate(.nocase)
                    .check { length($0) > 0 }
                t.column("type", .text).notNull()
                    .check { ["expense", "income"].contains($0) }
                t.column("colour", .text).notNull()
                t.column("icon", .text)
                t.belongsTo("parent", inTable: "category", onDelete: .setNull)
                t.uniqueKey(["profileId", "name"])
            }
            try db.create(table: "categorySynonym") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.belongsTo("category", onDelete: .cascade).notNull()
                t.column("phrase", .text).notNull().collate(.nocase)
                t.uniqueKey(["profileId", "phrase"])
            }
            try db.create(table: "transaction") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("date", .text).notNull()
                    .check { length($0) == 10 }
                t.column("amount", .integer).notNull()
                    .check { $0 != 0 }
                t.column("currency", .text).notNull()
                t.column("description", .text).notNull()
                t.column("notes", .text)
                t.column("type", .text).notNull()
                    .check { ["expense", "income", "transfer"].contains($0) }
                t.belongsTo("category", onDelete: .setNull)
                t.belongsTo("account", onDelete: .setNull)
            }
            // Covering indexes: a question is an aggregate over one index range, never a table scan.
            try db.create(index: "transaction_by_category_date", on: "transaction",
                          columns: ["profileId", "categoryId", "date", "type", "currency", "amount"])
            try db.create(index: "transaction_by_date", on: "transaction",
                          columns: ["profileId", "date", "type", "currency", "categoryId", "amount"])
        }
        return migrator
    }
}
