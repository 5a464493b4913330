import Understanding

/// "delete the 12.85 chipotle one, its a duplicate", "cancel netflix, never watch it":
/// a change said first, then, after a comma, why — words that are no part of the change.
extension Assistant {
    /// A line's words before its last comma, and their reading, when they are a change and the
    /// words after it are a reason that says nothing a change could take: no number, no name the
    /// store knows (a payee, a person, a category, an account), no word that doubts or takes the
    /// change back (the grammar's `hedges`, `hypothetical`, `not-yet`: "pay rent, not yet"),
    /// nothing understood or read by any keyword rule on its own, and the whole line no question
    /// ("…, right"); the whole line read otherwise only ran the reason into the change's free
    /// text or was not understood. Nil otherwise.
    func withoutAfterthought(_ line: String, after interpretation: Interpretation) -> (line: String, reading: Interpretation)? {
        guard let comma = line.lastIndex(of: ",") else { return nil }
        let head = String(line[..<comma]), tail = String(line[line.index(after: comma)...])
        let tailWords = Normalizer.tokens(tail)
        guard saysNothingToTake(tailWords),
              !LineMood.isQuestion(line, tokens: Normalizer.tokens(line)), !LineMood.isQuestion(tail, tokens: tailWords),
              case .notUnderstood = understander.understand(tail, in: understandingContext),
              understander.ruleReadings(of: tail, in: understandingContext).isEmpty else { return nil }
        // "delete the 12.85 chipotle one": a row named for deleting or putting right, read
        // without the words after the comma, which would be taken for part of its name.
        if understander.namedDeletion(head, in: understandingContext) != nil
            || understander.namedCorrection(head, in: understandingContext) != nil {
            return (head, interpretation)
        }
        if case .understood(let whole) = interpretation {
            let texts = whole.slots.values.compactMap { if case .text(let text) = $0 { Normalizer.tokens(text) } else { nil } }
            // A free text that runs across the comma ("chipotle its a"), not a word a rule set
            // ("half" for a share).
            let tail = Set(tailWords)
            guard texts.contains(where: { !tail.isDisjoint(with: $0) && !Set($0).isSubset(of: tail) }) else { return nil }
        }
        guard case .understood(let change) = understander.understand(head, in: understandingContext), Self.writes(change.intent),
              change.leftOver.isEmpty, change.alternatives.isEmpty else { return nil }
        return (head, .understood(change))
    }

    /// A question said first, then after a comma or a dash a remark that says nothing a question
    /// could take ("coffee this month — how bad is it", "how much on uber, asking for a friend"):
    /// the line read without the remark, when the whole line was not understood or only
    /// declined, the words before it read on their own as a question with nothing left over,
    /// and the remark holds no number, no name the store knows and no word that doubts. Never a
    /// change: what a line asks to change is made only from a line read whole (or with a reason
    /// after it, ``withoutAfterthought(_:after:)``). Nil otherwise.
    func withoutRemark(_ line: String, after interpretation: Interpretation) -> (line: String, reading: Interpretation)? {
        if case .understood(let whole) = interpretation, understander.grammar.intent(whole.intent)?.isOutOfScope != true { return nil }
        guard let cut = Self.clauseCut(in: line, last: true) else { return nil }
        let head = line[..<cut.lowerBound].trimmingCharacters(in: .whitespaces), tail = String(line[cut.upperBound...])
        guard saysNothingToTake(Normalizer.tokens(tail)),
              case .understood(let asked) = understander.understand(head, in: understandingContext),
              asksOnlyAQuestion(asked) else { return nil }
        return (head, .understood(asked))
    }

    /// Whether a reading of part of a line is a question with nothing left over and no other
    /// reading: no change, no word of the talk itself ("no, yesterday" puts right what was
    /// recorded) and nothing out of scope.
    func asksOnlyAQuestion(_ asked: Match) -> Bool {
        asked.leftOver.isEmpty && asked.alternatives.isEmpty && !Self.writes(asked.intent)
            && !["clarify.", "confirm.", "flow."].contains(where: asked.intent.hasPrefix) && !Self.conversational.contains(asked.intent)
            && understander.grammar.intent(asked.intent)?.isOutOfScope != true
    }

    /// Where a line's first (or `last`) comma or dash is (a hyphen only between spaces:
    /// "budget-wise" is a word).
    static func clauseCut(in line: String, last: Bool) -> Range<String.Index>? {
        let cuts = [",", "—", "–", " - "].compactMap { line.range(of: $0, options: last ? .backwards : []) }
        return last ? cuts.max { $0.lowerBound < $1.lowerBound } : cuts.min { $0.lowerBound < $1.lowerBound }
    }

    /// Whether the words after a comma or dash say nothing a change or a question could take:
    /// one to ``longestAfterthought`` words, no number, no name the store knows, and none of the
    /// grammar's `hedges`, `hypothetical` or `not-yet` words.
    private func saysNothingToTake(_ tokens: [String]) -> Bool {
        !tokens.isEmpty && tokens.count <= Self.longestAfterthought && !tokens.contains(where: { $0.contains(where: \.isNumber) })
            && !namesAnything(tokens) && !["hedges", "hypothetical", "not-yet"].contains(where: { firstSaid($0, in: tokens) != nil })
    }

    /// Whether `tokens` hold a name the store knows: a payee (a word of three letters or more
    /// that some payee's name holds, "not target" among them), a person, a category or an account.
    func namesAnything(_ tokens: [String]) -> Bool {
        let vocabulary = understandingContext.vocabulary
        if tokens.contains(where: { $0.count > 2 && !((try? ledger.reports.payees(named: $0, limit: 1))?.isEmpty ?? true) }) { return true }
        return tokens.indices.contains { index in
            !vocabulary.payees.names(in: tokens, at: index).isEmpty || !vocabulary.people.names(in: tokens, at: index).isEmpty
                || !vocabulary.categories(in: tokens, at: index).isEmpty || !vocabulary.accounts(in: tokens, at: index).isEmpty
        }
    }

    /// The most words an afterthought after a comma may have.
    static let longestAfterthought = 6
}
