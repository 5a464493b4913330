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
    /// Parts are split at commas and semicolons and at "and", "&", "plus" and "then". A part
    /// that starts with its amount takes the words that came before the first part's amount
    /// ("10 from alex" is "got 10 from alex") when they read it as the first part's intent. An
    /// account or a day that only the last part or only the first says is every part's ("lunch
    /// 12 and coffee 4 on the visa", "yesterday lunch 12 and coffee 4").
    public func severalRecordings(in line: String, in context: UnderstandingContext) -> [ListedRecording]? {
        // Two amounts at least, said in figures: a line without them lists nothing.
        guard Normalizer.tokens(line).count(where: { $0.contains(where: \.isNumber) }) >= 2 else { return nil }
        let parts = line.split(separator: Self.listSeparator).map { $0.trimmingCharacters(in: .whitespaces) }
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
