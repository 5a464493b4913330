import BuddyCore

/// Reads whole numbers written as words or digits: "three", "twenty five", "one hundred and
/// twenty", "1,200", "2nd", "third".
public enum NumberWords {
    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30,
    ]

    /// The words numbers are written with, for typo correction ("twnety").
    public static var words: Set<String> {
        Set(units.keys).union(tens.keys).union(ordinals.keys).union(["hundred", "thousand"])
    }

    /// Numbers are read below a billion.
    private static let largest = 1_000_000_000

    /// A whole number starting at `index`: its value and how many tokens it used.
    ///
    /// Digits are one token ("1,200" included); words may run over several ("two hundred and five").
    public static func cardinal(_ tokens: [String], at index: Int) -> (value: Int, length: Int)? {
        guard index < tokens.count else { return nil }
        let first = tokens[index]
        if let byte = first.utf8.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            guard DigitGrouping.isValid(first) else { return nil }
            let digits = first.utf8.contains(UInt8(ascii: ",")) ? first.filter { $0 != "," } : first
            guard digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let value = Int(digits), value < largest else { return nil }
            return (value, 1)
        }
        var total = 0
        var current = 0
        var length = 0
        var sawNumber = false
        var i = index
        while i < tokens.count {
            let word = tokens[i]
            // "twenty-five" written with its hyphen.
            if let dash = word.firstIndex(of: "-"), current % 100 == 0, let t = tens[String(word[..<dash])],
               let u = units[String(word[word.index(after: dash)...])], (1...9).contains(u) {
                current += t + u
            } else if let u = units[word] {
                current += u
            } else if let t = tens[word] {
                // "twelve fifty" is no number (it is a price: see AmountParser); "two hundred fifty" is.
                guard current % 100 == 0 else { break }
                current += t
                if i + 1 < tokens.count, let u = units[tokens[i + 1]], u < 10, u > 0 {
                    current += u
                    i += 1
                }
            } else if word == "hundred", sawNumber {
                // As with digits, no number of a billion or more ("a hundred hundred hundred …").
                guard max(current, 1) < largest / 100 else { break }
                current = max(current, 1) * 100
            } else if word == "thousand", sawNumber {
                guard max(current, 1) < largest / 1000, total < largest - max(current, 1) * 1000 else { break }
                total += max(current, 1) * 1000
                current = 0
            } else if word == "and", sawNumber, i + 1 < tokens.count,
                      units[tokens[i + 1]] != nil || tens[tokens[i + 1]] != nil {
                i += 1
                continue
            } else if (word == "a" || word == "an"), !sawNumber, i + 1 < tokens.count,
                      ["hundred", "thousand"].contains(tokens[i + 1]) {
                current = 1
            } else {
                break
            }
            sawNumber = true
            i += 1
            length = i - index
        }
        guard sawNumber, length > 0, total + current < largest else { return nil }
        return (total + current, length)
    }

    /// An ordinal at `index` ("3rd", "third", "21st", "twenty first"): its value and length.
    public static func ordinal(_ tokens: [String], at index: Int) -> (value: Int, length: Int)? {
        guard index < tokens.count else { return nil }
        let word = tokens[index]
        if let byte = word.utf8.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
                if let value = Int(word.dropLast(2)) { return (value, 1) }
            }
        }
        if let value = ordinals[word] { return (value, 1) }
        if let t = tens[word], index + 1 < tokens.count, let u = ordinals[tokens[index + 1]], u < 10 {
            return (t + u, 2)
        }
        return nil
    }

    /// A position in a list at `index`: an ordinal counts from the start ("second" is 2), and a
    /// place counted from the end is negative ("last" and "final" are −1; "second last", "second
    /// to last", "last but one" and "penultimate" are −2). In a list read from the top, "top" is
    /// the first and "bottom" the last.
    public static func position(_ tokens: [String], at index: Int) -> (value: Int, length: Int)? {
        guard index < tokens.count else { return nil }
        func word(_ offset: Int) -> String? { index + offset < tokens.count ? tokens[index + offset] : nil }
        switch tokens[index] {
        case "top":
            return (1, 1)
        case "last", "final", "bottom":
            return word(1) == "but" && word(2) == "one" ? (-2, 3) : (-1, 1)
        case "penultimate":
            return (-2, 1)
        default:
            guard let (n, length) = ordinal(tokens, at: index) else { return nil }
            if ["last", "final"].contains(word(length)) { return (-n, length + 1) }
            if word(length) == "to", ["last", "final"].contains(word(length + 1)) { return (-n, length + 2) }
            return (n, length)
        }
    }
}
