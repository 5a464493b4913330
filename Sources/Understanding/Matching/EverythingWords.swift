/// The words a question uses for whatever was bought ("on stuff", "on random things"): the
/// grammar's `everything` word list, said after "on" or "for".
///
/// A question is read without them, so "which day did I spend the most on stuff" asks about
/// every expense rather than about a category or a shop called "stuff" ("You spent nothing at
/// stuff"). A command keeps them ("spent 40 on stuff" records what it says), and so does a line
/// where they are the name of a category or payee the store has.
struct EverythingWords: Sendable {
    /// The grammar's word list of them.
    static let listName = "everything"
    /// The words that lead into them.
    static let leads: Set<String> = ["on", "for"]

    /// The list's phrases, by first word, the longest first.
    private let phrasesByFirst: [String: [[String]]]

    /// Reads the `everything` list of `grammar` (none when it has no such list).
    init(grammar: Grammar) {
        phrasesByFirst = Dictionary(grouping: grammar.wordLists[Self.listName] ?? [], by: { $0.first ?? "" })
            .mapValues { $0.sorted { $0.count > $1.count } }
    }

    /// `tokens` without each lead word and the phrase after it, unless `vocabulary` names a
    /// category or payee by that phrase.
    func removed(from tokens: [String], vocabulary: Vocabulary) -> [String] {
        guard !phrasesByFirst.isEmpty, tokens.contains(where: Self.leads.contains) else { return tokens }
        var kept: [String] = []
        var i = 0
        while i < tokens.count {
            if Self.leads.contains(tokens[i]), let length = phraseLength(in: tokens, at: i + 1),
               !named(in: tokens, at: i + 1, length: length, vocabulary: vocabulary) {
                i += 1 + length
                continue
            }
            kept.append(tokens[i])
            i += 1
        }
        // A line that is nothing but them stays as it was.
        return kept.isEmpty ? tokens : kept
    }

    /// The length of the longest phrase of the list at `index` of `tokens`, or nil.
    private func phraseLength(in tokens: [String], at index: Int) -> Int? {
        guard index < tokens.count else { return nil }
        return phrasesByFirst[tokens[index]]?.first { phrase in
            index + phrase.count <= tokens.count && tokens[index..<index + phrase.count].elementsEqual(phrase)
        }?.count
    }

    /// Whether the `length` words at `index` of `tokens` are the name of a category or payee.
    private func named(in tokens: [String], at index: Int, length: Int, vocabulary: Vocabulary) -> Bool {
        vocabulary.categories(in: tokens, at: index).contains { $0.length == length }
            || vocabulary.payees.names(in: tokens, at: index).contains { $0.length == length }
    }
}
