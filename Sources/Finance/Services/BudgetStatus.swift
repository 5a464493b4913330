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
    public var remaining: Money { limit - spent }

    /// Green, amber or red.
    public var state: State {
        if spent.minorUnits > limit.minorUnits { return .over }
        if projected.minorUnits > limit.minorUnits || spent.minorUnits * 5 >= limit.minorUnits * 4 { return .atRisk }
        return .onTrack
    }

    /// Spent as a whole percentage of the limit.
    public var percentUsed: Int {
        Int((spent.minorUnits * 100 + limit.minorUnits / 2) / limit.minorUnits)
    }

    /// Projected spending as a fraction of the limit, for ordering by risk.
    var risk: Double { Double(projected.minorUnits) / Double(limit.minorUnits) }

    /// The pace projection for a month: what is spent after `elapsed` of `days` days, carried
    /// to the month's end (rounded to the nearest minor unit).
    static func projection(spent: Int64, elapsed: Int, days: Int) -> Int64 {
        guard elapsed > 0, elapsed < days else { return spent }
        return ReportService.rounded(spent * Int64(days), elapsed)
    }
}
