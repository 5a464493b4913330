/// The second tier of understanding: keyword rules, tried when no pattern reads a line.
extension Understander {
    /// What the keyword rules make of a line: the best reading, and the best reading that
    /// declines, if any (a pattern that took its words as free text gives way to it).
    struct RuleOutcome {
        /// The best reading, with its strength on a pattern's scale and the words its terms and
        /// slots explain.
        var best: (match: Match, strength: Double, explained: Set<String>)?
        /// The best declining reading and the words it explained, as typed.
        var decline: (match: Match, words: Set<String>)?
    }

    /// The best rule reading of `tokens`, if any (a rule that leaves more words unexplained than
    /// it allows does not apply: that is what makes a weak reading decline); when another
    /// intent's rule explains it as well, that reading comes along as an alternative, so that
    /// Buddy asks which was meant.
    ///
    /// A reading that leaves a word a declining rule explains (a bank service, the weather, a
    /// tax) unexplained does not count: a line is about the records only when the words that
    /// say it is about something else are accounted for. A reading keeps such a word as its
    /// free text only when the declining intent is `priced` (its words name things people pay
    /// for: flights, hotels, tickets), the reading has an amount written in figures and one word
    /// left over at most, and the text holds only one such word ("hotel 240", "a cab to the
    /// airport 58", "hotel 189 for the trip"; never "credit limit increased to 15,000" or "my pin
    /// to be 1234"). `walker`, when given, walks `tokens` with free text from `typed`.
    func ruleMatch(_ tokens: [String], typed: [String], _ context: UnderstandingContext,
                   allowed: (String) -> Bool, walker: PatternWalker? = nil) -> RuleOutcome {
        let walker = walker ?? PatternWalker(tokens: tokens, numbers: index.table.numbers(tokens), typed: typed, context: context)
        let all = rules.readings(tokens, typed: typed, walker: walker, allowed: allowed)
        let declining = all.first(where: \.declines)
        let declinesPriced = declining.flatMap { grammar.intent($0.intent)?.namesPricedThings } ?? false
        let readings = all.filter { reading in
            if !reading.declines, !commands.contains(reading.intent), takesAPayee(reading.intent),
               leavesAPayeeUnsaid(reading, tokens: tokens, context: context) { return false }
            guard let declining, !reading.declines else { return true }
            let gaps = declining.explainedPositions.intersection(reading.gapPositions)
            let text = declining.explainedPositions.intersection(reading.textPositions)
            if !gaps.isEmpty { return false }
            return text.isEmpty || (declinesPriced && reading.amountInFigures && reading.gapPositions.count <= 1 && text.count == 1)
        }
        var corrections: [String: String] = [:]
        for i in tokens.indices where tokens[i] != typed[i] { corrections[typed[i]] = tokens[i] }
        func match(_ reading: KeywordMatcher.Reading, alternatives: [Match] = []) -> Match {
            Match(intent: reading.intent, slots: categorySaidByATerm(reading, tokens: tokens, walker: walker), score: reading.confidence,
                  pattern: Match.rulePrefix + reading.rule,
                  corrections: corrections, freeTextWords: reading.freeText, leftOver: reading.gapWords, alternatives: alternatives)
        }
        var outcome = RuleOutcome()
        if let declining { outcome.decline = (match(declining), Set(declining.explainedPositions.map { tokens[$0] })) }
        // A reading that asks back (`clarify.…`, for lines that say too little) and leaves words
        // unexplained gives way to one that answers as well: "give me some stats on my spending"
        // is the stats. One that explains the whole line ("money") stays a choice.
        let asksBack = { (reading: KeywordMatcher.Reading) in reading.intent.hasPrefix("clarify.") && !reading.gapWords.isEmpty }
        guard var best = readings.first else { return outcome }
        if asksBack(best), let answering = readings.first(where: { !$0.intent.hasPrefix("clarify.") && $0.score >= best.score - 0.01 }) {
            best = answering
        }
        var seen: Set<String> = [best.intent]
        guard grammar.intent(best.intent)?.isOutOfScope != true else {
            outcome.best = (match(best), best.strength, Set(best.explainedPositions.map { tokens[$0] }))
            return outcome
        }
        // A rival is another intent's reading as good as the best; declining is never offered as one.
        let rivals = readings.filter {
            $0.score >= best.score - 0.01 && grammar.intent($0.intent)?.isOutOfScope != true && !asksBack($0) && seen.insert($0.intent).inserted
        }
        outcome.best = (match(best, alternatives: rivals.prefix(2).map { match($0) }), best.strength,
                        Set(best.explainedPositions.map { tokens[$0] }))
        return outcome
    }

    /// Whether the intent `name` can be asked of one payee (its grammar has a `merchant` or
    /// `payee` slot).
    func takesAPayee(_ name: String) -> Bool {
        guard let types = grammar.intent(name)?.slotTypes else { return false }
        return types["merchant"] != nil || types["payee"] != nil
    }

    /// Whether `reading` leaves unexplained the name of a payee the store has, said in two words
    /// or more ("blue bottle" in "how many blue bottle visits") or whole ("chipotle"): a reading
    /// of a question that can be asked of one payee that drops the name answers for every payee,
    /// so it does not count (a command keeps its reading: what it records is said).
    func leavesAPayeeUnsaid(_ reading: KeywordMatcher.Reading, tokens: [String], context: UnderstandingContext) -> Bool {
        reading.gapPositions.contains { start in
            context.vocabulary.payees.names(in: tokens, at: start).contains { name in
                (start..<start + name.length).allSatisfy(reading.gapPositions.contains)
                    && (name.length > 1 || Normalizer.tokens(name.name) == [tokens[start]])
            }
        }
    }

    /// The slots of `reading`, with its rule's `{category}` filled, when the rule left it empty, by
    /// a category named in one word that one of the rule's word lists explained: in "total salary since june"
    /// `@money-in` explains "salary", which is also the name of a category, so the total is of
    /// that category and not of all income.
    func categorySaidByATerm(_ reading: KeywordMatcher.Reading, tokens: [String], walker: PatternWalker) -> [String: SlotValue] {
        var slots = reading.slots
        guard slots["category"] == nil,
              let rule = grammar.intent(reading.intent)?.rules.first(where: { $0.rule.text == reading.rule })?.rule,
              rule.elements.contains(where: { !$0.isForbidden && $0.term == .slot(name: "category", type: .category) }) else { return slots }
        // Not a word of a name another slot read ("foods" of Whole Foods), and only a word of one
        // of the rule's word lists ("salary" of `@money-in`), never a word written in the rule.
        let named = Set(slots.values.flatMap { value -> [String] in if case .text(let text) = value { Normalizer.tokens(text) } else { [] } })
        let listed = Set(rule.elements.flatMap { element -> [String] in
            guard case .list(let name) = element.term else { return [] }
            return (grammar.wordLists[name] ?? []).filter { $0.count == 1 }.map { Inflection.stem($0[0]) }
        })
        for position in reading.explainedPositions.sorted() where !named.contains(tokens[position]) && listed.contains(Inflection.stem(tokens[position])) {
            // The category's own name only: "trip" in "average trip to trader joes" is a visit,
            // though Travel's other names have it.
            if let said = walker.readings(.category, at: position, .past).first(where: { reading in
                guard reading.length == 1, case .category(let name) = reading.value else { return false }
                return Inflection.stem(name.lowercased()) == Inflection.stem(tokens[position])
            }) {
                slots["category"] = said.value
                break
            }
        }
        return slots
    }

    /// Every keyword rule that reads `line`, best first, one line each: the intent, the rule,
    /// its score and the words left over; for a grammar writer asking why a line reads as it does.
    public func ruleReadings(of line: String, in context: UnderstandingContext) -> [String] {
        let tokens = Normalizer.tokens(line)
        let walker = PatternWalker(tokens: tokens, numbers: index.table.numbers(tokens), typed: tokens, context: context)
        return rules.readings(tokens, typed: tokens, walker: walker, allowed: { _ in true }).map { reading in
            let left = reading.gapWords.isEmpty ? "" : " left over: " + reading.gapWords.joined(separator: " ")
            let text = reading.textPositions.isEmpty ? "" : " text: " + reading.textPositions.sorted().map { tokens[$0] }.joined(separator: " ")
            return "\(reading.intent) \(String(format: "%.1f", reading.score))  \(reading.rule)\(text)\(left)"
        }
    }

    /// Whether a pattern's reading took, as free text, a word a declining rule explains ("find
    /// my credit score", "freeze my account"), and free text is at least half of the content
    /// words of `tokens` (function words aside), and the reading has no amount (or the decline
    /// explains three words of that text): the line is then declined. A pattern that reads most of
    /// the line itself keeps it ("how much did I spend on stocks last month"), as does one with an
    /// amount ("new credit card account Amex with balance -250"), and so does free text that is
    /// the whole name of a payee the store has (`payees`: "how much did I spend at mile high bike works").
    func freeTextDeclines(_ exact: Match, _ decline: (match: Match, words: Set<String>)?, tokens: [String], payees: StoredNames) -> Bool {
        guard let decline, exact.freeTextWords > 0, 2 * exact.freeTextWords >= rules.contentWords(tokens),
              grammar.intent(exact.intent)?.isOutOfScope != true else { return false }
        for case .text(let text) in exact.slots.values where !decline.words.isDisjoint(with: Normalizer.tokens(text)) {
            // "how much did I spend at mile high": the name of a payee the store has is no request of the bank's.
            let words = Normalizer.tokens(text)
            if payees.names(in: words, at: 0).contains(where: { $0.length == words.count }) { continue }
            // With an amount, only free text the decline explains three words of gives way ("transfer
            // 200 to my mom's bank account"); "dinner at the airport hotel 80" stays an expense.
            return !exact.slots.values.contains { $0.isAmount } || decline.words.intersection(Normalizer.tokens(text)).count >= 3
        }
        return false
    }
}

extension SlotValue {
    /// Whether the value is an amount.
    public var isAmount: Bool {
        if case .amount = self { true } else { false }
    }
}
