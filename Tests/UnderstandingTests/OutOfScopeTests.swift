import Testing
import Understanding

/// Lines from other domains are never taken for a question or command about the store.
@Suite struct OutOfScopeTests {
    let understander: Understander

    init() throws {
        understander = Understander(grammar: try BuiltinGrammar.load())
    }

    private func intent(_ line: String) -> String? {
        if case .understood(let m) = understander.understand(line, in: BuiltinGrammar.context) { return m.intent }
        return nil
    }

    @Test func theCorpusIsLargeAndVaried() {
        #expect(OutOfScopeLines.all.count >= 100)
        #expect(Set(OutOfScopeLines.all).count == OutOfScopeLines.all.count)
    }

    @Test(arguments: OutOfScopeLines.all)
    func aLineFromAnotherDomainIsNotTakenForMoney(_ line: String) throws {
        guard let name = intent(line) else { return }
        let definition = try #require(understander.grammar.intent(name))
        #expect(definition.isOutOfScope, "'\(line)' was read as \(name)")
    }

    @Test(arguments: OutOfScopeLines.unanswerableMoney)
    func moneyQuestionsTheStoreCannotAnswerAreDeclinedWithAReason(_ line: String) {
        let name = intent(line)
        #expect(name?.hasPrefix("decline.") == true, "'\(line)' was read as \(name ?? "nothing")")
    }

    @Test(arguments: ["how much did I spend on stocks last month", "I spent 50 on bank fees", "how much did I spend at the bank",
                      "how much interest did I earn this year"])
    func questionsAboutTheStoreWinOverDeclines(_ line: String) {
        let name = intent(line)
        #expect(name?.hasPrefix("decline.") != true, "'\(line)' was declined")
    }
}
