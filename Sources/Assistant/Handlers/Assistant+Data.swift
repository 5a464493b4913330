import BuddyCore
import Finance
import Foundation
import Understanding

/// Statements in and everything out in conversation: "import my statement from
/// ~/Downloads/bank.csv", "export everything to a file", and the rules that file imported rows.
extension Assistant {
    /// "import my statement from ~/Downloads/bank.csv" (with "… with the day first" when the
    /// file's dates read two ways).
    func importStatement(_ match: Match) throws -> Answer {
        guard let (shown, path) = Self.filePath(in: currentLine) else {
            return Answer(variant: "no-file", values: ["text": match.text("file") ?? currentLine])
        }
        var options = ImportOptions()
        let words = Normalizer.canonical(currentLine)
        if words.contains("day first") || words.contains("dd/mm") { options.dateFormat = .dayMonthYear }
        if words.contains("month first") || words.contains("mm/dd") { options.dateFormat = .monthDayYear }
        do {
            let summary = try write("import \(shown)") {
                try ledger.imports.importStatement(try StatementText(path: path), options: options)
            }
            if summary.added == 0 {
                return Answer(variant: "nothing-new", values: ["file": shown, "duplicates": summary.duplicatesSkipped])
            }
            return Answer(values: ["summary": ImportText.summary(summary, file: shown).joined(separator: "\n")],
                          slots: ["file": .text(shown)])
        } catch let ambiguous as AmbiguousDateFormat {
            let readings = ambiguous.candidates.prefix(2).map { format in
                format.day(ambiguous.example).map { "\($0.day) \(CalendarNames.months[$0.month - 1])" } ?? format.rawValue
            }
            return Answer(variant: "ambiguous", values: ["file": shown, "example": ambiguous.example,
                                                         "first": readings.first ?? "", "second": readings.last ?? ""])
        } catch let error as FinanceError {
            return Answer(variant: "failed", values: ["file": shown, "reason": error.message])
        }
    }

    /// "export everything to a file", "export my transactions to ~/buddy.csv", "back it all up".
    func exportData(_ match: Match) throws -> Answer {
        let words = Normalizer.canonical(currentLine)
        let given = Self.filePath(in: currentLine)
        let ext = given.map { ($0.path as NSString).pathExtension.lowercased() } ?? ""
        let kind: String
        if ext == "csv" || words.contains("csv") {
            kind = "csv"
        } else if ext == "journal" || ext == "ledger" || words.contains("hledger") || words.contains("journal") {
            kind = "hledger"
        } else if words.contains("transactions") || words.contains("records") {
            kind = ext == "json" ? "json" : "csv"
        } else {
            kind = "everything"
        }
        let suffix = ["csv": "csv", "hledger": "journal", "json": "json", "everything": "json"][kind]!
        let path = given?.path ?? (exportFolder as NSString).appendingPathComponent("budget-buddy-\(kind == "everything" ? "backup" : "export")-\(today.iso).\(suffix)")
        let shown = given?.typed ?? path
        do {
            let text: String
            switch kind {
            case "csv": text = try ledger.exports.csv()
            case "hledger": text = try ledger.exports.hledger(today: today)
            case "json": text = try ledger.exports.json()
            default: text = try StoreBackup(database: ledger.database).backup(profile: ledger.profile.name)
            }
            try ExportFile.write(text, to: path)
            let count = try ledger.transactions.count()
            return Answer(values: ["what": phrase("data.export", kind, ["count": count]), "path": shown],
                          slots: ["file": .text(shown), "format": .text(kind)])
        } catch let error as FinanceError {
            return Answer(variant: "failed", values: ["path": shown, "reason": error.message])
        }
    }

    /// "always put starbucks in coffee".
    func addRule(_ match: Match) throws -> Answer {
        guard let pattern = match.text("pattern"), let category = match.text("category") else { return Answer(variant: "nothing") }
        let name = (try? ledger.categories.named(category))?.name ?? category.capitalized
        let previous = try write("add the rule for \(pattern)") {
            try ledger.rules.add(ImportRule(pattern: pattern, category: name, payee: nil))
        }
        var values: [String: Any] = ["pattern": pattern, "category": name]
        if let previous, let old = previous.category, old.lowercased() != name.lowercased() { values["previous"] = old }
        return Answer(variant: values["previous"] == nil ? "" : "replaced", values: values,
                      slots: ["pattern": .text(pattern), "category": .text(name)])
    }

    /// "show my import rules".
    func listRules(_ match: Match) throws -> Answer {
        let rules = try ledger.rules.all()
        guard !rules.isEmpty else { return Answer(variant: "none") }
        let lines = [phrase("rules.list", "heading")] + rules.map { "  " + RulesFile.line($0) }
        return Answer(values: ["text": lines.joined(separator: "\n")])
    }

    /// "forget the rule for starbucks".
    func removeRule(_ match: Match) throws -> Answer {
        guard let pattern = match.text("pattern") else { return Answer(variant: "nothing") }
        do {
            let rule = try write("forget the rule for \(pattern)") { try ledger.rules.remove(pattern: pattern) }
            return Answer(values: ["pattern": rule.pattern, "what": RulesFile.line(rule)])
        } catch let error as FinanceError where error.code == .notFound {
            return Answer(variant: "unknown", values: ["pattern": pattern])
        }
    }

    /// The file a line names, as typed: a quoted path, or the word that looks like one (it has a
    /// slash, starts with ~, or ends in .csv, .tsv, .txt, .json or .journal). `~` is the home folder.
    static func filePath(in line: String) -> (typed: String, path: String)? {
        var candidate: String?
        for quote in ["\"", "'", "“"] {
            let closing = quote == "“" ? "”" : quote
            if let open = line.range(of: quote), let close = line.range(of: closing, range: open.upperBound..<line.endIndex) {
                let inside = String(line[open.upperBound..<close.lowerBound])
                if inside.contains("/") || inside.contains(".") { candidate = inside }
            }
        }
        if candidate == nil {
            let extensions = [".csv", ".tsv", ".txt", ".json", ".journal", ".ledger"]
            candidate = line.split(whereSeparator: \.isWhitespace).map { word in
                String(word).trimmingCharacters(in: CharacterSet(charactersIn: "?!,;:()"))
            }.first { word in
                word.hasPrefix("~") || word.hasPrefix("/") || word.hasPrefix("./") || word.contains("/")
                    || extensions.contains { word.lowercased().hasSuffix($0) }
            }
        }
        guard var path = candidate, !path.isEmpty else { return nil }
        if path.hasSuffix("."), !path.hasSuffix("..") { path.removeLast() }
        return (path, (path as NSString).expandingTildeInPath)
    }
}
