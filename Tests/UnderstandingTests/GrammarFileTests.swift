import Testing
@testable import Understanding

@Suite struct GrammarFileTests {
    @Test func theBuiltinGrammarLoads() throws {
        let grammar = try BuiltinGrammar.load()
        #expect(grammar.intent("spending.total") != nil)
        #expect(grammar.intent("unknown")?.replies[""]?.isEmpty == false)
        #expect(grammar.wordLists["filler"]?.isEmpty == false)
    }

    @Test func everyExampleMatchesItsOwnIntentAndNoOther() throws {
        let check = GrammarCheck(understander: Understander(grammar: try BuiltinGrammar.load()))
        let errors = check.run(in: BuiltinGrammar.context).filter(\.isError)
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
    }

    @Test func theCheckNamesAnExampleAnotherIntentTakes() throws {
        var grammar = try BuiltinGrammar.load()
        grammar.merge(try GrammarFileParser.parse("""
            intent greedy.total
              example: how much did I spend this month
              pattern: @much [money] (did|have|do) (i|we) @spend [on|for|in] [{category}] [{period}]
              reply: mine
            intent shy
              example: a sentence nothing reads
              pattern: only this
              reply: never
            """, file: "extra.intents"))
        let findings = GrammarCheck(understander: Understander(grammar: grammar)).run(in: BuiltinGrammar.context)
        #expect(findings.contains { $0.kind == .stolen && $0.intent == "greedy.total" && $0.others == ["spending.total"] })
        #expect(findings.contains { $0.kind == .unmatched && $0.intent == "shy" && $0.file == "extra.intents" && $0.line == 5 })
        #expect(findings.contains { $0.kind == .overlap && $0.intent == "spending.total" && $0.others.contains("greedy.total") })
    }

    @Test func aFileParsesIntoIntentsListsAndReplies() throws {
        let text = """
            # a comment
            words greet: hi | hello there

            intent small.hello
              topic: Conversation
              pattern: @greet [buddy]
              example: hi
              reply: Hello!
              reply zero: Nothing.
            """
        let grammar = try GrammarFileParser.parse(text, file: "t.intents")
        #expect(grammar.wordLists["greet"] == [["hi"], ["hello", "there"]])
        let intent = try #require(grammar.intent("small.hello"))
        #expect(intent.patterns.first?.pattern == .sequence([.list("greet"), .optional(.word("buddy"))]))
        #expect(intent.patterns.first?.line == 6)
        #expect(intent.templates(for: "zero") == ["Nothing."])
        #expect(intent.templates(for: "other") == ["Hello!"])
        #expect(intent.settings["topic"] == "Conversation")
    }

    @Test(arguments: [
        ("intent a\n  pattern: how (much\n", 2, "missing ')'"),
        ("intent a\n  pattern: how much]\n", 2, "unexpected ']'"),
        ("intent a\n  pattern: spent {amount:money}\n", 2, "unknown slot type 'money'"),
        ("intent a\n  pattern: a || b\n", 2, "empty alternative"),
        ("intent a\n  colour: red\n", 2, "unknown key 'colour'"),
        ("  pattern: hello\n", 1, "outside any intent"),
        ("intent a\n  orientation: sideways\n", 2, "orientation is 'past', 'future' or 'recent'"),
        ("intent a\n  several: often\n", 2, "several is 'yes'"),
        ("intent a\n  pattern sideways: x\n", 2, "'pattern past:' or 'pattern future:'"),
        ("intent a\nreply: x\nintent a\n", 3, "defined twice"),
        ("words : a | b\n", 1, "one-word name"),
        ("intent a\n\n\n  just words\n", 4, "expected 'intent NAME'"),
    ])
    func mistakesAreReportedWithFileAndLine(_ text: String, _ line: Int, _ message: String) {
        #expect {
            _ = try GrammarFileParser.parse(text, file: "bad.intents")
        } throws: { error in
            guard let error = error as? GrammarError else { return false }
            return error.file == "bad.intents" && error.line == line && error.message.contains(message)
        }
    }

    @Test func aPatternMayPointBareNamesTheOtherWayFromItsIntent() throws {
        let grammar = try GrammarFileParser.parse("""
            intent plan
              orientation: future
              pattern: plan for {period}
              pattern past: planned for {period}
              example: plan for March
              reply: ok
            """, file: "o.intents")
        #expect(grammar.intent("plan")?.patterns.map(\.orientation) == [nil, .past])
        let understander = Understander(grammar: grammar)
        // On Thursday 12 March 2026 a bare "December" is next December when planning, last December when looking back.
        for (line, start) in [("plan for December", "2026-12-01"), ("planned for December", "2025-12-01")] {
            guard case .understood(let match) = understander.understand(line, in: BuiltinGrammar.context) else {
                Issue.record("'\(line)' is not understood")
                continue
            }
            #expect(match.period()?.start.iso == start, "\(line)")
        }
    }

    @Test func validationFindsUndefinedListsAndMissingReplies() throws {
        var grammar = try GrammarFileParser.parse("intent a\n  pattern: @nowhere\n  example: x\n  reply: y\n", file: "v.intents")
        #expect(throws: GrammarError(file: "v.intents", line: 2, message: "unknown word list '@nowhere'")) { try grammar.validate() }
        grammar = try GrammarFileParser.parse("intent b\n  pattern: b\n  example: b\n", file: "v.intents")
        #expect(throws: GrammarError(file: "v.intents", line: 1, message: "intent 'b' has no reply")) { try grammar.validate() }
        grammar = try GrammarFileParser.parse("intent c\n  pattern: c\n  example: c\n  answered-by: c, nowhere\n  reply: C\n", file: "v.intents")
        #expect(grammar.intent("c")?.answeredBy == ["c", "nowhere"])
        #expect(throws: GrammarError(file: "v.intents", line: 1, message: "intent 'c' is answered by 'nowhere', which is no intent")) { try grammar.validate() }
    }

    @Test func laterFilesExtendEarlierIntents() throws {
        var grammar = try GrammarFileParser.parse("intent a\n  pattern: one\n  example: one\n  reply: A\n", file: "1.intents")
        grammar.merge(try GrammarFileParser.parse("intent a\n  pattern: uno\n  example: uno\n", file: "2.intents"))
        #expect(grammar.intents.count == 1)
        #expect(grammar.intent("a")?.patterns.map(\.text) == ["one", "uno"])
        let understander = Understander(grammar: grammar)
        guard case .understood(let match) = understander.understand("Uno!", in: BuiltinGrammar.context) else {
            Issue.record("a phrasing from the second file is not understood")
            return
        }
        #expect(match.intent == "a")
    }
}
