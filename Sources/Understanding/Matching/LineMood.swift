/// Whether a line asks something or tells Buddy to do something, judged before any intent is
/// chosen: a question never records or changes money, however much it looks like a command
/// ("paid for gas this week?", "did I spend 30 at target").
public enum LineMood {
    /// Words that start a question.
    static let questionStarts: Set<String> = [
        "how", "what", "when", "where", "which", "who", "whom", "why", "whose", "did", "do", "does", "have", "has", "had",
        "is", "are", "was", "were", "am", "any", "anything", "show", "list", "tell",
    ]
    /// Modal verbs that, first in a line, ask whether something would be so.
    static let modalStarts: Set<String> = [
        "would", "wouldn't", "wouldnt", "should", "shouldn't", "shouldnt", "shall", "will", "won't", "wont", "could", "couldn't",
        "couldnt", "might", "can", "can't", "cant",
    ]
    /// Words that, last after a statement, ask whether it is so: "…, right", "…, correct".
    static let tagQuestions: Set<String> = ["right", "correct", "innit", "eh"]
    /// Words said before the line proper that change nothing.
    static let openers: Set<String> = [
        "so", "ok", "okay", "hey", "hi", "um", "umm", "uh", "uhh", "well", "oh", "hmm", "lol", "buddy", "yo", "and", "but",
        "please", "quick", "question", "also", "alright", "right", "wait", "anyway", "anyways", "hmmm", "er", "erm",
        "btw", "sorry", "ah", "ahh", "cool", "now",
    ]
    /// How many of the first `tokens` are opener words ("so", "and", "btw"), one after another.
    static func openerCount(_ tokens: [String]) -> Int {
        tokens.prefix(while: openers.contains).count
    }

    /// How many of the first `tokens` are opener words, and then words asking Buddy politely to
    /// do what follows, before one of the ``commandVerbs`` or a verb asking to see records ("ok
    /// could you please rename…", "would you kindly delete…"): "can you afford…" and "can I
    /// pay…" are no such request, nor is "would you…?" asked (`asked`), which wants advice
    /// ("would you cancel netflix?").
    static func openerAndRequestCount(_ tokens: [String], asked: Bool) -> Int {
        let opened = openerCount(tokens)
        let rest = tokens.dropFirst(opened)
        guard rest.count > 2, ["can", "could", "would", "will"].contains(rest.first!), ["you", "u"].contains(rest.dropFirst().first!),
              !(asked && rest.first == "would") else { return opened }
        let polite = rest.dropFirst(2).prefix(while: { ["please", "kindly", "just"].contains($0) }).count
        guard let verb = rest.dropFirst(2 + polite).first, commandVerbs.contains(verb) || ["show", "list", "find", "give"].contains(verb) else { return opened }
        return opened + 2 + polite
    }

    /// Phrases of several words said before the line proper that change nothing.
    static let openerPhrases: [[String]] = [["hang", "on"], ["hold", "on"], ["by", "the", "way"], ["i", "mean"], ["one", "more", "thing"]]
    /// Verbs a command starts with: with one of them first, a "?" is only a polite tone
    /// ("add 12 for lunch?").
    static let commandVerbs: Set<String> = [
        "add", "record", "log", "put", "set", "transfer", "move", "pay", "split", "delete", "remove", "change", "undo",
        "redo", "create", "make", "rename", "merge", "import", "export", "track", "note", "mark", "cancel", "pause",
        "resume", "use", "switch", "call", "always", "forget", "save", "send", "bring", "restore", "reinstate", "edit", "fix",
        "correct", "update", "stop", "start", "drop", "clear", "halve",
    ]
    /// Who an inverted auxiliary asks about: "didn't I pay rent" asks, "don't need it" tells.
    static let subjects: Set<String> = ["i", "you", "we", "they", "he", "she", "it", "u", "there", "that", "this"]
    /// Words that ask wherever they stand in a line.
    static let askingWords: Set<String> = ["how", "why", "what", "which", "whats", "what's"]
    /// Words after which "what" starts the name of a thing ("towards what I owe her").
    static let relativeLeads: Set<String> = ["towards", "toward", "against", "off", "of", "for", "on", "from"]
    /// What "can I", "could we"… may start and still ask Buddy to do something: "can I get a
    /// chart", "could I have my transactions as a csv". Moving money is not among them: "can I
    /// take 200 out of savings" asks whether one can.
    static let ownRequests: Set<String> = ["get", "have", "see", "view", "look", "ask", "enter", "write", "say", "tell", "change", "undo", "wire",
                                              "initiate", "schedule", "do", "open", "close", "order",
                                              "upload", "download", "load"]
    /// What may follow "can you", "could I"… and still make a question rather than a request.
    static let askingVerbs: Set<String> = ["afford", "see", "know", "tell", "check", "find", "show", "spend"]

    /// Whether `line` (with its tokens) is a question.
    ///
    /// "Can you add 12 for lunch" and "could I pay my water bill" are requests; "can I afford a
    /// 300 dishwasher" is a question, as is any line starting with a question word or an
    /// inverted auxiliary ("did I…", "have I…") but a clause of when ("when I say brekkie I mean
    /// food"), or with "how", "why", "what" or "which" anywhere
    /// unless a command verb starts it, or ending in "yet", or in "?" unless a command verb starts it.
    /// Show, list and tell start questions too: they ask to see records, never to change them.
    public static func isQuestion(_ line: String, tokens: [String]) -> Bool {
        var words = tokens[...]
        while words.count > 1 {
            if let first = words.first, openers.contains(first) {
                words = words.dropFirst()
            } else if let phrase = openerPhrases.first(where: { words.count > $0.count && words.starts(with: $0) }) {
                words = words.dropFirst(phrase.count)
            } else {
                break
            }
        }
        guard let first = words.first else { return false }
        // "not sure if i paid netflix", "wondering if sam paid me back": a doubt asks.
        if doubtingStarts.contains(where: { words.count > $0.count && words.starts(with: $0) }) { return true }
        if ["can", "could", "would", "will", "may"].contains(first), words.count > 2,
           ["you", "i", "we", "u"].contains(words[words.startIndex + 1]) {
            let verb = words[words.startIndex + 2]
            // "Can you add…" asks Buddy to do something; "can I buy a 900 phone" and "could we
            // swing a trip" ask whether one can, unless what follows is Buddy's own command
            // ("can I pay my water bill", "could I add a bill").
            if ["you", "u"].contains(words[words.startIndex + 1]) { return askingVerbs.contains(verb) }
            // "can I get a 900 laptop" asks whether one can, as "can I get my transactions" and
            // "can I get a spreadsheet" do not.
            let thing = words.count > 3 && ["a", "an"].contains(words[words.startIndex + 3])
                && words.dropFirst(4).contains { $0.contains(where: \.isNumber) }
            return askingVerbs.contains(verb) || !commandVerbs.contains(verb) && (!Self.ownRequests.contains(verb) || thing && ["get", "have"].contains(verb))
        }
        // "would a 200 dinner put me over budget", "should I budget 50 for shopping", "will that
        // leave me short": a modal first asks whether (requests to Buddy are read above).
        // ("should be 18" puts right what was said; "will owes me 20" is about someone called Will.)
        if modalStarts.contains(first), words.count > 2 {
            let next = words[words.startIndex + 1]
            let correcting = ["should", "shouldve", "should've"].contains(first) && ["be", "have", "of", "been"].contains(next)
            let named = ["will", "can"].contains(first) && !subjects.contains(next) && !["i", "we", "you", "u"].contains(next)
                && !endsWithQuestionMark(line)
            if !correcting, !named { return true }
        }
        // "i paid 1650 for rent on the 1st, right": a tag after a comma asks whether it is so
        // ("undo that, 28 was right" does not).
        if words.count > 3, let last = words.last, tagQuestions.contains(last), endsWithATag(line, last) { return true }
        // "Do not need a shopping budget anymore": a negation starts a statement; "didn't I pay
        // rent" asks, as its subject follows.
        if questionStarts.contains(first), words.count > 2, words[words.startIndex + 1] == "not",
           !subjects.contains(words[words.startIndex + 2]) {
            return words.dropFirst(2).contains(where: askingWords.contains) && !commandVerbs.contains(words[words.startIndex + 2])
                || endsWithQuestionMark(line)
        }
        // "when I say brekkie I mean food": a clause of when, then what to do, tells; "when do I
        // get paid" and "when I get paid?" ask.
        if ["when", "whenever"].contains(first), words.count > 3, ["i", "we"].contains(words[words.startIndex + 1]),
           !questionStarts.contains(words[words.startIndex + 2]), !["will", "can", "should", "would", "could"].contains(words[words.startIndex + 2]),
           !endsWithQuestionMark(line) {
            return words.dropFirst(3).contains(where: askingWords.contains)
        }
        // "had pho w the team 21 dollars": "had" asks only before who had ("had I paid rent").
        let hadAsAVerb = first == "had" && words.count > 1 && !subjects.contains(words[words.startIndex + 1])
            && !endsWithQuestionMark(line)
        if questionStarts.contains(first), !hadAsAVerb { return true }
        // A question asked after a clause of its own ("if I have 20,000 yen, how much is that in
        // usd", "500 dollars equals what in pesos"); a command verb first keeps a command.
        // "sam sent me 10 towards what he owes": "what" after a word of place, before who owes,
        // is the thing, not a question.
        let asks = words.indices.contains { i in
            askingWords.contains(words[i]) && !(words[i] == "what" && i > words.startIndex && i + 1 < words.endIndex
                                                && relativeLeads.contains(words[i - 1]) && subjects.contains(words[i + 1]))
        }
        if !commandVerbs.contains(first), asks { return true }
        // "water bill paid yet": a line that ends in "yet" asks (not "not yet").
        if words.last == "yet", words.count > 1, words[words.endIndex - 2] != "not" { return true }
        let ends = endsWithQuestionMark(line)
        // "put money in the vacation fund this month?" asks whether it was done: a command
        // verb with a question mark asks when the line says when, or "already".
        return ends && (!commandVerbs.contains(first) || saysWhenItWasDone(words))
    }

    /// Whether `words` say a time something was done by: "already", "today", "yesterday",
    /// "this week", "last month".
    private static func saysWhenItWasDone(_ words: ArraySlice<String>) -> Bool {
        words.contains { ["already", "today", "yesterday", "tonight"].contains($0) }
            || zip(words, words.dropFirst()).contains { ["this", "last"].contains($0) && ["week", "month", "year", "weekend", "time"].contains($1) }
    }

    /// What a line that asks by doubting starts with: "not sure if", "wondering whether".
    static let doubtingStarts: [[String]] = [
        ["not", "sure", "if"], ["not", "sure", "whether"], ["wondering", "if"], ["wondering", "whether"], ["i", "wonder", "if"],
        ["i", "wonder", "whether"], ["i'm", "not", "sure", "if"], ["im", "not", "sure", "if"], ["i", "am", "not", "sure", "if"],
    ]

    /// Words that suppose, plan, wish or doubt wherever they stand: a line with one records
    /// nothing that happened ("i might spend 60 on shoes", "warn me if dining goes over 200").
    static let unsureWords: Set<String> = [
        "might", "maybe", "perhaps", "if", "whether", "hypothetically", "planning", "gonna", "wish", "hope", "hoping",
        "considering", "suppose", "supposing", "test", "testing", "warn", "alert", "notify", "remind", "thinking",
    ]
    /// Phrases of several words that do the same: "not sure", "or not", "going to buy".
    static let unsurePhrases: [[String]] = doubtingPhrases + buyingLater + payingLater
    private static let doubtingPhrases: [[String]] = [
        ["not", "sure"], ["or", "not"], ["thinking", "of"], ["thinking", "about"], ["plan", "to"], ["plans", "to"], ["meant", "to"],
        ["about", "to"], ["let", "me", "know"], ["tell", "me", "if"], ["tell", "me", "when"], ["should", "i"], ["could", "i"],
        ["remember", "when"],
        // Denied or only supposed: "i wouldn't spend 40 on shoes", "i hadn't paid the 50".
        ["would", "not"], ["had", "not"], ["have", "not"],
    ]
    private static let buyingLater: [[String]] = ["going to", "want to", "wanna", "would like to", "will", "i'll", "ill", "gotta", "need to"].flatMap { lead in
        ["spend", "buy", "get", "cost", "splurge"].map { lead.split(separator: " ").map(String.init) + [$0] }
    }
    /// "i will pay 1650 rent on dec 1" pays nothing yet ("I want to pay my netflix bill" asks to).
    private static let payingLater: [[String]] = [["will", "pay"], ["going", "to", "pay"], ["i'll", "pay"], ["ill", "pay"], ["will", "be", "paying"]]

    /// Whether `tokens` suppose, plan, wish or doubt rather than tell what happened: "i might
    /// spend 60 on shoes tomorrow", "I never paid 15.99 for netflix" ("never mind" aside),
    /// "planning to buy a 900 laptop", "spent 50 on groceries today or not", "test 123".
    public static func isUnsure(_ tokens: [String]) -> Bool {
        for (index, word) in tokens.enumerated() {
            if unsureWords.contains(word) { return true }
            if word == "never", tokens.dropFirst(index + 1).first != "mind" { return true }
        }
        return unsurePhrases.contains { tokens.contains($0) }
    }

    /// Whether `tokens` hold an amount said as a bound, one of `bounds` just before it ("over
    /// $50", "more than 100"): a line with one looks for records, and never records one.
    public static func boundsAnAmount(_ tokens: [String], bounds: [[String]]) -> Bool {
        for (index, token) in tokens.enumerated() where isAnAmount(token) {
            if bounds.contains(where: { !$0.isEmpty && index >= $0.count && tokens[(index - $0.count)..<index].elementsEqual($0) }) { return true }
        }
        return false
    }

    /// Whether `tokens` hold an amount with one of `words` right after it ("only 60 left in
    /// cash", "30 remaining"): what remains, not a price.
    public static func saysWhatRemains(_ tokens: [String], words: [[String]]) -> Bool {
        for (index, token) in tokens.enumerated() where isAnAmount(token) {
            if words.contains(where: { !$0.isEmpty && tokens[(index + 1)...].starts(with: $0) }) { return true }
        }
        return false
    }

    /// Whether `token` is an amount: a number, perhaps with a currency's sign and a "k" ("up to
    /// 42nd street" holds none).
    private static func isAnAmount(_ token: String) -> Bool {
        token.first.map({ $0.isNumber || "$£€".contains($0) }) == true
            && token.drop(while: { "$£€".contains($0) }).dropLast(token.hasSuffix("k") ? 1 : 0).allSatisfy({ $0.isNumber || $0 == "." || $0 == "," })
    }

    /// Words that put what a line asks about ahead of today wherever they stand.
    static let futureWords: Set<String> = [
        "what'll", "whatll", "i'll", "it'll", "itll", "gonna", "projected", "projection", "forecast", "forecasted", "predicted",
        "prediction", "predict", "project",
    ]
    /// Words after which "will" speaks of the future ("what will", "how much will", "i will");
    /// first in a line, "will" does so before one of ``subjects`` ("will I have…"), not before a
    /// name's verb ("will owes me 20").
    private static let beforeWill: Set<String> = ["what", "how", "much", "many", "when", "where", "which", "i", "we", "it", "that",
                                                  "there", "you", "balance", "worth", "savings", "checking", "account", "accounts", "card"]

    /// Whether `tokens` ask about the future: "what will my net worth be on new year's eve", "how
    /// much will I have in checking on dec 1", "projected savings by end of year", "am i going to
    /// go over". Bare names of days and months then point forward.
    public static func speaksOfTheFuture(_ tokens: [String]) -> Bool {
        for (index, token) in tokens.enumerated() {
            if futureWords.contains(token) { return true }
            if token == "going", index + 1 < tokens.count, tokens[index + 1] == "to" { return true }
            if token == "will" {
                if index > 0, beforeWill.contains(tokens[index - 1]) { return true }
                if index == 0, index + 1 < tokens.count, subjects.contains(tokens[index + 1]) { return true }
            }
        }
        return false
    }

    /// Verbs of spending that, asked about with "did", "was" or "were", look back: "did I go over
    /// on food in october", "was I over budget in september".
    private static let spendingVerbs: Set<String> = ["went", "gone", "spend", "spent", "overspend", "overspent", "blow", "blew",
                                                     "exceed", "exceeded", "stay", "stayed"]

    /// Whether `tokens` ask about spending that is over: a question led by "did", "was" or "were"
    /// (after openers) with a verb of spending ("did I go over on food in october"). Bare names of
    /// days and months then point back, whatever the intent plans for; "did I set a budget for
    /// december" still points ahead.
    public static func speaksOfThePast(_ tokens: [String]) -> Bool {
        let words = tokens.dropFirst(openerCount(tokens))
        guard let first = words.first, ["did", "didn't", "didnt", "was", "wasn't", "wasnt", "were", "weren't", "werent"].contains(first),
              !speaksOfTheFuture(tokens) else { return false }
        let rest = Array(words.dropFirst())
        return rest.contains(where: spendingVerbs.contains) || zip(rest, rest.dropFirst()).contains { $0 == "go" && $1 == "over" }
    }

    /// Whether `line` ends with `tag` said after a comma: "…, right", "…, right?".
    private static func endsWithATag(_ line: String, _ tag: String) -> Bool {
        var rest = Substring(line.lowercased()).trimmingCharacters(in: .whitespaces)
        while let last = rest.last, last == "?" || last == "!" || last == "." { rest.removeLast() }
        guard rest.hasSuffix(tag) else { return false }
        return rest.dropLast(tag.count).trimmingCharacters(in: .whitespaces).hasSuffix(",")
    }

    /// Whether `line`, trimmed of white space, ends with a question mark; a line of ASCII is
    /// looked at byte by byte from its end.
    static func endsWithQuestionMark(_ line: String) -> Bool {
        let bytes = line.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return line.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("?") }
        // The ASCII white space and line ends: tab, line feed, vertical tab, form feed, carriage return, space.
        let last = bytes.reversed().first { !(0x09...0x0D).contains($0) && $0 != 0x20 }
        return last == UInt8(ascii: "?")
    }
}
