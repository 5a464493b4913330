import BuddyCore

/// Spending in two periods side by side: the later one set against the earlier one, which is
/// the base of every change whatever order the person named them in.
public struct SpendingComparison: Sendable, Equatable {
    /// The later period, through today when it is still under way.
    public let later: Period
    /// The earlier period; cut to as many days as the later one has had when that one is under way.
    public let earlier: Period
    /// Spent in the later period.
    public let laterTotal: Money
    /// Spent in the earlier period.
    public let earlierTotal: Money
    /// Each top-level category, later against earlier, largest later total first.
    public let categories: [CategoryChange]

    /// The whole of the later period's spending against the earlier one's.
    public var total: CategoryChange { CategoryChange(category: "", current: laterTotal, previous: earlierTotal) }

    /// Which of two periods is the later: the one that starts later, or on the same day, ends later.
    static func ordered(_ a: Period, _ b: Period) -> (later: Period, earlier: Period) {
        (a.start, a.end) >= (b.start, b.end) ? (a, b) : (b, a)
    }
}
