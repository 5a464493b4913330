/// The words the typo corrector knows (the grammar's, and period, number and amount words), and
/// how many patterns use each: on a tie, the commoner word is the likelier meaning.
///
/// Gathering them walks every pattern and rule of the grammar, so it is done once, when the
/// grammar is compiled, and kept in the grammar cache with the patterns.
struct CorrectorVocabulary: Sendable, Equatable {
    /// Every word the corrector may correct to.
    let words: Set<String>
    /// How many patterns use each word.
    let uses: [String: Int]

    init(words: Set<String>, uses: [String: Int]) {
        self.words = words
        self.uses = uses
    }

    /// The words of `grammar`'s patterns, keyword rules and word lists, with the period,
    /// number and amount words.
    init(grammar: Grammar) {
        var words = PeriodParser.words.union(NumberWords.words).union(AmountParser.words)
        var uses: [String: Int] = [:]
        for intent in grammar.intents {
            for source in intent.patterns {
                let used = source.pattern.words(lists: grammar.wordLists)
                words.formUnion(used)
                for word in used { uses[word, default: 0] += 1 }
            }
        }
        // The words of keyword rules and of every word list are the grammar's words too.
        for intent in grammar.intents {
            for source in intent.rules {
                for element in source.rule.elements {
                    if case .phrases(let phrases) = element.term { words.formUnion(phrases.joined()) }
                }
            }
        }
        for entries in grammar.wordLists.values { words.formUnion(entries.joined()) }
        self.init(words: words, uses: uses)
    }
}
