import Understanding

/// How Buddy reads one line, in the terms a person checking the grammars cares about: answered
/// (and as what), asked back between readings, declined with a reason, or not understood.
public enum LineReading: Sendable, Equatable, CustomStringConvertible {
    /// Answered as `intent`; `byRule` when a keyword rule rather than a pattern read it.
    case answer(intent: String, byRule: Bool)
    /// Asked "Do you mean …?" between these intents.
    case ask([String])
    /// Declined with the reason of an out-of-scope intent.
    case declineWithReason(intent: String)
    /// Not understood: declined with suggestions, or as something else altogether.
    case decline

    /// Whether Buddy engaged with the line: answered it or asked which reading was meant.
    public var engaged: Bool {
        switch self {
        case .answer, .ask: true
        case .declineWithReason, .decline: false
        }
    }

    /// The intents the reading names.
    public var intents: [String] {
        switch self {
        case .answer(let intent, _), .declineWithReason(let intent): [intent]
        case .ask(let intents): intents
        case .decline: []
        }
    }

    /// One line of text: "answer spending.total (rule)", "ask a | b", "decline (reason: …)".
    public var description: String {
        switch self {
        case .answer(let intent, let byRule): "answer \(intent)\(byRule ? " (rule)" : "")"
        case .ask(let intents): "ask \(intents.joined(separator: " | "))"
        case .declineWithReason(let intent): "decline with reason (\(intent))"
        case .decline: "decline"
        }
    }
}

extension Assistant {
    /// How `line` would be read, without answering it: nothing is written and the conversation
    /// is left as it was.
    public func reading(of line: String) -> LineReading {
        let interpretation = understander.understand(line, in: understandingContext)
        // A line naming a transaction to put right is answered as a change of it.
        if namedCorrection(line, interpretation: interpretation) != nil { return .answer(intent: "transaction.edit", byRule: true) }
        if namedDeletion(line, interpretation: interpretation) != nil { return .answer(intent: "transaction.delete", byRule: true) }
        switch interpretation {
        case .notUnderstood:
            return .decline
        case .understood(let match):
            if !match.alternatives.isEmpty {
                if let settled = settled(match) { return .answer(intent: settled.intent, byRule: settled.isRule) }
                return .ask([match.intent] + match.alternatives.map(\.intent))
            }
            if understander.grammar.intent(match.intent)?.isOutOfScope == true { return .declineWithReason(intent: match.intent) }
            if let recording = recordingInsteadOfSettlement(match, line: line) { return .answer(intent: recording.intent, byRule: match.isRule) }
            return .answer(intent: match.intent, byRule: match.isRule)
        }
    }
}

extension Assistant {
    /// Every keyword rule that reads `line`, best first (see ``Understander/ruleReadings(of:in:)``).
    public func ruleReadings(of line: String) -> [String] {
        understander.ruleReadings(of: line, in: understandingContext)
    }
}
