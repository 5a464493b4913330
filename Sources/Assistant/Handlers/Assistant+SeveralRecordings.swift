import Presentation
import Understanding

extension Assistant {
    /// A line that lists several recordings ("lunch 12 and coffee 4", "got 28.20 from sam and 10
    /// from alex"): each is made in turn, and together they are one step to undo. Nil when the
    /// line lists nothing (see ``Understander/severalRecordings(in:in:)``).
    ///
    /// When a part asks a question (which account? move that much?), the parts after it are not
    /// made, and the reply says which were not. When a part fails ("lunch 12 and coffee
    /// 99999999999999"), the parts before it are taken back too: a line is recorded whole or not at all.
    /// A line a pattern read whole as something other than a recording (`interpretation`: "i paid
    /// 100 for the tix, jo's part is 40" is a split) lists nothing.
    func recordingSeveral(_ line: String, interpretation: Interpretation) -> Reply? {
        if case .understood(let whole) = interpretation, !whole.isRule, !Self.recordings.contains(whole.intent),
           understander.grammar.intent(whole.intent)?.isOutOfScope != true { return nil }
        guard let parts = understander.severalRecordings(in: line, in: understandingContext) else { return nil }
        let stepsBefore = journal?.stepCount ?? 0
        var replies: [Reply] = []
        var recorded = recordedBefore
        var made: [String] = []
        defer { currentLine = line; changesMade = made }
        for part in parts {
            recordedBefore = recorded
            // Each part is the line being answered: its words name its category ("coffee 4"),
            // and what it changed is its own (a failure after an earlier part is its failure).
            currentLine = part.text
            changesMade = []
            let reply = answer(part.match, line: part.text)
            made += changesMade
            replies.append(reply)
            recorded = context.recorded
            // A part that asks (which account? move that much?) ends the list there: what
            // comes after waits for the answer and is said again by the person.
            if reply.asks || reply.failed || context.confirmation != nil || context.pending != nil { break }
        }
        journal?.joinSteps(after: stepsBefore)
        if let failed = replies.firstIndex(where: \.failed), failed > 0, let journal, journal.stepCount > stepsBefore {
            _ = try? journal.undo()
            storeChanged()
            // Nothing this line recorded is there to point at ("both were cash").
            context.recorded = []
            made = []
            return Reply(input: line, understood: true, intent: parts[0].match.intent, slots: replies[failed].slots,
                         text: replies[failed].text + "\nNothing of the line was recorded; say the others again on their own.", failed: true)
        }
        if replies.count < parts.count {
            let left = parts[replies.count...].map { "“\($0.text)”" }.joined(separator: ", ")
            replies.append(Reply(input: line, understood: true, intent: parts[0].match.intent,
                                 text: "(Not recorded yet: \(TerminalText.data(left)).)"))
        }
        let last = replies[replies.count - 1]
        return Reply(input: line, understood: true, intent: parts[0].match.intent, slots: last.slots,
                     amount: last.amount, text: replies.map(\.text).joined(separator: "\n"),
                     failed: replies.contains(where: \.failed), asks: last.asks)
    }
}
