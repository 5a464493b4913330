/// Exact arithmetic on money: sums in one currency and shares that lose or invent nothing.
extension Money {
    /// The amount in `count` shares that add up to it exactly; the first shares carry the
    /// leftover minor units, one each ($100 three ways is 33.34, 33.33, 33.33).
    public func split(into count: Int) -> [Money] {
        precondition(count > 0, "a split needs at least one share")
        let (share, leftover) = minorUnits.quotientAndRemainder(dividingBy: Int64(count))
        let step: Int64 = leftover < 0 ? -1 : 1
        return (0..<count).map { index in
            Money(minorUnits: share + (Int64(index) < leftover.magnitude ? step : 0), currency: currency)
        }
    }

    /// The sum of `self` and `other`; fails when they are in different currencies or the sum
    /// does not fit. Sums of amounts that people typed or files brought in use this form.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else {
            throw MoneyError(code: .currencyMismatch,
                             message: "\(other.currency.code) and \(currency.code) amounts cannot be added without an exchange rate")
        }
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow else { throw MoneyError(code: .overflow, message: "the total is too large to show") }
        return Money(minorUnits: sum, currency: currency)
    }

    /// The total of `amounts` in `currency` (zero when there are none); fails like ``adding(_:)``.
    public static func total(of amounts: some Sequence<Money>, in currency: Currency) throws(MoneyError) -> Money {
        var sum = Money.zero(currency)
        for amount in amounts { sum = try sum.adding(amount) }
        return sum
    }

    /// The sum of `self` and `other`, for amounts the program itself made in one currency
    /// (shares of one bill); amounts from a person or a file are added with ``adding(_:)``.
    public static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "adding \(lhs.currency.code) to \(rhs.currency.code)")
        return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }

    /// The difference of `self` and `other`, which must be in the same currency.
    public static func - (lhs: Money, rhs: Money) -> Money {
        lhs + rhs.negated
    }
}
