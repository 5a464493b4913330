import Foundation

extension Understander {
    /// One thing a line lists among several: its words and how they read alone.
    public struct ListedRecording: Sendable, Equatable {
        /// The part of the line that says it (with the first part's verb put in when it had none).
        public let text: String
        /// How the part reads.
        public let match: Match
    }

    /// The recordings a line lists, each read alone: "lunch 12 and coffee 4", "got 28.20 from
    /// sam and 10 from alex", "spent 40 on gas, 12 on lunch". Nil unless the line has two parts
    /// or more and every one reads, with no doubt and no word left over, as the same intent, one
    /// that may be listed (`several: yes`), with its amount.
    ///
    /// Parts are split at commas and semicolons and at "and", "&", "plus" and "then"; a line with
    /// none of them, at its prices ("lunch 12 coffee 4", see ``cutsBetweenPrices(_:)``). A part
    /// that starts with its amount takes the words that came before the first part's amount
    /// ("10 from alex" is "got 10 from alex") when they read it as the first part's intent. An
    /// account or a day that only the last part or only the first says is every part's ("lunch
    /// 12 and coffee 4 on the visa", "yesterday lunch 12 and coffee 4").
    public func severalRecordings(in line: String, in context: UnderstandingContext) -> [ListedRecording]? {
        // Two amounts at least, said in figures: a line without them lists nothing.
        let tokens = Self.tokens(of: line, in: context)
        guard tokens.count(where: { $0.contains(where: \.isNumber) }) >= 2, !Self.saysOneAmountAcrossAnAnd(tokens, in: context) else { return nil }
        let separated = line.split(separator: Self.listSeparator).map { $0.trimmingCharacters(in: .whitespaces) }
        if separated.count >= 2 { return listed(separated, in: context) }
        // "lunch 12 coffee 4", "12 lunch 4 coffee": things and prices side by side, with nothing between.
        for parts in Self.cutsBetweenPrices(line) {
            if let found = listed(parts, in: context) { return found }
        }
        return nil
    }

    /// `parts` read as the recordings of one line, or nil unless each reads alone as the same intent.
    private func listed(_ parts: [String], in context: UnderstandingContext) -> [ListedRecording]? {
        guard parts.count >= 2, parts.count <= Self.mostListed, !parts.contains(where: \.isEmpty) else { return nil }
        let verb = Self.wordsBeforeAmount(parts[0])
        var listed: [ListedRecording] = []
        for (position, part) in parts.enumerated() {
            let startsWithAmount = Self.wordsBeforeAmount(part).isEmpty
            var reading: ListedRecording?
            if position > 0, startsWithAmount, !verb.isEmpty, let first = listed.first {
                let said = verb + " " + part
                if let match = listable(said, in: context), match.intent == first.match.intent {
                    reading = ListedRecording(text: said, match: match)
                }
            }
            if reading == nil, let match = listable(part, in: context) { reading = ListedRecording(text: part, match: match) }
            // Every part one intent: "i owe jo 60 and alex 20" is no debt and a purchase from Alex.
            guard let reading, reading.match.intent == (listed.first ?? reading).match.intent else { return nil }
            listed.append(reading)
        }
        return sharingTheLastPartsAccountAndDay(listed)
    }

    /// The ways a line with no separator may be cut into one price each: after each figure but
    /// the last ("lunch 12 | coffee 4"), or before each but the first when a figure leads its
    /// words ("12 lunch | 4 coffee", "spent 40 on gas | 12 on lunch");
    /// none when two figures stand side by side or the line counts things ("bought 2 shirts 25 each").
    static func cutsBetweenPrices(_ line: String) -> [[String]] {
        let words = line.split(separator: " ").map(String.init)
        let lower = words.map { $0.lowercased() }
        let figures = words.indices.filter { words[$0].contains(where: \.isNumber) }
        // Each figure a price of its own: no day of a month ("on November 3", "the 3rd"), no count
        // times a price ("2 x 15.50"), no date, range or hour ("11/3", "9-5", "at 6", "6pm").
        let pricesOnly = figures.allSatisfy { index in
            let word = lower[index]
            let near = [index > 0 ? lower[index - 1] : "", index + 1 < lower.count ? lower[index + 1] : ""]
            let ordinalOrTime = ["st", "nd", "rd", "th", "am", "pm"].contains { word.hasSuffix($0) } || word.contains(":")
                || ClockTime.timeLength(lower, at: index, shares: true) != nil
            return !word.contains("/") && !word.dropFirst().contains("-") && !word.hasSuffix("x") && !word.hasPrefix("x") && !ordinalOrTime
                && !near.contains { PeriodParser.monthNames[$0] != nil || ["x", "×", "of", "the", "at", "by", "until"].contains($0) }
        }
        guard figures.count >= 2, figures.count <= mostListed, pricesOnly, !countsThings(line),
              zip(figures, figures.dropFirst()).allSatisfy({ $1 - $0 >= 2 }) else { return [] }
        func cut(at starts: [Int]) -> [String] {
            zip([0] + starts, starts + [words.count]).map { words[$0..<$1].joined(separator: " ") }
        }
        // "spent 40 on gas 12 on lunch": a figure followed by what it was on begins each part.
        let leadsOn = ["on", "for", "at", "in", "to", "from"].contains(lower[figures[0] + 1])
        let parts = figures.first == 0 || leadsOn ? cut(at: Array(figures.dropFirst())) : cut(at: figures.dropLast().map { $0 + 1 })
        // Every part says what it was, in a word of two letters or more.
        let named = parts.allSatisfy { part in part.split(separator: " ").contains { $0.count(where: \.isLetter) >= 2 } }
        return named ? [parts] : []
    }

    /// How `part` reads when it can be one of several recordings in a line; nil otherwise.
    private func listable(_ part: String, in context: UnderstandingContext) -> Match? {
        guard !Self.countsThings(part), case .understood(let match) = understand(part, in: context), match.alternatives.isEmpty, match.leftOver.isEmpty,
              grammar.intent(match.intent)?.mayBeListed == true, match.amount() != nil else { return nil }
        return match
    }

    /// The parts, each with the account and day that only the last part or only the first part
    /// says ("lunch 12 and coffee 4 on the visa", "yesterday lunch 12 and coffee 4"), when it
    /// names none of its own and its intent reads one.
    private func sharingTheLastPartsAccountAndDay(_ listed: [ListedRecording]) -> [ListedRecording] {
        let shared = ["account", "date"].compactMap { name -> (String, SlotValue)? in
            let saying = listed.indices.filter { listed[$0].match.slots[name] != nil }
            guard saying.count == 1, saying[0] == 0 || saying[0] == listed.count - 1 else { return nil }
            return listed[saying[0]].match.slots[name].map { (name, $0) }
        }
        guard !shared.isEmpty else { return listed }
        return listed.map { part in
            guard let types = grammar.intent(part.match.intent)?.slotTypes else { return part }
            var slots = part.match.slots
            for (name, value) in shared where slots[name] == nil && (types[name] != nil || name == "account" && grammar.intent(part.match.intent)?.acceptsAccountClause == true) {
                slots[name] = value
            }
            return ListedRecording(text: part.text, match: part.match.with(slots: slots))
        }
    }

    /// Whether `part` counts things rather than saying money: a bare whole number before a
    /// plural ("2 coffees", "3 tickets"), or after "for" ("dinner for 2"). Such a line is one
    /// purchase, never a list.
    static func countsThings(_ part: String) -> Bool {
        let tokens = Normalizer.tokens(part)
        for (index, token) in tokens.enumerated() where !token.isEmpty && token.allSatisfy(\.isNumber) {
            if index > 0, tokens[index - 1] == "for" { return true }
            if index + 1 < tokens.count, tokens[index + 1].count > 2, tokens[index + 1].hasSuffix("s"),
               !moneyWordsAfterAnAmount.contains(tokens[index + 1]) { return true }
        }
        return false
    }

    /// Words after an amount that say it is money, or how it went: "40 bucks", "20 towards".
    private static let moneyWordsAfterAnAmount: Set<String> = [
        "bucks", "dollars", "quid", "pounds", "euros", "cents", "pence", "towards", "thanks", "yesterdays", "plus", "less",
    ]

    /// Whether one amount runs across an "and" or over two figures ("3 dollars and 50 cents",
    /// "$3 and 50c", "12 bucks 50"): such a line says one price, not two.
    private static func saysOneAmountAcrossAnAnd(_ tokens: [String], in context: UnderstandingContext) -> Bool {
        let parser = AmountParser(homeCurrency: context.homeCurrency)
        return tokens.indices.contains { index in
            guard let longest = parser.parse(tokens, at: index).first else { return false }
            let words = tokens[index..<(index + longest.length)]
            // (So many at a price, "2 x 15.50", is one of a list's prices.)
            return words.contains("and") || words.count(where: { $0.contains(where: \.isNumber) }) > 1
                && !words.contains(where: { $0.contains("x") || $0.contains("×") })
        }
    }

    /// The words of `part` before its first word with a figure in it ("got" in "got 28.20 from
    /// sam"); empty when it starts with one.
    private static func wordsBeforeAmount(_ part: String) -> String {
        let words = part.split(separator: " ")
        guard let first = words.firstIndex(where: { $0.contains(where: \.isNumber) }) else { return part }
        return words[..<first].joined(separator: " ")
    }

    /// Where a line listing several things is cut: a comma or semicolon not inside a number
    /// ("1,200"), or "and", "&", "plus", "then" between words (with the "and" of ", and").
    private nonisolated(unsafe) static let listSeparator = /\s*[,;](?!\d)\s*(?:(?:and|then|plus)\s+)?|\s+(?:and|&|plus|then)\s+/.ignoresCase()

    /// The most parts a line is read as listing.
    private static let mostListed = 6
}
