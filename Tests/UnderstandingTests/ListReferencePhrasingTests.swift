import BuddyCore
import Testing
@testable import Understanding

/// Positions in a list ("the second one", "the last one", "the second to last") and the newest
/// of a kind ("my last expense"), as the built-in grammar reads them.
@Suite struct ListReferencePhrasingTests {
    let understander: Understander

    init() throws {
        understander = Understander(grammar: try BuiltinGrammar.load())
    }

    private func match(_ line: String) -> Match? { BuiltinGrammar.match(line, with: understander) }

    @Test(arguments: [
        ("delete the last one", -1), ("delete the last of them", -1), ("remove the final one", -1), ("delete the second", 2),
        ("delete the second to last one", -2), ("delete the last but one", -2), ("erase the penultimate one", -2),
        ("delete the 3rd last one", -3), ("delete the first one", 1), ("delete the second transaction", 2),
    ])
    func aPositionCountsFromTheStartOrFromTheEnd(_ line: String, _ position: Int) throws {
        let m = try #require(match(line), "'\(line)' not understood")
        #expect(m.intent == "transaction.delete", "\(line)")
        #expect(m.number("position") == position, "\(line)")
        #expect(m.text("newest") == nil, "\(line)")
    }

    @Test(arguments: [
        ("delete the last transaction", "transaction.delete", "transaction"), ("delete my last expense", "transaction.delete", "expense"),
        ("remove my most recent purchase", "transaction.delete", "expense"), ("delete the latest one", "transaction.delete", "transaction"),
        ("what was my last expense", "followup.pick", "expense"), ("change my last transaction to 12", "transaction.edit", "transaction"),
        ("move my latest expense to groceries", "transaction.edit", "expense"),
    ])
    func theLastTransactionIsTheNewestNotAPosition(_ line: String, _ intent: String, _ kind: String) throws {
        let m = try #require(match(line), "'\(line)' not understood")
        #expect(m.intent == intent, "\(line)")
        #expect(m.text("newest") == kind, "\(line)")
        #expect(m.number("position") == nil, "\(line)")
    }

    @Test(arguments: [("the last one", -1), ("tell me about the second to last one", -2), ("the last", -1)])
    func pickingByPositionFromTheEnd(_ line: String, _ position: Int) throws {
        let m = try #require(match(line), "'\(line)' not understood")
        #expect(m.intent == "followup.pick", "\(line)")
        #expect(m.number("position") == position, "\(line)")
    }

    @Test func aConstantSetsItsSlotWithoutReadingAWord() throws {
        let grammar = try GrammarFileParser.parse("""
            intent a
              pattern: (newest|latest) {which=newest} [one]
              pattern: oldest one {which = oldest}
              example: newest one
              reply: A
            """, file: "c.intents")
        let a = try #require(grammar.intent("a"))
        #expect(a.patterns[0].pattern == .sequence([.choice([.word("newest"), .word("latest")]), .constant(name: "which", value: "newest"),
                                                    .optional(.word("one"))]))
        #expect(a.slotTypes == ["which": .text])
        let understander = Understander(grammar: grammar)
        for (line, value) in [("latest", "newest"), ("newest one", "newest"), ("oldest one", "oldest")] {
            guard case .understood(let m) = understander.understand(line, in: BuiltinGrammar.context) else {
                Issue.record("'\(line)' not understood")
                continue
            }
            #expect(m.text("which") == value, "\(line)")
            #expect(m.score == 1, "\(line): a constant reads no word and scores nothing")
        }
    }

    @Test(arguments: ["{=x}", "{which=}", "{two words=x}"])
    func aConstantNeedsANameAndAValue(_ pattern: String) {
        #expect(throws: GrammarError.self) {
            _ = try GrammarFileParser.parse("intent a\n  pattern: go \(pattern)\n", file: "c.intents")
        }
    }
}
