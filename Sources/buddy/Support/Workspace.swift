import Assistant
import Foundation
import BuddyCore
import Finance
import Presentation
import Understanding

/// The opened store, profile and clock that a command works on.
struct Workspace {
    let ledger: Ledger
    let clock: Clock
    let storePath: String
    let options: GlobalOptions
    /// Whether the store or the profile does not exist yet (a read-only workspace stands in for
    /// it with an empty profile in memory).
    var isNew = false

    /// Opens the store and profile the options name, creating them on first use (see
    /// ``GlobalOptions/openStore(sayingWhenWaiting:)`` for waiting on another writer).
    static func open(_ options: GlobalOptions, sayingWhenWaiting: Bool? = nil) throws -> Workspace {
        let clock = try options.clock()
        let database = try options.openStore(sayingWhenWaiting: sayingWhenWaiting)
        do {
            return Workspace(ledger: try Ledger.open(database, profile: options.profileName), clock: clock, storePath: options.storePath,
                             options: options)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }

    /// Opens the store and profile for reading only, creating nothing: when either does not
    /// exist yet, an empty profile in memory stands in for it, as it would be on first use.
    static func openReadOnly(_ options: GlobalOptions) throws -> Workspace {
        let clock = try options.clock()
        do {
            let stored = try options.openStoreReadOnly().flatMap { try Ledger.existing($0, profile: options.profileName) }
            let ledger = try stored ?? Ledger.open(AppDatabase.inMemory(), profile: options.profileName)
            return Workspace(ledger: ledger, clock: clock, storePath: options.storePath, options: options, isNew: stored == nil)
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }

    /// An assistant over the built-in grammars plus the person's own, compiled once and kept in
    /// the cache folder for the runs after (see ``GrammarCache``). Its replies are drawn
    /// for standard output, except in scripted mode and with `--json`, which are plain text
    /// (the plain mode still applies when it is the theme).
    ///
    /// `files` is what an export or backup does with a file that exists: ask (a conversation on
    /// a terminal), replace it (`--yes`), or leave it and say so (no one there to answer).
    func assistant(scripted: Bool = false, files: Assistant.FileReplacement = .never) throws -> Assistant {
        guard let builtin = Paths.builtinIntents else {
            throw UserError("cannot find the built-in grammars (the Intents folder); set BUDDY_INTENTS to its path")
        }
        let ledger = ledger.knowing(loading: try Self.merchantListLoader(), kinds: { (try? Self.kindList()) ?? .empty })
        do {
            // A grammar read back from the cache had its templates checked before it was saved.
            let cache = GrammarCache(file: Paths.grammarCache, build: Paths.executableIdentity)
            let loaded = try cache.load(directories: [builtin, Paths.userIntents])
            let assistant = try Assistant(compiled: loaded.compiled, ledger: ledger, clock: clock, templatesChecked: loaded.cached)
            if !loaded.cached { cache.save(loaded.compiled) }
            let theme = options.theme(saved: assistant.savedTheme)
            assistant.display = scripted || options.json ? .plain(keeping: theme) : Terminal.display(theme: theme, colour: options.colour)
            assistant.fileReplacement = files
            return assistant
        } catch {
            throw UserError(error)
        }
    }

    /// The merchant list, loaded when a payee is first read: the person's own `merchants.txt` is
    /// read now, so that a mistake in it stops the command at once, naming the file and the line;
    /// the built-in files (checked by the tests) are read only when needed.
    static func merchantListLoader() throws -> @Sendable () -> MerchantList {
        guard Paths.builtinMerchants != nil else { throw UserError(noBuiltinMerchants) }
        if FileManager.default.fileExists(atPath: Paths.userMerchants) {
            do {
                _ = try MerchantList.load(files: [Paths.userMerchants])
            } catch let error as FinanceError {
                throw UserError(error)
            }
        }
        return { (try? merchantList()) ?? .empty }
    }

    /// The kinds of business of the merchant list: its built-in `kinds.txt`, then the person's own
    /// `merchants.txt` when there is one (which may name kinds too).
    static func kindList() throws -> MerchantList {
        guard let builtin = Paths.builtinMerchants else { return .empty }
        var files = try MerchantList.files(in: builtin).filter(isKindsFile)
        if FileManager.default.fileExists(atPath: Paths.userMerchants) { files.append(Paths.userMerchants) }
        return try MerchantList.load(files: files)
    }

    /// The built-in merchant list alone, and its kinds of business, as a measure reads it: the
    /// same on every machine, whatever the person's own `merchants.txt` says.
    static func builtinMerchantLists() throws -> (merchants: MerchantList, kinds: MerchantList) {
        try asUserError {
            let files = try builtinMerchantFiles()
            return (try MerchantList.load(files: files), try MerchantList.load(files: files.filter(isKindsFile)))
        }
    }

    /// The merchant list: the built-in files, then the person's own `merchants.txt` when there
    /// is one. A mistake in either stops the command, naming the file and the line.
    static func merchantList() throws -> MerchantList {
        try asUserError {
            var files = try builtinMerchantFiles()
            if FileManager.default.fileExists(atPath: Paths.userMerchants) { files.append(Paths.userMerchants) }
            return try MerchantList.load(files: files)
        }
    }

    /// The built-in merchant list's files; fails when its folder cannot be found.
    private static func builtinMerchantFiles() throws -> [String] {
        guard let builtin = Paths.builtinMerchants else { throw UserError(noBuiltinMerchants) }
        return try MerchantList.files(in: builtin)
    }

    /// Whether `file` is the built-in list of kinds of business.
    private static func isKindsFile(_ file: String) -> Bool {
        (file as NSString).lastPathComponent == "kinds.txt"
    }

    /// `body`'s result, a mistake in a merchant file said as the command's error.
    private static func asUserError<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FinanceError {
            throw UserError(error)
        }
    }

    /// What is said when the built-in merchant list cannot be found.
    private static let noBuiltinMerchants = "cannot find the built-in merchant list (the Merchants folder); set BUDDY_MERCHANTS to its path"
}
