import GRDB

/// Replacing a profile's records with new ones in one step (`buddy demo --replace`, `buddy
/// generate --replace`): the new records are written to a profile of their own, under a working
/// name, and take the old profile's place in one transaction once complete. A run stopped
/// half-way leaves the old records as they were.
extension Ledger {
    /// A new, empty profile to fill in place of this one (a working profile left by a run that
    /// was stopped is removed first).
    public func emptyReplacement() throws -> Ledger {
        let working = Self.workingName(for: profile.name)
        try database.writer.write { db in _ = try Profile.filter(Profile.Columns.name == working).deleteAll(db) }
        return try Ledger.open(database, profile: working)
    }

    /// Deletes `old` (with everything it holds) and gives this profile its name, in one transaction.
    public func takePlace(of old: Profile) throws {
        try database.writer.write { db in
            _ = try old.delete(db)
            var renamed = profile
            renamed.name = old.name
            try renamed.update(db)
        }
    }

    /// The name a replacement is filled under.
    static func workingName(for name: String) -> String { "\(name) (being replaced)" }
}
