import Foundation
import BuddyCore
/// Corrects misspelt words against a known vocabulary with a bounded edit distance.
///
/// Words of two letters are never changed; three-letter words only by a swap of neighbours or
/// a missing letter ("hwo" → "how", "fod" → "food"); four to six letters allow one edit; longer
/// words two. An edit is an insertion, deletion, substitution or swap of neighbours. A
/// word is only changed when one known word is closest: on a tie, the one that is the word
/// with two neighbours swapped, else the one the grammar uses most, else none. Words with
/// digits or symbols are left alone. The first words a process looks up are checked against the
/// known words of about their length; after that, candidates are found through a table of
/// deletions (the SymSpell idea), so a lookup does not scan the vocabulary.
public struct TypoCorrector: Sendable {
    /// The known words, made when a word first needs correcting, and the table of their
    /// deletions, made only once a process has looked up several words: building it costs
    /// some 40 ms, many times what scanning the words costs for the few unknown words of a
    /// one-line run (both find the same candidates, checked by the same distance).
    private struct Table: Sendable {
        let known: Set<String>
        /// The words it corrects to, by their length in letters.
        let usable: [Int: [String]]
        let deletions: Deferred<[String: [String]]>
        let uses: [String: Int]
        /// The length of the longest word it corrects to: a word longer by more than two letters
        /// is never within reach, whatever its length (a line may be one giant "word").
        let longest: Int
        /// How many words were looked up by scanning (one count for every copy of the table).
        let scanned = Counter()

        init(words: Set<String>, uses: [String: Int]) {
            self.uses = uses
            let usable = words.filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) }
            known = words
            longest = usable.map(\.count).max() ?? 0
            self.usable = Dictionary(grouping: usable, by: \.count)
            deletions = Deferred {
                var deletions: [String: [String]] = [:]
                for word in usable {
                    for variant in TypoCorrector.deletionVariants(of: word, depth: max(1, TypoCorrector.allowedEdits(word.count))) {
                        deletions[variant, default: []].append(word)
                    }
                }
                return deletions
            }
        }

        /// The known words that may be `word` misspelt, with its deletion `variants`: by a
        /// scan of the words of about its length for the first words a process looks up, then
        /// through the table of deletions.
        func candidates(_ word: String, variants: Set<String>) -> Set<String> {
            if scanned.next() < Table.scansBeforeTheTable {
                let length = word.count, reach = TypoCorrector.allowedEdits(length)
                return Set((length - reach...length + reach).flatMap { usable[$0] ?? [] })
            }
            let deletions = deletions.value
            var candidates: Set<String> = []
            for variant in variants {
                if let words = deletions[variant] { candidates.formUnion(words) }
            }
            return candidates
        }

        /// How many words are looked up by scanning before the table is built.
        static let scansBeforeTheTable = 24
    }

    /// A count that goes up by one at each call, safe from any thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        /// The count before this call, which adds one.
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            count += 1
            return count - 1
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

    /// A corrector for the words and uses `make` gives, made when a word first needs correcting.
    init(deferred make: @escaping @Sendable () -> (words: Set<String>, uses: [String: Int])) {
        deferred = Deferred {
            let (words, uses) = make()
            return Table(words: words, uses: uses)
        }
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
        guard !table.known.contains(word), let variants = Self.lookupVariants(of: word, longest: table.longest) else { return nil }
        return correction(for: word, variants: variants)
    }

    /// The deletion variants to look `word` up by, or nil when it is not a plain word long
    /// enough to correct.
    private static func lookupVariants(of word: String, longest: Int) -> Set<String>? {
        // Counting the bytes first keeps a giant word from being walked letter by letter.
        guard word.utf8.count <= 8 * (longest + 2), word.count <= longest + 2, word.allSatisfy(\.isLetter) else { return nil }
        let limit = allowedEdits(word.count)
        guard limit > 0 else { return nil }
        return deletionVariants(of: word, depth: limit)
    }

    private func correction(for word: String, variants: Set<String>) -> String? {
        let table = table
        let limit = Self.allowedEdits(word.count)
        let candidates = table.candidates(word, variants: variants)
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

    /// Whether `a` becomes `b` by swapping one pair of neighbouring letters.
    private static func isNeighbourSwap(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard x.count == y.count, let i = x.indices.first(where: { x[$0] != y[$0] }), i + 1 < x.count else { return false }
        return x[i] == y[i + 1] && x[i + 1] == y[i] && x[(i + 2)...] == y[(i + 2)...]
    }

    /// `tokens` with each misspelt word corrected; `extra` adds words known for this line only
    /// (the store's names).
    public func correct(_ tokens: [String], extra: TypoCorrector? = nil) -> [String] {
        let table = table, other = extra?.table
        return tokens.map { token in
            if table.known.contains(token) || other?.known.contains(token) == true { return token }
            guard let variants = Self.lookupVariants(of: token, longest: max(table.longest, other?.longest ?? 0)) else { return token }
            let own = correction(for: token, variants: variants)
            let other = extra?.correction(for: token, variants: variants)
            if let own, let other, own != other {
                // The grammar and the store disagree: a swap of neighbours wins ("rnet" is "rent", not "net").
                let swaps = [own, other].filter { Self.isNeighbourSwap(token, $0) }
                return swaps.count == 1 ? swaps[0] : token
            }
            return own ?? other ?? token
        }
    }

    /// `word` and every string made from it by deleting up to `depth` letters.
    private static func deletionVariants(of word: String, depth: Int) -> Set<String> {
        if word.utf8.allSatisfy({ $0 < 128 }) {
            // One byte per letter: delete bytes.
            return deletionVariants(of: Array(word.utf8), depth: depth) { String(decoding: $0, as: UTF8.self) }
        }
        return deletionVariants(of: Array(word), depth: depth) { String($0) }
    }

    private static func deletionVariants<Letter>(of word: [Letter], depth: Int, _ string: ([Letter]) -> String) -> Set<String> {
        var result: Set<String> = [string(word)]
        var frontier: [[Letter]] = [word]
        for _ in 0..<depth {
            var next: [[Letter]] = []
            for w in frontier where w.count > 1 {
                for i in w.indices {
                    var copy = w
                    copy.remove(at: i)
                    if result.insert(string(copy)).inserted { next.append(copy) }
                }
            }
            frontier = next
        }
        return result
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
    /// Whether `a` is `b` with two neighbouring letters swapped ("transactoin", "recieve").
    static func swapsTwoLetters(_ a: String, _ b: String) -> Bool {
        let x = Array(a), y = Array(b)
        guard x.count == y.count, let i = x.indices.first(where: { x[$0] != y[$0] }), i + 1 < x.count else { return false }
        return x[i] == y[i + 1] && x[i + 1] == y[i] && x[(i + 2)...] == y[(i + 2)...]
    }

    static func withinOneEdit(_ a: String, _ b: String) -> Bool {
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
