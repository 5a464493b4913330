import ArgumentParser
import Finance
import Foundation

/// `buddy export --format csv|json [--output FILE]`.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Export the profile's records as CSV or JSON.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, json
    }

    @OptionGroup var options: GlobalOptions

    @Option(help: "csv (the import columns, so export then import gives the same store) or json.")
    var format: Format = .csv

    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let ledger = try Workspace.open(options).ledger
        let text: String
        do {
            text = format == .csv ? try ledger.exports.csv() : try ledger.exports.json()
        } catch let error as FinanceError {
            throw UserError(error)
        }
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw UserError("cannot write \(output): \(error.localizedDescription)")
        }
    }
}
