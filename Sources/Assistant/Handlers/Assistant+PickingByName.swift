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
