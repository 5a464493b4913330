import Finance

/// Lines for fuzzing the conversation: real sentences (the grammars' examples) and follow-ups,
/// mutated the ways people and pipes garble them. The same seed always gives the same lines.
struct FuzzLines {
    private var random: SeededGenerator
    private let sentences: [String]

    /// Lines made from `sentences`, drawn by a generator seeded with `seed`.
    init(seed: UInt64, sentences: [String]) {
        random = SeededGenerator(seed: seed)
        self.sentences = sentences
    }

    static let followUps = ["yes", "no", "the second one", "the first one", "undo", "redo", "and last month?", "what about rent?",
                            "delete that", "cancel", "why?", "show them", "change that to 14.20", "move it to groceries",
                            "that was yesterday", "help", "42", "Sam", "checking", "next month"]

    static let numbers = ["99999999999999999999", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "0", "-1",
                          "0.001", "1e308", "1,000,000,000,000,000", "000000000000000000001", "3.14159265358979", "NaN", "Infinity",
                          "12.345.678", "1,2,3", ".5", "5.", "--5", "+-3", "0x1F", "½",
                          // At the limit and just past it, and past 64 bits by a multiplier.
                          "1,000,000,000", "999999999.99", "1000000000.01", "18446744073709552k", "9223372036854775807k",
                          "92233720368547758m", "$9,223,372,036,854,775.807", "10000000000000"]

    /// Amounts in currencies other than the profile's, and money words in odd places.
    static let amounts = ["30 euros", "¥500", "€12,50", "£7", "500 yen", "12 CHF", "₿0.5", "$-5", "USD 5", "5 bucks", "twenty quid",
                          "9.99 euros", "EUR 9999999999999999", "1 cent", "0 dollars", "a million dollars", "a billion dollars",
                          "$999,999,999.99", "$1,000,000,000", "2000000 grand", "999999999999 cents", "$5 and 99999999999 cents"]

    static let dates = ["in January 0000", "on 0000-01-01", "on 2026-02-30", "on 31/02/2026", "99999 days ago", "since 1/1/1",
                        "in Q0", "in Q9 2026", "in 99999", "on the 0th", "between March 5 and March 1", "next 99999999 years",
                        "on March 32", "in the past 0 days", "on 9999-12-31", "in 1899", "July 0-15", "in the last 999999999 months",
                        "3000000 weeks ago", "on 12/31/99999", "since January 0000", "in December 2201"]

    static let odd = ["café", "☕", "trader joe’s", "\u{202E}evil", "zero\u{200B}width", "e\u{301}", "👨‍👩‍👧", "ＡＢＣ", "١٢٣", "ß",
                      "İstanbul", "\u{FEFF}", "\u{FFFD}", "'; DROP TABLE \"transaction\"; --", "%s%n", "{{amount}}", "\\", "\"", "`"]

    static let invalidUTF8: [[UInt8]] = [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0x80],
                                         [0xFE, 0xFF], [0xE2, 0x82]]

    /// Control characters and escape sequences (colour, clear screen, window title, the C1
    /// control sequence introducer), direction overrides, a byte-order mark and a zero-width
    /// space; never a newline, which would end the line.
    static let controls: [[UInt8]] = [[0x00], [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0x07], [0x08], [0x09], [0x0D], [0x7F], [0x1B], [0x0C],
                                      Array("\u{1B}[2J\u{1B}[H".utf8), Array("\u{1B}]0;pwned\u{07}".utf8), Array("\u{9B}31m".utf8),
                                      Array("\u{202E}".utf8), Array("\u{2066}".utf8), Array("\u{FEFF}".utf8), Array("\u{200B}".utf8)]

    /// The next line, as the bytes a pipe would carry (without the newline).
    mutating func next() -> [UInt8] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<3: return Array(["", " ", "\t", "   \t "][Int.random(in: 0..<4, using: &random)].utf8)
        case 3..<6: return huge()
        case 6..<16: return Array(pick(Self.followUps).utf8)
        default: break
        }
        var line = Array(pick(sentences).utf8)
        for _ in 0..<Int.random(in: 0...3, using: &random) { line = mutate(line) }
        return line
    }

    private mutating func mutate(_ line: [UInt8]) -> [UInt8] {
        var words = String(decoding: line, as: UTF8.self).split(separator: " ").map(String.init)
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            return Array(line.prefix(Int.random(in: 0...line.count, using: &random)))
        case 1:
            if let i = words.indices.filter({ words[$0].contains(where: \.isNumber) }).randomElement(using: &random) {
                words[i] = pick(Self.numbers)
            } else {
                words.append(pick(Self.numbers))
            }
        case 2:
            if let i = words.indices.filter({ words[$0].contains(where: \.isNumber) }).randomElement(using: &random) {
                words[i] = pick(Self.amounts)
            } else {
                words.insert(pick(Self.amounts), at: Int.random(in: 0...words.count, using: &random))
            }
        case 3:
            words.append(pick(Self.dates))
        case 4:
            return insert(pick(Self.invalidUTF8), into: line)
        case 5:
            return insert(pick(Self.controls), into: line)
        case 6:
            words.insert(pick(Self.odd), at: Int.random(in: 0...words.count, using: &random))
        case 7:
            words.shuffle(using: &random)
        case 8:
            if !words.isEmpty { words.remove(at: Int.random(in: 0..<words.count, using: &random)) }
        case 9:
            if let i = words.indices.randomElement(using: &random) { words.insert(words[i], at: i) }
        case 10:
            words += pick(sentences).split(separator: " ").map(String.init)
        default:
            return Array(String(decoding: line, as: UTF8.self).uppercased().utf8)
        }
        return Array(words.joined(separator: " ").utf8)
    }

    /// A line of about 5,000 bytes.
    private mutating func huge() -> [UInt8] {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return Array(String(repeating: pick(sentences) + " ", count: 5000 / 20).utf8.prefix(5000))
        case 1: return Array(("I spent " + String(repeating: "9", count: 5000) + " on food").utf8)
        case 2: return Array(("find " + String(repeating: "a", count: 5000)).utf8)
        default: return Array(String(repeating: "☕", count: 1700).utf8)
        }
    }

    private mutating func insert(_ bytes: [UInt8], into line: [UInt8]) -> [UInt8] {
        var line = line
        line.insert(contentsOf: bytes, at: Int.random(in: 0...line.count, using: &random))
        return line
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }
}
