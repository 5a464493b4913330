import BuddyCore

/// Yesterday at a glance, for the start of the day: what was spent against the usual, the
/// month's budgets, what comes due, and what needs attention.
public struct MorningSummary: Sendable, Equatable {
    /// The day of the summary.
    public let today: Day
    /// Yesterday, as a one-day period.
    public let yesterday: Period
    /// Spent yesterday.
    public let spent: Money
    /// Earned yesterday.
    public let earned: Money
    /// Yesterday's expenses, largest first.
    public let expenses: [DetailedTransaction]
    /// The daily average spending over the 30 days before yesterday, or over those of them
    /// since the first record; zero when there are none.
    public let dailyAverage: Money
    /// How many days the daily average covers: 30, or fewer when the records are younger.
    public let averageDays: Int
    /// The month containing yesterday, through yesterday.
    public let month: Period
    /// Spent in that month through yesterday.
    public let monthSpent: Money
    /// Budgets for that month, riskiest first, paced as of today (on the 1st, last month as it ended).
    public let budgets: [BudgetStatus]
    /// Bills, income and transfers due today (recorded this morning or not).
    public let dueToday: [DueItem]
    /// Those due in the six days after today.
    public let dueThisWeek: [DueItem]
    /// What needs attention.
    public let actions: [ActionItem]

    /// Yesterday's spending against the daily average, as a whole percentage difference
    /// (nil when the average is zero).
    public var againstAverage: Int? { CategoryChange.percent(spent.minorUnits, of: dailyAverage.minorUnits) }
}
