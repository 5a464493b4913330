import ArgumentParser
import Finance
import Foundation

/// `buddy backup FILE`: the whole store (every profile) as JSON, a consistent snapshot.
struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Back up the whole store (every profile and everything in it) to a JSON file.",
        discussion: "The backup is read as one snapshot, so it is consistent even while other buddy processes write. Restore it with `buddy restore FILE`.")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The backup file to write (- for standard output).")
    var file: String

    @Flag(name: .long, help: "Replace FILE when it exists (an ordinary file; a folder, device, pipe or link to one is never written to).")
    var yes = false

    func run() throws {
        try OutputFile.check(file, replacing: yes)
        let text: String
        do {
            text = try StoreBackup(database: try options.openStore()).backup()
        } catch let error as FinanceError {
            throw UserError(error)
        }
        if let written = try OutputFile.write(text, to: file, replacing: yes) {
            print("Backed up \(options.storePath) to \(written).")
        }
    }
}

/// `buddy restore FILE`: a backup into an empty store (or, with --replace, over everything).
struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Restore a JSON backup into an empty store, or with --replace over everything in the store.")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The backup file (from `buddy backup`).")
    var file: String

    @Flag(name: .long, help: "Delete everything in the store first (in the same transaction: a failed restore deletes nothing).")
    var replace = false

    func run() throws {
        let data: Data
        do {
            data = try InputFile.read(file, what: "backup")
        } catch let error as FinanceError {
            throw UserError("nothing was restored: \(error.message)")
        }
        do {
            let summary = try StoreBackup(database: try options.openStore())
                .restore(String(decoding: data, as: UTF8.self), replacing: replace)
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
