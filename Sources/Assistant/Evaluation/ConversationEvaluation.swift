import Foundation
import Understanding

/// Plays short conversations through a real ``Assistant`` and tells how many go right: a
/// conversation is right when every turn gets the outcome expected of it.
///
/// Each conversation starts afresh (the caller gives a new assistant over a new store), so its
/// writes happen and its follow-ups have the context of the turns before them. A turn's
/// expectation is read as ``GrammarEvaluation/satisfies(_:_:)`` reads a line's; a line that
/// answers a question Buddy asked counts as read as the intent that asked it. Any change made on
/// a turn that should have changed nothing (a question, a decline, a line asked back) is a
/// write from a question, and is counted apart.
public struct ConversationEvaluation: Sendable {
    /// One line of a conversation with what it should get.
    public struct Turn: Sendable {
        public let say: String
        public let expect: String

        /// Creates a turn.
        public init(say: String, expect: String) {
            self.say = say
            self.expect = expect
        }
    }

    /// A conversation: an identifier and its turns, in order.
    public struct Conversation: Sendable {
        public let id: String
        public let turns: [Turn]

        /// Creates a conversation.
        public init(id: String, turns: [Turn]) {
            self.id = id
            self.turns = turns
        }
    }

    /// How one turn went.
    public struct TurnOutcome: Sendable {
        public let turn: Turn
        /// How the line was read, in context.
        public let reading: LineReading
        /// The reply's text.
        public let reply: String
        /// Whether the reading is what was expected.
        public let passed: Bool
        /// The changes the turn made, each in words (empty when it changed nothing).
        public let changes: [String]
        /// Whether the turn changed something though it should not have (a question, a decline,
        /// or anything else whose expected intent only reads).
        public let wroteFromQuestion: Bool
    }

    /// How one conversation went.
    public struct Outcome: Sendable {
        public let conversation: Conversation
        /// The turns played, in order (all of them: a wrong turn does not stop the conversation).
        public let turns: [TurnOutcome]
        /// Whether every turn got what it should.
        public var passed: Bool { turns.allSatisfy(\.passed) }
    }

    /// Creates an evaluation.
    public init() {}

    /// Plays each conversation with a fresh assistant from `assistant`.
    public func run(_ conversations: [Conversation], assistant: (Conversation) throws -> Assistant) rethrows -> [Outcome] {
        try conversations.map { conversation in
            let buddy = try assistant(conversation)
            let turns = conversation.turns.map { turn -> TurnOutcome in
                let played = buddy.play(turn.say)
                // A line choosing a reading offered before ("the second one") passes as the reading it chose.
                let chosen = played.reply.intent.map { GrammarEvaluation.satisfies(.answer(intent: $0, byRule: false), turn.expect) } ?? false
                // A follow-up that asks again passes only when it was asked again: "Ask me a question
                // first" read the line right and answered nothing.
                let unanswered = played.reply.intent.map(Assistant.askingAgain.contains) ?? false
                let passed = (GrammarEvaluation.satisfies(played.reading, turn.expect) && !unanswered)
                    || (turn.expect.contains(".") && played.reply.understood && chosen && !unanswered)
                let mayWrite = Self.mayWrite(turn.expect)
                return TurnOutcome(turn: turn, reading: played.reading, reply: played.reply.text, passed: passed,
                                   changes: played.changes, wroteFromQuestion: !played.changes.isEmpty && !mayWrite)
            }
            return Outcome(conversation: conversation, turns: turns)
        }
    }

    /// Whether a turn expected to read as `expect` may change anything: when one of its intents
    /// writes, makes the last change again ("and 25 more"), or confirms a change ("yes" to
    /// "Delete …?").
    static func mayWrite(_ expect: String) -> Bool {
        expect.split(separator: "|").contains {
            $0 == "confirm.yes" || Assistant.writes(String($0)) || Assistant.changingFollowUps.contains(String($0))
        }
    }

    /// Reads conversations from JSON lines: `{"id": …, "turns": [{"say": …, "expect": …}, …]}`.
    /// Blank lines and lines starting with `#` are skipped.
    public static func conversations(from text: String) throws -> [Conversation] {
        var conversations: [Conversation] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let turns = object["turns"] as? [[String: Any]], !turns.isEmpty else {
                throw EvaluationError(line: number + 1, message: "expected a JSON object with a non-empty \"turns\" array")
            }
            var read: [Turn] = []
            for turn in turns {
                guard let say = turn["say"] as? String, let expect = turn["expect"] as? String else {
                    throw EvaluationError(line: number + 1, message: "each turn needs a \"say\" and an \"expect\" string")
                }
                read.append(Turn(say: say, expect: expect))
            }
            conversations.append(Conversation(id: (object["id"] as? String) ?? "line \(number + 1)", turns: read))
        }
        return conversations
    }

    /// Whether `text` holds conversations rather than single lines: its first JSON object has `turns`.
    public static func holdsConversations(_ text: String) -> Bool {
        guard let first = text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
            .first(where: { !$0.isEmpty && !$0.hasPrefix("#") }),
              let object = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else { return false }
        return object["turns"] != nil
    }
}
