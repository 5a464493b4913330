import GRDB

/// A profile's preferences, kept in the store so they travel with its data.
public struct SettingsService: Sendable {
    let ledger: Ledger

    /// The known keys.
    public enum Key: String, Sendable, CaseIterable {
        /// How output looks: light, dark, none or plain.
        case theme
        /// An account balance under this many minor units is shown as low (default 100.00).
        case lowBalance = "low-balance"
        /// The id of the account money comes out of or goes into when a line names none.
        case defaultAccount = "default-account"
    }

    /// The value of `key`, or nil when it was never set.
    public func value(_ key: Key) throws -> String? {
        try ledger.database.writer.read { db in
            // Raw SQL: the query interface reads the table's schema first, and every run asks for the theme.
            try String.fetchOne(db, sql: #"SELECT "value" FROM "setting" WHERE "profileId" = ? AND "key" = ? LIMIT 1"#,
                                arguments: [ledger.profileId, key.rawValue])
        }
    }

    /// Sets `key` to `value`, replacing any earlier value.
    public func set(_ key: Key, to value: String) throws {
        try ledger.database.writer.write { db in
            try Setting(profileId: ledger.profileId, key: key.rawValue, value: value).upsert(db)
        }
    }

    /// Every setting of the profile, by key.
    public func all() throws -> [String: String] {
        try ledger.database.writer.read { db in
            let rows = try Setting.filter(Setting.Columns.profileId == ledger.profileId).fetchAll(db)
            return Dictionary(rows.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
    }
}
