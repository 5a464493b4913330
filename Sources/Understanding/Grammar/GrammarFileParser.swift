import BuddyCore

/// Reads one grammar file (the syntax of `Intents/README.md`) into a ``Grammar``.
public enum GrammarFileParser {
    /// The settings an intent block may carry besides patterns, examples and replies.
    public static let settingKeys: Set<String> = ["orientation", "default-period", "topic", "scope", "accepts", "meaning", "mood", "priced", "several", "answered-by", "moves"]

    /// Parses `text`, reporting the first problem with `file` and its line.
    public static func parse(_ text: String, file: String) throws(GrammarError) -> Grammar {
        var grammar = Grammar()
        var current: IntentDefinition?
        func close() {
            if let intent = current { grammar.append(intent) }
            current = nil
        }
        // Split on the newline byte: reading the text as characters costs more than the rest.
        for (offset, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let rawLine = Substring(bytes)
            let lineNumber = offset + 1
            func fail(_ message: String) -> GrammarError { GrammarError(file: file, line: lineNumber, message: message) }
            let line = rawLine.trimmed
            if line.isEmpty || line.hasPrefix("#") { continue }

            if line.hasPrefix("intent ") || line == "intent" {
                close()
                let name = line.dropFirst("intent".count).trimmed
                guard !name.isEmpty, !name.contains(" ") else { throw fail("'intent' needs one name, e.g. 'intent spending.total'") }
                guard grammar.intent(String(name)) == nil else { throw fail("intent '\(name)' is defined twice in this file") }
                current = IntentDefinition(name: name, file: file, line: lineNumber)
                continue
            }
            if line.hasPrefix("words ") {
                close()
                let body = line.dropFirst("words ".count)
                guard let colon = body.firstIndex(of: ":") else { throw fail("a word list is 'words NAME: one | two | three'") }
                let name = body[..<colon].trimmed
                guard !name.isEmpty, !name.contains(" ") else { throw fail("a word list needs a one-word name") }
                let entries = body[body.index(after: colon)...].split(separator: "|").map { Normalizer.tokens(String($0)) }
                guard !entries.isEmpty, entries.allSatisfy({ !$0.isEmpty }) else { throw fail("word list '\(name)' has an empty entry") }
                grammar.wordLists[name, default: []].append(contentsOf: entries)
                continue
            }
            guard let colon = line.firstIndex(of: ":") else {
                throw fail("expected 'intent NAME', 'words NAME: …' or 'key: value', found '\(line)'")
            }
            guard var intent = current else { throw fail("'\(line)' is outside any intent") }
            let key = line[..<colon].trimmed
            let value = line[line.index(after: colon)...].trimmed
            guard !value.isEmpty else { throw fail("'\(key)' has no value") }
            switch key {
            case "pattern", "pattern past", "pattern future":
                do {
                    let pattern = try PatternParser.parse(value)
                    intent.patterns.append(.init(pattern: pattern, text: value, file: file, line: lineNumber,
                                                 orientation: Orientation(rawValue: key.dropFirst("pattern".count).trimmed)))
                } catch {
                    throw fail("in pattern: \(error.message)")
                }
            case "rule", "rule past", "rule future":
                do {
                    let rule = try KeywordRuleParser.parse(value)
                    intent.rules.append(.init(rule: rule, file: file, line: lineNumber,
                                              orientation: Orientation(rawValue: key.dropFirst("rule".count).trimmed)))
                } catch {
                    throw fail("in rule: \(error.message)")
                }
            case _ where key.hasPrefix("pattern "):
                throw fail("a pattern's orientation is 'pattern past:' or 'pattern future:', not '\(key):'")
            case "example":
                intent.examples.append(value)
            case "reply":
                intent.replies["", default: []].append(value)
            case _ where key.hasPrefix("reply "):
                let variant = key.dropFirst("reply ".count).trimmed
                guard !variant.isEmpty, !variant.contains(" ") else { throw fail("a reply variant is one word: 'reply zero: …'") }
                intent.replies[variant, default: []].append(value)
            case _ where key.hasPrefix("ask "):
                let names = key.dropFirst("ask ".count).split(separator: "|").map { $0.trimmed }
                guard let slot = names.first, names.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
                    throw fail("'ask' names a slot, or slots joined by |: 'ask amount: How much was it?'")
                }
                intent.questions.removeAll { $0.slot == slot }
                intent.questions.append(.init(slot: slot, alternatives: Array(names.dropFirst()), text: value))
            case _ where settingKeys.contains(key):
                if key == "orientation", Orientation(rawValue: value) == nil {
                    throw fail("orientation is 'past', 'future' or 'recent', not '\(value)'")
                }
                if key == "accepts", IntentDefinition.clauses(in: value).isEmpty
                    || !IntentDefinition.clauses(in: value).isSubset(of: IntentDefinition.acceptableClauses) {
                    throw fail("accepts is 'account' (a line may end “on my visa”, “from checking”), 'except' (a question may leave things out: “without rent”) or both, as 'account, except'; not '\(value)'")
                }
                if key == "mood", value != "question" {
                    throw fail("mood is 'question' (the intent reads only lines that ask), not '\(value)'")
                }
                if key == "priced", value != "yes" {
                    throw fail("priced is 'yes' (the words a declining intent explains name things people pay for), not '\(value)'")
                }
                if key == "moves", value != "money" {
                    throw fail("moves is 'money' (a line that says it is still to be done asks before recording it), not '\(value)'")
                }
                if key == "several", value != "yes" {
                    throw fail("several is 'yes' (a line may list several of these: “lunch 12 and coffee 4”), not '\(value)'")
                }
                if key == "scope", value != "outside" {
                    throw fail("scope is 'outside' (a question Buddy declines), not '\(value)'")
                }
                intent.settings[key] = value
            default:
                throw fail("unknown key '\(key)' (known: pattern, pattern past, pattern future, rule, rule past, rule future, example, reply, reply VARIANT, ask SLOT, \(settingKeys.sorted().joined(separator: ", ")))")
            }
            current = intent
        }
        close()
        return grammar
    }
}
