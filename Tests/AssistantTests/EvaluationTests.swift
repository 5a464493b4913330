import Assistant
import BuddyCore
import Finance
import Testing

/// The measures behind `buddy intents eval`: lines read and judged, and conversations played
/// through the assistant with their writes counted.
@Suite struct EvaluationTests {
    @Test func linesAreReadFromJSONAndPlainText() throws {
        let cases = try GrammarEvaluation.cases(from: """
            # a comment
            {"text": "how much did I spend", "expect": "spending.total"}
            {"text": "what's my balance", "expect": "answer", "clinc_intent": "balance"}
            just a line
            """)
        #expect(cases.map(\.text) == ["how much did I spend", "what's my balance", "just a line"])
        #expect(cases.map(\.expect) == ["spending.total", "answer", nil])
        #expect(cases[1].label == "balance")
        #expect(throws: EvaluationError.self) { try GrammarEvaluation.cases(from: "{\"expect\": \"answer\"}") }
    }

    @Test func aLineReadAsAChangeWhereNoneWasExpectedIsCounted() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        let outcomes = GrammarEvaluation().run([
            .init(text: "lunch 12", expect: "spending.total"),
            .init(text: "lunch 12", expect: "transaction.add_expense"),
        ]) { c.assistant.reading(of: $0) }
        #expect(outcomes.map(\.passed) == [false, true])
        #expect(outcomes.map(\.readAsUnexpectedChange) == [true, false])
    }

    @Test func conversationsAreReadFromJSONLines() throws {
        let text = """
            {"id": "c1", "turns": [{"say": "lunch 12", "expect": "transaction.add_expense"}, {"say": "undo", "expect": "transaction.undo"}]}
            """
        #expect(ConversationEvaluation.holdsConversations(text))
        #expect(!ConversationEvaluation.holdsConversations("{\"text\": \"lunch 12\"}"))
        let conversations = try ConversationEvaluation.conversations(from: text)
        #expect(conversations.map(\.id) == ["c1"])
        #expect(conversations[0].turns.map(\.say) == ["lunch 12", "undo"])
        #expect(throws: EvaluationError.self) { try ConversationEvaluation.conversations(from: "{\"id\": \"c2\", \"turns\": []}") }
    }

    @Test func anAnswerToAQuestionBuddyAskedCountsAsTheIntentThatAsked() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        let played = ConversationEvaluation().run([conversation([("I spent on lunch", "transaction.add_expense"),
                                                                 ("14", "transaction.add_expense"),
                                                                 ("how much did I spend today", "spending.total")])]) { _ in c.assistant }
        #expect(played[0].passed)
        #expect(played[0].turns.map { !$0.changes.isEmpty } == [false, true, false])
        #expect(try c.ledger.transactions.count() == 1)
    }

    @Test func aWrongTurnFailsTheConversationAndAWriteFromAQuestionIsCounted() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        let played = ConversationEvaluation().run([conversation([("coffee 4.50", "spending.total"),
                                                                 ("how much did I spend today", "spending.total")])]) { _ in c.assistant }
        #expect(!played[0].passed)
        #expect(played[0].turns.map(\.passed) == [false, true])
        #expect(played[0].turns.map(\.wroteFromQuestion) == [true, false])
    }

    @Test func aChangeMadeAgainByAFollowUpIsNoWriteFromAQuestion() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        try c.openAccounts(checking: 1_000_00)
        _ = try c.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd), deadline: nil, account: nil,
                                   today: Day(iso: "2026-03-01")!)
        let played = ConversationEvaluation().run([conversation([("put 75 toward vacation", "goal.contribute"),
                                                                 ("and 25 more", "followup.more")])]) { _ in c.assistant }
        #expect(played[0].passed)
        #expect(played[0].turns.map { !$0.changes.isEmpty } == [true, true])
        #expect(played[0].turns.map(\.wroteFromQuestion) == [false, false])
    }

    @Test func aFollowUpPassesOnlyWhenItAskedTheQuestionAgain() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        let played = ConversationEvaluation().run([conversation([("and last month?", "followup.period"),
                                                                 ("how much did I spend this month", "spending.total"),
                                                                 ("and last month?", "followup.period")])]) { _ in c.assistant }
        // The first has no question to ask again: read right, answered nothing.
        #expect(played[0].turns.map(\.passed) == [false, true, true])
    }

    @Test func aLineNoGrammarReadsThatAskedTheQuestionAgainIsThatFollowUp() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        let played = ConversationEvaluation().run([conversation([("show my spending trend", "spending.trend"),
                                                                 ("just groceries", "followup.category"),
                                                                 ("just groceries", "followup.category")])]) { _ in c.assistant }
        // Right after the trend it is asked again for Groceries; after that answer, once more.
        #expect(played[0].turns.map(\.passed) == [true, true, true])
        #expect(played[0].turns[1].reading == .answer(intent: "followup.category", byRule: true))
        // With no question before it, it is what the grammar makes of it.
        let fresh = try Conversation(now: "2026-03-12T09:00")
        let alone = ConversationEvaluation().run([conversation([("just groceries", "followup.category")])]) { _ in fresh.assistant }
        #expect(alone[0].turns.map(\.passed) == [false])
    }

    private func conversation(_ turns: [(String, String)]) -> ConversationEvaluation.Conversation {
        ConversationEvaluation.Conversation(id: "test", turns: turns.map { ConversationEvaluation.Turn(say: $0.0, expect: $0.1) })
    }
}
