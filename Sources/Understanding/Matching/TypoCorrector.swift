import Foundation
import BuddyCore
/// Corrects misspelt words against a known vocabulary with a bounded edit distance.
///
/// Words of two letters are never changed; three-letter words only by a swap of neighbours or
/// a missing letter ("hwo" → "how", "fod" → "food"); four to six letters allow one edit; longer
/// words two. An edit is an insertion, deletion, substitution or swap of neighbours. A
/// word is only changed when one known word is closest: on a tie, the one that is the word
/// with two neighbours swapped, else the one the grammar uses most, else none. Words with
/// digits or symbols are left alone. A look-up scans the known words of about the word's
/// length, and measures the distance only to those whose letters could be within reach: a
/// word with more letters missing from a known word than it may have edits cannot be that
/// word misspelt. This costs a few microseconds a word and nothing to set up (a table of
/// deletions, the SymSpell idea, cost some 40 ms to build at the first unknown word of every
/// process, more than a one-line run spends on everything else).
public struct TypoCorrector: Sendable {
    /// The known words, made when a word first needs correcting.
    private struct Table: Sendable {
        let known: Set<String>
        /// The words it corrects to, by their length in letters.
        let usable: [Int: [KnownWord]]
        let uses: [String: Int]
        /// The length of the longest word it corrects to: a word longer by more than two letters
        /// is never within reach, whatever its length (a line may be one giant "word").
        let longest: Int

        init(words: Set<String>, uses: [String: Int]) {
            self.uses = uses
            let usable = words.filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) }
            known = words
            longest = usable.map(\.count).max() ?? 0
            self.usable = Dictionary(grouping: usable.map(KnownWord.init), by: \.length)
        }

        /// The known words that may be `word` misspelt: those of about its length whose letters
        /// differ from its own by no more than it may have edits.
        func candidates(_ word: String) -> [String] {
            let length = word.count, reach = TypoCorrector.allowedEdits(length)
            let letters = KnownWord.letters(of: word)
            var candidates: [String] = []
            for other in length - reach...length + reach {
                for known in usable[other] ?? [] where known.mayBeWithin(reach, of: letters) {
                    candidates.append(known.word)
                }
            }
            return candidates
        }
    }

    /// A word it corrects to, with the set of its letters.
    private struct KnownWord: Sendable {
        let word: String
        let length: Int
        let letters: UInt64

        init(_ word: String) {
            self.word = word
            length = word.count
            letters = Self.letters(of: word)
        }

        /// The letters of `word` as a set of bits, one a letter (letters may share a bit, which
        /// only lets more words through).
        static func letters(of word: String) -> UInt64 {
            var bits: UInt64 = 0
            for letter in word { bits |= 1 << (code(of: letter) % 64) }
            return bits
        }

        /// A number for `letter`, the same for letters the distance counts as one: "è" written
        /// as one code point or as "e" and an accent are one letter.
        private static func code(of letter: Character) -> UInt64 {
            if let ascii = letter.asciiValue { return UInt64(ascii) }
            return String(letter).precomposedStringWithCanonicalMapping.unicodeScalars.reduce(0) { $0 &* 31 &+ UInt64($1.value) }
        }

        /// Whether a word with `letters` may be this word with `edits` edits: each edit brings in
        /// or takes away at most one kind of letter on each side.
        func mayBeWithin(_ edits: Int, of letters: UInt64) -> Bool {
            (letters & ~self.letters).nonzeroBitCount <= edits && (self.letters & ~letters).nonzeroBitCount <= edits
        }
    }

    private let deferred: Deferred<Table>
    private var table: Table { deferred.value }

    /// Whether `word` is one of the words it corrects to.
    public func knows(_ word: String) -> Bool {
        table.known.contains(word)
    }

    /// Creates a corrector for `words`; `uses` (how often each word is used) breaks ties.
    public init(words: Set<String>, uses: [String: Int] = [:]) {
        deferred = Deferred { Table(words: words, uses: uses) }
    }

    /// A corrector for the grammar's `vocabulary`, read when a word first needs correcting.
    init(vocabulary: Deferred<CorrectorVocabulary>) {
        deferred = Deferred { Table(words: vocabulary.value.words, uses: vocabulary.value.uses) }
    }

    /// How many edits a word of this length may have.
    static func allowedEdits(_ length: Int) -> Int {
        length <= 2 ? 0 : length <= 6 ? 1 : 2
    }

    /// Whether a three-letter `word` may be read as `candidate`: a swap or one missing letter.
    private static func shortWordMayBe(_ word: String, _ candidate: String) -> Bool {
        candidate.count == word.count + 1 || (candidate.count == word.count && candidate.sorted() == word.sorted())
    }

    /// The known word `word` was probably meant to be, or nil when it is known, too short,
    /// not a plain word, or has no single closest known word.
    public func correction(for word: String) -> String? {
        let table = table
        guard !table.known.contains(word), Self.mayCorrect(word, longest: table.longest) else { return nil }
        return closest(to: word)
    }

    /// Whether `word` is a plain word that may be within reach of a known word no longer than
    /// `longest` letters.
    private static func mayCorrect(_ word: String, longest: Int) -> Bool {
        // Counting the bytes first keeps a giant word from being walked letter by letter.
        word.utf8.count <= 8 * (longest + 2) && word.count <= longest + 2 && allowedEdits(word.count) > 0 && word.allSatisfy(\.isLetter)
    }

    /// The single closest known word to `word`, the ties broken as the type's doc says.
    private func closest(to word: String) -> String? {
        let table = table
        let limit = Self.allowedEdits(word.count)
        let candidates = table.candidates(word)
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates {
            let bound = min(limit, max(1, Self.allowedEdits(candidate.count)))
            if word.count == 3, !Self.shortWordMayBe(word, candidate) { continue }
            guard let d = Self.distance(word, candidate, limit: bound) else { continue }
            if d < bestDistance {
                best = [candidate]
                bestDistance = d
            } else if d == bestDistance {
                best.append(candidate)
            }
        }
        if best.count == 1 { return best[0] }
        // Swapped neighbours are the commonest slip: "sepnd" is "spend" rather than "send".
        let swaps = best.filter { Self.isNeighbourSwap(word, $0) }
        if swaps.count == 1 { return swaps[0] }
        // Then the word used most: "hwo" is "how" rather than "who".
        let pool = swaps.isEmpty ? best : swaps
        let most = pool.map { table.uses[$0, default: 0] }.max() ?? 0
        let commonest = pool.filter { table.uses[$0, default: 0] == most }
        return most > 0 && commonest.count == 1 ? commonest[0] : nil
    }

    /// Whether `a` becomes `b` by swapping one pair of neighbouring letters ("transactoin",
    /// "recieve").
    public static func isNeighbourSwap(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard x.count == y.count, let i = x.indices.first(where: { x[$0] != y[$0] }), i + 1 < x.count else { return false }
        return x[i] == y[i + 1] && x[i + 1] == y[i] && x[(i + 2)...] == y[(i + 2)...]
    }

    /// `tokens` with each misspelt word corrected; `extra` adds words known for this line only
    /// (the store's names).
    public func correct(_ tokens: [String], extra: TypoCorrector? = nil) -> [String] {
        let table = table, other = extra?.table
        // A word said again is looked up once.
        var corrected: [String: String] = [:]
        return tokens.map { token in
            if table.known.contains(token) || other?.known.contains(token) == true { return token }
            guard Self.mayCorrect(token, longest: max(table.longest, other?.longest ?? 0)) else { return token }
            if let known = corrected[token] { return known }
            let correction = correction(of: token, extra: extra)
            corrected[token] = correction
            return correction
        }
    }

    /// `token` corrected by this corrector's words or `extra`'s, or itself when neither has a
    /// single closest word or they disagree.
    private func correction(of token: String, extra: TypoCorrector?) -> String {
        let own = closest(to: token)
        let other = extra?.closest(to: token)
        if let own, let other, own != other {
            // The grammar and the store disagree: a swap of neighbours wins ("rnet" is "rent", not "net").
            let swaps = [own, other].filter { Self.isNeighbourSwap(token, $0) }
            return swaps.count == 1 ? swaps[0] : token
        }
        return own ?? other ?? token
    }

    /// The optimal-string-alignment distance between `a` and `b`, or nil when above `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        if a.utf8.allSatisfy({ $0 < 128 }), b.utf8.allSatisfy({ $0 < 128 }) {
            return distance(Array(a.utf8), Array(b.utf8), limit: limit)
        }
        return distance(Array(a), Array(b), limit: limit)
    }

    private static func distance<Letter: Equatable>(_ s: [Letter], _ t: [Letter], limit: Int) -> Int? {
        guard abs(s.count - t.count) <= limit else { return nil }
        var previous2 = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...max(s.count, 1) where !s.isEmpty {
            current[0] = i
            var rowMin = current[0]
            for j in 1...max(t.count, 1) where !t.isEmpty {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        let d = s.isEmpty ? t.count : previous[t.count]
        return d <= limit ? d : nil
    }

    /// Whether `a` becomes `b` by at most one inserted, deleted or changed letter.
    public static func withinOneEdit(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let x = Array(a), y = Array(b)
        guard abs(x.count - y.count) <= 1 else { return false }
        var i = 0, j = 0, edits = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] {
                i += 1
                j += 1
                continue
            }
            edits += 1
            if edits > 1 { return false }
            if x.count > y.count { i += 1 } else if y.count > x.count { j += 1 } else { i += 1; j += 1 }
        }
        return edits + (x.count - i) + (y.count - j) <= 1
    }
}
