import BuddyCore
import GRDB

/// The profile's accounts.
public struct AccountService: Sendable {
    let ledger: Ledger

    /// Every account, by name.
    public func all() throws -> [Account] {
        try ledger.database.writer.read { db in
            // Raw SQL: the query interface reads the table's schema first.
            try Account.fetchAll(db, sql: #"SELECT * FROM "account" WHERE "profileId" = ? ORDER BY "name""#, arguments: [ledger.profileId])
        }
    }

    /// The account called `name` (any case); fails, naming the accounts there are, when there is none.
    public func named(_ name: String) throws -> Account {
        try ledger.database.writer.read { db in try Self.existing(name, profileId: ledger.profileId, in: db) }
    }

    /// Adds an account with its balance before the first recorded transaction; fails when the
    /// profile already has one of that name. A credit card's opening amount is what is owed on
    /// it, so it is stored as a negative balance whatever its sign.
    @discardableResult
    public func add(name: String, kind: Account.Kind, openingBalance: Money? = nil) throws -> Account {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw FinanceError(.invalidInput, "an account needs a name") }
        if let openingBalance {
            try ledger.requireHomeCurrency(openingBalance)
            try ledger.requireWithinLimit(openingBalance)
        }
        return try ledger.database.writer.write { db in
            if try Self.named(trimmed, profileId: ledger.profileId, in: db) != nil {
                throw FinanceError(.conflict, "there is already an account called \(trimmed)")
            }
            var account = Account(profileId: ledger.profileId, name: trimmed, kind: kind, currency: ledger.currency.code,
                                  openingBalance: Self.signed(openingBalance?.minorUnits ?? 0, for: kind))
            try account.insert(db)
            return account
        }
    }

    /// Renames the account called `name` to `newName`; fails when there is no such account, or
    /// when another account already has the new name. Its transactions stay its own.
    @discardableResult
    public func rename(_ name: String, to newName: String) throws -> Account {
        let trimmed = newName.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw FinanceError(.invalidInput, "an account needs a name") }
        return try ledger.database.writer.write { db in
            var account = try Self.existing(name, profileId: ledger.profileId, in: db)
            if let other = try Self.named(trimmed, profileId: ledger.profileId, in: db), other.id != account.id {
                throw FinanceError(.conflict, "there is already an account called \(other.name)")
            }
            account.name = trimmed
            try account.update(db)
            return account
        }
    }

    /// A balance a person states for an account of `kind`: on a credit card it is what is owed.
    static func signed(_ minorUnits: Int64, for kind: Account.Kind) -> Int64 {
        kind == .credit && minorUnits > 0 ? -minorUnits : minorUnits
    }

    static func existing(_ name: String, profileId: Int64, in db: Database) throws -> Account {
        if let account = try named(name, profileId: profileId, in: db) { return account }
        let names = try String.fetchAll(db, Account.select(Account.Columns.name)
            .filter(Account.Columns.profileId == profileId).order(Account.Columns.name))
        let known = names.isEmpty ? "there are no accounts yet" : "the accounts are " + names.joined(separator: ", ")
        throw FinanceError(.notFound, "there is no account called \(name); \(known)")
    }

    static func named(_ name: String, profileId: Int64, in db: Database) throws -> Account? {
        try Account.filter(Account.Columns.profileId == profileId && Account.Columns.name == name).fetchOne(db)
    }

    /// The account called `name`, created (its kind guessed from the name) when it does not exist.
    static func findOrCreate(_ name: String, profileId: Int64, currency: String, in db: Database) throws -> Account {
        if let existing = try named(name, profileId: profileId, in: db) { return existing }
        var account = Account(profileId: profileId, name: name, kind: .guess(fromName: name), currency: currency)
        try account.insert(db)
        return account
    }
}
