import Finance

extension Workspace {
    /// A workspace with a profile that holds no transactions, for a command that fills one
    /// (`buddy demo`, `buddy generate`), and what to do once it is filled: this one as it is when
    /// it has none; with `replace`, a new profile that takes this one's place only when `finish`
    /// runs, in one step (a run stopped before leaves the old records as they were); otherwise a
    /// ``UserError`` saying how to choose.
    func withEmptyProfile(replacing replace: Bool) throws -> (workspace: Workspace, finish: () throws -> Void) {
        do {
            guard try ledger.transactions.count() > 0 else { return (self, {}) }
            guard replace else {
                throw UserError("the profile '\(ledger.profile.name)' in \(storePath) already has records; "
                                + "use --store to choose another file, or --replace to overwrite them")
            }
            let old = ledger.profile
            let fresh = try ledger.emptyReplacement()
            let finish = {
                do {
                    try fresh.takePlace(of: old)
                } catch let error as FinanceError {
                    throw UserError(error)
                }
            }
            return (Workspace(ledger: fresh, clock: clock, storePath: storePath, options: options), finish)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }
}
