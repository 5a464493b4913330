/// A set of grammar words as bits, for testing many patterns' required words against a line
/// without hashing strings for each pattern.
struct WordSet: Sendable {
    private var bits: [UInt64]

    /// An empty set able to hold `capacity` words.
    init(capacity: Int) {
        bits = Array(repeating: 0, count: max(1, (capacity + 63) / 64))
    }

    /// Adds the word numbered `id`.
    mutating func insert(_ id: Int) {
        bits[id >> 6] |= 1 << UInt64(id & 63)
    }

    /// Whether every word of `self` is in `other`.
    func isSubset(of other: WordSet) -> Bool {
        for i in bits.indices where bits[i] & ~other.bits[i] != 0 { return false }
        return true
    }

    /// Whether `self` and `other` share a word.
    func intersects(_ other: WordSet) -> Bool {
        for i in bits.indices where bits[i] & other.bits[i] != 0 { return true }
        return false
    }
}
