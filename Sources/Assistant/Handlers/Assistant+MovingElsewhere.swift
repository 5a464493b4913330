import Understanding

/// "put all the sweetgreen stuff under groceries", then "oops, meant dining": the move taken
/// back and made again to the category the correction names, in one line.
extension Assistant {
    /// The reply to a line right after a move of many rows that says only another category,
    /// with words of correcting (the grammar's `correcting`: "oops", "I meant", "no"): the move
    /// undone and made to that category; nil for any other line.
    func movingElsewhere(_ line: String) -> Reply? {
        guard let last = context.lastMove, last.turn == context.turn - 1 else { return nil }
        let correcting = singleWords("correcting")
        let tokens = Normalizer.tokens(line)
        let rest = tokens.filter { !correcting.contains($0) }
        guard rest.count < tokens.count, !rest.isEmpty,
              case .category(let name)? = understander.readSlot(.category, from: rest.joined(separator: " "), in: understandingContext),
              name != last.match.category(), (try? journal?.undo()) != nil else { return nil }
        let said = last.match.category() ?? last.match.text("category") ?? ""
        let before = (try? ledger.categories.named(said)?.name) ?? said
        changesMade.append("undoing the move to \(before)")
        storeChanged()
        var slots = last.match.slots
        slots["category"] = .category(name)
        let moved = answer(Match(intent: last.match.intent, slots: slots, score: last.match.score, pattern: "the last move made again to another category",
                                 exclusion: last.match.exclusion), line: line)
        return Reply(input: moved.input, understood: true, intent: moved.intent, slots: moved.slots, amount: moved.amount,
                     text: "Took back the move to \(before). " + moved.text, failed: moved.failed)
    }
}
