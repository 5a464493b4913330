import Understanding

/// "I need to pay my car insurance", "pay rent, not yet": a change that is still to be made, or
/// that the line doubts, is not made as it stands.
extension Assistant {
    /// The intent whose replies ask about, and keep, money a line says is still to move.
    static let notYetIntent = "flow.not_yet"
    /// How far into a line a `not-yet` phrase may start and still say the whole line is still to
    /// do ("i need to pay rent"; not "spent 30 on a jacket i need to return").
    static let notYetReach = 2

    /// The reply to `match`, a reading ready to run, when the line takes it back or doubts it
    /// after a comma (the grammar's `hedges`, with no amount: "undo that, 28 was right" is meant),
    /// or, for an intent that moves money, starts by saying it is still to do (`not-yet`): then
    /// the change waits for a yes. Nil when the change is meant as said.
    func stillToDoOrDoubted(_ match: Match, movesMoney: Bool, line: String) -> Reply? {
        if Self.writes(match.intent), let comma = currentLine.lastIndex(of: ","),
           case let after = Normalizer.tokens(String(currentLine[currentLine.index(after: comma)...])),
           !after.contains(where: { $0.contains(where: \.isNumber) }), firstSaid("hedges", in: after) != nil {
            return Reply(input: line, understood: true, intent: Self.notYetIntent,
                         text: templates.render(intent: Self.notYetIntent, variant: "doubted", values: [:], line: line))
        }
        guard movesMoney, let (phrase, at) = firstSaid("not-yet", in: Normalizer.tokens(currentLine)),
              at <= Self.notYetReach, !lineSays("recording-verbs") else { return nil }
        // "gotta move 300 to savings, its payday" read with "gotta move" as what it was for:
        // no reading to say yes to.
        let inText = match.slots.values.contains { if case .text(let text) = $0 { Normalizer.tokens(text).joined(separator: " ").contains(phrase) } else { false } }
        if inText {
            return Reply(input: line, understood: true, intent: Self.notYetIntent,
                         text: templates.render(intent: Self.notYetIntent, variant: "unclear", values: [:], line: line))
        }
        context.confirmation = PendingConfirmation(intent: match.intent, action: { [unowned self] in try run(match) },
                                                   declined: Answer(variant: "kept"), declinedBy: Self.notYetIntent)
        let text = templates.render(intent: Self.notYetIntent, variant: "", values: [:], line: line)
        return Reply(input: line, understood: true, intent: match.intent, slots: match.slots.mapValues(ReplySlot.init), text: text, asks: true)
    }
}
