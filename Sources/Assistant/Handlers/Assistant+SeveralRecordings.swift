import Presentation
import Understanding

extension Assistant {
    /// A line that lists several recordings ("lunch 12 and coffee 4", "got 28.20 from sam and 10
    /// from alex"): each is made in turn, and together they are one step to undo. Nil when the
    /// line lists nothing (see ``Understander/severalRecordings(in:in:)``).
    ///
    /// When a part asks a question (which account? move that much?) or fails, the parts after it
    /// are not made, and the reply says which were not.
    func recordingSeveral(_ line: String) -> Reply? {
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
