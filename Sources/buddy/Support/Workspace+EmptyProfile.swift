import Finance

extension Workspace {
    /// This workspace with a profile that holds no transactions, for a command that fills one
    /// (`buddy demo`, `buddy generate`): as it is when it has none; with `replace`, the profile
    /// removed and made again empty; otherwise a ``UserError`` saying how to choose.
    func withEmptyProfile(replacing replace: Bool) throws -> Workspace {
        do {
            guard try ledger.transactions.count() > 0 else { return self }
            guard replace else {
                throw UserError("the profile '\(ledger.profile.name)' in \(storePath) already has records; "
                                + "use --store to choose another file, or --replace to overwrite them")
            }
            let name = ledger.profile.name
            try ledger.database.writer.write { db in _ = try ledger.profile.delete(db) }
            return Workspace(ledger: try Ledger.open(ledger.database, profile: name), clock: clock, storePath: storePath, options: options)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }
}
