import BuddyCore
import Foundation

/// The character a statement writes between whole units and cents.
public enum DecimalMark: String, Sendable {
    /// 1,234.56
    case point = "."
    /// 1.234,56 (most of Europe)
    case comma = ","

    /// Its name, for previews.
    public var name: String { self == .point ? "decimal point" : "decimal comma" }

    var groupSeparator: Character { self == .point ? "," : "." }
}

/// Reads an amount as banks write it in a CSV field: `-12.50`, `$1,200.00`, `(42.10)`, `+3`,
/// `1.234,56 €`, `12,50-`, `EUR 9.99`, `100.00 CR`.
enum CSVAmount {
    /// The mark the fields use for decimals, decided from all of them: a mark followed by one
    /// or two final digits, or the later of two marks, is a decimal mark; "1,234" alone says
    /// nothing. With no evidence either way, a point.
    static func decimalMark<S: Sequence>(of fields: S) -> DecimalMark where S.Element == String {
        var points = 0, commas = 0
        for field in fields {
            guard let mark = decimalVote(field) else { continue }
            if mark == .point { points += 1 } else { commas += 1 }
        }
        return commas > points ? .comma : .point
    }

    /// The mark one field votes for (see ``decimalMark(of:)``), or nil when it says nothing.
    static func decimalVote(_ field: String) -> DecimalMark? {
        let point = UInt8(ascii: "."), comma = UInt8(ascii: ",")
        var last: Int?
        var seenPoint = false, seenComma = false
        let bytes = field.utf8
        var offset = 0
        for byte in bytes {
            if byte == point || byte == comma {
                last = offset
                if byte == point { seenPoint = true } else { seenComma = true }
            }
            offset += 1
        }
        guard let last else { return nil }
        let after = bytes.dropFirst(last + 1).prefix { $0 >= 0x30 && $0 <= 0x39 }.count
        guard (seenPoint && seenComma) || (1...2).contains(after) else { return nil }
        return bytes.dropFirst(last).first == point ? .point : .comma
    }

    /// The signed amount, or nil when the field is not an amount in `currency` written with `mark`.
    static func parse(_ field: String, currency: Currency, mark: DecimalMark = .point) -> Money? {
        if let plain = plainNumber(field, currency: currency, mark: mark) { return plain }
        var text = Substring(field.trimmed)
        var negative = false
        if text.hasPrefix("("), text.hasSuffix(")") {
            negative = true
            text = text.dropFirst().dropLast()
        }
        let tail = text.suffix(2).uppercased()
        if tail == "CR" || tail == "DR" {
            negative = negative != (tail == "DR")
            text = text.dropLast(2)
        }
        // Currency symbols and codes on either side, and the sign wherever it sits among them.
        var signs = 0
        var leading = "", trailing = ""
        var leadingMark = false
        while let first = text.first, !first.isASCIIDigitCharacter {
            if first == "-" || first == "−" { negative.toggle(); signs += 1 } else if first == "+" { signs += 1 } else if first.isLetter {
                leading.append(first)
            } else if isCurrencyMark(first) { leadingMark = true } else if first != " " { return nil }
            text = text.dropFirst()
        }
        while let last = text.last, !last.isASCIIDigitCharacter {
            if last == "-" || last == "−" { negative.toggle(); signs += 1 } else if last.isLetter {
                trailing.insert(last, at: trailing.startIndex)
            } else if !isCurrencyMark(last) && last != " " { return nil }
            text = text.dropLast()
        }
        // Letters only as a currency code (EUR), or a country's letters before its dollar sign
        // (US$, C$, NZ$): "8.5O" and "12.5OO" are typing slips, not amounts.
        guard signs <= 1, !text.isEmpty, isCode(trailing),
              isCode(leading) || leadingMark && leading.count <= 2 && leading.allSatisfy(\.isUppercase) else { return nil }
        var digits = String(text.filter { !isSpaceOrApostrophe($0) })
        let parts = digits.split(separator: Character(mark.rawValue), omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let whole = mark == .point ? String(parts[0]) : String(parts[0].map { $0 == "." ? "," : $0 })
        guard DigitGrouping.isValid(whole) else { return nil }
        digits = whole.filter { $0 != "," } + (parts.count == 2 ? "." + parts[1] : "")
        guard let money = Money(decimal: digits, currency: currency) else { return nil }
        return negative ? money.negated : money
    }

    /// Whether `letters` are nothing or a currency's code (three capitals: EUR, GBP).
    private static func isCode(_ letters: String) -> Bool {
        letters.isEmpty || letters.count == 3 && letters.allSatisfy(\.isUppercase) && Currency(code: letters) != nil
    }

    /// The common case read byte by byte: an optional minus, digits (in groups of three
    /// between group separators, "1,234"), the mark and exactly the currency's minor digits
    /// ("-12.50", "1,234.56"); nil for anything else, which the full reading handles.
    private static func plainNumber(_ field: String, currency: Currency, mark: DecimalMark) -> Money? {
        var units: Int64 = 0
        var negative = false
        var digits = 0
        var fraction = -1
        var separators = 0
        var run = 0
        let markByte = mark == .point ? UInt8(ascii: ".") : UInt8(ascii: ",")
        let groupByte = mark == .point ? UInt8(ascii: ",") : UInt8(ascii: ".")
        for (index, byte) in field.utf8.enumerated() {
            if byte >= 0x30 && byte <= 0x39 {
                guard digits < 15 else { return nil }
                units = units * 10 + Int64(byte - 0x30)
                digits += 1
                if fraction >= 0 { fraction += 1 } else { run += 1 }
            } else if byte == UInt8(ascii: "-"), index == 0 {
                negative = true
            } else if byte == markByte, fraction < 0, digits > 0, separators == 0 || run == 3 {
                fraction = 0
            } else if byte == groupByte, fraction < 0, run > 0, separators == 0 ? run <= 3 : run == 3 {
                separators += 1
                run = 0
            } else {
                return nil
            }
        }
        guard digits > 0, fraction == currency.minorDigits || (fraction < 0 && currency.minorDigits >= 0),
              fraction >= 0 || separators == 0 || run == 3 else { return nil }
        if fraction < 0 { units *= currency.scale }
        return Money(minorUnits: negative ? -units : units, currency: currency)
    }

    private static func isCurrencyMark(_ c: Character) -> Bool {
        c.isWhitespace || c.isCurrencySymbol || c == "$"
    }

    private static func isSpaceOrApostrophe(_ c: Character) -> Bool {
        c.isWhitespace || c == "'" || c == "’"
    }
}
