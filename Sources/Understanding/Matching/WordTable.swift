/// The grammar's words, numbered once, so that matching compares integers instead of strings.
struct WordTable: Sendable {
    /// The number that stands for a token the grammar never uses.
    static let unknown: Int32 = -1

    private var numbers: [String: Int32] = [:]

    /// How many words are numbered.
    var count: Int { numbers.count }

    /// The number of `word`, numbering it if it is new.
    mutating func intern(_ word: String) -> Int32 {
        if let number = numbers[word] { return number }
        let number = Int32(numbers.count)
        numbers[word] = number
        return number
    }

    /// The number of `word`, or ``unknown``.
    func number(_ word: String) -> Int32 {
        numbers[word] ?? Self.unknown
    }

    /// The number of each token, ``unknown`` for words the grammar never uses.
    func numbers(_ tokens: [String]) -> [Int32] {
        tokens.map(number)
    }
}
