import Testing
import Understanding

/// The phrasing standard: every intent is tested with many differently worded sentences.
@Suite struct ParaphraseTests {
    let understander: Understander

    init() throws {
        understander = Understander(grammar: try BuiltinGrammar.load())
    }

    @Test func everyIntentMeetsThePhrasingStandard() throws {
        let grammar = try BuiltinGrammar.load()
        for intent in grammar.intents where !intent.patterns.isEmpty {
            let lines = Paraphrases.byIntent[intent.name] ?? []
            let needed = Paraphrases.commands.contains(intent.name) ? 10 : 15
            #expect(Set(lines).count >= needed, "\(intent.name) has \(Set(lines).count) phrasings, needs \(needed)")
        }
    }

    static let cases: [(String, String)] = Paraphrases.byIntent.sorted { $0.key < $1.key }
        .flatMap { intent, lines in lines.map { (intent, $0) } }

    @Test(arguments: cases)
    func aPhrasingIsReadAsItsIntent(_ intent: String, _ line: String) {
        guard case .understood(let match) = understander.understand(line, in: BuiltinGrammar.context) else {
            Issue.record("'\(line)' is not understood (want \(intent))")
            return
        }
        #expect(match.intent == intent, "'\(line)' read as \(match.intent), want \(intent)")
    }
}
