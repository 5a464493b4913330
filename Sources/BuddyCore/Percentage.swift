/// Whole percentages of amounts, for reports: exact (rounded half away from zero) whenever the
/// arithmetic fits in 64 bits, and never trapping when it does not (then worked out in floating
/// point and kept within ±`Int.max`).
public enum Percentage {
    /// `part` as a whole percentage of `whole`; nil when `whole` is zero.
    public static func of(_ part: Int64, _ whole: Int64) -> Int? {
        guard whole != 0 else { return nil }
        if whole > 0, let scaled = exactProduct(part, 100) { return Int(scaled.dividedRounded(by: whole)) }
        return approximate(Double(part) * 100 / Double(whole))
    }

    /// The change from `base` to `value` as a whole percentage of `base`'s size (up 50, down
    /// 20); nil when `base` is zero.
    public static func change(from base: Int64, to value: Int64) -> Int? {
        guard base != 0 else { return nil }
        let (difference, overflow) = value.subtractingReportingOverflow(base)
        if !overflow, base != .min, let scaled = exactProduct(difference, 100) {
            return Int(scaled.dividedRounded(by: Int64(base.magnitude)))
        }
        return approximate((Double(value) - Double(base)) * 100 / Double(base.magnitude))
    }

    /// `a * b`, when it fits.
    private static func exactProduct(_ a: Int64, _ b: Int64) -> Int64? {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? nil : product
    }

    /// `value` rounded to a whole number within ±`Int.max` (zero for not-a-number).
    static func approximate(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        let limit = Double(Int.max)
        if value >= limit { return .max }
        if value <= -limit { return -.max }
        return Int(value.rounded())
    }
}
