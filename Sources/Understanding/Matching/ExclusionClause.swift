/// A clause that leaves something out of a question: a word of the grammar's `except` list
/// ("except", "without", "not counting", "other than", "minus"…), a few words that point
/// ("the ones on the"), then one or more names the store has, joined by "and", "or", "no" or
/// commas: "without rent and utilities", "except the ones on the credit card", "(no rent no
/// subscriptions)", "leave out whole foods".
///
/// The line is read without the clause, and the names go with the reading as its
/// ``Exclusion``, so that "total transport excluding uber" is never read as Uber's total.
struct ExclusionClause: Equatable {
    /// What a name left out is.
    enum Kind { case category, payee, account, transfers }

    /// The grammar's word list of the words that start one.
    static let listName = "except"

    /// The positions of the clause in the line's tokens.
    let range: Range<Int>
    /// What it leaves out.
    let exclusion: Exclusion

    /// Words between the lead and a name, or after "and", that point rather than name
    /// ("except the ones on the credit card", "without any of the amazon stuff").
    private static let pointing: Set<String> = [
        "the", "my", "our", "any", "all", "ones", "one", "those", "these", "that", "stuff", "things", "anything", "everything",
        "at", "from", "on", "in", "of", "to", "for", "with", "by", "purchases", "transactions", "charges", "payments",
        "spending", "expenses", "money", "what", "i", "we", "went", "made", "paid", "spent", "bought",
    ]
    /// The most pointing words read before a name.
    private static let pointingLimit = 4
    /// Words after a name that say which of its rows ("uber rides", "amazon ones", "card account").
    private static let trailing: Set<String> = [
        "ones", "purchases", "spending", "stuff", "things", "transactions", "payments", "charges", "expenses", "rides",
        "orders", "bill", "bills", "card", "account", "related", "costs", "trips", "runs", "visits", "stuff",
    ]
    /// Words that join one name to the next.
    private static let joiners: Set<String> = ["and", "or", "nor", "no", ",", "&", "plus", "+", "/", "also", "not"]
    /// Words for moving money between one's own accounts.
    private static let transferWords: [[String]] = [
        ["transfers", "between", "my", "own", "accounts"], ["transfers", "between", "my", "accounts"], ["transfers", "between", "accounts"],
        ["transfers"], ["transfer"], ["transferred"], ["internal", "transfers"], ["moves"], ["money", "moved"],
    ]
    /// Words before the lead that belong to the clause ("groceries this month but leave out
    /// whole foods", "spending, not counting rent").
    private static let before: Set<String> = ["but", ",", "and", "though"]
    /// Leads that start a line only as an answer ("no, groceries"), never as a clause.
    private static let notFirst: Set<String> = ["no", "not", "bar", "minus", "but"]
    /// Leads a name must follow at once, or after "the", "my" or "any": "no rent", but not "no
    /// money on groceries", which spends nothing rather than leaving groceries out.
    private static let tight: Set<String> = ["no", "not", "bar", "minus", "sans"]
    /// The pointing words a tight lead allows.
    private static let tightPointing: Set<String> = ["the", "my", "any"]

    /// The first clause in `tokens` that names something `vocabulary` knows, if any.
    static func first(in tokens: [String], leads: [String: [[String]]], vocabulary: Vocabulary) -> ExclusionClause? {
        for start in tokens.indices {
            guard let candidates = leads[tokens[start]], start > 0 || !notFirst.contains(tokens[start]) else { continue }
            for lead in candidates where tokens[start...].starts(with: lead) {
                let pointing = lead.count == 1 && tight.contains(lead[0]) ? tightPointing : Self.pointing
                if let clause = clause(in: tokens, from: start, after: start + lead.count, pointing: pointing, vocabulary: vocabulary) {
                    return clause
                }
            }
        }
        return nil
    }

    /// The clause whose lead runs from `start` to `index`, when names follow it.
    private static func clause(in tokens: [String], from start: Int, after index: Int, pointing: Set<String>,
                               vocabulary: Vocabulary) -> ExclusionClause? {
        var exclusion = Exclusion()
        var i = index
        var end = index
        while i < tokens.count {
            var j = i
            while j < tokens.count, j - i < pointingLimit, pointing.contains(tokens[j]), name(in: tokens, at: j, vocabulary: vocabulary) == nil { j += 1 }
            guard let found = name(in: tokens, at: j, vocabulary: vocabulary) else { break }
            exclusion.add(found.name, as: found.kind)
            j += found.length
            while j < tokens.count, trailing.contains(tokens[j]) { j += 1 }
            end = j
            guard j < tokens.count, joiners.contains(tokens[j]) else { break }
            i = j + 1
            // "no rent, no utilities": a second joiner.
            if i < tokens.count, joiners.contains(tokens[i]) { i += 1 }
        }
        guard !exclusion.isEmpty else { return nil }
        var first = start
        while first > 1, before.contains(tokens[first - 1]) { first -= 1 }
        return ExclusionClause(range: first..<end, exclusion: exclusion)
    }

    /// The name at `index`: the longest the store knows. A category said by its own name is the
    /// category ("groceries"); a word that is both another name for a category and a payee's
    /// name is the payee ("uber": the rides, not all of Transport).
    private static func name(in tokens: [String], at index: Int, vocabulary: Vocabulary) -> (length: Int, name: String, kind: Kind)? {
        guard index < tokens.count else { return nil }
        if let words = transferWords.first(where: { tokens[index...].starts(with: $0) }) {
            return (words.count, "transfers", .transfers)
        }
        let category = vocabulary.categories(in: tokens, at: index).max { $0.length < $1.length }
        let payee = vocabulary.payees.names(in: tokens, at: index).max { $0.length < $1.length }
        let account = vocabulary.accounts(in: tokens, at: index).max { $0.length < $1.length }
        let ownName = category.map { Normalizer.tokens($0.name) == Array(tokens[index..<index + $0.length]) } ?? false
        var best: (length: Int, name: String, kind: Kind)?
        for candidate in [account.map { ($0.length, $0.name, Kind.account) }, category.map { ($0.length, $0.name, Kind.category) },
                          payee.map { ($0.length, $0.name, Kind.payee) }].compactMap({ $0 }) {
            guard let current = best else { best = candidate; continue }
            if candidate.0 > current.length || candidate.0 == current.length && candidate.2 == .payee && !ownName {
                best = candidate
            }
        }
        return best
    }
}
