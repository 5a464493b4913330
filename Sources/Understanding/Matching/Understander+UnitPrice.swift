import BuddyCore

/// A purchase said as so many things at a price each: "2 lunches at 12 each", "3 beers @ 6",
/// "4 tickets for 25 apiece", "3 shirts 20 each". The amount a rule reads is the price of one;
/// what was spent is the count times it.
extension Understander {
    /// Words after a price that make it the price of one: "12 each", "25 apiece", "6 a piece".
    private static let eachWords: [[String]] = [["each"], ["apiece"], ["ea"], ["a", "piece"], ["a", "pop"], ["per", "piece"]]

    /// Words before a price that make it the price of one when the line counts things: "at 6", "@ 6".
    private static let atWords: Set<String> = ["at", "@"]

    /// `match` with its amount multiplied by the count of things the line buys at that price
    /// each, or `match` unchanged when the line says no count and price of one.
    func pricedByTheCount(_ match: Match, tokens: [String], _ context: UnderstandingContext) -> Match {
        guard Self.recordings.contains(match.intent), case .amount(let price)? = match.slots["amount"],
              let (count, countAt) = Self.countOfThings(in: tokens) else { return match }
        let parser = AmountParser(homeCurrency: context.homeCurrency)
        for index in tokens.indices where index > countAt + 1 {
            guard let reading = parser.parse(tokens, at: index).first(where: { $0.value == price }) else { continue }
            let after = tokens[(index + reading.length)...]
            let saysEach = Self.eachWords.contains { after.starts(with: $0) }
            guard saysEach || Self.atWords.contains(tokens[index - 1]) else { continue }
            let (total, overflow) = price.minorUnits.multipliedReportingOverflow(by: Int64(count))
            guard !overflow else { return match }
            var slots = match.slots
            slots["amount"] = .amount(Money(minorUnits: total, currency: price.currency))
            return match.with(slots: slots)
        }
        return match
    }

    /// The count a line starts its things with, and where: a whole number from 2 to 99, in
    /// figures or words, just before a plural ("2 lunches", "three beers", "2 movie tickets").
    static func countOfThings(in tokens: [String]) -> (count: Int, at: Int)? {
        for index in tokens.indices.dropLast() {
            let count: Int
            if let number = Int(tokens[index]), tokens[index].allSatisfy(\.isASCIIDigitCharacter) {
                count = number
            } else if let (number, length) = NumberWords.cardinal(tokens, at: index), length == 1 {
                count = number
            } else {
                continue
            }
            guard (2...99).contains(count) else { continue }
            let next = tokens[(index + 1)...].prefix(2)
            if next.contains(where: { KeywordMatcher.countedThings.contains($0) || Self.isPlural($0) }) { return (count, index) }
        }
        return nil
    }

    /// Whether `word` looks like a plural noun: "lunches", "tacos" (not "was", "is", "bucks").
    private static func isPlural(_ word: String) -> Bool {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && word.allSatisfy(\.isLetter)
            && !["bucks", "dollars", "cents", "euros", "pounds", "quids", "pence", "thanks", "this", "plus", "less", "yes", "days", "weeks",
                 "months", "years", "hours", "minutes", "times", "ways"].contains(word)
    }
}
