/// A line that only says one thing about what was just recorded, to put it right: "cash",
/// "no, it was lyft", "both were cash", "on the visa", "pho saigon", "make that yesterday".
public struct Correction: Sendable, Equatable {
    /// The slots of `transaction.edit` the line gives: `account`, `date`, `category` or
    /// `description` (a payee), or a payee and its category ("no, it was lyft").
    public let slots: [String: SlotValue]
    /// How many of the transactions just recorded it is about: 1, 2 for "both", or nil for "all"
    /// ("they were all on the visa").
    public let count: Int?
    /// Whether the value is only words the line gave after "no" or "actually", naming nothing
    /// the store knows ("no, it was the corner deli"): right only when nothing else reads the line.
    public let guessed: Bool
    /// Whether the line says it corrects ("no", "actually", "it was", "make that"), rather than
    /// only naming the new value ("cash", "pho saigon").
    public let marked: Bool
}

extension Understander {
    /// Words said around a correction that are not its value.
    private static let correctionLeads: Set<String> = [
        "no", "nope", "nah", "actually", "oops", "sorry", "wait", "oh", "ah", "make", "it", "that", "this", "was", "were", "is", "its",
        "both", "all", "they", "those", "them", "these", "put", "paid", "with", "on", "in", "the", "my", "at", "from", "via", "by",
        "change", "should", "be", "have", "been", "and", "also", "i", "mean", "meant", "used", "charged", "went", "through",
        "of", "one", "ones", "under", "into", "to", "for", "ok", "okay", "um", "uh", "so", "then", "too", "as", "well",
    ]
    /// Words that say the line puts something right rather than naming a thing of its own.
    private static let correctionMarkers: Set<String> = ["no", "nope", "nah", "actually", "oops", "sorry", "wait", "meant", "mean",
                                                          "should", "was", "were", "make", "change", "both", "all", "they", "those"]

    /// Words that say how something was rather than what it was called ("no, it was fine").
    private static let notNames: Set<String> = ["fine", "good", "great", "right", "wrong", "correct", "less", "more", "cheaper",
                                                "free", "me", "you", "him", "her", "nothing", "something", "different", "same", "mine",
                                                "ok", "okay", "true", "false", "real", "fake", "here", "there", "done"]

    /// What "wrong" may say was wrong in what was just recorded: "wrong station, it was chevron".
    private static let partsOfARecord: Set<String> = ["station", "shop", "store", "place", "restaurant", "cafe", "merchant", "payee",
                                                      "name", "card", "account", "day", "date", "category", "amount", "price", "one",
                                                      "garage", "supermarket", "bar", "pub"]

    /// Words that say plainly the line corrects, before a name the store does not know.
    private static let strongMarkers: Set<String> = ["no", "nope", "nah", "actually", "oops", "sorry", "wait", "meant", "mean"]

    /// The correction `line` makes of what was just recorded, when it is nothing but one value
    /// with words around it ("no", "it was", "both were", "on the") and perhaps a "not …" after
    /// it ("the visa not checking"): an account or a payee the store knows, said alone or not; a
    /// day or a category only after words that correct; a name the store does not know only
    /// after "no" or "actually" (``Correction/guessed``). Nil for anything else, for a question,
    /// and for a person's name ("it was for sam" is no payee).
    public func correction(_ line: String, in context: UnderstandingContext) -> Correction? {
        var tokens = Normalizer.tokens(line)
        guard !tokens.isEmpty, tokens.count <= 10, !LineMood.isQuestion(line, tokens: tokens) else { return nil }
        // "the visa not checking": what it was not is only said.
        var denied: String?
        if let not = tokens.lastIndex(of: "not"), not > 0, tokens.count - not <= 3 {
            denied = tokens[(not + 1)...].filter { !["the", "my", "on", "in", ","].contains($0) }.joined(separator: " ")
            tokens.removeSubrange(not...)
        }
        // "wrong station, it was chevron": what was wrong, named first, says "no" ("wrong chat" does not).
        let wrong = tokens.count > 2 && tokens[0] == "wrong" && Self.partsOfARecord.contains(tokens[1])
        if wrong { tokens.removeFirst(2) }
        let leading = tokens.prefix { Self.correctionLeads.contains($0) }
        // "paid cash for that btw", "i paid cash for it".
        let trailing = tokens.dropFirst(leading.count).reversed().prefix {
            ["too", "as", "well", "instead", "then", "please", "pls", "btw", "for", "that", "it", "this", "one"].contains($0)
        }
        let value = Array(tokens.dropFirst(leading.count).dropLast(trailing.count))
        guard !value.isEmpty, value.count <= 4 else { return nil }
        let count: Int? = leading.contains("both") ? 2 : leading.contains(where: ["all", "they", "those", "them", "these"].contains) ? nil : 1
        let text = value.joined(separator: " ")
        // "put it in savings not checking": saying which account it was not marks a correction
        // too ("savings, not sure" does not).
        let deniesAnAccount = denied.map { readSlot(.account, from: $0, in: context) != nil } ?? false
        let marked = wrong || deniesAnAccount || leading.contains(where: Self.correctionMarkers.contains)
        guard readSlot(.person, from: text, in: context) == nil else { return nil }
        let found = { (slots: [String: SlotValue]) in Correction(slots: slots, count: count, guessed: false, marked: marked) }
        if let account = readSlot(.account, from: text, in: context) { return found(["account": account]) }
        if let date = readSlot(.date, from: text, in: context) { return marked ? found(["date": date]) : nil }
        let category = readSlot(.category, from: text, in: context)
        // A category by its own name is the category ("dining"); a payee the store knows is the
        // payee, in the category its name stands for when it is one's other name too.
        if let category, case .category(let name) = category, name.lowercased() == text {
            return marked ? found(["category": category]) : nil
        }
        if case .text(let name)? = readSlot(.payee, from: text, in: context) {
            var slots: [String: SlotValue] = ["description": .text(name)]
            slots["category"] = category
            return found(slots)
        }
        // One of a category's other names is what it was, in that category ("no, it was lyft").
        if let category {
            return marked ? found(["category": category, "description": .text(Self.typed(text, in: line))]) : nil
        }
        // "no, it was the corner deli": a name the store does not know yet, only after "no".
        guard wrong || leading.contains(where: Self.strongMarkers.contains), value.count <= 3, value.allSatisfy({ $0.allSatisfy(\.isLetter) }),
              !value.contains(where: { corrector.knows($0) || Self.notNames.contains($0) }) else { return nil }
        return Correction(slots: ["description": .text(Self.typed(text, in: line))], count: count, guessed: true, marked: true)
    }
}
