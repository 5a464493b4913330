import Assistant
import BuddyCore
import Finance
import Understanding

/// The opened store, profile and clock that a command works on.
struct Workspace {
    let ledger: Ledger
    let clock: Clock
    let storePath: String

    /// Opens the store and profile the options name, creating them on first use.
    static func open(_ options: GlobalOptions) throws -> Workspace {
        let clock = try options.clock()
        do {
            let database = try AppDatabase.open(path: options.storePath)
            return Workspace(ledger: try Ledger.open(database, profile: options.profileName), clock: clock, storePath: options.storePath)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }

    /// An assistant over the built-in grammars plus the person's own.
    func assistant() throws -> Assistant {
        guard let builtin = Paths.builtinIntents else {
            throw UserError("cannot find the built-in grammars (the Intents folder); set BUDDY_INTENTS to its path")
        }
        do {
            let grammar = try Grammar.load(directories: [builtin, Paths.userIntents])
            return try Assistant(grammar: grammar, ledger: ledger, clock: clock)
        } catch {
            throw UserError(error)
        }
    }
}
