import Foundation
import Understanding

/// What the conversation was last about, by name: the category, goal, bill, account, payee or
/// person the last answered line named, so that "it", "that" or "there" in the next line can
/// stand for it ("set a dining budget of 300", then "how much do I have left in it").
struct ConversationTopic: Equatable {
    /// The words that name it again, with the kind of thing it is when a name alone would not
    /// say ("Vacation goal", "internet bill", "Dining budget").
    let phrase: String
    /// That kind ("budget", "goal", "bill"), which "one" after another name stands for: after a
    /// budget, "remove the transport one" is the Transport budget.
    let kind: String?
    /// Whether it is a person, whom "her", "him" or "them" stand for before "it" does ("paid her
    /// 20 of it" after a question about Jo is Jo, paid 20).
    var isAPerson = false
    /// Whether it is a card's limit: after "what's my credit limit on the visa", "set it to
    /// 5000" is the limit, never the card's balance.
    var isALimit = false

    /// The slots that name a person, most telling first ("payee" only in money between people).
    static let personSlots = ["person", "payer", "payee", "debtor", "creditor", "borrower", "lender"]
    /// Names a grammar gives a slot for the thing talked about, that the answer reads as the
    /// topic ("due on the 20th" right after adding a bill: `{name=this bill}`).
    static let standIns: Set<String> = ["this bill", "this person"]

    /// Whether `text` is one of the grammar's stand-ins for the thing talked about (``standIns``).
    static func isStandIn(_ text: String) -> Bool {
        standIns.contains(text.lowercased())
    }
    /// The words that point at a person.
    static let personPointers = ["her", "him", "them", "he", "she"]

    /// The slots that name a thing, most telling first.
    static let namingSlots = ["category", "name", "goal", "merchant", "account", "to", "from", "person", "payer", "debtor",
                                      "source", "target", "pattern", "pause", "cancel", "resume"]

    /// The topic `match` names, if any, else the one its answer names (`answered`: the slots the
    /// answer used, as "how much credit do I have left" names the one card).
    init?(_ match: Match, answered: [String: ReplySlot] = [:]) {
        // A rule is named by what it matches ("lyft"), not by the category it files it in.
        // A recording is named by its payee ("mint mobile 45", then "did I already pay that"), not
        // by the category it was filed in.
        let slots = match.intent.hasPrefix("rules.") ? ["pattern"] + Self.namingSlots
            : match.intent.hasPrefix("transaction.add") ? ["merchant"] + Self.namingSlots : Self.namingSlots
        for slot in slots {
            let name: String
            switch (match.slots[slot], answered[slot]) {
            case (.category(let value)?, _), (.account(let value)?, _), (.text(let value)?, _), (nil, .text(let value)?): name = value
            default: continue
            }
            let words = name.trimmingCharacters(in: .whitespaces)
            // A name that was itself a pointer ("put 200 toward it"), or a grammar's stand-in for
            // the thing talked about ("this bill"), names nothing new.
            guard !words.isEmpty, words.count <= 40, !Self.pointers.contains(words.lowercased()),
                  !Self.isStandIn(words) else { continue }
            let kind = ["budget.": "budget", "goal": "goal", "bill": "bill", "rules.": "rule"].first { match.intent.hasPrefix($0.key) }?.value
            phrase = kind.map { words.lowercased().hasSuffix($0) ? words : "\(words) \($0)" } ?? words
            self.kind = kind
            isAPerson = Self.personSlots.contains(slot) || match.intent.hasPrefix("iou.")
            isALimit = ["account.credit_limit", "account.set_limit"].contains(match.intent)
            return
        }
        return nil
    }

    private init(phrase: String, kind: String?) {
        self.phrase = phrase
        self.kind = kind
    }

    /// The kinds of thing an answer is about when it names none of them: after the next payday,
    /// "how much was the last one" is the last payday; after the bills due, "pay the netflix one"
    /// is the Netflix bill and "pay it" a bill.
    private static let kindsAnswered = ["income.payday": "payday", "bills.due": "bill", "bills.cost": "bill", "budget.status": "budget",
                                        "categories.list": "category", "goals.progress": "goal"]

    /// The topic of an answer by `intent` that names nothing in particular but is about one kind
    /// of thing, named by that kind alone: it takes the place of an earlier topic, since the
    /// answer may list other things of that kind than the one named before.
    static func kind(of intent: String) -> ConversationTopic? {
        kindsAnswered[intent].map { ConversationTopic(phrase: $0, kind: $0) }
    }

    /// Whether an answer by `intent` that names nothing keeps this topic: one about the same kind
    /// of thing does ("always put lyft under transport", "show my rules", "remove that rule").
    func continues(after intent: String) -> Bool {
        kind.map { intent.hasPrefix($0) } ?? false
    }

    /// `line` with this topic's phrase added, for a line that says nothing of what it is about
    /// ("how close am I now" after money put toward the Vacation goal), when the topic is of a
    /// kind that a reading must then be about; nil for a topic of no kind.
    func added(to line: String) -> (line: String, kind: String)? {
        kind.map { ("\(line) \(phrase)", $0) }
    }

    /// What may not follow a pointing word: the word of a period it is part of ("this month").
    private static let notAPeriod = #"(?!\s+(?:month|week|weekend|year|quarter|morning|afternoon|evening|night|time|day)\b)"#

    /// The words of a line that point back at the last thing talked about, tried in this order.
    private static let pointers = ["that one", "it", "that", "this", "there"] + personPointers

    /// Whether a slot's text holds a word pointing at a person ("paid her"): no name of a payee
    /// or a thing bought.
    static func holdsAPerson(_ text: String) -> Bool {
        text.lowercased().split(separator: " ").contains { personPointers.contains(String($0)) }
    }

    /// Whether a slot's text is only a pointing word ("is it paid" read with the name "it"), or
    /// begins with one after a word of place ("how much do I owe on it", "… on it right now").
    static func isPointer(_ text: String) -> Bool {
        let words = text.lowercased().split(separator: " ").map(String.init)
        if words.count >= 2, placeWords.contains(words[0]), pointers.contains(words[1]) { return true }
        return pointers.contains(words.joined(separator: " "))
    }

    /// Words of place a pointing word may follow in a slot's text.
    private static let placeWords: Set<String> = ["on", "in", "into", "for", "with", "from", "at", "to", "of"]

    /// Where a goal's topic has an amount put "in" with nothing after it but where it came from
    /// ("put 200 in from savings", "chuck 50 in"): the amount and "in"; nil for any other line or
    /// topic, and for a line that does not start with its verb ("i'll put 200 in" is a plan).
    func amountPutIn(_ line: String) -> Range<String.Index>? {
        guard kind == "goal", line.range(of: #"^\s*(?:(?:ok|okay|so|and|then|right|please)[\s,]+)*(?:put|chuck|stick|throw|add|move|transfer|pop|bung)\s"#,
                                         options: [.regularExpression, .caseInsensitive]) != nil else { return nil }
        return line.range(of: #"\d\S*\s+in(?=\s+from\b|\s*[.!]*\s*$)"#, options: [.regularExpression, .caseInsensitive])
    }

    /// `line` with its first pointing word put as this topic's name, or nil when it has none
    /// ("how much do I have left in it" → "how much do I have left in Dining budget"); with
    /// `saying`, the name and those words after it ("they raised it to 7000", after a card's
    /// limit: "they raised Visa credit limit to 7000").
    func naming(in line: String, saying: String? = nil) -> String? {
        let phrase = saying.map { "\(self.phrase) \($0)" } ?? self.phrase
        // "it's been upped": the pointer's "is" said apart, so that the name is no possessive.
        let line = line.replacingOccurrences(of: #"\b(it|that|this)['’]s\b"#, with: "$1 is", options: [.regularExpression, .caseInsensitive])
        let people = Self.personPointers
        // "he owes me 20" after a total at Target is no debt of Target's: only "them" points at a thing.
        let pointers = isAPerson ? people + Self.pointers.filter { !people.contains($0) } : Self.pointers.filter { !people.contains($0) || $0 == "them" }
        for pointer in pointers {
            // "that rule" is the Lyft rule: the kind said after the pointer is in the phrase already.
            let kindAfter = kind.map { " \(NSRegularExpression.escapedPattern(for: $0))s?" } ?? ""
            // "this month", "that week": a day's or period's word makes "this" no pointer.
            let pattern = "\\b\(NSRegularExpression.escapedPattern(for: pointer))(\(kindAfter))?\\b" + Self.notAPeriod
            guard let range = line.range(of: pattern, options: [.regularExpression, .caseInsensitive]) else { continue }
            // "when was i last there" after a question about Costco: at Costco ("in there" keeps its "in").
            if pointer == "there", kind == nil, !isAPerson,
               line[..<range.lowerBound].range(of: #"\b(?:in|into|from|to|at|of|out)\s+$"#, options: [.regularExpression, .caseInsensitive]) == nil {
                return line.replacingCharacters(in: range, with: "at \(phrase)")
            }
            return line.replacingCharacters(in: range, with: phrase)
        }
        // "bump the target to 3500" after a goal: the goal's target; "the goal" is the goal.
        if kind == "goal", let range = line.range(of: #"\b(?:the|my|our) (?:goal'?s? )?target\b"#, options: [.regularExpression, .caseInsensitive]) {
            return line.replacingCharacters(in: range, with: "the \(phrase) target")
        }
        // "put 200 in from savings" after a goal: an amount put "in", with nothing after it but
        // where it came from, goes in the goal.
        if let range = amountPutIn(line) { return line.replacingCharacters(in: range, with: "\(line[range]) \(phrase)") }
        // "the transport one": a name, then "one" for the kind of thing being talked about.
        if let kind, let range = line.range(of: #"(?<=\p{L}) one\b"#, options: [.regularExpression, .caseInsensitive]) {
            return line.replacingCharacters(in: range, with: " " + kind)
        }
        return nil
    }
}
