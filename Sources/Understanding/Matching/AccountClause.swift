/// A clause naming the account money came out of or went into: "on my visa", "with checking",
/// "from savings", "into the checking account", "using my credit card".
///
/// Recording lines carry it anywhere, so it is read apart from the patterns: the line is matched
/// without it and the account becomes the `account` slot, instead of the clause being swallowed by
/// a payee or a person's name ("Safeway on October 2 with checking", "Sam on my visa").
struct AccountClause: Equatable {
    /// The positions of the clause in the line's tokens.
    let range: Range<Int>
    /// The account's name as the store has it.
    let account: String

    /// Words that introduce the clause. A line whose whole reads as a payment ("pay 500 to my
    /// visa") never gets here: it is kept as the transfer it is.
    private static let leads: [[String]] = [
        ["on"], ["with"], ["from"], ["into"], ["in"], ["to"], ["using"], ["via"], ["by"], ["out", "of"], ["off"], ["through"],
        ["paid"], ["paid", "with"], ["paid", "from"], ["paid", "by"], ["charged"], ["charged", "to"], ["charged", "on"],
        ["put", "on"], ["put", "it", "on"], ["deposited", "into"], ["deposited", "to"], ["deposited", "in"], ["went", "into"],
        ["went", "on"], ["back", "on"], ["back", "to"], ["back", "into"], ["came", "out", "of"], ["took", "it", "out", "of"],
        ["add", "it", "to"], ["add", "that", "to"], ["add", "to"], ["put", "it", "in"], ["put", "it", "into"], ["put", "that", "in"],
        ["log", "it", "to"], ["log", "it", "in"], ["log", "it", "on"], ["log", "it", "under"],
    ]
    /// The leads by their first word, each word's in the order of `leads`.
    private static let leadsByFirst: [String: [[String]]] = Dictionary(grouping: leads, by: { $0[0] })
    private static let determiners: Set<String> = ["my", "the", "our", "a"]
    /// Words after which a name at the start of a line is a verb ("saving for", "saving up").
    private static let afterAVerb: Set<String> = ["for", "up", "towards", "toward"]
    private static let trailers: [[String]] = [["credit", "card"], ["debit", "card"], ["account"], ["card"]]

    /// The last account clause in `tokens`, if any: a lead and a name anywhere, or a bare name
    /// at either end of the line ("coffee 4.75 cash", "visa: 45 at shell").
    static func last(in tokens: [String], vocabulary: Vocabulary) -> AccountClause? {
        guard !vocabulary.accountNames.isEmpty else { return nil }
        var found: AccountClause?
        // "saving for a car 5000 by december": a name said as a verb ("saving for", "saving up")
        // is no account.
        if let name = vocabulary.accounts(in: tokens, at: 0).max(by: { $0.length < $1.length }),
           name.length >= tokens.count || !Self.afterAVerb.contains(tokens[name.length]) {
            let end = endOfName(in: tokens, at: name.length)
            if end < tokens.count { found = AccountClause(range: 0..<end, account: name.name) }
        }
        for start in tokens.indices.dropFirst() where !determiners.contains(tokens[start - 1]) {
            for name in vocabulary.accounts(in: tokens, at: start) where endOfName(in: tokens, at: start + name.length) == tokens.count {
                found = AccountClause(range: start..<tokens.count, account: name.name)
            }
        }
        var byLead = false
        for start in tokens.indices {
            for lead in leadsByFirst[tokens[start]] ?? [] where tokens[start...].starts(with: lead) {
                var i = start + lead.count
                if i < tokens.count, determiners.contains(tokens[i]) { i += 1 }
                guard let name = vocabulary.accounts(in: tokens, at: i).max(by: { $0.length < $1.length }) else { continue }
                let end = endOfName(in: tokens, at: i + name.length)
                // The last clause; of two ending alike, the one with the longer lead ("add it to
                // cash", not "to cash").
                if let before = found, byLead, end == before.range.upperBound, start > before.range.lowerBound { continue }
                if found == nil || start >= found!.range.upperBound || end >= found!.range.upperBound {
                    byLead = true
                    found = AccountClause(range: start..<end, account: name.name)
                }
            }
        }
        return found
    }

    /// Where an account's name ending at `end` stops, past a trailing "card" or "account".
    private static func endOfName(in tokens: [String], at end: Int) -> Int {
        end + (trailers.first { tokens[end...].starts(with: $0) }?.count ?? 0)
    }
}
