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
        "didn't": ["did", "not"], "didnt": ["did", "not"], "don't": ["do", "not"], "dont": ["do", "not"],
        "doesn't": ["does", "not"], "haven't": ["have", "not"], "hasn't": ["has", "not"], "isn't": ["is", "not"],
        "aren't": ["are", "not"], "wasn't": ["was", "not"], "can't": ["can", "not"], "cannot": ["can", "not"],
        "won't": ["will", "not"], "let's": ["let", "us"], "y'all": ["you", "all"],
        "thx": ["thanks"], "ty": ["thank", "you"], "pls": ["please"], "plz": ["please"], "u": ["you"], "ur": ["your"],
    ]

    private static let kept: Set<Character> = ["$", "€", "£", "¥", "¢", ".", ",", "/", "-", ":", "'", "%", "&", "#", "+"]
    private static let trimmed: Set<Character> = [".", ",", "'", "-", ":", "/", "+", "&", "#", "%"]

    /// The line's tokens, lower case, in order.
    public static func tokens(_ line: String) -> [String] {
        var text = ""
        text.reserveCapacity(line.count)
        for ch in line.lowercased() {
            switch ch {
            case "\u{2018}", "\u{2019}", "`", "´": text.append("'")
            case "\u{201C}", "\u{201D}": text.append(" ")
            case "\u{2013}", "\u{2014}": text.append(" - ")
            default:
                text.append(ch.isLetter || ch.isNumber || kept.contains(ch) ? ch : " ")
            }
        }
        var result: [String] = []
        var slashAfter = -1
        for raw in text.split(separator: " ") {
            var word = Substring(raw)
            while word.count > 1, let last = word.last, trimmed.contains(last) { word = word.dropLast() }
            while word.count > 1, let first = word.first, trimmed.contains(first), !(first == "." && word.dropFirst().first?.isNumber == true) {
                word = word.dropFirst()
            }
            guard !word.isEmpty else { continue }
            if word == "/" {
                // "2 / 15" is the date "2/15"; a slash anywhere else is punctuation.
                slashAfter = result.count
                continue
            }
            guard !(word.count == 1 && trimmed.contains(word.first!) && word != "-") else { continue }
            if slashAfter == result.count, let previous = result.last, previous.allSatisfy(\.isASCIIDigitCharacter),
               word.allSatisfy(\.isASCIIDigitCharacter) {
                result[result.count - 1] = previous + "/" + word
                continue
            }
            var token = String(word)
            if token.hasSuffix("'s"), contractions[token] == nil { token = String(token.dropLast(2)) }
            if let expansion = contractions[token] {
                result.append(contentsOf: expansion)
            } else {
                result.append(token)
            }
        }
        return result
    }

    /// The tokens joined by single spaces: the canonical form of a phrase.
    public static func canonical(_ text: String) -> String {
        tokens(text).joined(separator: " ")
    }
}
