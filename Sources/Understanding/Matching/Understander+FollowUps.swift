import BuddyCore
extension Understander {
    /// Words that ask the last question again about something else: "and alex?", "what about
    /// savings", "same for dining", "just october".
    private static let followUpLeads: [[String]] = [
        ["what", "about"], ["how", "about"], ["what", "of"], ["same", "for"], ["same", "with"], ["ok", "and"], ["okay", "and"],
        ["and"], ["just"], ["only"],
        // "what if i used savings" after "can I afford a 400 bike": the same question of another account.
        ["what", "if", "i", "used"], ["what", "if", "i", "use"], ["what", "if", "i", "put", "it"], ["what", "if", "i", "paid"],
        ["what", "if", "i", "pay"], ["what", "if", "i", "took", "it"], ["what", "if", "i", "take", "it"], ["what", "if", "it", "came"],
        ["what", "if", "it", "comes"], ["what", "if"],
    ]
    /// Words after the thing that add nothing ("and alex too").
    private static let followUpEndings: [[String]] = [["too"], ["also"], ["as", "well"], ["aswell"], ["please"], ["pls"], ["then"], ["?"]]
    /// Leads after which only a period is asked about ("just october"), never a name.
    private static let periodLeads: [[String]] = [["just"], ["only"]]
    /// Words between the lead and the thing ("and at costco", "what about for groceries").
    private static let followUpLinks: Set<String> = ["at", "from", "on", "for", "in", "with", "the", "my", "our", "to", "of", "by", "out", "using"]

    /// The words a follow-up names after its lead ("and at costco?" → "costco"), as typed, and
    /// whether they may be any name (not after "just" or "only", which ask about a period); nil
    /// for a line that is not such a follow-up, names more than four words, or asks or orders
    /// something of its own ("and what's my balance", "and move it to savings").
    public func followUpRest(_ line: String) -> (words: String, anyName: Bool)? {
        let tokens = Normalizer.tokens(line)
        guard let lead = Self.followUpLeads.first(where: { tokens.starts(with: $0) }) else { return nil }
        var rest = Array(tokens.dropFirst(lead.count).drop { Self.followUpLinks.contains($0) })
        // "and alex too", "and spotify as well please".
        while let ending = Self.followUpEndings.first(where: { rest.count > $0.count && rest.suffix($0.count).elementsEqual($0) }) {
            rest.removeLast(ending.count)
        }
        guard !rest.isEmpty, rest.count <= 4, !LineMood.isQuestion(rest.joined(separator: " "), tokens: rest),
              !rest.contains(where: { LineMood.commandVerbs.contains($0) || LineMood.questionStarts.contains($0) }) else { return nil }
        return (Self.typed(rest.joined(separator: " "), in: line), !Self.periodLeads.contains(lead))
    }
}

extension Understander {
    /// Words around a name that say "that row of the list" ("the uniqlo one", "the one from
    /// target", "show me the amazon one").
    private static let rowWords: Set<String> = ["the", "one", "that", "this", "from", "at", "to", "for", "show", "me", "what", "about",
                                                "and", "ok", "okay", "pick", "open", "tell", "more", "on", "purchase", "charge",
                                                "transaction", "payment", "entry", "thing", "please", "pls", "s"]

    /// Words that pick a row by its place, read by the grammar ("the last one").
    private static let positionWords: Set<String> = ["first", "second", "third", "fourth", "fifth", "last", "latest", "next", "previous",
                                                     "other", "same", "new", "newest", "oldest", "top", "bottom", "big", "biggest", "small"]

    /// The name words of a line that picks a row of the list on screen by its payee ("the uniqlo
    /// one" → "uniqlo"), as tokens; nil for a line that does not say "one" or names more than
    /// three words, asks something, or gives an order of its own.
    public func rowNamed(_ line: String) -> [String]? {
        let tokens = Normalizer.tokens(line)
        guard tokens.contains("one"), tokens.count <= 7, !LineMood.isQuestion(line, tokens: tokens) || tokens.starts(with: ["what", "about"]),
              !tokens.contains(where: { LineMood.commandVerbs.contains($0) && !Self.rowWords.contains($0) }) else { return nil }
        let name = tokens.filter { !Self.rowWords.contains($0) }
        guard !name.isEmpty, name.count <= 3, !name.contains(where: { $0.first?.isNumber == true || Self.positionWords.contains($0) }) else { return nil }
        return name
    }
}

extension Understander {
    /// Lines that ask the last question again about the period just before its own: "what about
    /// the week before", "and the month before?", "and before that", "the previous one".
    private static let periodBefore: [[String]] = [
        ["the", "week", "before"], ["week", "before"], ["the", "month", "before"], ["month", "before"], ["the", "year", "before"],
        ["year", "before"], ["the", "one", "before"], ["before", "that"], ["the", "previous", "one"], ["the", "period", "before"],
        ["the", "day", "before"], ["day", "before"], ["before"],
    ]

    /// Whether `line` is a follow-up about the period before the one just asked about.
    public func asksForThePeriodBefore(_ line: String) -> Bool {
        guard let rest = followUpRest(line).map({ Normalizer.tokens($0.words) }) ?? Optional(Normalizer.tokens(line)) else { return false }
        let words = rest.filter { !["?", "then", "that", "please", "pls"].contains($0) }
        return Self.periodBefore.contains(words)
    }
}

extension Understander {
    /// The words a line asking what a list comes to may hold ("how much is that all together",
    /// "what's the total", "what do they add up to").
    private static let totalWords: Set<String> = [
        "how", "much", "is", "are", "was", "were", "does", "do", "that", "those", "them", "these", "it", "they", "all", "together",
        "altogether", "in", "total", "what", "whats", "what's", "the", "s", "come", "comes", "to", "add", "adds", "up", "sum",
        "of", "so", "ok", "okay", "and", "then", "?", "together?", "combined", "overall", "give", "me", "tell", "sum", "spent",
    ]
    /// Words that ask for an amount.
    private static let askingForAmount: Set<String> = ["much", "total", "sum", "add", "adds", "altogether", "combined"]
    /// Words that point at what was shown.
    private static let pointing: Set<String> = ["that", "those", "them", "these", "they", "all", "total", "sum"]

    /// Whether `line` only asks what the things just shown come to: "how much is that all
    /// together", "what's the total", "what do they add up to".
    public func asksForTheTotal(_ line: String) -> Bool {
        let all = Normalizer.tokens(line)
        let tokens = all.dropFirst(min(LineMood.openerCount(all), max(all.count - 1, 0)))
        return !tokens.isEmpty && tokens.count <= 9 && tokens.allSatisfy(Self.totalWords.contains)
            && tokens.contains(where: Self.askingForAmount.contains) && tokens.contains(where: Self.pointing.contains)
    }
}

extension Understander {
    /// Words before a deadline said on its own ("by march", "make it the end of next year").
    private static let deadlineLeads: Set<String> = ["by", "before", "until", "til", "till", "in", "for", "deadline", "its", "it's",
                                                     "it", "is", "make", "say", "the", "around", "about", "ok", "okay", "so", "um",
                                                     "maybe", "hopefully", "ideally", "within", "of", "and", "please", "pls", "end"]

    /// The period a line says when it says nothing but a deadline ("by march", "end of next year",
    /// "in 6 months"); nil for any other line.
    public func deadline(in line: String, context: UnderstandingContext) -> Period? {
        let tokens = Normalizer.tokens(line).filter { $0 != "?" }
        let rest = Array(tokens.drop { Self.deadlineLeads.contains($0) })
        guard !rest.isEmpty, rest.count <= 5, case .period(let period)? = readSlot(.period, from: rest.joined(separator: " "), in: context) else {
            return nil
        }
        return period
    }
}

extension Understander {
    /// Words that may stand around a clause that leaves something out when it is all a line
    /// says ("and excluding rent?", "ok but without uber").
    private static let aroundAClause: Set<String> = ["and", "but", "ok", "okay", "now", "then", "what", "about", "how", "same", "again", "?", "please", "pls", "too"]

    /// What a line leaves out when a clause of the grammar's `except` list is all it says
    /// ("excluding rent", "and not counting uber?", "without the credit card"): a follow-up
    /// that asks the last question again leaving that out; nil for any other line.
    public func leavesOutAlone(_ line: String, in context: UnderstandingContext) -> Exclusion? {
        let tokens = Normalizer.tokens(line)
        guard let clause = ExclusionClause.first(in: tokens, leads: exclusionLeads, vocabulary: context.vocabulary) else { return nil }
        let outside = tokens.indices.filter { !clause.range.contains($0) }
        return outside.allSatisfy({ Self.aroundAClause.contains(tokens[$0]) }) ? clause.exclusion : nil
    }
}
