import ArgumentParser
import Finance

/// `buddy import FILE.csv`: a bank statement or Buddy's own CSV, all rows or none.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import a CSV statement (columns date, description, amount or debit/credit, and optional category, account, currency, notes).")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The CSV file.")
    var file: String

    func run() throws {
        let workspace = try Workspace.open(options)
        let summary: ImportSummary
        do {
            summary = try workspace.ledger.imports.importCSV(path: file)
        } catch let error as FinanceError {
            throw UserError("nothing was imported from \(file):\n\(error.message)")
        }
        var lines = ["Imported \(summary.added) transaction\(summary.added == 1 ? "" : "s") from \(file)."]
        if !summary.categoriesCreated.isEmpty { lines.append("New categories: \(summary.categoriesCreated.joined(separator: ", ")).") }
        if !summary.accountsCreated.isEmpty { lines.append("New accounts: \(summary.accountsCreated.joined(separator: ", ")).") }
        print(lines.joined(separator: "\n"))
    }
}
