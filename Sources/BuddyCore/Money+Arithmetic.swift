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

    /// The sum of `self` and `other`, which must be in the same currency.
    public static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currency == rhs.currency, "adding \(lhs.currency.code) to \(rhs.currency.code)")
        return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }

    /// The difference of `self` and `other`, which must be in the same currency.
    public static func - (lhs: Money, rhs: Money) -> Money {
        lhs + rhs.negated
    }
}
