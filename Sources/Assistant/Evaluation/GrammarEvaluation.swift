import Foundation

/// Reads a set of lines with their expected outcomes and tells how many Buddy gets right: the
/// measure behind `buddy intents eval`.
///
/// An expectation is an intent name (`spending.total`, or several as `a|b`), or one of the
/// outcome kinds: `answer` (engaged: answered or asked back), `clarify` (asked back, or read as
/// an intent whose name starts with `clarify`), `decline` (not answered), `decline-reason`
/// (declined with the reason of an out-of-scope intent), and the corpus kinds
/// `decline-bank-service` (as `decline-reason`), `decline-other-domain` and
/// `decline-out-of-scope` (as `decline`).
public struct GrammarEvaluation: Sendable {
    /// One line to read, with what it should get and, optionally, a label naming its kind
    /// (e.g. a data set's own intent label), which ``kinds`` maps to acceptable intents.
    public struct Case: Sendable {
        public let text: String
        public let expect: String?
        public let label: String?

        /// Creates a case.
        public init(text: String, expect: String?, label: String? = nil) {
            self.text = text
            self.expect = expect
            self.label = label
        }
    }

    /// A case with how it was read and whether that was right.
    public struct Outcome: Sendable {
        public let example: Case
        public let reading: LineReading
        /// Whether the reading is what was expected (nil when nothing was expected).
        public let passed: Bool?
        /// For an `answer` line whose label ``kinds`` knows: whether it was answered as one of
        /// the label's intents.
        public let rightKind: Bool?

        /// Whether the line was read as an intent that changes things though what it expects
        /// changes nothing (a question, a decline, an intent that only reads).
        public var readAsUnexpectedChange: Bool {
            guard let expect = example.expect, case .answer(let intent, _) = reading else { return false }
            return Assistant.writes(intent) && !ConversationEvaluation.mayWrite(expect) && expect != "answer" && expect != "clarify"
        }
    }

    /// Acceptable intents by label, for telling whether an engaged line got the right kind of answer.
    public let kinds: [String: Set<String>]

    /// Creates an evaluation; `kinds` maps labels to the intents that answer them.
    public init(kinds: [String: Set<String>] = [:]) {
        self.kinds = kinds
    }

    /// Reads every case with `read` (each line as the first of a conversation).
    public func run(_ cases: [Case], read: (String) -> LineReading) -> [Outcome] {
        cases.map { example in
            let reading = read(example.text)
            let passed = example.expect.map { Self.satisfies(reading, $0) }
            var rightKind: Bool?
            if example.expect == "answer", let label = example.label, let accepted = kinds[label] {
                rightKind = reading.engaged && !accepted.isDisjoint(with: reading.intents)
            }
            return Outcome(example: example, reading: reading, passed: passed, rightKind: rightKind)
        }
    }

    /// Whether `reading` meets the expectation `expect`.
    /// Several expectations joined by `|` are met when any one is ("transaction.add_expense|clarify").
    public static func satisfies(_ reading: LineReading, _ expect: String) -> Bool {
        if expect.contains("|") { return expect.split(separator: "|").contains { satisfies(reading, String($0)) } }
        switch expect {
        case "answer": return reading.engaged
        case "clarify":
            if case .ask = reading { return true }
            return reading.intents.contains { $0.hasPrefix("clarify") }
        case "decline", "decline-other-domain", "decline-out-of-scope": return !reading.engaged
        case "decline-reason", "decline-bank-service":
            if case .declineWithReason = reading { return true }
            return false
        default:
            if case .answer(let intent, _) = reading { return intent == expect }
            return false
        }
    }

    /// Reads cases from text: JSON objects one a line (`text`, `expect`, and a label in
    /// `label` or `clinc_intent`), or plain lines with nothing expected. Blank lines and lines
    /// starting with `#` are skipped.
    public static func cases(from text: String) throws -> [Case] {
        var cases: [Case] = []
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard line.hasPrefix("{") else {
                cases.append(Case(text: line, expect: nil))
                continue
            }
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let text = object["text"] as? String else {
                throw EvaluationError(line: number + 1, message: "expected a JSON object with a \"text\" string")
            }
            cases.append(Case(text: text, expect: object["expect"] as? String,
                              label: (object["label"] as? String) ?? (object["clinc_intent"] as? String)))
        }
        return cases
    }

    /// Reads a kinds file: `LABEL: intent intent …` a line, `#` comments.
    public static func kinds(from text: String) -> [String: Set<String>] {
        var kinds: [String: Set<String>] = [:]
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("#"), let colon = line.firstIndex(of: ":") else { continue }
            let label = line[..<colon].trimmingCharacters(in: .whitespaces)
            kinds[label, default: []].formUnion(line[line.index(after: colon)...].split(separator: " ").map(String.init))
        }
        return kinds
    }
}

/// A line of an evaluation file that cannot be read.
public struct EvaluationError: Error, CustomStringConvertible {
    /// The line's number, from 1.
    public let line: Int
    /// What is wrong.
    public let message: String
    public var description: String { "line \(line): \(message)" }
}
