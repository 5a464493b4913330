import BuddyCore
import Foundation

/// How a statement writes which currency its money is in: an ISO 4217 code ("EUR") or a symbol
/// that belongs to one currency only ("€", "£"). A dollar sign says nothing: many currencies
/// write it.
enum CurrencyMarks {
    /// The codes ISO 4217 lists (so "ING" or "ABC" is not read as a currency).
    private static let codes = Set(Locale.commonISOCurrencyCodes)

    /// Symbols that name one currency.
    private static let symbols: [Character: String] = ["€": "EUR", "£": "GBP", "₹": "INR", "₩": "KRW", "₺": "TRY", "₽": "RUB", "₪": "ILS"]

    /// The currency `word` names as a code: upper case only unless `anyCase`, as a lower-case
    /// "all" or "top" in a name is a word and not a code.
    static func code<S: StringProtocol>(_ word: S, anyCase: Bool = false) -> Currency? {
        let text = word.trimmingCharacters(in: .whitespaces)
        guard text.count == 3, anyCase || text == text.uppercased(), codes.contains(text.uppercased()) else { return nil }
        return Currency(code: text)
    }

    /// The currency a word of a column's name says in full ("Débit euros", "Amount in pounds
    /// sterling"), or nil.
    static func word<S: StringProtocol>(_ word: S) -> Currency? {
        switch word.lowercased() {
        case "euro", "euros": Currency(code: "EUR")
        case "sterling": Currency(code: "GBP")
        default: nil
        }
    }

    /// The currency `text` names by a code or a symbol of its own ("(EUR)", "€"), or nil.
    static func unit<S: StringProtocol>(_ text: S) -> Currency? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let code = code(trimmed, anyCase: true) { return code }
        guard trimmed.count == 1, let code = symbols[trimmed.first!] else { return nil }
        return Currency(code: code)
    }

    /// The currency a money field is marked with ("€12.30", "EUR 9.99", "2.314,55 EUR"), or nil
    /// when it has no mark, only a dollar sign, or is not an amount.
    static func ofAmount(_ field: String) -> Currency? {
        // Most fields are plain numbers: only those with another character are looked at.
        guard field.utf8.contains(where: { byte in
            switch byte {
            case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "("),
                 UInt8(ascii: ")"), UInt8(ascii: " "), UInt8(ascii: "'"): false
            default: true
            }
        }) else { return nil }
        var found: Currency?
        for character in field where symbols[character] != nil {
            found = Currency(code: symbols[character]!)
        }
        for word in field.split(whereSeparator: { !$0.isLetter }) where word.count == 3 {
            if let code = code(word) { found = code }
        }
        guard let found, CSVAmount.parse(field, currency: found, mark: .point) != nil || CSVAmount.parse(field, currency: found, mark: .comma) != nil
        else { return nil }
        return found
    }
}
