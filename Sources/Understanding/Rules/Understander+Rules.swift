/// The second tier of understanding: keyword rules, tried when no pattern reads a line.
extension Understander {
    /// The best rule reading of `tokens`, if any (a rule that leaves more words unexplained than
    /// it allows does not apply: that is what makes a weak reading decline); when another
    /// intent's rule explains it as well, that reading comes along as an alternative, so that
    /// Buddy asks which was meant.
    func ruleMatch(_ tokens: [String], typed: [String], _ context: UnderstandingContext,
                   allowed: (String) -> Bool) -> (match: Match, strength: Double)? {
        let walker = PatternWalker(tokens: tokens, numbers: index.table.numbers(tokens), typed: typed, context: context)
        let readings = rules.readings(tokens, typed: typed, walker: walker, allowed: allowed)
        guard let best = readings.first else { return nil }
        var corrections: [String: String] = [:]
        for i in tokens.indices where tokens[i] != typed[i] { corrections[typed[i]] = tokens[i] }
        func match(_ reading: KeywordMatcher.Reading, alternatives: [Match] = []) -> Match {
            Match(intent: reading.intent, slots: reading.slots, score: reading.confidence, pattern: Match.rulePrefix + reading.rule,
                  corrections: corrections, freeTextWords: reading.freeText, leftOver: reading.gapWords, alternatives: alternatives)
        }
        var seen: Set<String> = [best.intent]
        guard grammar.intent(best.intent)?.isOutOfScope != true else { return (match(best), best.strength) }
        // A rival is another intent's reading as good as the best; declining is never offered as one.
        let rivals = readings.dropFirst().filter {
            $0.score >= best.score - 0.01 && grammar.intent($0.intent)?.isOutOfScope != true && seen.insert($0.intent).inserted
        }
        return (match(best, alternatives: rivals.prefix(2).map { match($0) }), best.strength)
    }
}
