import Understanding

extension Assistant {
    /// One line answered as ``respond(to:)`` answers it, with how it was read in this
    /// conversation and the changes it made: what ``ConversationEvaluation`` judges a turn by.
    public struct PlayedTurn: Sendable {
        /// The answer.
        public let reply: Reply
        /// How the line was read: as ``reading(of:)`` tells before it is answered, except that a
        /// line taken as the answer to a question Buddy asked is read as the intent that asked,
        /// and one no grammar reads that asked the last question again as that follow-up.
        public let reading: LineReading
        /// The changes made while answering, each as its undo label.
        public let changes: [String]
    }

    /// Answers `line` and tells how it was read and what it changed.
    public func play(_ line: String) -> PlayedTurn {
        let asked = context.pending?.match.intent
        let question = context.lastQuestion?.intent
        var reading = reading(of: line.cleanedForStorage)
        let reply = respond(to: line)
        if let asked, reply.intent == asked, !reading.intents.contains(asked) {
            reading = .answer(intent: asked, byRule: false)
        } else if reading == .decline, let question, reply.understood, reply.intent == question,
                  let rest = understander.followUpRest(line) {
            // "just groceries" after a trend: no grammar reads it, and the question was asked again.
            reading = .answer(intent: followUpKind(rest.words), byRule: true)
        }
        return PlayedTurn(reply: reply, reading: reading, changes: changesMade)
    }

    /// The follow-up intent a line asking the last question again about `words` stands for.
    private func followUpKind(_ words: String) -> String {
        if understander.readSlot(.period, from: words, in: understandingContext) != nil { return "followup.period" }
        if understander.readSlot(.category, from: words, in: understandingContext) != nil { return "followup.category" }
        return "followup.merchant"
    }
}
