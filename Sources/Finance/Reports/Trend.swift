import BuddyCore

/// Spending, or money received (on everything or one category), month by month.
public struct Trend: Sendable, Equatable {
    /// The category, or nil for all spending.
    public let category: String?
    /// The calendar months, oldest first; the last may still be under way.
    public let months: [Period]
    /// The total of each month.
    public let totals: [Money]
    /// The day the trend was seen on.
    public let today: Day
    /// The day of the first record, when the trend starts later than asked because the records
    /// begin then; nil when they go back far enough.
    public let since: Day?

    /// Whether the last month is still under way (its total is so far).
    public var lastIsPartial: Bool { months.last?.contains(today) == true }

    /// The months that are over, with their totals.
    public var complete: [(month: Period, total: Money)] {
        Array(zip(months, totals).prefix(lastIsPartial ? months.count - 1 : months.count))
    }

    /// The average of the complete months (zero when there are none).
    public let average: Money

    /// The complete months' spending spread evenly over their days, `days` at a time: what a
    /// week (7) or a day (1) came to on average.
    public func average(perDays days: Int) -> Money {
        let done = complete
        let dayCount = Int64(done.reduce(0) { $0 + $1.month.dayCount })
        guard dayCount > 0, let spent = try? Int64.checkedSum(done.map(\.total.minorUnits)) else { return Money(minorUnits: 0, currency: average.currency) }
        let (whole, left) = spent.quotientAndRemainder(dividingBy: dayCount)
        return Money(minorUnits: whole &* Int64(days) &+ (left * Int64(days)).dividedRounded(by: dayCount), currency: average.currency)
    }

    /// The change from the first complete month to the last, as a whole percentage (nil with
    /// fewer than two complete months or a first month of zero).
    public var change: Int? {
        let done = complete
        guard done.count >= 2, let first = done.first, let last = done.last else { return nil }
        return CategoryChange.percent(last.total.minorUnits, of: first.total.minorUnits)
    }

    /// The complete month with the highest total.
    public var highest: (month: Period, total: Money)? { complete.max { $0.total.minorUnits < $1.total.minorUnits } }
    /// The complete month with the lowest total.
    public var lowest: (month: Period, total: Money)? { complete.min { $0.total.minorUnits < $1.total.minorUnits } }

    /// What the month under way comes to at its pace so far (nil when the last month is over).
    public let projectedLast: Money?

    /// A trend; fails when the store holds an amount out of range, so that the months' sum or
    /// the projection does not fit.
    init(category: String?, months: [Period], totals: [Money], today: Day, since: Day?) throws(MoneyError) {
        self.category = category
        self.months = months
        self.totals = totals
        self.today = today
        self.since = since
        let lastIsPartial = months.last?.contains(today) == true
        let done = Array(totals.prefix(lastIsPartial ? totals.count - 1 : totals.count))
        average = Money(minorUnits: ReportService.rounded(try Int64.checkedSum(done.map(\.minorUnits)), done.count),
                        currency: totals.first?.currency ?? .usd)
        if lastIsPartial, let month = months.last, let spent = totals.last {
            let elapsed = month.start.days(until: today) + 1
            projectedLast = Money(minorUnits: try BudgetStatus.projection(spent: spent.minorUnits, elapsed: elapsed, days: month.dayCount),
                                  currency: spent.currency)
        } else {
            projectedLast = nil
        }
    }
}
