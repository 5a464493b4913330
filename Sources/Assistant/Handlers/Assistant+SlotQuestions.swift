import Understanding

/// A question a handler asks for a slot the line left out, once it knows that it must (the
/// grammar's `ask` questions are asked before any handler runs).
extension Assistant {
    /// Asks for `slot` with the reply `variant`: the next line answers it and the line is
    /// answered again with the slot filled.
    func ask(_ match: Match, slot: String, type: SlotType, variant: String, values: [String: Any]) -> Answer {
        let text = templates.render(intent: match.intent, variant: variant, values: values, line: currentLine)
        context.pending = .init(match: match, question: IntentDefinition.SlotQuestion(slot: slot, alternatives: [], text: text), type: type, line: currentLine)
        return Answer(variant: variant, values: values)
    }
}
