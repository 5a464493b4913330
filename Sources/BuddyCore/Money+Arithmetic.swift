/// Exact arithmetic on money: sums in one currency and shares that lose or invent nothing.
/// Every sum and difference is checked: one that does not fit fails, it never traps.
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
    /// does not fit.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else {
            throw MoneyError(code: .currencyMismatch,
                             message: "\(other.currency.code) and \(currency.code) amounts cannot be added without an exchange rate")
        }
        return Money(minorUnits: try minorUnits.checkedAdding(other.minorUnits), currency: currency)
    }

    /// `self` less `other`; fails like ``adding(_:)``.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else {
            throw MoneyError(code: .currencyMismatch,
                             message: "\(other.currency.code) and \(currency.code) amounts cannot be subtracted without an exchange rate")
        }
        return Money(minorUnits: try minorUnits.checkedSubtracting(other.minorUnits), currency: currency)
    }

    /// The total of `amounts` in `currency` (zero when there are none); fails like ``adding(_:)``.
    public static func total(of amounts: some Sequence<Money>, in currency: Currency) throws(MoneyError) -> Money {
        var sum = Money.zero(currency)
        for amount in amounts { sum = try sum.adding(amount) }
        return sum
    }

    /// The sum of `self` and `other`, as ``adding(_:)``: `try a + b`.
    public static func + (lhs: Money, rhs: Money) throws(MoneyError) -> Money {
        try lhs.adding(rhs)
    }

    /// The difference of `self` and `other`, as ``subtracting(_:)``: `try a - b`.
    public static func - (lhs: Money, rhs: Money) throws(MoneyError) -> Money {
        try lhs.subtracting(rhs)
    }
}

/// Integer arithmetic on minor units that fails with ``MoneyError/overflow`` instead of trapping.
extension Int64 {
    /// `self + other`, or an overflow error.
    public func checkedAdding(_ other: Int64) throws(MoneyError) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        guard !overflow else { throw MoneyError.overflow }
        return sum
    }

    /// `self - other`, or an overflow error.
    public func checkedSubtracting(_ other: Int64) throws(MoneyError) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard !overflow else { throw MoneyError.overflow }
        return difference
    }

    /// `self * other`, or an overflow error.
    public func checkedMultiplied(by other: Int64) throws(MoneyError) -> Int64 {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard !overflow else { throw MoneyError.overflow }
        return product
    }

    /// `-self`, or an overflow error (for `Int64.min`).
    public func checkedNegated() throws(MoneyError) -> Int64 {
        guard self != .min else { throw MoneyError.overflow }
        return -self
    }

    /// The sum of `values`, or an overflow error.
    public static func checkedSum(_ values: some Sequence<Int64>) throws(MoneyError) -> Int64 {
        var sum: Int64 = 0
        for value in values { sum = try sum.checkedAdding(value) }
        return sum
    }

    /// `self / divisor` rounded half away from zero; zero when `divisor` is not above zero.
    /// Never overflows: the remainder is compared, not added.
    public func dividedRounded(by divisor: Int64) -> Int64 {
        guard divisor > 0 else { return 0 }
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        guard remainder.magnitude >= divisor.magnitude - remainder.magnitude else { return quotient }
        return remainder < 0 ? quotient - 1 : quotient + 1
    }
}
