import ArgumentParser
import Assistant
import BuddyCore
import Finance
import Foundation
import Presentation

/// `buddy import FILE.csv`: a bank statement or Buddy's own CSV, all new rows or none.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a CSV statement: all new rows or none.",
        discussion: """
            The delimiter, encoding, columns, date format and decimal mark are detected from the whole file. \
            Rows already in the store (the same file again, or an overlapping statement) are skipped. \
            Descriptions become the payees' clean names. Categories come from --rules, then the \
            profile's learned rules, then the file, then the category the same payee had before, \
            then the merchant list (well-known merchants, keywords, payments to people). A profile \
            with no records yet takes the currency a statement names (its first statement from a \
            UK or euro-area bank); a file in another currency than the profile's is refused \
            otherwise. When every row goes to one account, a \
            Balance column sets that account's opening balance so that it reads the statement's \
            latest balance.
            """)

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The CSV file.", completion: .file(extensions: ["csv", "CSV", "txt", "tsv"]))
    var file: String

    @Flag(name: .long, help: "Show how the file reads and what would be added or skipped, and write nothing.")
    var dryRun = false

    @Option(name: .long, help: ArgumentHelp("A rules file: lines of PATTERN -> CATEGORY [as PAYEE].", valueName: "file"), completion: .file())
    var rules: String?

    @Option(name: .long, help: ArgumentHelp("The date format, when the file's dates read two ways: \(StatementDateFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), or mdy, dmy, iso.", valueName: "format"))
    var dateFormat: String?

    @Option(name: .long, help: ArgumentHelp("The account for rows that name none (a Balance column sets its balance).", valueName: "name"))
    var account: String?

    func validate() throws {
        if let dateFormat, StatementDateFormat(option: dateFormat) == nil {
            throw ValidationError("--date-format: '\(GlobalOptions.shown(dateFormat))' is not one of "
                                  + "\(StatementDateFormat.allCases.map(\.rawValue).joined(separator: ", ")), mdy, dmy, iso")
        }
        if let account, account.allSatisfy(\.isWhitespace) {
            throw ValidationError("--account: give the account's name")
        }
    }

    func run() throws {
        // The merchant list first: a mistake in it stops the import before the store is opened.
        let merchants = try Workspace.merchantList()
        // A preview creates nothing: no store, no folder, no profile.
        let firstLook = try Workspace.openReadOnly(options)
        var importOptions = ImportOptions(account: account, today: firstLook.clock.today())
        // A new profile takes the currency of its first statement.
        importOptions.takesStatementCurrency = true
        importOptions.dateFormat = dateFormat.flatMap(StatementDateFormat.init(option:))
        if let rules {
            let text: String
            do {
                text = String(decoding: try InputFile.read(rules, what: "rules file"), as: UTF8.self)
            } catch let error as FinanceError {
                throw UserError(error)
            }
            do {
                importOptions.rules = try RulesFile.parse(text)
            } catch let error as FinanceError {
                throw UserError("\(rules): \(error.message)")
            }
        }
        let source: StatementText
        do {
            source = try StatementText(path: file)
        } catch let error as FinanceError {
            throw UserError(error)
        }
        if dryRun {
            return try run(source, options: importOptions, ledger: firstLook.ledger.knowing(merchants))
        }
        if firstLook.isNew {
            // A file that cannot be imported leaves no store or profile behind: it is read first
            // against the empty profile the store would hold, and its date format settled then.
            importOptions = try checked(source, options: importOptions, ledger: firstLook.ledger.knowing(merchants))
        }
        let workspace = try Workspace.open(options)
        try run(source, options: importOptions, ledger: workspace.ledger.knowing(merchants))
    }

    /// The options with which the file imports, found by a preview that writes nothing: the date
    /// format asked for when the file's dates read two ways. Throws what the import would.
    private func checked(_ source: StatementText, options importOptions: ImportOptions, ledger: Ledger) throws -> ImportOptions {
        do {
            _ = try ledger.imports.preview(source, options: importOptions)
            return importOptions
        } catch let ambiguous as AmbiguousDateFormat {
            guard let chosen = ask(ambiguous) else {
                throw UserError("nothing was imported from \(file): \(ambiguous)")
            }
            var again = importOptions
            again.dateFormat = chosen
            return try checked(source, options: again, ledger: ledger)
        } catch let error as FinanceError {
            throw UserError("nothing was imported from \(file):\n\(error.message)")
        }
    }

    private func run(_ source: StatementText, options importOptions: ImportOptions, ledger: Ledger) throws {
        let display = Terminal.display(theme: options.theme(saved: nil), colour: options.colour)
        do {
            if dryRun {
                let plan = try ledger.imports.preview(source, options: importOptions)
                if options.json {
                    print(ImportJSON.preview(plan, file: file))
                } else {
                    print(display.screened(ImportText.preview(plan, file: file, display: display).joined(separator: "\n")))
                }
                return
            }
            let bar = Terminal.isTerminal(STDERR_FILENO) ? ImportProgress() : nil
            var progress: (@Sendable (Int, Int) -> Void)?
            if let bar { progress = { done, total in bar.show(done, of: total) } }
            let summary = try ledger.imports.importStatement(source, options: importOptions, progress: progress)
            bar?.finish()
            print(options.json ? ImportJSON.summary(summary, file: file)
                               : display.screened(ImportText.summary(summary, file: file).joined(separator: "\n")))
        } catch let ambiguous as AmbiguousDateFormat {
            guard let chosen = ask(ambiguous) else {
                throw UserError("nothing was imported from \(file): \(ambiguous)")
            }
            var again = importOptions
            again.dateFormat = chosen
            try run(source, options: again, ledger: ledger)
        } catch let error as FinanceError {
            throw UserError("nothing was imported from \(file):\n\(error.message)")
        }
    }

    /// On a terminal, asks which date format the file uses; nil when not on one or no answer.
    private func ask(_ ambiguous: AmbiguousDateFormat) -> StatementDateFormat? {
        // With --json the output is for a program, which cannot answer.
        guard !options.json, Terminal.isTerminal(STDIN_FILENO), Terminal.isTerminal(STDERR_FILENO) else { return nil }
        var prompt = "The dates in \(file) read two ways; \(ambiguous.example) is:\n"
        for (number, format) in ambiguous.candidates.enumerated() {
            prompt += "  \(number + 1). \(format.day(ambiguous.example).map { "\(CalendarNames.months[$0.month - 1]) \($0.day), \($0.year)" } ?? "") (\(format.rawValue))\n"
        }
        FileHandle.standardError.write(Data((prompt + "Which? ").utf8))
        guard let answer = readLine(), let number = Int(answer.trimmingCharacters(in: .whitespaces)),
              ambiguous.candidates.indices.contains(number - 1) else { return nil }
        return ambiguous.candidates[number - 1]
    }
}

/// A progress bar on standard error, redrawn in place.
final class ImportProgress: @unchecked Sendable {
    private var lastPercent = -1

    func show(_ done: Int, of total: Int) {
        let bar = ProgressBar(used: Int64(done), of: Int64(total))
        guard bar.percent != lastPercent else { return }
        lastPercent = bar.percent
        let display = Display(theme: .dark, width: 40, isTerminal: true, colourAllowed: false)
        FileHandle.standardError.write(Data("\r\(bar.render(in: display, width: 30)) \(bar.percent)%  \(done)/\(total) rows".utf8))
    }

    func finish() {
        if lastPercent >= 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
