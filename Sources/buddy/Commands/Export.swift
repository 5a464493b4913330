import ArgumentParser
import Finance
import Foundation

/// `buddy export --format csv|json|hledger [--output FILE]`.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Export the profile's records as CSV, JSON or an hledger journal.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json, hledger
    }

    @OptionGroup var options: GlobalOptions

    @Option(help: "csv (the import columns, so export then import gives the same store), json, or hledger (a journal for hledger bal/is/bs).")
    var format: Format = .csv

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let workspace = try Workspace.open(options)
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
        try OutputFile.write(text, to: output)
    }
}
