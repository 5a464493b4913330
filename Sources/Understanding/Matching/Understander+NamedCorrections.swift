import BuddyCore

/// A line that puts right a transaction it names: "the amazon thing should be under gifts not
/// shopping", "move tuesday's safeway to yesterday", "the 40 dollar one from monday was pulse
/// fitness", "the whole foods shop was actually on the visa".
public struct NamedCorrection: Sendable, Equatable {
    /// The words that name the transaction's payee ("amazon", "whole foods"), if any.
    public let payee: String?
    /// The category it names instead of a payee ("rent was 1850"), if any.
    public let category: String?
    /// The day it names ("tuesday's", "from monday"), if any.
    public let date: Period?
    /// The amount it names ("the 40 dollar one"), if any.
    public let amount: Money?
    /// The payee it was not ("… not safeway"), which names it when nothing else does ("payee
    /// was trader joe's not safeway").
    public let was: String?
    /// Whether the line says plainly that it corrects ("actually", "should be", "not …"),
    /// rather than only "X was Y", which may be news: such a line corrects only the transaction
    /// just recorded.
    public let plainly: Bool
    /// Whether the line starts with a verb that asks for the change ("move tuesday's safeway to
    /// yesterday"): plain enough when it names a transaction that is there.
    public let commanded: Bool
    /// The slots of `transaction.edit` the line gives it: `account`, `date`, `amount`,
    /// `category` or `description`.
    public let change: [String: SlotValue]

    /// What the line names the transaction by.
    public var reference: TransactionReference {
        TransactionReference(payee: payee, category: category, date: date, amount: amount)
    }
}

extension Understander {
    /// Verbs that start a change of a named transaction ("move tuesday's safeway to yesterday").
    private static let changeVerbs: Set<String> = ["move", "change", "put", "switch", "set", "make", "recategorise", "recategorize",
                                                   "file", "edit", "fix", "correct", "update", "mark"]
    /// Words after the name that say what it should have been ("the amazon thing should be …").
    private static let correctingWords: Set<String> = ["was", "were", "is", "should", "actually", "goes", "belongs", "went", "needs",
                                                       "meant", "belong", "go"]
    /// Words between the name and the new value.
    private static let valueLeads: Set<String> = [
        "was", "were", "is", "should", "be", "have", "been", "actually", "really", "meant", "to", "into", "under", "in", "on", "as",
        "with", "through", "from", "goes", "go", "belongs", "belong", "went", "needs", "need", "the", "my", "a", "at", "paid", "put",
        "filed", "categorised", "categorized", "it", "for", "supposed", "listed", "there", "charged", "made",
    ]
    /// Words that say "a transaction" around its name ("the amazon thing", "the whole foods shop").
    private static let transactionNouns: Set<String> = [
        "the", "my", "that", "this", "one", "thing", "shop", "purchase", "charge", "payment", "transaction", "expense", "order",
        "trip", "ride", "run", "visit", "entry", "item", "from", "on", "at", "dollar", "dollars", "buck", "bucks", "for", "of", "last",
        "s", "and", "oh", "also", "so", "ok", "okay", "hey", "btw", "by", "way", "it", "latest", "newest", "recent", "most",
        // What is changed, said first: "change the date of my last uber to yesterday".
        "date", "day", "amount", "price",
        // What people say before putting something right: "wrong, it was 38" names nothing.
        "wrong", "no", "nope", "oops", "wait", "sorry", "um", "uh", "hmm",
    ]
    /// Words that name something other than a transaction, changed or deleted by its own intent.
    static let otherThings: Set<String> = ["bill", "bills", "budget", "budgets", "rule", "rules", "goal", "goals", "category",
                                           "categories", "account", "accounts", "synonym", "limit", "reminder", "subscription",
                                           "subscriptions"]
    /// Words that say a line corrects something.
    private static let plainCorrections: Set<String> = ["actually", "should", "meant", "supposed", "wrong", "really"]
    /// Words said before a correction's name: "actually the coffee was 4".
    private static let leadIns: Set<String> = ["actually", "oops", "sorry", "wait", "no", "nope", "um", "uh", "oh", "hmm", "ok", "okay",
                                               "so", "and", "btw", "correction"]
    /// Words said after a correction's value: "coffee was 4 actually".
    private static let tailWords: Set<String> = ["actually", "really", "instead", "then", "sorry", "oops", "lol"]
    /// Words that name a field of the transaction rather than the transaction ("payee was …").
    private static let fieldWords: Set<String> = ["payee", "merchant", "store", "shop", "name", "description", "place", "category",
                                                  "account", "card", "date", "day", "amount", "price", "total"]
    /// The fields whose new value is a payee.
    private static let payeeFields: Set<String> = ["payee", "merchant", "store", "shop", "name", "description", "place"]

    /// The correction `line` makes of a transaction it names, or of the one being talked about
    /// when it names a field instead ("payee was trader joe's not safeway"); nil for a question
    /// and for a line of another shape.
    public func namedCorrection(_ line: String, in context: UnderstandingContext) -> NamedCorrection? {
        var tokens = Normalizer.tokens(line)
        guard tokens.count >= 3, tokens.count <= 20, !LineMood.isQuestion(line, tokens: tokens) else { return nil }
        let plainly = tokens.contains(where: Self.plainCorrections.contains)
        // "actually the coffee was 4", "oops the uber was 18": what is said before the name.
        while tokens.count > 3, Self.leadIns.contains(tokens[0]) { tokens.removeFirst() }
        // "coffee was 4 actually": what is said after the value.
        while tokens.count > 3, let last = tokens.last, Self.tailWords.contains(last) { tokens.removeLast() }
        var was: String?
        if let not = tokens.lastIndex(of: "not"), not > 1, tokens.count - not <= 4 {
            was = tokens[(not + 1)...].filter { !["the", "my", ","].contains($0) }.joined(separator: " ")
            tokens.removeSubrange(not...)
        }
        let reference: ArraySlice<String>
        var valueTokens: ArraySlice<String>
        let verb = Self.changeVerbs.contains(tokens[0])
        // "put my latest uber in shopping": "in" says where only before a category.
        let to = tokens.lastIndex(where: { ["to", "into", "under", "as", "onto", "in"].contains($0) }).flatMap { at in
            tokens[at] != "in" || readSlot(.category, from: tokens[(at + 1)...].joined(separator: " "), in: context) != nil ? at : nil
        }
        // "put 40 in groceries" names no row: only a name is moved by "in".
        if verb, let to, tokens[to] == "in",
           !tokens[1..<to].contains(where: { $0.contains(where: \.isLetter) && !Self.transactionNouns.contains($0) }) { return nil }
        if verb, let to, to > 1 {
            // "move tuesday's safeway to yesterday": the value after the last "to", "into", "under",
            // "as" or "onto".
            reference = tokens[1..<to]
            valueTokens = tokens[(to + 1)...]
        } else if verb {
            // "fix the uber from tuesday, it was 18": the value after the words that correct, for
            // a transaction named by a payee the store has ("fix dining, should be 300" names a
            // category, whose budget may be meant).
            // "make the coffee 4": with no such words, a last amount is the value.
            let lastAmount = tokens.count > 2 && readSlot(.amount, from: tokens[tokens.count - 1], in: context) != nil ? tokens.count - 1 : nil
            guard let marker = tokens.indices.dropFirst(2).first(where: { Self.correctingWords.contains(tokens[$0]) }) ?? lastAmount,
                  tokens[1..<marker].indices.contains(where: { start in
                      (start + 1...min(marker, start + 4)).contains { readSlot(.payee, from: tokens[start..<$0].joined(separator: " "), in: context) != nil }
                  }) else { return nil }
            reference = tokens[1..<marker]
            valueTokens = tokens[marker...]
        } else {
            guard let marker = tokens.firstIndex(where: Self.correctingWords.contains), marker > 0 else { return nil }
            reference = tokens[..<marker]
            valueTokens = tokens[marker...]
        }
        while let first = valueTokens.first, Self.valueLeads.contains(first) { valueTokens = valueTokens.dropFirst() }
        guard !valueTokens.isEmpty, valueTokens.count <= 5 else { return nil }
        let referenceWords = reference.filter { !Self.transactionNouns.contains($0) || Self.fieldWords.contains($0) }
        // "it was 18 not 28": no transaction named; the one just recorded is meant.
        guard !referenceWords.isEmpty else { return nil }
        let field = referenceWords.count == 1 ? referenceWords.first.flatMap { Self.fieldWords.contains($0) ? $0 : nil } : nil
        // "… was pulse fitness, not target": a payee it was not says the new value is a payee too.
        // "payee was …" takes any name only with what it was not; else a payee the store knows.
        let fieldIsPayee = field.map(Self.payeeFields.contains) ?? false
        let wasPayee = was.map { was in
            !was.isEmpty && was.allSatisfy { $0.isLetter || $0 == " " } && readSlot(.category, from: was, in: context) == nil
                && readSlot(.account, from: was, in: context) == nil
        } ?? false
        guard let change = newValue(Array(valueTokens), line: line, asPayee: fieldIsPayee && was != nil || wasPayee, nameOnly: fieldIsPayee,
                                    context) else {
            return nil
        }
        if field != nil { return NamedCorrection(payee: nil, category: nil, date: nil, amount: nil, was: was, plainly: was != nil, commanded: verb,
                                                  change: change) }
        // "last one was sweetgreen not chipotle": what it was not names it when nothing else does.
        let nothingNamed = was != nil && reference.allSatisfy(Self.transactionNouns.contains)
        guard let named = transactionReference(reference, line: line, in: context)
                ?? (nothingNamed ? TransactionReference(payee: nil, category: nil, date: nil, amount: nil) : nil) else { return nil }
        return NamedCorrection(payee: named.payee, category: named.category, date: named.date, amount: named.amount, was: was,
                               plainly: was != nil || plainly, commanded: verb,
                               change: change)
    }

    /// What names a transaction in `reference` (words of `line`): a day or period, an amount, and the words
    /// left as its payee's, or a category by its own name; nil when it names nothing, or when its
    /// words are a verb of change or correction, a subject ("i"), or another kind of thing (a
    /// bill is paid or changed as a bill: "the electric bill was 94").
    func transactionReference(_ reference: ArraySlice<String>, line: String, in context: UnderstandingContext) -> TransactionReference? {
        // What names the transaction: a day, an amount and the words left, its payee.
        let walker = PatternWalker(tokens: Array(reference), numbers: index.table.numbers(Array(reference)), context: context)
        var named = Array(repeating: false, count: reference.count)
        var date: Period?, amount: Money?
        var position = 0
        while position < reference.count {
            // The longest day or amount read here ("the 40 dollar one": not "40 dollar one").
            let reading = (date == nil ? walker.readings(.date, at: position, .past) + walker.readings(.period, at: position, .past) : [])
                + (amount == nil ? walker.readings(.amount, at: position, .past) : [])
            guard let longest = reading.filter({ $0.length > 0 && !["one", "ones"].contains(reference[reference.startIndex + position + $0.length - 1]) })
                .max(by: { $0.length < $1.length }) else {
                position += 1
                continue
            }
            switch longest.value {
            case .period(let day): date = day
            case .amount(let money): amount = money
            default: break
            }
            for index in position..<position + longest.length { named[index] = true }
            position += longest.length
        }
        let words = reference.indices.filter { !named[$0 - reference.startIndex] && !Self.transactionNouns.contains(reference[$0]) }
            .map { reference[$0] }
        guard words.count <= 4, !words.isEmpty || date != nil || amount != nil,
              !words.contains(where: { Self.changeVerbs.contains($0) || Self.correctingWords.contains($0) || LineMood.subjects.contains($0) }),
              // A bill is paid or changed as a bill ("the electric bill was 94"), and a budget, a
              // goal, a rule or an account by its own intent.
              !words.contains(where: Self.otherThings.contains)
        else { return nil }
        let name = words.joined(separator: " ")
        // "the groceries were actually 80": a category by its own name names the category; one
        // of its other names ("coffee") is a payee's words, found in what rows say.
        var category: String?
        if !words.isEmpty, case .category(let named)? = readSlot(.category, from: name, in: context), named.lowercased() == name,
           readSlot(.payee, from: name, in: context) == nil {
            category = named
        }
        return TransactionReference(payee: words.isEmpty || category != nil ? nil : Self.typed(name, in: line), category: category,
                                    date: date, amount: amount)
    }

    /// The change the words after the name give: an account, a day, an amount, a category, or
    /// the payee (one the store knows, or any name when `asPayee`); only a payee when `nameOnly`
    /// ("payee was …").
    private func newValue(_ tokens: [String], line: String, asPayee: Bool, nameOnly: Bool,
                          _ context: UnderstandingContext) -> [String: SlotValue]? {
        let text = tokens.joined(separator: " ")
        for (slot, type) in [("account", SlotType.account), ("date", .date), ("amount", .amount), ("category", .category)] where !nameOnly {
            if let value = readSlot(type, from: text, in: context) { return [slot: value] }
        }
        if case .text(let name)? = readSlot(.payee, from: text, in: context) { return ["description": .text(name)] }
        guard asPayee, tokens.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "&" } }) else { return nil }
        return ["description": .text(Self.typed(text, in: line))]
    }
}
