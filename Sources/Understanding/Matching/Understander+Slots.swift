import Foundation

/// Reading a single slot's value from a line that answers a question ("How much was it?").
extension Understander {
    /// Words that may come before an answer without changing it: "it was 12.50", "about 20".
    private static let answerLeads: Set<String> = [
        "it", "was", "is", "that", "about", "around", "for", "on", "at", "i", "we", "paid", "spent", "cost", "costs",
        "maybe", "like", "roughly", "just", "um", "uh", "oh", "well", "the", "my", "from", "with", "into", "our", "in",
    ]

    /// The value of a slot of `type` that the whole of `line` gives, after leading words such
    /// as "it was"; nil when the line is not such a value.
    public func readSlot(_ type: SlotType, from line: String, in context: UnderstandingContext,
                         orientation: Orientation = .past) -> SlotValue? {
        let tokens = Normalizer.tokens(line)
        guard !tokens.isEmpty else { return nil }
        if type == .text {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            return text.isEmpty ? nil : .text(text)
        }
        let walker = PatternWalker(tokens: tokens, numbers: index.table.numbers(tokens), context: context)
        for start in tokens.indices {
            if let reading = walker.readings(type, at: start, orientation).first(where: { start + $0.length == tokens.count }) {
                return reading.value
            }
            guard Self.answerLeads.contains(tokens[start]) else { break }
        }
        return nil
    }

    /// `match` with each free-text slot given the capitals it was typed with ("ikea" → "IKEA").
    func restoringCase(_ match: Match, from line: String) -> Match {
        var slots = match.slots
        var changed = false
        for (name, value) in match.slots {
            // Free text is read lower case; a text with capitals is a stored name ("Amazon"), kept.
            guard case .text(let text) = value, text == text.lowercased(),
                  var range = line.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) else { continue }
            // "Trader Joe's": the possessive the normaliser dropped belongs to the name.
            for possessive in ["'s", "\u{2019}s"] where line[range.upperBound...].hasPrefix(possessive) {
                range = range.lowerBound..<line.index(range.upperBound, offsetBy: possessive.count)
            }
            guard line[range] != text else { continue }
            slots[name] = .text(String(line[range]))
            changed = true
        }
        guard changed else { return match }
        return match.with(slots: slots)
    }
}
