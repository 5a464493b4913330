import Foundation

/// An aside after what a line asks or says, which changes nothing of it: "i would like to
/// remove the budget for entertainment, as i rarely go out", "pause pulse fitness while i
/// recover from my operation", "turn the colours off, they're doing my head in".
///
/// The grammar's word list `aside` holds the words that begin one after a comma; `reason`
/// those that begin one anywhere ("because", "cos"). A line no pattern reads is read without
/// its aside when the aside names nothing a pattern could read (no amount, period, category,
/// account, payee, bill or person), so that what it leaves out is only talk.
extension Understander {
    /// The words of the line before its first aside, when the line has one that names
    /// nothing; nil otherwise.
    func headBeforeAside(_ line: String, in context: UnderstandingContext) -> String? {
        guard !asideLeads.isEmpty || !reasonLeads.isEmpty else { return nil }
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 3 else { return nil }
        for start in 2..<words.count {
            let afterComma = words[start - 1].hasSuffix(",") || words[start - 1] == "-"
            let rest = Normalizer.tokens(words[start...].joined(separator: " "))
            let reason = reasonLeads.contains { rest.count > $0.count && rest.starts(with: $0) }
            let aside = afterComma && asideLeads.contains { rest.count > $0.count && rest.starts(with: $0) }
            guard reason || aside else { continue }
            // "how much did i spend while i was away": a question's "while" says when.
            if rest.first == "while", LineMood.isQuestion(line, tokens: Normalizer.tokens(line)) { continue }
            guard namesNothing(rest, context) else { return nil }
            var head = words[..<start].joined(separator: " ")
            while let last = head.last, last == "," || last == "-" || last == " " { head.removeLast() }
            return head
        }
        return nil
    }

    /// Whether `tokens` say nothing a pattern reads: no figures or number words, period, or name
    /// the store has.
    private func namesNothing(_ tokens: [String], _ context: UnderstandingContext) -> Bool {
        guard !tokens.contains(where: { $0.contains(where: \.isNumber) }),
              !tokens.indices.contains(where: { NumberWords.cardinal(tokens, at: $0) != nil }) else { return false }
        let parser = PeriodParser(today: context.today, weekStart: context.weekStart)
        let vocabulary = context.vocabulary
        return !tokens.indices.contains { i in
            (PeriodParser.mayStart(tokens[i]) && !parser.parse(tokens, at: i).isEmpty)
                || !vocabulary.categories(in: tokens, at: i).isEmpty || !vocabulary.accounts(in: tokens, at: i).isEmpty
                || !vocabulary.payees.names(in: tokens, at: i).isEmpty || !vocabulary.bills.names(in: tokens, at: i).isEmpty
                || !vocabulary.people.names(in: tokens, at: i).isEmpty
        }
    }
}
