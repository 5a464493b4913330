import Understanding

/// What an amount said alone was: "45", then "petrol" or "lunch at luigis", records it.
extension Assistant {
    /// The line after an amount said alone ("What was $45.00?"), read as what the amount was for
    /// when it says so plainly; nil for any other line, which is understood as itself.
    ///
    /// Two kinds of line say it: a purchase of its own, short only of its price ("lunch at
    /// luigis", "bought shoes"), which takes the amount; and the words of a purchase alone
    /// ("petrol", "on lunch", "tesco", "coffee with sam"), read together with the amount. Either
    /// must name a kind of spending or a shop the store or the merchant list knows, with no word
    /// left over. Nothing else is recorded: not "that was a typo", "from alex" or "yes", which
    /// name nothing it could have been bought for; not a question ("petrol this month", "total
    /// petrol"), nor a plan or a doubt ("need petrol", "lunch tomorrow"), nor someone else's
    /// purchase ("alex bought lunch"); not a line with an amount of its own, nor a long one.
    func explainingTheAmount(_ said: (line: String, amount: SlotValue), line: String, interpretation: Interpretation) -> Reply? {
        let tokens = Normalizer.tokens(line)
        guard !tokens.isEmpty, tokens.count <= Self.longestExplanation, !LineMood.isQuestion(line, tokens: tokens),
              !tokens.contains(where: { $0.contains(where: \.isNumber) }), !namesAPerson(tokens),
              !["hedges", "hypothetical", "not-yet"].contains(where: { firstSaid($0, in: tokens) != nil }),
              !tokens.contains(where: Self.planWords.contains) else { return nil }
        // A line that asks something of its own, every word of it, is that question ("uber last month").
        if case .understood(let own) = interpretation, !Self.writes(own.intent), !own.intent.hasPrefix("followup."),
           !own.intent.hasPrefix("clarify."), understander.grammar.intent(own.intent)?.isOutOfScope != true, own.leftOver.isEmpty { return nil }
        let lineBefore = currentLine
        if case .understood(let own) = interpretation, Self.recordings.contains(own.intent), own.alternatives.isEmpty, own.leftOver.isEmpty,
           own.amount() == nil, let definition = understander.grammar.intent(own.intent),
           definition.questions.first(where: { !$0.isAnswered(by: own.slots.keys) })?.slot == "amount" {
            let priced = own.with(slots: own.slots.merging(["amount": said.amount]) { $1 })
            guard namesWhatWasBought(priced) else { return nil }
            return answer(priced, line: line)
        }
        currentLine = "\(said.line) \(line)"
        guard case .understood(let match) = understander.understand(currentLine, in: understandingContext),
              match.intent == "transaction.add_expense", match.alternatives.isEmpty, match.leftOver.isEmpty,
              namesWhatWasBought(match) else {
            currentLine = lineBefore
            return nil
        }
        return answer(match, line: line)
    }

    /// Whether `match`, a purchase, is of today and names what it was for: a category, or a
    /// shop the store or the merchant list knows.
    private func namesWhatWasBought(_ match: Match) -> Bool {
        guard match.period("date") == nil, let filing = try? filing(match) else { return false }
        return filing.category != Self.unnamedCategory
    }

    /// Whether `tokens` name someone the store shares costs with ("alex bought lunch").
    private func namesAPerson(_ tokens: [String]) -> Bool {
        tokens.indices.contains { !understandingContext.vocabulary.people.names(in: tokens, at: $0).isEmpty }
    }

    /// Words of something still to come or only wanted ("will be petrol", "need petrol").
    private static let planWords: Set<String> = ["will", "would", "gonna", "going", "need", "needs", "want", "wanna", "should"]

    /// The most words a line saying what an amount was for may have ("lunch with the team at nopa").
    private static let longestExplanation = 6
}
