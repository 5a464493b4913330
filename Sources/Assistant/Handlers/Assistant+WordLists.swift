import BuddyCore
import Understanding

/// The grammar's word lists read by the answers themselves: phrases that change how a question
/// is answered rather than which intent it is ("in total", "on track", "or nah").
extension Assistant {
    /// The first phrase of the grammar's word list `name` that the line being answered holds.
    func firstSaid(_ name: String) -> String? {
        firstSaid(name, in: Normalizer.tokens(currentLine))?.phrase
    }

    /// The first phrase of the grammar's word list `name` that `tokens` hold, and where it starts.
    func firstSaid(_ name: String, in tokens: [String]) -> (phrase: String, at: Int)? {
        let phrases = understander.grammar.wordLists[name, default: []].filter { !$0.isEmpty }
        for start in tokens.indices {
            if let phrase = phrases.filter({ tokens[start...].starts(with: $0) }).max(by: { $0.count < $1.count }) {
                return (phrase.joined(separator: " "), start)
            }
        }
        return nil
    }

    /// Whether the line being answered holds a phrase of the grammar's word list `name` (`buy`:
    /// "bought", "paid for", …).
    func lineSays(_ name: String) -> Bool {
        firstSaid(name) != nil
    }

    /// The end of a ranking `word` asks for: "most" for a word of the grammar's `most-end` list
    /// ("biggest"), "least" for one of `least-end` ("cheapest"), nil for any other.
    func rankEnd(_ word: String) -> String? {
        singleWords("most-end").contains(word) ? "most" : singleWords("least-end").contains(word) ? "least" : nil
    }

    /// The one-word entries of the grammar's word list `name`, in small letters.
    func singleWords(_ name: String) -> Set<String> {
        Set(understander.grammar.wordLists[name, default: []].compactMap { $0.count == 1 ? $0[0] : nil })
    }
}
