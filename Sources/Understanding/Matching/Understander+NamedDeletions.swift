/// A line that asks to delete a transaction it names: "pls delete that 22 parking thing", "get
/// rid of the duplicate whole foods charge from monday", "remove tuesday's uber".
extension Understander {
    /// The verbs that ask for a deletion, each as its words.
    private static let deletingVerbs: [[String]] = [["delete"], ["remove"], ["erase"], ["scrap"], ["drop"], ["bin"], ["nuke"],
                                                    ["get", "rid", "of"], ["take", "out"], ["wipe"]]
    /// Words before the verb that change nothing ("pls", "can you", "oh and").
    private static let leadIns: Set<String> = ["pls", "plz", "please", "can", "could", "would", "you", "oh", "and", "also", "ok", "okay",
                                               "hey", "so", "just", "actually", "oops", "need", "to", "i", "want", "wanna", "let's", "lets"]
    /// Words that say which of several there is, never a payee's ("the duplicate whole foods charge").
    private static let sortWords: Set<String> = ["duplicate", "duplicated", "double", "doubled", "extra", "wrong", "mistaken", "accidental",
                                                 "second", "other", "bogus", "fake", "test"]
    /// Words that ask to delete more than one transaction, or the records themselves.
    private static let wholesale: Set<String> = ["all", "everything", "every", "history", "data", "store", "file", "word"]

    /// The transaction `line` asks to delete, by what it names of it; nil for a question, a line
    /// of another shape, one that names nothing, or one about another kind of thing.
    public func namedDeletion(_ line: String, in context: UnderstandingContext) -> TransactionReference? {
        let tokens = Normalizer.tokens(line)
        guard tokens.count >= 2, tokens.count <= 16, !LineMood.isQuestion(line, tokens: tokens) else { return nil }
        var start = 0
        while start < tokens.count, Self.leadIns.contains(tokens[start]) { start += 1 }
        guard let verb = Self.deletingVerbs.first(where: { tokens[start...].starts(with: $0) }) else { return nil }
        let reference = tokens[(start + verb.count)...].filter { !Self.sortWords.contains($0) }
        guard !reference.isEmpty, !reference.contains(where: { Self.otherThings.contains($0) || Self.wholesale.contains($0) }) else { return nil }
        return transactionReference(ArraySlice(reference), line: line, in: context)
    }
}
