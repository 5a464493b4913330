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

    /// Whether the word numbered `id` is in the set.
    func contains(_ id: Int) -> Bool {
        bits[id >> 6] & (1 << UInt64(id & 63)) != 0
    }

    /// The numbers of the words in the set, in increasing order.
    var members: [Int] {
        var members: [Int] = []
        for (i, word) in bits.enumerated() {
            var rest = word
            while rest != 0 {
                members.append(i << 6 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return members
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
