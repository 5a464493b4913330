import Understanding

/// "the uniqlo one" after a list: the row of the list on screen whose payee it names.
extension Assistant {
    /// The row of the list on screen that `line` names by its payee, picked as "the second one"
    /// picks by place, when the line reads loosely otherwise and exactly one row's payee holds
    /// every word it names; nil otherwise.
    func pickingByName(_ line: String, interpretation: Interpretation) -> Reply? {
        let list = context.shownList
        guard !list.isEmpty, readsLoosely(interpretation), let name = understander.rowNamed(line) else { return nil }
        let matching = list.indices.filter { index in
            let words = Set(Normalizer.tokens(list[index].transaction.description))
            return name.allSatisfy(words.contains)
        }
        guard matching.count == 1 else { return nil }
        return answer(Match(intent: "followup.pick", slots: ["position": .number(matching[0] + 1)], score: 0, pattern: "a row named"),
                      line: line)
    }
}
