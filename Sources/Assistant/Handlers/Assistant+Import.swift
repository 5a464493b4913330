import BuddyCore
import Finance
import Foundation
import Presentation
import Understanding

/// Statements in, in conversation: "import my statement from ~/Downloads/bank.csv", and "preview
/// ~/Downloads/bank.csv" to see what importing it would do, and where each category comes from.
extension Assistant {
    /// "import my statement from ~/Downloads/bank.csv" (with "… with the day first" when the
    /// file's dates read two ways), or "… into checking": the account its rows go to, whose
    /// balance a balance column then sets.
    func importStatement(_ match: Match) throws -> Answer {
        guard let (shown, path) = Self.filePath(in: currentLine) else { return noFile(match) }
        return try importing(shown: shown, path: path, options: try importOptions(match, file: shown))
    }

    /// The file at `path` (called `shown` in replies) imported with `options`, as one step to undo.
    private func importing(shown: String, path: String, options: ImportOptions) throws -> Answer {
        let summary: ImportSummary
        do {
            summary = try write("import \(shown)") {
                try ledger.imports.importStatement(try StatementText(path: path), options: options)
            }
        } catch let ambiguous as AmbiguousDateFormat {
            return Self.ambiguous(ambiguous, file: shown)
        } catch let error as FinanceError where changesMade.isEmpty {
            return Self.failed(error, file: shown)
        }
        if summary.added == 0, !summary.balanceChanged {
            return Answer(variant: "nothing-new", values: ["file": shown, "duplicates": summary.duplicatesSkipped])
        }
        return Answer(values: ["summary": ImportText.summary(summary, file: shown).joined(separator: "\n")],
                      slots: ["file": .text(shown)])
    }

    /// "preview ~/Downloads/bank.csv", "what would importing bank.csv do": how the file reads,
    /// the first rows as they would be stored with where each category comes from, and the rows
    /// that would be skipped. Nothing is written; when the file has something new, the next line
    /// may import it as previewed ("yes", "import it", "looks fine, load them").
    func previewStatement(_ match: Match) throws -> Answer {
        guard let (shown, path) = Self.filePath(in: currentLine) else { return noFile(match) }
        let options = try importOptions(match, file: shown)
        do {
            let plan = try ledger.imports.preview(try StatementText(path: path), options: options)
            let importable = !plan.newRows.isEmpty || plan.balance != nil
            if importable {
                context.confirmation = PendingConfirmation(intent: "data.import", action: { [unowned self] in
                    try importing(shown: shown, path: path, options: options)
                }, declined: Answer(variant: "kept", values: ["file": shown]))
            }
            return Answer(values: ["body": ImportText.preview(plan, file: shown, display: display).joined(separator: "\n"),
                                   "importable": importable],
                          slots: ["file": .text(shown)])
        } catch let ambiguous as AmbiguousDateFormat {
            return Self.ambiguous(ambiguous, file: shown)
        } catch let error as FinanceError {
            return Self.failed(error, file: shown)
        }
    }

    /// The account the line names ("… into checking") and the date format it asks for ("… with
    /// the day first"). An account named that does not exist is said, rather than imported to no
    /// account.
    private func importOptions(_ match: Match, file shown: String) throws -> ImportOptions {
        var options = ImportOptions(account: match.account(), today: today)
        if options.account == nil, let named = Self.accountNamed(after: shown, in: currentLine) {
            options.account = try ledger.accounts.named(named).name
        }
        let words = Normalizer.canonical(currentLine)
        if words.contains("day first") || words.contains("dd/mm") { options.dateFormat = .dayMonthYear }
        if words.contains("month first") || words.contains("mm/dd") { options.dateFormat = .monthDayYear }
        return options
    }

    /// The line after an import or preview that named no file Buddy could find: a line naming a
    /// file ("it's in downloads, nov.csv": a name with a file's ending, or a path from the home or
    /// root folder) gives it, unless it is a question or a pattern reads it as a request of its own.
    func givingTheFile(_ asked: Match, line: String, interpretation: Interpretation) -> Reply? {
        guard let (typed, _) = Self.filePath(in: line), Self.looksLikeAFile(typed),
              !LineMood.isQuestion(line, tokens: Normalizer.tokens(line)) else { return nil }
        if case .understood(let match) = interpretation, !match.isRule { return nil }
        return answer(asked, line: line)
    }

    /// Whether a line said to "Import it?" after a preview asks for the file previewed ("import
    /// it", "looks fine, load them", "ok add them all"): a verb of the grammar's `importing`
    /// list, with nothing else but words of its `importing-filler` list (never a file's name,
    /// which is an import of its own).
    func importsWhatWasPreviewed(_ line: String) -> Bool {
        let tokens = Normalizer.tokens(line)
        guard let verb = firstSaid("importing", in: tokens) else { return false }
        let rest = tokens[..<verb.at] + tokens[(verb.at + verb.phrase.split(separator: " ").count)...]
        return rest.allSatisfy(singleWords("importing-filler").contains)
    }

    /// Whether a word is a file's name or path rather than a day ("3/15") or a ratio ("1/2").
    private static func looksLikeAFile(_ typed: String) -> Bool {
        typed.hasPrefix("~") || typed.hasPrefix("/") || typed.hasPrefix("./")
            || [".csv", ".tsv", ".txt", ".json", ".journal", ".ledger"].contains { typed.lowercased().hasSuffix($0) }
    }

    private func noFile(_ match: Match) -> Answer {
        context.fileAsked = match
        return Answer(variant: "no-file", values: ["text": match.text("file") ?? currentLine], failed: true)
    }

    /// The file's dates read two ways: the two readings of one of them, to choose from.
    private static func ambiguous(_ ambiguous: AmbiguousDateFormat, file: String) -> Answer {
        let readings = ambiguous.candidates.prefix(2).map { format in
            format.day(ambiguous.example).map { "\($0.day) \(CalendarNames.months[$0.month - 1])" } ?? format.rawValue
        }
        return Answer(variant: "ambiguous", values: ["file": file, "example": Excerpt.of(ambiguous.example),
                                                     "first": readings.first ?? "", "second": readings.last ?? ""], failed: true)
    }

    private static func failed(_ error: FinanceError, file: String) -> Answer {
        Answer(variant: "failed", values: ["file": file, "reason": TerminalText.lines(error.message)], failed: true)
    }
}
