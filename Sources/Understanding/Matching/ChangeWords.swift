/// The words that ask for a change (the grammar's `changing` word list: "increase", "raise",
/// "delete"…), by stem: words no name in a question holds.
///
/// A pattern's free text is a name ("the credit limit on my {bank:text} card"). A question
/// never changes anything, so a word asking for a change is no part of the name it asks about:
/// "is it possible to increase my visa card limit" is no question about a card called "is it
/// possible to increase my visa", and is left to the rules (which decline it as a bank's
/// service). Commands are not judged so: "add a bill called fix-it club" may name anything.
struct ChangeWords: Sendable {
    /// The grammar's word list of them.
    static let listName = "changing"

    /// The stemmed phrases, by their first stem.
    private let phrases: [String: [[String]]]

    /// Reads the `changing` list of `grammar` (none when it has no such list).
    init(grammar: Grammar) {
        let stemmed = (grammar.wordLists[Self.listName] ?? []).map { $0.map(Inflection.stem) }.filter { !$0.isEmpty }
        phrases = Dictionary(grouping: stemmed, by: { $0[0] })
    }

    /// Words that, after a word asking for a change, make it a clause rather than part of a
    /// name: "increase my visa" asks, "Fix Auto" and "Double Tree" are names.
    private static let objects: Set<String> = ["my", "our", "the", "your", "it", "its", "a", "an", "this", "that"]

    /// Where `tokens` (lower-case) ask for a change: each word of the list followed by "my",
    /// "the", "it"… ("increase my visa"), as the range from the word to the one after it. Read
    /// once a line; most lines have none.
    func said(in tokens: [String]) -> [ClosedRange<Int>] {
        guard !phrases.isEmpty, tokens.contains(where: Self.objects.contains) else { return [] }
        let stems = tokens.map(Inflection.stem)
        var found: [ClosedRange<Int>] = []
        for start in stems.indices {
            for phrase in phrases[stems[start]] ?? [] where start + phrase.count < stems.count
                && stems[start..<start + phrase.count].elementsEqual(phrase)
                && Self.objects.contains(tokens[start + phrase.count]) {
                found.append(start...start + phrase.count)
            }
        }
        return found
    }
}
