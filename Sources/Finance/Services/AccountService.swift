import GRDB

/// The profile's accounts.
public struct AccountService: Sendable {
    let ledger: Ledger

    /// Every account, by name.
    public func all() throws -> [Account] {
        try ledger.database.writer.read { db in
            try Account.filter(Account.Columns.profileId == ledger.profileId).order(Account.Columns.name).fetchAll(db)
        }
    }

    /// Adds an account; fails when the profile already has one of that name.
    @discardableResult
    public func add(name: String, kind: Account.Kind) throws -> Account {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw FinanceError(.invalidInput, "an account needs a name") }
        return try ledger.database.writer.write { db in
            if try Self.named(trimmed, profileId: ledger.profileId, in: db) != nil {
                throw FinanceError(.conflict, "there is already an account called \(trimmed)")
            }
            var account = Account(profileId: ledger.profileId, name: trimmed, kind: kind, currency: ledger.currency.code)
            try account.insert(db)
            return account
        }
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
