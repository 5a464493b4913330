/// Reads periods from one line, remembering the single periods found at each position, so
/// that a range ("between March 1 and March 10") and the positions inside it share them.
final class PeriodReader {
    private let parser: PeriodParser
    private let tokens: [String]
    private var singles: [[PeriodParser.Reading]?]

    /// A reader of `tokens` by `parser`'s conventions.
    init(parser: PeriodParser, tokens: [String]) {
        self.parser = parser
        self.tokens = tokens
        singles = Array(repeating: nil, count: tokens.count)
    }

    /// Every reading of a period that starts at `index`, longest first.
    func parse(at index: Int) -> [PeriodParser.Reading] {
        parser.parse(tokens, at: index, single: single(at:))
    }

    private func single(at index: Int) -> [PeriodParser.Reading] {
        guard index < tokens.count else { return [] }
        if let known = singles[index] { return known }
        let found = parser.single(tokens, at: index)
        singles[index] = found
        return found
    }
}
