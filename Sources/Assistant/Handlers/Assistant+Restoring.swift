import Understanding

extension Assistant {
    /// What takes something away (a purchase, a budget, a rule, a category merged into another,
    /// a bill stopped or paused), which "bring it back" then undoes.
    static let deletions: Set<String> = ["transaction.delete", "budget.remove", "rules.remove", "category.merge", "bill.status"]

    /// "bring it back", "oops, restore it" on the line right after a deletion: the deletion
    /// undone; nil after anything else, which "undo" takes back instead (a purchase just recorded
    /// is never taken away by "bring it back"). `followup.restore` is one of the understander's
    /// commands, so a question never reaches here.
    ///
    /// Right after "undo", it is what was undone, done again ("wait undo that", then "nah put it back").
    func restoringTheLastDeletion(_ match: Match) -> Match? {
        if context.undoneOnTurn == context.turn - 1 {
            return Match(intent: "transaction.redo", slots: [:], score: match.score, pattern: match.pattern)
        }
        guard context.deletedOnTurn == context.turn - 1 else { return nil }
        return Match(intent: "transaction.undo", slots: [:], score: match.score, pattern: match.pattern)
    }
}
