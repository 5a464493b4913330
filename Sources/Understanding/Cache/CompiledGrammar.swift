import BuddyCore

/// A grammar with its patterns compiled for matching: what an ``Understander`` is made from,
/// and what ``GrammarCache`` keeps between runs.
public struct CompiledGrammar: Sendable {
    /// The grammar, as its files give it.
    public let grammar: Grammar
    /// Its patterns, compiled and indexed.
    let index: PatternIndex
    /// The words the typo corrector knows, gathered when first needed.
    let vocabulary: Deferred<CorrectorVocabulary>

    /// Compiles `grammar`'s patterns.
    public init(_ grammar: Grammar) {
        self.init(grammar: grammar, index: PatternIndex(grammar: grammar), vocabulary: Deferred { CorrectorVocabulary(grammar: grammar) })
    }

    init(grammar: Grammar, index: PatternIndex, vocabulary: Deferred<CorrectorVocabulary>) {
        self.grammar = grammar
        self.index = index
        self.vocabulary = vocabulary
    }
}
