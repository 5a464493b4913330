import BuddyCore

/// How one category's budget stands in one month, computed from the transactions.
public struct BudgetStatus: Sendable, Equatable {
    /// Green, amber or red.
    public enum State: String, Sendable, Comparable {
        /// Under the limit and on pace to stay under it.
        case onTrack
        /// Under the limit, but past 80% of it or on pace to go over.
        case atRisk
        /// Over the limit.
        case over

        private var rank: Int { self == .onTrack ? 0 : self == .atRisk ? 1 : 2 }
        public static func < (a: State, b: State) -> Bool { a.rank < b.rank }
    }

    /// The category's name.
    public let category: String
    /// The month.
    public let month: Period
    /// The limit.
    public let limit: Money
    /// Spent in the month up to and including today (the whole month when it is over).
    public let spent: Money
    /// What the month's spending comes to at the pace so far (equal to `spent` once the month is over).
    public let projected: Money
    /// Whether the limit is for every month rather than this one only.
    public let everyMonth: Bool
    /// The limit minus what is spent: negative when over.
    public let remaining: Money
    /// Spent beyond the limit: negative when under.
    public let overBy: Money

    /// A budget's standing; fails when the store holds an amount out of range, so that the
    /// difference between the limit and what is spent does not fit.
    init(category: String, month: Period, limit: Money, spent: Money, projected: Money, everyMonth: Bool) throws(MoneyError) {
        self.category = category
        self.month = month
        self.limit = limit
        self.spent = spent
        self.projected = projected
        self.everyMonth = everyMonth
        remaining = try limit - spent
        overBy = try spent - limit
    }

    /// Green, amber or red.
    public var state: State {
        if spent.minorUnits > limit.minorUnits { return .over }
        // 80% used: spent × 5 ≥ limit × 4, compared in full width so that it cannot overflow.
        if projected.minorUnits > limit.minorUnits
            || Self.fullWidth(spent.minorUnits, 5) >= Self.fullWidth(limit.minorUnits, 4) { return .atRisk }
        return .onTrack
    }

    /// `a × b` as a 128-bit value whose tuples order as the products do.
    private static func fullWidth(_ a: Int64, _ b: Int64) -> FullWidth {
        let (high, low) = a.multipliedFullWidth(by: b)
        return FullWidth(high: high, low: low)
    }

    /// A 128-bit product, high part first.
    private struct FullWidth: Comparable {
        let high: Int64
        let low: UInt64
        static func < (a: FullWidth, b: FullWidth) -> Bool { (a.high, a.low) < (b.high, b.low) }
    }

    /// Spent as a whole percentage of the limit (rounded half up; see ``Percentage`` for sums
    /// too large to scale exactly).
    public var percentUsed: Int {
        guard limit.minorUnits > 0 else { return 0 }
        let (scaled, overflow) = spent.minorUnits.multipliedReportingOverflow(by: 100)
        let (rounded, overflow2) = scaled.addingReportingOverflow(limit.minorUnits / 2)
        guard overflow || overflow2 else { return Int(rounded / limit.minorUnits) }
        return Percentage.of(spent.minorUnits, limit.minorUnits) ?? 0
    }

    /// Projected spending as a fraction of the limit, for ordering by risk.
    var risk: Double { Double(projected.minorUnits) / Double(limit.minorUnits) }

    /// The pace projection for a month: what is spent after `elapsed` of `days` days, carried
    /// to the month's end (rounded to the nearest minor unit).
    static func projection(spent: Int64, elapsed: Int, days: Int) throws(MoneyError) -> Int64 {
        guard elapsed > 0, elapsed < days else { return spent }
        return ReportService.rounded(try spent.checkedMultiplied(by: Int64(days)), elapsed)
    }
}
