import Understanding

/// "the uniqlo one", "the one from tuesday" after a list: the row of the list on screen whose
/// payee or day it names.
extension Assistant {
    /// The row of the list on screen that `line` names by its payee or its day, picked as "the
    /// second one" picks by place, when the line reads loosely otherwise and exactly one row's
    /// payee holds every word it names (or falls on the day it names); nil otherwise.
    func pickingByName(_ line: String, interpretation: Interpretation) -> Reply? {
        let list = context.shownList
        guard !list.isEmpty, readsLoosely(interpretation), let name = understander.rowNamed(line) else { return nil }
        // "the one from tuesday": the row of that day.
        let day = understander.readSlot(.date, from: name.joined(separator: " "), in: understandingContext)
        let matching = list.indices.filter { index in
            if case .period(let period)? = day { return period.contains(list[index].transaction.date) }
            let words = Set(Normalizer.tokens(list[index].transaction.description))
            return name.allSatisfy(words.contains)
        }
        guard matching.count == 1 else { return nil }
        return answer(Match(intent: "followup.pick", slots: ["position": .number(matching[0] + 1)], score: 0, pattern: "a row named"),
                      line: line)
    }
}

/// "the biggest one", "which was the cheapest" after a list: its row of the largest or the
/// smallest amount.
extension Assistant {
    /// Words around a rank that pick a row and say nothing more.
    private static let pickingWords: Set<String> = ["which", "what", "was", "is", "show", "me", "tell", "about", "of", "them", "those",
                                                    "transaction", "purchase", "charge", "expense", "payment", "and", "ok", "so", "pick",
                                                    "open", "that", "there", "on", "list", "in"]

    /// The row of the list on screen with the largest amount (a word of the grammar's
    /// `most-end` list) or the smallest (`least-end`), picked as "the second one" picks by
    /// place, when the line says nothing but the rank (with `rank-filler` words and words that
    /// pick a row) and the list has two rows or more (after one expense singled out, "and the
    /// cheapest?" asks the question again); when rows share that amount, the answer names
    /// them and asks which. Nil otherwise.
    func pickingByRank(_ line: String) -> Reply? {
        let list = context.shownList
        guard list.count >= 2 else { return nil }
        let filler = singleWords("rank-filler").union(Self.pickingWords)
        let said = Normalizer.tokens(line).filter { !filler.contains($0) }
        guard said.count == 1, let end = rankEnd(said[0]) else { return nil }
        let largest = end == "most"
        let sizes = list.map { $0.transaction.money.magnitude.minorUnits }
        guard let size = largest ? sizes.max() : sizes.min(), let index = sizes.firstIndex(of: size) else { return nil }
        let tied = sizes.indices.filter { sizes[$0] == size }
        guard tied.count == 1 else {
            let amount = list[index].transaction.money.magnitude.formatted
            let numbers = tied.map { "number \($0 + 1)" }
            let text = "\(tied.count) rows share the \(largest ? "largest" : "smallest") amount, \(amount): "
                + "\(numbers.dropLast().joined(separator: ", ")) and \(numbers.last ?? ""). Say which (“the \(Self.ordinalWord(tied[0] + 1)) one”)."
            return Reply(input: line, understood: true, intent: "followup.pick", text: text)
        }
        return answer(Match(intent: "followup.pick", slots: ["position": .number(index + 1)], score: 0,
                            pattern: largest ? "the row of the largest amount" : "the row of the smallest amount"), line: line)
    }

    /// "first", "second"… for a place in a list of up to ten, else the number ("11th").
    private static func ordinalWord(_ number: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        return number >= 1 && number <= words.count ? words[number - 1] : "\(number)th"
    }
}
