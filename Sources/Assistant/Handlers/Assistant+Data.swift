import BuddyCore
import Finance
import Foundation
import Presentation
import Understanding

/// Everything out in conversation: "export everything to a file", and the rules that file
/// imported rows (statements in are in `Assistant+Import.swift`).
extension Assistant {
    /// "export everything to a file", "export my transactions to ~/buddy.csv", "back it all up".
    ///
    /// Writes a new file, or replaces an ordinary file after a yes (see ``fileReplacement``);
    /// never a folder, device, pipe, socket or a link to one. The reply names the absolute path.
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
        // A file named without a folder ("nov.csv") goes in the export folder too.
        let named = given.map { $0.path.hasPrefix("/") ? $0.path : (exportFolder as NSString).appendingPathComponent($0.path) }
        let path = named ?? (exportFolder as NSString).appendingPathComponent("budget-buddy-\(kind == "everything" ? "backup" : "export")-\(today.iso).\(suffix)")
        let shown = given?.typed ?? path
        let slots: [String: ReplySlot] = ["file": .text(shown), "format": .text(kind)]
        let target: ExportFile.Target
        do {
            target = try ExportFile.target(of: path)
        } catch let error as FinanceError {
            return Answer(variant: "failed", values: ["path": shown, "reason": error.message], slots: slots, failed: true)
        }
        guard case .existing = target else { return try export(kind, to: path, shown: shown, replacing: false, slots: slots) }
        switch fileReplacement {
        case .always:
            return try export(kind, to: path, shown: shown, replacing: true, slots: slots)
        case .never:
            return Answer(variant: "exists", values: ["path": shown], slots: slots, failed: true)
        case .ask:
            context.confirmation = PendingConfirmation(intent: match.intent, action: { [unowned self] in
                try export(kind, to: path, shown: shown, replacing: true, slots: slots)
            }, declined: Answer(variant: "kept", values: ["path": shown], slots: slots))
            return Answer(variant: "replace", values: ["path": shown], slots: slots)
        }
    }

    /// Writes the export of `kind` to `path`; everything that can fail is done before the file
    /// is written, so a failure leaves the file as it was and says so.
    private func export(_ kind: String, to path: String, shown: String, replacing: Bool, slots: [String: ReplySlot]) throws -> Answer {
        let written: String
        let count: Int
        do {
            let text: String
            switch kind {
            case "csv": text = try ledger.exports.csv()
            case "hledger": text = try ledger.exports.hledger(today: today)
            case "json": text = try ledger.exports.json()
            default: text = try StoreBackup(database: ledger.database).backup(profile: ledger.profile.name)
            }
            count = try ledger.transactions.count()
            written = try ExportFile.write(text, to: path, replacing: replacing)
        } catch let error as FinanceError where error.code == .conflict {
            return Answer(variant: "exists", values: ["path": shown], slots: slots, failed: true)
        } catch let error as FinanceError {
            return Answer(variant: "failed", values: ["path": shown, "reason": error.message], slots: slots, failed: true)
        }
        changesMade.append("the file \(written)")
        var slots = slots
        slots["path"] = .text(written)
        return Answer(values: ["what": phrase("data.export", kind, ["count": count]), "path": written], slots: slots)
    }

    /// "always put starbucks in coffee": a rule for what comes later, and the rows already
    /// stored that match moved there too, in one step for undo.
    func addRule(_ match: Match) throws -> Answer {
        guard let pattern = match.text("pattern"), let category = match.category() ?? match.text("category") else {
            return Answer(variant: "nothing")
        }
        let (variant, values) = try learnRule(pattern: pattern, category: category)
        return Answer(variant: variant, values: values, slots: ["pattern": .text(pattern), "category": .text(values["category"] as? String ?? category)])
    }

    /// Learns the rule `pattern` → `category` and moves the stored rows it matches; the
    /// `rules.add` reply's variant and values.
    func learnRule(pattern: String, category: String) throws -> (variant: String, values: [String: Any]) {
        let name = (try? ledger.categories.named(category))?.name ?? category.capitalized
        let (previous, moved) = try write("add the rule for \(pattern)") {
            let rule = ImportRule(pattern: pattern, category: name, payee: nil)
            let previous = try ledger.rules.add(rule)
            return (previous, try ledger.transactions.recategorise(matching: rule))
        }
        var values: [String: Any] = ["pattern": pattern, "category": moved.category, "created": moved.categoryCreated]
        values["moved"] = moved.moved == 0 ? [] : [moved.moved == 1 ? "The one" : "The \(moved.moved)"]
        if let previous, let old = previous.category, old.lowercased() != name.lowercased() { values["previous"] = old }
        return (values["previous"] == nil ? "" : "replaced", values)
    }

    /// "show my import rules".
    func listRules(_ match: Match) throws -> Answer {
        let rules = try ledger.rules.all()
        guard !rules.isEmpty else { return Answer(variant: "none") }
        let lines = [phrase("rules.list", "heading")] + rules.map { "  " + TerminalText.data(RulesFile.line($0)) }
        context.shownRules = rules.map(\.pattern)
        return Answer(values: ["text": lines.joined(separator: "\n")])
    }

    /// "remove the first one" right after the rules were shown: that rule forgotten; nil for any
    /// other line, and when a list of transactions is on screen.
    func ruleAtPosition(_ match: Match) -> Match? {
        guard match.intent == "transaction.delete", context.shownList.isEmpty,
              let position = match.number("position"), position != 0, !context.shownRules.isEmpty else { return nil }
        guard let rule = Self.item(at: position, of: context.shownRules) else { return nil }
        return Match(intent: "rules.remove", slots: ["pattern": .text(rule)], score: match.score, pattern: match.pattern)
    }

    /// The item of `items` at `position` ("the second one": 2), counted from the end when it is
    /// negative ("the last one": -1); nil past either end.
    static func item<Item>(at position: Int, of items: [Item]) -> Item? {
        let index = position > 0 ? position - 1 : items.count + position
        return items.indices.contains(index) ? items[index] : nil
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
    /// slash, starts with ~, or ends in .csv, .tsv, .txt, .json or .journal), or a name with an
    /// extension after "to", "into" or "as". `~` is the home folder.
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
            let words = line.split(whereSeparator: \.isWhitespace).map { word in
                String(word).trimmingCharacters(in: CharacterSet(charactersIn: "?!,;:()"))
            }
            candidate = words.first { word in
                word.hasPrefix("~") || word.hasPrefix("/") || word.hasPrefix("./") || word.contains("/")
                    || extensions.contains { word.lowercased().hasSuffix($0) }
            }
            // "back up to foo.sqlite", "export everything to mine.bak": a name with an extension of
            // letters after "to", "into" or "as" is the file, whatever the extension.
            if candidate == nil {
                candidate = zip(words, words.dropFirst()).first { before, word in
                    ["to", "into", "as"].contains(before.lowercased()) && word.wholeMatch(of: /[\w-]+\.[A-Za-z][A-Za-z0-9]{0,7}/) != nil
                }?.1
            }
        }
        guard var path = candidate, !path.isEmpty else { return nil }
        if path.hasSuffix("."), !path.hasSuffix("..") { path.removeLast() }
        // "nov.csv in downloads", "it's on my desktop, bank.csv": a name alone in a folder said by name.
        if !path.contains("/"), let folder = namedFolder(in: line) { path = "\(folder)/\(path)" }
        return (path, HomeFolder.expanding(path))
    }

    /// The folders people name in words, and where they are.
    private static let folderWords = ["downloads": "~/Downloads", "download": "~/Downloads", "desktop": "~/Desktop",
                                      "documents": "~/Documents", "docs": "~/Documents", "home": "~"]

    /// The folder a line names in words ("in downloads", "on my desktop"), as a path.
    private static func namedFolder(in line: String) -> String? {
        let words = Normalizer.tokens(line)
        for (index, word) in words.enumerated() where index > 0 {
            guard let folder = folderWords[word] else { continue }
            let before = words[index - 1]
            if ["in", "on", "from", "my", "the"].contains(before) { return folder }
        }
        return nil
    }

    /// The account a line names after its file ("… into my savings account", "… for Joint with
    /// the day first"), as typed; nil when nothing follows the file but words of the request.
    static func accountNamed(after file: String, in line: String) -> String? {
        guard let end = line.range(of: file)?.upperBound else { return nil }
        var words = line[end...].split(whereSeparator: \.isWhitespace)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'”.?!")) }.filter { !$0.isEmpty }
        guard let first = words.first, ["into", "to", "for", "on"].contains(first.lowercased()) else { return nil }
        words.removeFirst()
        if let with = words.firstIndex(where: { $0.lowercased() == "with" }) { words.removeSubrange(with...) }
        if let article = words.first, ["my", "the", "our"].contains(article.lowercased()) { words.removeFirst() }
        if let last = words.last, ["account", "card"].contains(last.lowercased()), words.count > 1 { words.removeLast() }
        let name = words.joined(separator: " ")
        return name.isEmpty ? nil : name
    }
}
