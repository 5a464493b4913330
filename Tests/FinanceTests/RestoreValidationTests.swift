import BuddyCore
import Finance
import Foundation
import GRDB
import Testing

/// A restore checks every value as strictly as an import checks a statement's rows, and a bad
/// one restores nothing: each mutation of a real backup is refused, naming the table, the row
/// and the column, and the store is left as it was.
@Suite struct RestoreValidationTests {
    /// The backup of the demo store with a second profile (see ``BackupTests/fullStore()``).
    static let backup: String = {
        // A failure here fails every test that uses it.
        (try? StoreBackup(database: BackupTests.fullStore()).backup()) ?? ""
    }()

    /// One change to a backup: in `table`, the `row`th row (from 1) gets `json` in `column`.
    struct Mutation: CustomTestStringConvertible, Sendable {
        let table: String
        let row: Int
        let column: String
        let json: String
        let expected: String

        var testDescription: String { "\(table).\(column) = \(json)" }

        /// `text` with the mutation made.
        func apply(to text: String) throws -> String {
            var document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            var tables = try #require(document["tables"] as? [[String: Any]])
            let at = try #require(tables.firstIndex { $0["name"] as? String == table })
            let columns = try #require(tables[at]["columns"] as? [String])
            var rows = try #require(tables[at]["rows"] as? [[Any]])
            let column = try #require(columns.firstIndex(of: self.column))
            rows[row - 1][column] = "@@value@@"
            tables[at]["rows"] = rows
            document["tables"] = tables
            let written = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
            return written.replacingOccurrences(of: "\"@@value@@\"", with: json)
        }
    }

    static let mutations: [Mutation] = [
        Mutation(table: "transaction", row: 3, column: "amount", json: "-9223372036854775808", expected: "is beyond the largest amount"),
        Mutation(table: "transaction", row: 3, column: "amount", json: "100000000001", expected: "is beyond the largest amount"),
        Mutation(table: "transaction", row: 3, column: "amount", json: "9223372036854775808", expected: "is not an amount"),
        Mutation(table: "transaction", row: 3, column: "amount", json: "12.5", expected: "12.5 is not an amount"),
        Mutation(table: "transaction", row: 3, column: "amount", json: "\"12\"", expected: "'12' is not an amount"),
        Mutation(table: "transaction", row: 3, column: "amount", json: "null", expected: "it is empty"),
        Mutation(table: "transaction", row: 4, column: "date", json: "\"2026-99-99\"", expected: "'2026-99-99' is not a day"),
        Mutation(table: "transaction", row: 4, column: "date", json: "\"0000-01-01\"", expected: "'0000-01-01' is not a day"),
        Mutation(table: "transaction", row: 4, column: "date", json: "\"2026-3-01\"", expected: "is not a day"),
        Mutation(table: "transaction", row: 4, column: "date", json: "20260301", expected: "is not text"),
        Mutation(table: "transaction", row: 5, column: "currency", json: "\"ZZZZ\"", expected: "'ZZZZ' is not a currency code"),
        Mutation(table: "transaction", row: 5, column: "currency", json: "\"usd\"", expected: "'usd' is not a currency code"),
        Mutation(table: "transaction", row: 5, column: "type", json: "\"gift\"", expected: "'gift' is not one of expense, income, transfer"),
        Mutation(table: "transaction", row: 5, column: "id", json: "\"seven\"", expected: "is not a row id"),
        Mutation(table: "transaction", row: 5, column: "categoryId", json: "1.5", expected: "is not a row id"),
        Mutation(table: "transaction", row: 5, column: "description", json: "\"a\\u0000b\"", expected: "NUL character"),
        Mutation(table: "transaction", row: 5, column: "categoryId", json: "999999", expected: "refers to a 'category' row the backup does not have"),
        Mutation(table: "account", row: 1, column: "kind", json: "\"piggybank\"", expected: "'piggybank' is not one of"),
        Mutation(table: "account", row: 1, column: "openingBalance", json: "9223372036854775807", expected: "is beyond the largest amount"),
        Mutation(table: "account", row: 1, column: "currency", json: "\"ZZZZ\"", expected: "not a currency code"),
        Mutation(table: "profile", row: 1, column: "weekStart", json: "9", expected: "9 is not from 1 to 2"),
        Mutation(table: "profile", row: 1, column: "currency", json: "\"ZZZZ\"", expected: "not a currency code"),
        Mutation(table: "budget", row: 1, column: "month", json: "\"2026-13\"", expected: "'2026-13' is not a month"),
        Mutation(table: "budget", row: 1, column: "amount", json: "-5", expected: "not above zero"),
        Mutation(table: "recurring", row: 1, column: "frequency", json: "\"fortnightly\"", expected: "'fortnightly' is not one of"),
        Mutation(table: "recurring", row: 1, column: "status", json: "\"zombie\"", expected: "'zombie' is not one of"),
        Mutation(table: "recurring", row: 1, column: "dayOfMonth", json: "32", expected: "32 is not from 1 to 31"),
        Mutation(table: "recurring", row: 1, column: "nextDue", json: "\"2201-01-01\"", expected: "'2201-01-01' is not a day"),
        Mutation(table: "recurring", row: 1, column: "amount", json: "9223372036854775807", expected: "is beyond the largest amount"),
        Mutation(table: "goal", row: 1, column: "deadline", json: "\"someday\"", expected: "'someday' is not a day"),
        Mutation(table: "goal", row: 1, column: "target", json: "0", expected: "not above zero"),
        Mutation(table: "debt", row: 1, column: "amount", json: "-9223372036854775808", expected: "is beyond the largest amount"),
        Mutation(table: "goalContribution", row: 1, column: "amount", json: "0", expected: "the amount is zero"),
    ]

    @Test(arguments: mutations)
    func eachMutationIsRefusedAndTheStoreIsUnchanged(_ mutation: Mutation) throws {
        let text = try mutation.apply(to: Self.backup)
        #expect(text != Self.backup)
        let where_ = "the backup's table '\(mutation.table)'"
        // Into an empty store: it stays empty.
        let empty = try AppDatabase.inMemory()
        #expect {
            try StoreBackup(database: empty).restore(text)
        } throws: { error in
            let message = (error as? FinanceError)?.message ?? "\(error)"
            return message.contains(mutation.expected) && (message.contains(where_) || message.contains("its table '\(mutation.table)'"))
        }
        #expect(try empty.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM profile") } == 0)
        // Over a store, with --replace: it keeps every byte of what it held.
        let full = try BackupTests.fullStore()
        #expect(throws: FinanceError.self) { try StoreBackup(database: full).restore(text, replacing: true) }
        #expect(try StoreBackup(database: full).backup() == Self.backup)
    }

    @Test func theErrorNamesTheTableTheRowAndTheColumn() throws {
        let text = try Mutation(table: "transaction", row: 7, column: "amount", json: "-9223372036854775808", expected: "").apply(to: Self.backup)
        #expect {
            try StoreBackup(database: AppDatabase.inMemory()).restore(text)
        } throws: { error in
            (error as? FinanceError)?.message == "the backup's table 'transaction', row 7, column 'amount': -9223372036854775808 is beyond "
                + "the largest amount Buddy records (100000000000 minor units)"
        }
    }

    @Test func aRowReferringToAnotherProfilesRowIsRefused() throws {
        let store = try BackupTests.fullStore()
        let household = try #require(try store.writer.read { db in
            try Int64.fetchOne(db, sql: "SELECT min(id) FROM category WHERE profileId = (SELECT id FROM profile WHERE name = 'Household')")
        })
        let text = try Mutation(table: "transaction", row: 5, column: "categoryId", json: String(household), expected: "").apply(to: Self.backup)
        #expect {
            try StoreBackup(database: AppDatabase.inMemory()).restore(text)
        } throws: { error in
            (error as? FinanceError)?.message.contains("its table 'transaction', the row with id 5, refers to a 'category' of another profile") == true
        }
    }

    @Test func aTransactionLinkedToNoTransactionIsRefusedAndFoundByTheCheck() throws {
        let text = try Mutation(table: "transaction", row: 5, column: "linkId", json: "999999", expected: "").apply(to: Self.backup)
        #expect {
            try StoreBackup(database: AppDatabase.inMemory()).restore(text)
        } throws: { error in
            (error as? FinanceError)?.message.contains("the row with id 5, is linked to a transaction that does not exist") == true
        }
        let store = try BackupTests.fullStore()
        try store.writer.write { db in try db.execute(sql: "UPDATE \"transaction\" SET linkId = 999999 WHERE id = 5") }
        #expect(StoreCheck(database: store).run().problems.contains { $0.contains("the row with id 5, is linked to a transaction that does not exist") })
    }

    // MARK: One profile

    @Test func aBackupOfOneProfileHoldsItAloneAndRoundTrips() throws {
        let original = try BackupTests.fullStore()
        let text = try StoreBackup(database: original).backup(profile: "household")
        #expect(text.contains("\"profile\": \"Household\","))
        #expect(text.contains("Shared dinner"))
        #expect(!text.contains("Whole Foods") && !text.contains("\"theme\""))
        let copy = try AppDatabase.inMemory()
        let summary = try StoreBackup(database: copy).restore(text)
        #expect(summary.profiles == ["Household"])
        #expect(try StoreBackup(database: copy).backup(profile: "Household") == text)
        #expect(try Ledger.open(copy, profile: "Household").exports.csv() == Ledger.open(original, profile: "Household").exports.csv())
        #expect(try Ledger.existing(copy, profile: "default") == nil)
    }

    @Test func theDefaultProfilesBackupRoundTripsByteForByte() throws {
        let original = try BackupTests.fullStore()
        let text = try StoreBackup(database: original).backup(profile: "default")
        let copy = try AppDatabase.inMemory()
        _ = try StoreBackup(database: copy).restore(text)
        #expect(try StoreBackup(database: copy).backup(profile: "default") == text)
        #expect(try Ledger.open(copy).exports.csv() == Ledger.open(original).exports.csv())
    }

    @Test func replacingWithABackupOfOneProfileReplacesThatProfileAlone() throws {
        let store = try BackupTests.fullStore()
        let text = try StoreBackup(database: store).backup(profile: "default")
        let everything = try StoreBackup(database: store).backup()
        let ledger = try Ledger.open(store)
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-12")!, amount: Money(minorUnits: -100, currency: .usd),
                                                   description: "After the backup"))
        #expect(throws: FinanceError.self) { try StoreBackup(database: store).restore(text) }
        _ = try StoreBackup(database: store).restore(text, replacing: true)
        #expect(try StoreBackup(database: store).backup() == everything)
        #expect(try Ledger.open(store, profile: "Household").transactions.count() == 1)
    }

    @Test func aBackupOfAProfileThatDoesNotExistIsRefused() throws {
        #expect {
            try StoreBackup(database: BackupTests.fullStore()).backup(profile: "Nobody")
        } throws: { error in
            (error as? FinanceError)?.message == "there is no profile called Nobody to back up; the profiles are default, Household"
        }
    }

    @Test func aBackupOfOneProfileWithAnotherProfilesRowIsRefused() throws {
        let text = try StoreBackup(database: BackupTests.fullStore()).backup(profile: "Household")
        let mutated = try Mutation(table: "transaction", row: 1, column: "profileId", json: "1", expected: "").apply(to: text)
        #expect {
            try StoreBackup(database: AppDatabase.inMemory()).restore(mutated)
        } throws: { error in
            (error as? FinanceError)?.message.contains("row 1, column 'profileId': the row is not of the profile Household") == true
        }
    }
}
