/// The grammar's words, numbered once, so that matching compares integers instead of strings.
struct WordTable: Sendable {
    /// The number that stands for a token the grammar never uses.
    static let unknown: Int32 = -1

    private var numbers: [String: Int32] = [:]

    /// An empty table.
    init() {}

    /// A table numbering `words` in order, from 0.
    init(words: [String]) {
        numbers.reserveCapacity(words.count)
        for word in words { _ = intern(word) }
    }

    /// The words, in the order of their numbers.
    var words: [String] {
        var words = Array(repeating: "", count: numbers.count)
        for (word, number) in numbers { words[Int(number)] = word }
        return words
    }

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
