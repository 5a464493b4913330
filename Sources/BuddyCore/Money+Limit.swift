/// The one bound on amounts. Every amount that enters the store (typed, imported, restored) is
/// at most 1,000,000,000.00 either way, so that no total, balance or projection Buddy works out
/// from real records comes near what an `Int64` of minor units holds.
extension Money {
    /// The largest magnitude of one amount, in minor units: 100,000,000,000, which is
    /// 1,000,000,000.00 in a currency with cents (and ¥100,000,000,000 in one without).
    public static let maximumMinorUnits: Int64 = 100_000_000_000

    /// The largest amount Buddy records in `currency`.
    public static func limit(in currency: Currency) -> Money {
        Money(minorUnits: maximumMinorUnits, currency: currency)
    }

    /// Whether `minorUnits`, of either sign, is within ``maximumMinorUnits``.
    public static func isWithinLimit(_ minorUnits: Int64) -> Bool {
        minorUnits.magnitude <= maximumMinorUnits.magnitude
    }

    /// Whether the amount, of either sign, is within the limit.
    public var isWithinLimit: Bool { Self.isWithinLimit(minorUnits) }

    /// The amount, when it is within the limit; fails with ``MoneyError/Code/beyondLimit`` otherwise.
    public func withinLimit() throws(MoneyError) -> Money {
        guard isWithinLimit else { throw MoneyError.beyondLimit(currency) }
        return self
    }
}

extension MoneyError {
    /// An amount larger than ``Money/maximumMinorUnits``, in `currency`.
    public static func beyondLimit(_ currency: Currency) -> MoneyError {
        MoneyError(code: .beyondLimit,
                   message: "that's more than Buddy can record (the limit is \(Money.limit(in: currency).formatted))")
    }
}
