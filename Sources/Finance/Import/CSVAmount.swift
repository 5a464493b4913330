import Foundation
import BuddyCore

/// Reads an amount as banks write it in a CSV field: `-12.50`, `$1,200.00`, `(42.10)`, `+3`.
enum CSVAmount {
    /// The signed amount, or nil when the field is not an amount in `currency`.
    static func parse(_ field: String, currency: Currency) -> Money? {
        var text = field.trimmingCharacters(in: .whitespaces)
        var negative = false
        if text.hasPrefix("("), text.hasSuffix(")") {
            negative = true
            text = String(text.dropFirst().dropLast())
        }
        if text.hasPrefix("-") {
            negative.toggle()
            text.removeFirst()
        } else if text.hasPrefix("+") {
            text.removeFirst()
        }
        text = text.trimmingCharacters(in: .whitespaces)
        for symbol in ["$", "€", "£", "¥", currency.symbol.trimmingCharacters(in: .whitespaces)] where !symbol.isEmpty {
            if text.hasPrefix(symbol) { text = String(text.dropFirst(symbol.count)) }
        }
        if text.hasPrefix("-") {
            negative.toggle()
            text.removeFirst()
        }
        let whole = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard DigitGrouping.isValid(whole) else { return nil }
        text.removeAll { $0 == "," }
        guard let money = Money(decimal: text, currency: currency) else { return nil }
        return negative ? money.negated : money
    }
}
