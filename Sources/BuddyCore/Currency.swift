/// An ISO 4217 currency: its code, the digits of its minor unit and the symbol shown to people.
public struct Currency: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The three-letter ISO 4217 code, upper case.
    public let code: String
    /// Digits after the decimal point (2 for USD, 0 for JPY).
    public let minorDigits: Int
    /// The symbol written before an amount, or the code and a space when there is none.
    public let symbol: String

    private static let known: [String: (Int, String)] = [
        "USD": (2, "$"), "CAD": (2, "CA$"), "AUD": (2, "A$"), "NZD": (2, "NZ$"),
        "EUR": (2, "€"), "GBP": (2, "£"), "JPY": (0, "¥"), "CNY": (2, "CN¥"),
        "INR": (2, "₹"), "CHF": (2, "CHF "), "SEK": (2, "SEK "), "NOK": (2, "NOK "),
        "DKK": (2, "DKK "), "MXN": (2, "MX$"), "BRL": (2, "R$"), "KRW": (0, "₩"),
    ]

    /// The currency with this code, or nil when the code is not three letters.
    public init?(code: String) {
        let upper = code.uppercased()
        guard upper.count == 3, upper.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let (digits, symbol) = Currency.known[upper] ?? (2, upper + " ")
        self.code = upper
        self.minorDigits = digits
        self.symbol = symbol
    }

    /// US dollars, the default home currency.
    public static let usd = Currency(code: "USD")!

    public var description: String { code }

    /// Minor units in one major unit (100 for USD).
    public var scale: Int64 {
        var s: Int64 = 1
        for _ in 0..<minorDigits { s *= 10 }
        return s
    }
}
