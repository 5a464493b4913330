import Understanding

/// "put all the sweetgreen stuff under groceries", then "oops, meant dining": the move taken
/// back and made again to the category the correction names, in one line.
extension Assistant {
    /// The reply to a line right after a move of many rows that says only another category,
    /// with words of correcting (the grammar's `correcting`: "oops", "I meant", "no"): the move
    /// undone and made to that category; nil for any other line, and for a category of the
    /// other kind ("oops, meant salary" after a move of spending is no move of it into income).
    /// When the move cannot be made again, the first one is put back as it was.
    func movingElsewhere(_ line: String) -> Reply? {
        guard let last = context.lastMove, last.turn == context.turn - 1 else { return nil }
        let correcting = singleWords("correcting")
        let tokens = Normalizer.tokens(line)
        let rest = tokens.filter { !correcting.contains($0) }
        let said = last.match.category() ?? last.match.text("category") ?? ""
        guard rest.count < tokens.count, !rest.isEmpty,
              case .category(let name)? = understander.readSlot(.category, from: rest.joined(separator: " "), in: understandingContext),
              name != last.match.category(), let from = try? ledger.categories.named(said), let to = try? ledger.categories.named(name),
              from.type == to.type, (try? journal?.undo()) != nil else { return nil }
        storeChanged()
        var slots = last.match.slots
        slots["category"] = .category(name)
        let moved = answer(Match(intent: last.match.intent, slots: slots, score: last.match.score, pattern: "the last move made again to another category",
                                 exclusion: last.match.exclusion), line: line)
        guard !moved.failed else {
            _ = try? journal?.redo()
            storeChanged()
            return moved
        }
        changesMade.insert("undoing the move to \(from.name)", at: 0)
        let text = templates.render(intent: "transactions.recategorise", variant: "moved-again", values: ["before": from.name, "text": moved.text], line: line)
        return Reply(input: moved.input, understood: true, intent: moved.intent, slots: moved.slots, amount: moved.amount, text: text)
    }
}
