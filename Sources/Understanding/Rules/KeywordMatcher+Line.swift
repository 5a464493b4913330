extension KeywordMatcher {
    /// One line as the rules see it: the stem of each token, its number among the rules' stems,
    /// and which tokens are function words, worked out once for every rule tried on it.
    struct Line {
        /// The stem of each token (``Inflection``).
        let stems: [String]
        /// The number of each stem, ``WordTable/unknown`` for stems no rule uses.
        let numbers: [Int32]
        /// The numbers of the stems present.
        let present: WordSet
        /// Whether each token is a function word.
        let isFunction: [Bool]

        init(_ tokens: [String], table: WordTable, functionWords: WordSet) {
            stems = tokens.map(Inflection.stem)
            numbers = table.numbers(stems)
            var present = WordSet(capacity: table.count)
            for number in numbers where number != WordTable.unknown { present.insert(Int(number)) }
            self.present = present
            isFunction = numbers.map { $0 != WordTable.unknown && functionWords.contains(Int($0)) }
        }

        /// Whether the phrase `phrase` (stem numbers) is said from token `start`.
        func says(_ phrase: [Int32], at start: Int) -> Bool {
            start + phrase.count <= numbers.count && numbers[start..<start + phrase.count].elementsEqual(phrase)
        }
    }
}
