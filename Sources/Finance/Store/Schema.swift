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
        migrator.registerMigration("v2: opening balances, linked rows, budgets, people, recurring, goals") { db in
            try db.alter(table: "account") { t in
                t.add(column: "openingBalance", .integer).notNull().defaults(to: 0)
            }
            // The rows of one transfer or split share a link: the id of the first of them.
            try db.alter(table: "transaction") { t in
                t.add(column: "linkId", .integer)
            }
            try db.create(index: "transaction_by_account", on: "transaction",
                          columns: ["profileId", "accountId", "date", "currency", "amount"])
            try db.create(index: "transaction_by_link", on: "transaction", columns: ["linkId"])
            try db.create(table: "budget") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.belongsTo("category", onDelete: .cascade).notNull()
                // "YYYY-MM" for one month, "" for every month.
                t.column("month", .text).notNull().defaults(to: "")
                t.column("amount", .integer).notNull().check { $0 > 0 }
                t.uniqueKey(["profileId", "categoryId", "month"])
            }
            try db.create(table: "person") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull().collate(.nocase).check { length($0) > 0 }
                t.uniqueKey(["profileId", "name"])
            }
            try db.create(table: "debt") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.belongsTo("person", onDelete: .cascade).notNull()
                t.column("date", .text).notNull().check { length($0) == 10 }
                // Positive: the person owes me; negative: I owe the person.
                t.column("amount", .integer).notNull().check { $0 != 0 }
                t.column("currency", .text).notNull()
                t.column("description", .text).notNull()
                t.belongsTo("transaction", onDelete: .cascade)
            }
            try db.create(table: "recurring") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull().collate(.nocase).check { length($0) > 0 }
                t.column("kind", .text).notNull().check { ["bill", "income", "transfer"].contains($0) }
                t.column("amount", .integer).notNull().check { $0 > 0 }
                t.column("currency", .text).notNull()
                t.column("frequency", .text).notNull()
                    .check { ["once", "weekly", "biweekly", "monthly", "quarterly", "yearly"].contains($0) }
                t.column("dayOfMonth", .integer).notNull().check { $0 >= 1 && $0 <= 31 }
                t.column("nextDue", .text).notNull().check { length($0) == 10 }
                t.column("status", .text).notNull().defaults(to: "active")
                    .check { ["active", "paused", "cancelled", "finished"].contains($0) }
                t.belongsTo("category", onDelete: .setNull)
                t.belongsTo("account", onDelete: .setNull)
                t.belongsTo("toAccount", inTable: "account", onDelete: .setNull)
                t.uniqueKey(["profileId", "name"])
            }
            try db.create(table: "goal") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull().collate(.nocase).check { length($0) > 0 }
                t.column("target", .integer).notNull().check { $0 > 0 }
                t.column("currency", .text).notNull()
                t.column("deadline", .text)
                t.column("created", .text).notNull()
                t.belongsTo("account", onDelete: .setNull)
                t.uniqueKey(["profileId", "name"])
            }
            try db.create(table: "goalContribution") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.belongsTo("goal", onDelete: .cascade).notNull()
                t.column("date", .text).notNull().check { length($0) == 10 }
                t.column("amount", .integer).notNull().check { $0 != 0 }
            }
        }
        migrator.registerMigration("v3: settings, the last recorded day of recurring items") { db in
            // A profile's preferences ("theme" → "dark"), one value per key.
            try db.create(table: "setting") { t in
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("key", .text).notNull().check { length($0) > 0 }
                t.column("value", .text).notNull()
                t.primaryKey(["profileId", "key"])
            }
            // The day the latest occurrence was recorded, so "due today" still shows a bill
            // recorded this morning.
            try db.alter(table: "recurring") { t in
                t.add(column: "lastDue", .text)
            }
        }
        migrator.registerMigration("v4: import fingerprints, import rules") { db in
            // A stable fingerprint of the statement row a transaction was imported from, so the
            // same row imported again is recognised whatever rules have renamed since.
            try db.alter(table: "transaction") { t in
                t.add(column: "importKey", .text)
            }
            try db.create(index: "transaction_by_import_key", on: "transaction", columns: ["profileId", "importKey"])
            // Rules learned in conversation: rows whose description matches `pattern` get
            // `category` and the clean name `payee`. The first match, by position, wins.
            try db.create(table: "importRule") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("pattern", .text).notNull().collate(.nocase).check { length($0) > 0 }
                t.column("category", .text)
                t.column("payee", .text)
                t.uniqueKey(["profileId", "pattern"])
            }
        }
        migrator.registerMigration("v5: a count of changes to the names a conversation understands") { db in
            // Category, synonym, account and person names are read into a conversation's
            // vocabulary; this count goes up whenever any of them changes, by whichever
            // connection, so that a conversation can tell when to read them again.
            try db.create(table: "namesVersion") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("version", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO namesVersion (id, version) VALUES (1, 0)")
            for (table, columns) in Self.namedTables {
                for (event, when) in [("INSERT", "INSERT"), ("DELETE", "DELETE"), ("UPDATE", "UPDATE OF \(columns)")] {
                    try db.execute(sql: """
                        CREATE TRIGGER \(table)_names_\(event.lowercased()) AFTER \(when) ON \(table)
                        BEGIN UPDATE namesVersion SET version = version + 1; END
                        """)
                }
            }
        }
        migrator.registerMigration("v6: credit limits") { db in
            // What a credit card may owe at most, in minor units; null when not set.
            try db.alter(table: "account") { t in
                t.add(column: "creditLimit", .integer).check { $0 > 0 }
            }
        }
        migrator.registerMigration("v7: the bank's own description of an imported row") { db in
            // An imported row's description is the payee's clean name ("Blue Bottle Coffee");
            // the statement's text ("SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA") is kept here
            // when it differs, for the row's details.
            try db.alter(table: "transaction") { t in
                t.add(column: "bankDescription", .text)
            }
        }
        migrator.registerMigration("v8: each account's transactions added up") { db in
            // What the rows of each account add up to, per currency, so that a balance is this
            // less the rows after its day instead of a sum over every row the account ever had.
            // The triggers keep it on every insert, delete and change of a row's amount, account,
            // currency or profile, whatever makes it: a service, an undo or redo, a restore, an
            // account deleted (its rows lose their account, and its totals go). An import writes
            // its rows with the insert trigger set aside and adds what they come to once (see
            // AccountTotals). Derived from the rows alone, it refers to no account: a row whose
            // account is missing is the rows' problem, and `buddy check` names it there.
            try db.create(table: "accountTotal", options: .withoutRowID) { t in
                t.column("profileId", .integer).notNull().references("profile", onDelete: .cascade)
                t.column("accountId", .integer).notNull()
                t.column("currency", .text).notNull()
                t.column("amount", .integer).notNull()
                t.primaryKey(["profileId", "accountId", "currency"])
            }
            try db.execute(sql: """
                INSERT INTO accountTotal (profileId, accountId, currency, amount)
                SELECT profileId, accountId, currency, SUM(amount) FROM "transaction" WHERE accountId IS NOT NULL
                GROUP BY profileId, accountId, currency;
                CREATE TRIGGER transaction_total_insert AFTER INSERT ON "transaction" WHEN new.accountId IS NOT NULL BEGIN
                  INSERT INTO accountTotal (profileId, accountId, currency, amount)
                  VALUES (new.profileId, new.accountId, new.currency, new.amount)
                  ON CONFLICT (profileId, accountId, currency) DO UPDATE SET amount = amount + excluded.amount;
                END;
                CREATE TRIGGER transaction_total_delete AFTER DELETE ON "transaction" WHEN old.accountId IS NOT NULL BEGIN
                  UPDATE accountTotal SET amount = amount - old.amount
                  WHERE profileId = old.profileId AND accountId = old.accountId AND currency = old.currency;
                END;
                CREATE TRIGGER transaction_total_update AFTER UPDATE OF profileId, accountId, currency, amount ON "transaction" BEGIN
                  UPDATE accountTotal SET amount = amount - old.amount
                  WHERE old.accountId IS NOT NULL AND profileId = old.profileId AND accountId = old.accountId AND currency = old.currency;
                  INSERT INTO accountTotal (profileId, accountId, currency, amount)
                  SELECT new.profileId, new.accountId, new.currency, new.amount WHERE new.accountId IS NOT NULL
                  ON CONFLICT (profileId, accountId, currency) DO UPDATE SET amount = amount + excluded.amount;
                END;
                CREATE TRIGGER account_total_delete AFTER DELETE ON account BEGIN
                  DELETE FROM accountTotal WHERE accountId = old.id;
                END;
                """)
        }
        migrator.registerMigration("v9: fewer and smaller transaction indexes") { db in
            // No query reads the import fingerprints by profile: duplicates are found by day
            // (transaction_by_date). Only transfers and splits are linked, so the link index
            // holds their rows alone; every query of it names a link, which such an index serves.
            // A large import builds both again after writing its rows: less to build.
            try db.execute(sql: """
                DROP INDEX transaction_by_import_key;
                DROP INDEX transaction_by_link;
                CREATE INDEX transaction_by_link ON "transaction"(linkId) WHERE linkId IS NOT NULL;
                """)
        }
        migrator.registerMigration("v10: the category and account indexes led by their own column") { db in
            // The covering indexes by category and by account start with their category or
            // account, then the profile: every query of them names both, so they serve it as
            // before, and they also serve what the three one-column indexes served (a deleted
            // category or account setting its rows' column to null), as the date index serves a
            // deleted profile's rows. Four indexes where there were seven: an import writes or
            // builds less, and no sort compares the one profile of every row first.
            try db.execute(sql: """
                DROP INDEX transaction_on_profileId;
                DROP INDEX transaction_on_categoryId;
                DROP INDEX transaction_on_accountId;
                DROP INDEX transaction_by_category_date;
                DROP INDEX transaction_by_account;
                CREATE INDEX transaction_by_category ON "transaction"(categoryId, profileId, date, type, currency, amount);
                CREATE INDEX transaction_by_account ON "transaction"(accountId, profileId, date, currency, amount);
                """)
        }
        migrator.registerMigration("v11: each payee's rows counted") { db in
            // How many rows of each kind every payee has, so that the names a line may use, and
            // whether a payee only ever paid the person, are read without reading the rows, whose
            // text no index holds. The triggers keep it on every insert, delete and change of a
            // row's payee, kind or profile; a payee with no rows left goes. An import writes its
            // rows with the insert trigger set aside and counts them once (see PayeeCounts).
            try db.create(table: "payee", options: .withoutRowID) { t in
                t.column("profileId", .integer).notNull().references("profile", onDelete: .cascade)
                t.column("description", .text).notNull()
                t.column("type", .text).notNull()
                t.column("uses", .integer).notNull()
                t.primaryKey(["profileId", "description", "type"])
            }
            let forget = """
                UPDATE payee SET uses = uses - 1 WHERE profileId = old.profileId AND description = old.description AND type = old.type;
                  DELETE FROM payee WHERE profileId = old.profileId AND description = old.description AND type = old.type AND uses <= 0;
                """
            let count = """
                INSERT INTO payee (profileId, description, type, uses) VALUES (new.profileId, new.description, new.type, 1)
                  ON CONFLICT (profileId, description, type) DO UPDATE SET uses = uses + 1;
                """
            try db.execute(sql: """
                INSERT INTO payee (profileId, description, type, uses)
                SELECT profileId, description, type, COUNT(*) FROM "transaction" GROUP BY profileId, description, type;
                CREATE TRIGGER \(PayeeCounts.insertTrigger) AFTER INSERT ON "transaction" BEGIN
                  \(count)
                END;
                CREATE TRIGGER transaction_payee_delete AFTER DELETE ON "transaction" BEGIN
                  \(forget)
                END;
                CREATE TRIGGER transaction_payee_update AFTER UPDATE OF profileId, description, type ON "transaction" BEGIN
                  \(forget)
                  \(count)
                END;
                """)
        }
        migrator.registerMigration("v12: 'stuff' is no word for Shopping") { db in
            // Profiles began with "stuff" as another name for Shopping, so "what did I spend on
            // stuff" answered with Shopping alone; people mean everything by it. The seeded
            // synonym goes; a category's other names stay.
            try db.execute(sql: """
                DELETE FROM categorySynonym WHERE phrase = 'stuff'
                  AND categoryId IN (SELECT id FROM category WHERE name = 'Shopping' AND type = 'expense')
                """)
        }
        return migrator
    }

    /// The tables whose rows a conversation understands by name, and the columns that change a name or what it stands for.
    static let namedTables = [("category", "name, parentId, type"), ("categorySynonym", "phrase, categoryId"),
                              ("account", "name"), ("person", "name")]
}
