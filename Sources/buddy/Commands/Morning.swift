import ArgumentParser
import Assistant
import Presentation
import Finance

/// `buddy morning`: yesterday's summary, for cron or a systemd timer.
struct Morning: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morning",
        abstract: "Summarise yesterday: spending against the daily average, budgets, what is due, what needs attention.",
        discussion: """
            Relative to --now (or BUDDY_NOW, else the clock). Bills, income and transfers that \
            have come due are recorded first, as on every run. Text follows the terminal and \
            theme; off a terminal it is plain ASCII. --format markdown suits mail; --format json \
            is documented in the README.
            """)

    @OptionGroup var options: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("text, markdown or json.", valueName: "format"))
    var format: SummaryFormat = .text

    func run() throws {
        let assistant = try Workspace.open(options).assistant(scripted: format != .text)
        do {
            // JSON escapes control characters itself; text and Markdown are screened.
            let summary = try assistant.morningSummary(format: format)
            print(format == .json ? summary : assistant.display.screened(summary))
        } catch let error where FinanceError(explaining: error) != nil {
            throw UserError(FinanceError(explaining: error)!)
        } catch let error as FinanceError {
            throw UserError("cannot write the morning summary: \(error.message)")
        } catch {
            throw UserError("cannot write the morning summary: \(error)")
        }
        ProcessEnd.exit(closing: assistant, status: 0)
    }
}

extension SummaryFormat: ExpressibleByArgument {}
