import Foundation

/// Reading a single slot's value from a line that answers a question ("How much was it?").
extension Understander {
    /// Words that may come before an answer without changing it: "it was 12.50", "about 20".
    private static let answerLeads: Set<String> = [
        "it", "was", "is", "that", "about", "around", "for", "on", "at", "i", "we", "paid", "spent", "cost", "costs",
        "maybe", "like", "roughly", "just", "um", "uh", "oh", "well", "the", "my", "from", "with", "into", "our", "in",
        "only", "all", "no", "yes",
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

    /// Words that say a name is coming: "call it emergency fund", "name it Holiday".
    private static let namingLeads: [[String]] = [
        ["let", "us", "call", "it"], ["call", "it"], ["name", "it"], ["it", "is", "called"], ["its", "called"], ["call", "the", "account"],
        ["called"], ["named"], ["the", "name", "is"], ["name", "is"],
    ]

    /// The name a line gives after words that say a name is coming ("call it emergency fund" is
    /// "emergency fund"), with its capitals as typed; nil when it starts with none of them.
    public func namedAnswer(_ line: String) -> String? {
        let tokens = Normalizer.tokens(line)
        guard let lead = Self.namingLeads.first(where: { tokens.starts(with: $0) }), tokens.count > lead.count else { return nil }
        let typed = line.split(whereSeparator: \.isWhitespace)
        // Contractions make more tokens than words typed ("it's"): the name is the typed words
        // that are the name's tokens, counted from the end.
        let nameTokens = tokens.count - lead.count
        guard typed.count >= nameTokens else { return nil }
        let name = typed.suffix(nameTokens).joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)
        return name.isEmpty ? nil : name
    }

    /// A value of `type` with an account clause after it ("2450 into checking" after "How much
    /// was it?"): the value, and the account's name as the store has it.
    public func readSlotWithAccount(_ type: SlotType, from line: String, in context: UnderstandingContext,
                                    orientation: Orientation = .past) -> (value: SlotValue, account: String)? {
        let tokens = Normalizer.tokens(line)
        guard let clause = AccountClause.last(in: tokens, vocabulary: context.vocabulary), clause.range.upperBound == tokens.count,
              clause.range.lowerBound > 0 else { return nil }
        let rest = tokens[..<clause.range.lowerBound].joined(separator: " ")
        return readSlot(type, from: rest, in: context, orientation: orientation).map { ($0, clause.account) }
    }

    /// `match` with each free-text slot given the capitals it was typed with ("ikea" → "IKEA").
    func restoringCase(_ match: Match, from line: String) -> Match {
        var slots = match.slots
        var changed = false
        for (name, value) in match.slots {
            // Free text is read lower case; a text with capitals is a stored name ("Amazon"), kept.
            guard case .text(let text) = value, text == text.lowercased() else { continue }
            let typed = Self.typed(text, in: line)
            guard typed != text else { continue }
            slots[name] = .text(typed)
            changed = true
        }
        guard changed else { return match }
        return match.with(slots: slots)
    }

    /// `text` (words of `line`'s tokens) as it was typed in `line`: its capitals, and a
    /// possessive the normaliser dropped ("trader joe" → "Trader Joe's"); `text` when not found.
    /// An "n" between words, which the normaliser reads as "and", is kept as typed ("Mac n Cheese").
    static func typed(_ text: String, in line: String) -> String {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        let found = line.range(of: text, options: options)
            ?? (text.contains(" and ") ? line.range(of: text.replacingOccurrences(of: " and ", with: " n "), options: options) : nil)
        guard var range = found else { return text }
        for possessive in ["'s", "\u{2019}s"] where line[range.upperBound...].hasPrefix(possessive) {
            range = range.lowerBound..<line.index(range.upperBound, offsetBy: possessive.count)
        }
        return String(line[range])
    }
}
