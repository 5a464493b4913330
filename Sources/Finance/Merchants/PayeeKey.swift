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
        for scalar in folded(text).unicodeScalars {
            if apostrophes.contains(scalar) { continue }
            if CharacterSet.alphanumerics.contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
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

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{2018}", "`", "\u{00B4}"]

    /// Lower case without accents; "ß" is "ss".
    static func folded(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).replacingOccurrences(of: "ß", with: "ss")
    }

    /// "#123", "0423": a store or terminal number.
    private static func isStoreNumber(_ word: String) -> Bool {
        let body = word.hasPrefix("#") ? word.dropFirst() : Substring(word)
        return !body.isEmpty && body.allSatisfy(\.isNumber)
    }
}
