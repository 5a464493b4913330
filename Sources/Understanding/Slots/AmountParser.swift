import BuddyCore

/// Reads amounts of money: "12.5", "$12.50", "12 dollars 50", "twenty bucks", "1,200", "$1.2k",
/// "€20", "20 EUR", "10 cents". A bare number is an amount in the home currency.
public struct AmountParser: Sendable {
    /// The currency of amounts that name none.
    public let homeCurrency: Currency

    /// Creates a parser for a profile whose home currency is `homeCurrency`.
    public init(homeCurrency: Currency) {
        self.homeCurrency = homeCurrency
    }

    private static let symbols: [Character: String] = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]
    private static let unitWords: [String: String] = [
        "dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "usd": "USD",
        "euro": "EUR", "euros": "EUR", "eur": "EUR", "pound": "GBP", "pounds": "GBP", "quid": "GBP", "gbp": "GBP",
        "yen": "JPY", "jpy": "JPY", "cad": "CAD", "aud": "AUD", "chf": "CHF", "inr": "INR", "rupees": "INR",
    ]
    private static let centWords: Set<String> = ["cent", "cents", "c", "¢", "penny", "pennies", "p"]

    /// Every reading of an amount that starts at `index`, as (tokens used, amount); longest first.
    public func parse(_ tokens: [String], at index: Int) -> [(length: Int, value: Money)] {
        guard let (number, symbolCurrency, numberLength) = number(tokens, at: index) else { return [] }
        var results: [(Int, Money)] = []
        let next = index + numberLength
        let unitWord = next < tokens.count ? tokens[next] : nil
        if let unitWord, Self.centWords.contains(unitWord), symbolCurrency == nil {
            let currency = homeCurrency
            if let money = money(number / Decimalish(Int64(currency.scale)), currency) {
                results.append((numberLength + 1, money))
            }
        } else if let unitWord, let code = Self.unitWords[unitWord], symbolCurrency == nil || symbolCurrency == code,
                  let currency = Currency(code: code) {
            let base = numberLength + 1
            if let whole = money(number, currency) {
                // "12 dollars 50" and "12 dollars and 50 cents"
                var j = next + 1
                if j < tokens.count, tokens[j] == "and" { j += 1 }
                if number.isWhole, let (cents, len) = NumberWords.cardinal(tokens, at: j), cents < 100, currency.minorDigits == 2 {
                    var end = j + len
                    if end < tokens.count, Self.centWords.contains(tokens[end]) { end += 1 }
                    results.append((end - index, Money(minorUnits: whole.minorUnits + Int64(cents), currency: currency)))
                }
                results.append((base, whole))
            }
        } else if let unitWord, unitWord == "grand", symbolCurrency == nil {
            if let money = money(number * Decimalish(1000), homeCurrency) { results.append((numberLength + 1, money)) }
        }
        let currency = symbolCurrency.flatMap { Currency(code: $0) } ?? homeCurrency
        if let money = money(number, currency) { results.append((numberLength, money)) }
        return results
    }

    /// The number at `index`: digits with optional symbol and k/m suffix, or number words.
    private func number(_ tokens: [String], at index: Int) -> (Decimalish, String?, Int)? {
        guard index < tokens.count else { return nil }
        var token = Substring(tokens[index])
        var symbolCurrency: String?
        var length = 1
        if let first = token.first, let code = Self.symbols[first] {
            symbolCurrency = code
            token = token.dropFirst()
            if token.isEmpty {
                // "$ 10"
                guard index + 1 < tokens.count else { return nil }
                token = Substring(tokens[index + 1])
                length = 2
            }
        }
        if let last = token.last, let code = Self.symbols[last], symbolCurrency == nil {
            symbolCurrency = code
            token = token.dropLast()
        }
        var multiplier: Int64 = 1
        if let last = token.last?.lowercased(), last == "k" || last == "m", token.dropLast().last?.isNumber == true {
            multiplier = last == "k" ? 1000 : 1_000_000
            token = token.dropLast()
        }
        if let value = Decimalish(digits: String(token)) {
            return (value * Decimalish(multiplier), symbolCurrency, length)
        }
        guard symbolCurrency == nil else { return nil }
        if tokens[index] == "a" || tokens[index] == "an", index + 1 < tokens.count, Self.unitWords[tokens[index + 1]] != nil {
            return (Decimalish(1), nil, 1)
        }
        if let (value, words) = NumberWords.cardinal(tokens, at: index) {
            return (Decimalish(Int64(value)), nil, words)
        }
        return nil
    }

    private func money(_ value: Decimalish, _ currency: Currency) -> Money? {
        guard let minor = value.minorUnits(scale: currency.scale), minor > 0 else { return nil }
        return Money(minorUnits: minor, currency: currency)
    }
}

/// An exact non-negative decimal as an integer and a power-of-ten scale, for reading amounts.
struct Decimalish {
    let units: Int64
    let scale: Int64

    init(_ whole: Int64) {
        units = whole
        scale = 1
    }

    private init(units: Int64, scale: Int64) {
        self.units = units
        self.scale = scale
    }

    /// Reads "12", "12.5", "1,200.50", ".75"; nil for anything else.
    init?(digits text: String) {
        guard !text.isEmpty else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty), fraction.count <= 6,
              whole.allSatisfy({ $0.isASCIIDigitCharacter || $0 == "," }), fraction.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        guard DigitGrouping.isValid(whole) else { return nil }
        let digits = whole.filter { $0 != "," } + fraction
        guard let value = Int64(digits.isEmpty ? "0" : digits) else { return nil }
        var scale: Int64 = 1
        for _ in 0..<fraction.count { scale *= 10 }
        self.init(units: value, scale: scale)
    }

    /// Whether the value has no fraction.
    var isWhole: Bool { units % scale == 0 }

    static func * (lhs: Decimalish, rhs: Decimalish) -> Decimalish {
        Decimalish(units: lhs.units &* rhs.units, scale: lhs.scale * rhs.scale)
    }

    static func / (lhs: Decimalish, rhs: Decimalish) -> Decimalish {
        Decimalish(units: lhs.units * rhs.scale, scale: lhs.scale * rhs.units)
    }

    /// The value in minor units of a currency with `scale` minor units per major, if exact.
    func minorUnits(scale currencyScale: Int64) -> Int64? {
        let (product, overflow) = units.multipliedReportingOverflow(by: currencyScale)
        guard !overflow, product % scale == 0 else { return nil }
        return product / scale
    }
}
