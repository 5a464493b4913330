import ArgumentParser
import Finance
import Foundation

/// `buddy backup FILE`: one profile (or with --all-profiles every profile) as JSON, a
/// consistent snapshot.
struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Back up the profile (--profile, else the default one), or with --all-profiles the whole store, to a JSON file.",
        discussion: """
            Everything in the profile is in it: accounts, categories and synonyms, transactions, budgets, people and IOUs, \
            recurring items, goals, settings and import rules. The backup is read as one snapshot, so it is consistent even \
            while other buddy processes write. Restore it with `buddy restore FILE`.
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The backup file to write (- for standard output).", completion: .file())
    var file: String

    @Flag(name: .long, help: "Replace FILE when it exists (an ordinary file; a folder, device, pipe or link to one is never written to).")
    var yes = false

    @Flag(name: .long, help: "Back up every profile in the store, not only one.")
    var allProfiles = false

    func run() throws {
        try OutputFile.check(file, replacing: yes)
        let text: String
        do {
            // A backup only reads: a store that is not there is not created.
            guard let database = try options.openStoreReadOnly() else {
                throw UserError("there is no store at \(options.storePath) to back up")
            }
            text = try StoreBackup(database: database).backup(profile: allProfiles ? nil : options.profileName)
        } catch let error as FinanceError {
            throw UserError(error)
        }
        let what = allProfiles ? "every profile in" : "the profile \(options.profileName) in"
        if let written = try OutputFile.write(text, to: file, replacing: yes) {
            print("Backed up \(what) \(options.storePath) to \(written).")
        }
    }
}

/// `buddy restore FILE`: a backup into an empty store (or, with --replace, over everything, or
/// over the one profile a backup of one profile holds).
struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Restore a JSON backup into an empty store, or with --replace over everything in the store.",
        discussion: """
            Every value is checked first, as an import checks a statement's rows, and a bad one restores nothing. \
            With --replace, a backup of every profile replaces everything in the store; a backup of one profile \
            replaces that profile and leaves the others as they are.
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The backup file (from `buddy backup`).", completion: .file(extensions: ["json"]))
    var file: String

    @Flag(name: .long, help: "Delete everything in the store first, or for a backup of one profile that profile (in the same transaction: a failed restore deletes nothing).")
    var replace = false

    func run() throws {
        let data: Data
        do {
            data = try InputFile.read(file, what: "backup")
        } catch let error as FinanceError {
            throw UserError("nothing was restored: \(error.message)")
        }
        do {
            let text = String(decoding: data, as: UTF8.self)
            // A backup that cannot be restored leaves no new store behind: into a store that is
            // not there yet, it is restored in memory first.
            if try options.openStoreReadOnly() == nil {
                _ = try StoreBackup(database: AppDatabase.inMemory()).restore(text, replacing: replace)
            }
            let summary = try StoreBackup(database: try options.openStore()).restore(text, replacing: replace)
            let nouns = [("transaction", "transactions"), ("account", "accounts"), ("category", "categories"), ("budget", "budgets"),
                         ("debt", "debts"), ("recurring", "recurring items"), ("goal", "goals"), ("importRule", "import rules")]
            let counts = nouns.compactMap { table, noun in
                summary.rows[table].map { "\($0) \($0 == 1 ? (table == "category" ? "category" : String(noun.dropLast())) : noun)" }
            }
            print("Restored \(summary.profiles.joined(separator: ", ")) into \(options.storePath)"
                + (counts.isEmpty ? "." : ": \(counts.joined(separator: ", "))."))
        } catch let error as FinanceError {
            throw UserError("nothing was restored from \(file): \(error.message)")
        }
    }
}
