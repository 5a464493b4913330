/// An exact amount of money: an integer count of minor units (cents) in one currency.
public struct Money: Hashable, Sendable {
    /// The amount in minor units; negative for money out.
    public let minorUnits: Int64
    /// The currency the amount is in.
    public let currency: Currency

    /// Creates an amount from minor units.
    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Parses a plain decimal such as `12.5`, `-1200.00` or `+3`: no symbols, no grouping.
    ///
    /// Returns nil when the text is not a decimal, has more fraction digits than the currency
    /// allows, or does not fit.
    public init?(decimal text: String, currency: Currency) {
        var s = Substring(text)
        var negative = false
        if s.first == "-" || s.first == "+" {
            negative = s.first == "-"
            s = s.dropFirst()
        }
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first,
              !(whole.isEmpty && (parts.count == 1 || parts[1].isEmpty)),
              whole.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigitCharacter), fraction.count <= currency.minorDigits else { return nil }
        let padded = fraction + String(repeating: "0", count: currency.minorDigits - fraction.count)
        guard let major = whole.isEmpty ? 0 : Int64(whole), let minor = padded.isEmpty ? 0 : Int64(padded) else { return nil }
        let (scaled, overflow) = major.multipliedReportingOverflow(by: currency.scale)
        guard !overflow else { return nil }
        let (total, overflow2) = scaled.addingReportingOverflow(minor)
        guard !overflow2 else { return nil }
        self.init(minorUnits: negative ? -total : total, currency: currency)
    }

    /// The amount as a plain decimal string, e.g. `"112.75"` or `"-5.00"` (the JSON contract).
    public var decimalString: String {
        let magnitude = minorUnits.magnitude
        let scale = UInt64(currency.scale)
        let sign = minorUnits < 0 ? "-" : ""
        guard currency.minorDigits > 0 else { return sign + String(magnitude) }
        let fraction = String(magnitude % scale)
        let padded = String(repeating: "0", count: currency.minorDigits - fraction.count) + fraction
        return "\(sign)\(magnitude / scale).\(padded)"
    }

    /// The amount as people read it: symbol, thousands separators, e.g. `"$1,204.10"` or `"-$5.00"`.
    public var formatted: String {
        let magnitude = minorUnits.magnitude
        let scale = UInt64(currency.scale)
        var grouped = DigitGrouping.grouped(magnitude / scale)
        if currency.minorDigits > 0 {
            let fraction = String(magnitude % scale)
            grouped += "." + String(repeating: "0", count: currency.minorDigits - fraction.count) + fraction
        }
        return (minorUnits < 0 ? "-" : "") + currency.symbol + grouped
    }

    /// The same amount with the opposite sign. `Int64.min`, which no amount Buddy records comes
    /// near (see ``maximumMinorUnits``), gives `Int64.max` rather than trapping.
    public var negated: Money { Money(minorUnits: minorUnits == .min ? .max : -minorUnits, currency: currency) }

    /// The absolute amount (`Int64.max` for `Int64.min`, as ``negated``).
    public var magnitude: Money { minorUnits < 0 ? negated : self }

    /// Zero in a currency.
    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0–9.
    public var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
