import Foundation

/// The forms of a payee's name that matching compares, so that "Trader Joe's", "TRADER JOE'S"
/// and "trader joes" are one payee.
public enum PayeeKey {
    /// The words of `text`: lower case, accents and apostrophes dropped ("Joe's" is "joes",
    /// "Café" is "cafe", "Straße" is "strasse"), any other character that is not a letter or a
    /// digit a break between words.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        let alphanumerics = CharacterSet.alphanumerics
        for scalar in folded(text).unicodeScalars {
            if apostrophes.contains(scalar) { continue }
            if isAlphanumeric(scalar, in: alphanumerics) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Whether `scalar` is a letter or a digit: told from its value for ASCII (the set's getter
    /// and look-up cost Foundation some thousand instructions, and a merchant list has thousands
    /// of names), else by `alphanumerics`, which holds the same ASCII letters and digits.
    private static func isAlphanumeric(_ scalar: Unicode.Scalar, in alphanumerics: CharacterSet) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0..<0x80: false
        default: alphanumerics.contains(scalar)
        }
    }

    /// The words run together ("traderjoes"): spacing and punctuation count for nothing.
    public static func compact(_ text: String) -> String {
        words(text).joined()
    }

    /// What a question's payee is matched by: its letters and digits in lower case, without a
    /// store number after the name ("Trader Joe's #123", "TRADER JOE 0423" → "traderjoe"). Accents
    /// are kept, as the store keeps them.
    public static func searchKey(_ name: String) -> String {
        var parts = name.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        while parts.count > 1, let last = parts.last, isStoreNumber(last) { parts.removeLast() }
        if parts.count > 1, let last = parts.last, ["store", "#", "no", "nr"].contains(last) { parts.removeLast() }
        return String(parts.joined().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// The SQL expression that gives `column`'s text in the form ``searchKey(_:)`` compares with:
    /// lower case, without spaces, apostrophes and the punctuation names are written with.
    static func sql(_ column: String) -> String {
        sqlRemoved.reduce("lower(\(column))") { expression, character in
            "replace(\(expression), '\(character == "'" ? "''" : character)', '')"
        }
    }

    /// What ``sql(_:)`` takes out of a stored name.
    static let sqlRemoved = [" ", "'", "\u{2019}", ".", "-", "&", ","]

    /// Whether a question about the payee `text` is looked for as written rather than by its
    /// ``searchKey(_:)``: when the key is empty, or is two letters or less once the marks written
    /// inside the name are gone ("a&w" is only A&W, never every name with "aw" in it).
    public static func looksAsWritten(_ text: String) -> Bool {
        let key = searchKey(text)
        return key.isEmpty || key.count <= 2 && text.unicodeScalars.contains(where: nameMarks.contains)
    }

    /// The marks written inside a name ("A&W", "St. John's"), which its search key leaves out.
    private static let nameMarks: Set<Unicode.Scalar> = ["&", "'", ".", "\u{2019}"]

    /// Whether a question about the payee `text` ("trader joes") finds a row stored with the
    /// payee `name` ("Trader Joe's"), as ``TransactionFilter`` finds rows: `name` in lower case
    /// (ASCII letters only, as SQLite's `lower` writes it) and without the characters of
    /// ``sqlRemoved`` contains ``searchKey(_:)`` of `text`. A text looked for as written
    /// (``looksAsWritten(_:)``) is found as written, ignoring the case of ASCII letters.
    public static func finds(_ text: String, in name: String) -> Bool {
        guard !looksAsWritten(text) else { return !text.isEmpty && asciiLowercased(name).contains(asciiLowercased(text)) }
        let key = searchKey(text)
        let stored = sqlRemoved.reduce(asciiLowercased(name)) { $0.replacingOccurrences(of: $1, with: "") }
        return stored.contains(key)
    }

    /// The text with its ASCII capitals in small letters and every other character as it is.
    private static func asciiLowercased(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "`", "\u{00B4}"]

    /// Lower case without accents; "ß" is "ss", and the letters no accent is taken from are
    /// written as banks write them without: "ø" is "o" ("Hjørnebakeriet" is "hjornebakeriet"),
    /// "æ" "ae", "œ" "oe", "ł" "l", "đ" "d".
    static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        guard folded.unicodeScalars.contains(where: { plainLetters[$0] != nil }) else { return folded }
        return folded.unicodeScalars.map { plainLetters[$0] ?? String($0) }.joined()
    }

    /// Letters written otherwise without their stroke or ligature, and "ß".
    private static let plainLetters: [Unicode.Scalar: String] = ["ß": "ss", "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d"]

    /// "#123", "0423": a store or terminal number.
    private static func isStoreNumber(_ word: String) -> Bool {
        let body = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
        return !body.isEmpty && body.allSatisfy(\.isNumber)
    }
}
