import BuddyCore
import Understanding

/// "is that more than last month?", "how does that compare to october": the total just given,
/// compared with the same rows in another period.
extension Assistant {
    /// What comparing "that" comes to: the comparison to make, or the answer that says why
    /// there is none.
    enum ComparingThat {
        case match(Match)
        case answer(Answer)
    }

    /// The comparison `match` (a `spending.compare` read with `that`) asks for: the period of the
    /// spending total on the line before against the period said (the one before it, when the
    /// period said is that total's own: "that" about October, "more than last month?" asked in
    /// November); nil's answers when the line before gave no spending total, or one for a period
    /// of another length ("dining this month", then "more than last week?").
    func comparingThat(_ match: Match) -> ComparingThat {
        guard let last = context.lastQuestion, context.lastQuestionTurn == context.turn - 1, last.intent == "spending.total",
              let asked = last.period(), let said = match.period("other") else { return .answer(Answer(variant: "that-none")) }
        let other = said.hasTheSameDays(as: asked) ? asked.preceding : said
        let lengths = [asked, other].map { Double($0.dayCount) }
        guard lengths[0] / lengths[1] < 1.5, lengths[1] / lengths[0] < 1.5 else {
            return .answer(Answer(variant: "that-length", values: ["asked": asked.label, "example": asked.preceding.label]))
        }
        var slots = match.slots
        slots["that"] = nil
        slots["other"] = .period(other)
        return .match(Match(intent: match.intent, slots: slots, score: match.score, pattern: match.pattern))
    }
}
