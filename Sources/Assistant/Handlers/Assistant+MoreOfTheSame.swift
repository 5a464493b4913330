import Understanding

extension Assistant {
    /// Changes that "and 25 more" makes again with the new amount, on the line right after
    /// one of them: money put toward a goal, moved between accounts, or between people.
    static let givenAgainWithMore: Set<String> = ["goal.contribute", "transfer.add", "iou.settle", "iou.add"]

    /// The last change made again with the amount `match` says ("put 75 toward vacation", then
    /// "and 25 more"); nil when the line before made no such change. A question never reaches
    /// here: `followup.more` is one of the understander's commands.
    func moreOfTheLastChange(_ match: Match) -> Match? {
        guard let last = context.lastChange, last.turn == context.turn - 1, let amount = match.amount() else { return nil }
        var slots = last.match.slots
        slots["amount"] = .amount(amount)
        return Match(intent: last.match.intent, slots: slots, score: match.score, pattern: match.pattern)
    }
}
