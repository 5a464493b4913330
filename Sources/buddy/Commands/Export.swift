import ArgumentParser
import Finance
import Foundation

/// `buddy export --format csv|json|hledger [--output FILE]`.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export the profile's transactions as CSV, or the profile as JSON or an hledger journal.",
        discussion: """
            CSV has one row per transaction: date, description, amount, currency, category, account and \
            notes. `buddy import` reads it back into an empty store as the same transactions. Nothing \
            else is in it: not the accounts' kinds and opening balances, people and what they owe, \
            budgets, bills and other repeating payments, goals, categories' colours, parents and \
            synonyms, settings or import rules. To keep or move everything, use `buddy backup FILE` and \
            `buddy restore FILE`.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json, hledger
    }

    @OptionGroup var options: GlobalOptions

    @Option(help: "csv (the transactions, in the columns import reads), json (the profile's accounts, categories and transactions, for other programs), or hledger (a journal for hledger bal/is/bs).")
    var format: Format = .csv

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @Flag(name: .long, help: "Replace the --output file when it exists (an ordinary file; a folder, device, pipe or link to one is never written to).")
    var yes = false

    func run() throws {
        try OutputFile.check(output, replacing: yes)
        // Exporting a store or profile that does not exist yet creates neither.
        let firstLook = try Workspace.openReadOnly(options)
        let workspace = firstLook.isNew ? firstLook : try Workspace.open(options)
        let exports = workspace.ledger.exports
        let text: String
        do {
            switch format {
            case .csv: text = try exports.csv()
            case .json: text = try exports.json()
            case .hledger: text = try exports.hledger(today: workspace.clock.today())
            }
        } catch let error as FinanceError {
            throw UserError(error)
        }
        if let written = try OutputFile.write(text, to: output, replacing: yes) {
            print("Exported the profile \(workspace.ledger.profile.name) as \(format.rawValue) to \(written).")
        }
    }
}
