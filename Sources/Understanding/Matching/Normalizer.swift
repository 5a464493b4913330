/// Turns a typed line into the lower-case tokens the grammars are written in.
///
/// Curly quotes become straight, contractions are expanded ("what's" → "what is"), punctuation
/// around words goes, and the marks inside amounts and dates stay ("$12.50", "1,200", "3/15").
public enum Normalizer {
    private static let contractions: [String: [String]] = [
        "what's": ["what", "is"], "whats": ["what", "is"], "how's": ["how", "is"], "hows": ["how", "is"],
        "where's": ["where", "is"], "when's": ["when", "is"], "who's": ["who", "is"], "that's": ["that", "is"],
        "it's": ["it", "is"], "there's": ["there", "is"], "here's": ["here", "is"],
        "i'm": ["i", "am"], "im": ["i", "am"], "i've": ["i", "have"], "ive": ["i", "have"],
        "i'd": ["i", "would"], "i'll": ["i", "will"], "you're": ["you", "are"], "we've": ["we", "have"],
        "they've": ["they", "have"], "theyve": ["they", "have"], "they're": ["they", "are"], "we're": ["we", "are"],
        "you've": ["you", "have"], "weren't": ["were", "not"], "hadn't": ["had", "not"], "shouldn't": ["should", "not"],
        "couldn't": ["could", "not"], "wouldn't": ["would", "not"],
        "didn't": ["did", "not"], "didnt": ["did", "not"], "don't": ["do", "not"], "dont": ["do", "not"],
        "doesn't": ["does", "not"], "haven't": ["have", "not"], "hasn't": ["has", "not"], "isn't": ["is", "not"],
        "aren't": ["are", "not"], "wasn't": ["was", "not"], "can't": ["can", "not"], "cannot": ["can", "not"],
        "won't": ["will", "not"], "let's": ["let", "us"], "y'all": ["you", "all"],
        "how'd": ["how", "did"], "what'd": ["what", "did"], "where'd": ["where", "did"], "who'd": ["who", "did"],
        "why'd": ["why", "did"], "when'd": ["when", "did"], "how're": ["how", "are"], "what're": ["what", "are"],
        "thx": ["thanks"], "ty": ["thank", "you"], "pls": ["please"], "plz": ["please"], "u": ["you"], "ur": ["your"],
        "hw": ["how"], "wat": ["what"], "wht": ["what"], "whn": ["when"], "abt": ["about"], "cuz": ["because"],
        "tho": ["though"], "rn": ["right", "now"], "ppl": ["people"], "shld": ["should"], "shud": ["should"], "wld": ["would"],
        "cld": ["could"], "em": ["them"], "'em": ["them"],
        // A dropped "g": "whats comin out this week".
        "comin": ["coming"], "goin": ["going"], "doin": ["doing"], "nothin": ["nothing"], "somethin": ["something"],
        "anythin": ["anything"], "spendin": ["spending"], "gettin": ["getting"], "payin": ["paying"], "lookin": ["looking"],
        "savin": ["saving"], "makin": ["making"], "headin": ["heading"],
    ]

    /// Marks kept inside words besides letters and digits.
    private static let kept: Set<Character> = ["$", "€", "£", "¥", "¢", ".", ",", "/", "-", ":", "'", "%", "&", "#", "+"]

    /// Marks taken off the ends of words (all ASCII, so they can be trimmed byte by byte).
    private static let trimmed: [Bool] = {
        var table = Array(repeating: false, count: 128)
        for mark in ".,'-:/+&#%".utf8 { table[Int(mark)] = true }
        return table
    }()

    /// The line's tokens, lower case, in order.
    public static func tokens(_ line: String) -> [String] {
        var result: [String] = []
        var slashAfter = -1
        // "500 savings -> checking": an arrow says where the money went.
        var said = line.contains(">") || line.contains("<-") || line.contains("→") || line.contains("⇒") || line.contains("←") ? arrowsAsWords(line) : line
        if said.contains("@") { said = atSignsAsWords(said) }
        let text = cleaned(said)
        var start = 0
        while start < text.count {
            guard text[start] != space else {
                start += 1
                continue
            }
            var end = start
            while end < text.count, text[end] != space { end += 1 }
            var word = text[start..<end]
            start = end
            // "w/ the visa", "w/o tip", "b/c": shorthand whose slash is part of the word.
            if let spelled = slashShorthand[String(decoding: word, as: UTF8.self)] {
                result.append(spelled)
                continue
            }
            // "10%": a share, said as "10 percent", so that it is never read as money.
            let percent = word.count > 1 && word.last == UInt8(ascii: "%") && isDigit(word[word.endIndex - 2])
            while word.count > 1, isTrimmed(word.last!) { word = word.dropLast() }
            if percent {
                result.append(String(decoding: word, as: UTF8.self))
                result.append("percent")
                continue
            }
            // "13.99/mo", "$45/month": a price per unit of time, said with words ("13.99 a month").
            if let slash = word.firstIndex(of: slash), slash > word.startIndex,
               let unit = perUnit[String(decoding: word[(slash + 1)...], as: UTF8.self)],
               word[..<slash].contains(where: isDigit), word[..<slash].allSatisfy({ isDigit($0) || "$€£.,".utf8.contains($0) }) {
                result.append(String(decoding: word[..<slash], as: UTF8.self))
                result += ["a", unit]
                continue
            }
            // A leading point or minus stays before a number: ".5", "-5", "-$5".
            while word.count > 1, isTrimmed(word.first!),
                  !(word.first == dot && isDigit(word[word.startIndex + 1])),
                  !(word.first == dash && (isDigit(word[word.startIndex + 1]) || word[word.startIndex + 1] == UInt8(ascii: "$"))) {
                word = word.dropFirst()
            }
            if word.count == 1, word.first == slash {
                // "2 / 15" is the date "2/15"; a slash anywhere else is punctuation.
                slashAfter = result.count
                continue
            }
            // "12 + 3", "12+3": a sum, said with the word ("12 plus 3").
            if word.count == 1, word.first == UInt8(ascii: "+") {
                result.append("plus")
                continue
            }
            // "food % of income": a share, said with the word.
            if word.count == 1, word.first == UInt8(ascii: "%") {
                result.append("percent")
                continue
            }
            if word.contains(UInt8(ascii: "+")) {
                let parts = word.split(separator: UInt8(ascii: "+"), omittingEmptySubsequences: false)
                if parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { isDigit($0) || $0 == dot } && isDigit($0.first!) }) {
                    for (k, part) in parts.enumerated() { result += (k == 0 ? [] : ["plus"]) + [String(decoding: part, as: UTF8.self)] }
                    continue
                }
            }
            guard !(word.count == 1 && isTrimmed(word.first!) && word.first != dash) else { continue }
            if slashAfter == result.count, let previous = result.last, previous.utf8.allSatisfy(isDigit),
               word.allSatisfy(isDigit) {
                result[result.count - 1] = previous + "/" + String(decoding: word, as: UTF8.self)
                continue
            }
            var token = String(decoding: word, as: UTF8.self)
            if token.hasSuffix("'s"), contractions[token] == nil { token = String(token.dropLast(2)) }
            if let expansion = contractions[token] {
                result.append(contentsOf: expansion)
            } else if token == "n", start < text.count, result.last != "in", result.last != "rock" {
                // "n last month", "my budget n how much is left": "n" between words is "and" ("in n
                // out", "rock n roll" are names).
                result.append("and")
            } else {
                result.append(token)
            }
        }
        // "do i owe anyone atm": at the end of a line, after no word that points at a machine and
        // no amount, "atm" is "at the moment" ("cash from the atm", "find atm", "took 40 out atm",
        // "60 atm" keep it).
        if result.count > 1, result.last == "atm", !atmPointers.contains(result[result.count - 2]),
           !result[result.count - 2].contains(where: \.isNumber) {
            result.removeLast()
            result += ["right", "now"]
        }
        // "it's been upped to 8000": "'s" before "been" is "has".
        for index in result.indices.dropLast() where result[index] == "is" && result[index + 1] == "been" { result[index] = "has" }
        return learnersEnglish(result)
    }

    /// Two slips of people writing English as another language, said as the grammar says them:
    /// "how many money i spend" is "how much money i spend", and "i want save 1000" "i want to
    /// save 1000" ("i need pay rent" is left as said: "need to" would say it is still to do).
    private static func learnersEnglish(_ tokens: [String]) -> [String] {
        guard tokens.count > 2 else { return tokens }
        var result: [String] = []
        result.reserveCapacity(tokens.count + 1)
        for (index, token) in tokens.enumerated() {
            if token == "many", index > 0, tokens[index - 1] == "how", index + 2 < tokens.count, tokens[index + 1] == "money",
               moneyAsked.contains(tokens[index + 2]) {
                result.append("much")
                continue
            }
            result.append(token)
            if ["want", "like"].contains(token), index + 1 < tokens.count, baseVerbs.contains(tokens[index + 1]),
               index > 0, ["i", "we"].contains(tokens[index - 1]) {
                result.append("to")
            }
        }
        return result
    }

    /// Words after "how many money" that ask an amount ("how many money i spend"), not a count of
    /// money transfers or payments.
    private static let moneyAsked: Set<String> = ["i", "we", "did", "do", "does", "have", "has", "had", "is", "was", "spent", "spend",
                                                  "left", "in", "on", "for", "cost", "costs", "make", "made", "earn", "earned", "save", "saved"]

    /// Verbs said after "i want" that want a "to" before them.
    private static let baseVerbs: Set<String> = ["save", "see", "know", "add", "put", "set", "make", "pay", "spend", "remove", "delete",
                                                 "change", "import", "export", "move", "check", "record", "transfer", "send", "create",
                                                 "start", "stop", "cancel", "pause", "split", "buy", "look", "find", "track"]

    /// Words after which a last "atm" is the machine.
    private static let atmPointers: Set<String> = ["the", "an", "a", "any", "at", "nearest", "closest", "nearby", "local", "bank", "my", "that", "this", "which", "from", "to", "use", "cash", "out", "find", "search", "show", "list"]

    /// `line` with each arrow written as a word: `->`, `=>`, `→` and `⇒` as "to", `<-` and `←` as
    /// "from" ("savings <- checking 500" is money from checking to savings).
    private static func arrowsAsWords(_ line: String) -> String {
        let to = ["->", "=>", "→", "⇒"].reduce(line) { $0.replacingOccurrences(of: $1, with: " to ") }
        return ["<-", "←"].reduce(to) { $0.replacingOccurrences(of: $1, with: " from ") }
    }

    /// `line` with an at sign before a price written as the word: "4 tacos @ 3", "2 @ $5" ("@"
    /// elsewhere, as in a handle, is no word).
    private static func atSignsAsWords(_ line: String) -> String {
        line.replacing(/@\s*(?=[0-9$€£.])/, with: " at ")
    }

    /// The units of time written after a price and a slash ("/mo"), as words.
    private static let perUnit = ["mo": "month", "mth": "month", "month": "month", "yr": "year", "year": "year", "wk": "week", "week": "week",
                                  "day": "day", "d": "day"]

    /// Shorthand written with a slash, as the word it stands for.
    private static let slashShorthand = ["w/": "with", "w/o": "without", "b/c": "because"]

    private static let space = UInt8(ascii: " ")
    private static let dot = UInt8(ascii: ".")
    private static let slash = UInt8(ascii: "/")
    private static let dash = UInt8(ascii: "-")

    private static func isTrimmed(_ byte: UInt8) -> Bool { byte < 128 && trimmed[Int(byte)] }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The line in lower case as UTF-8, with every character that is not a letter, a digit or a
    /// kept mark turned into a space, and curly quotes and dashes made plain.
    private static func cleaned(_ line: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count + 8)
        if line.utf8.allSatisfy({ $0 < 128 }) {
            // Plain ASCII, the usual case: one byte at a time.
            for byte in line.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                case UInt8(ascii: "`"): bytes.append(UInt8(ascii: "'"))
                default: bytes.append(byte == UInt8(ascii: "$") || isTrimmed(byte) ? byte : space)
                }
            }
            return bytes
        }
        for ch in line.lowercased() {
            switch ch {
            case "\u{2018}", "\u{2019}", "`", "´": bytes.append(UInt8(ascii: "'"))
            case "\u{201C}", "\u{201D}": bytes.append(space)
            case "\u{2013}", "\u{2014}": bytes += [space, dash, space]
            // The minus sign of typeset text: "−5" is "-5".
            case "\u{2212}": bytes.append(dash)
            default:
                if ch.isLetter || ch.isNumber || kept.contains(ch) { bytes += ch.utf8 } else { bytes.append(space) }
            }
        }
        return bytes
    }

    /// The tokens joined by single spaces: the canonical form of a phrase.
    public static func canonical(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }
}
