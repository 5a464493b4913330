import BuddyCore

/// Looking back: months compared by category, trends month by month, the monthly review and
/// the morning summary. Every figure comes from the other services' SQL aggregates.
public struct ReviewService: Sendable {
    let ledger: Ledger

    /// Spending in periods `a` and `b`, named in either order, compared as the later against
    /// the earlier, seen on `today`. A later period still under way counts through today, and an
    /// earlier one that ends before it begins is cut to the same number of days ("this month"
    /// on the 23rd against the 1st to the 23rd of last month).
    public func compare(_ a: Period, _ b: Period, today: Day) throws -> SpendingComparison {
        var (later, earlier) = SpendingComparison.ordered(a, b)
        if later.contains(today), later.lastDay > today {
            later = later.through(today)
            if earlier.dayCount > later.dayCount, earlier.end <= later.start {
                earlier = Period(start: earlier.start, end: earlier.start.adding(days: later.dayCount), label: earlier.label)
            }
        }
        return SpendingComparison(later: later, earlier: earlier,
                                  laterTotal: try ledger.reports.spending(in: later), earlierTotal: try ledger.reports.spending(in: earlier),
                                  categories: try comparison(later, with: earlier))
    }

    /// Spending by top-level category in `current` against `previous`, every category that
    /// appears in either, largest current total first.
    public func comparison(_ current: Period, with previous: Period) throws -> [CategoryChange] {
        let now = try ledger.reports.breakdown(in: current)
        let before = try ledger.reports.breakdown(in: previous)
        let zero = Money.zero(ledger.currency)
        var changes = now.map { share in
            CategoryChange(category: share.category, current: share.total,
                           previous: before.first { $0.category == share.category }?.total ?? zero)
        }
        for share in before where !now.contains(where: { $0.category == share.category }) {
            changes.append(CategoryChange(category: share.category, current: zero, previous: share.total))
        }
        return changes.sorted { ($0.current.minorUnits, $0.previous.minorUnits, $1.category)
            > ($1.current.minorUnits, $1.previous.minorUnits, $0.category) }
    }

    /// Spending (or, for `kind` income, money received; on `category`, or on everything; only
    /// with `payees` when they are given) in each of the `months` calendar months
    /// ending with the month containing `last` (by default today's), seen on `today`. Months
    /// before the month of the first record are left out (and the trend says from when it
    /// counts), unless that would leave none.
    public func trend(kind: Transaction.Kind = .expense, category: Category? = nil, payees: [String]? = nil, months: Int,
                      endingWith last: Day? = nil, today: Day) throws -> Trend {
        var periods = Period.months(endingWith: last ?? today, count: max(1, months))
        var since: Day?
        if let first = try ledger.reports.firstRecord(), periods[0].end <= first, periods.last!.end > first {
            periods = periods.filter { $0.end > first }
            since = first
        }
        let counted = periods.map { $0.through(today) }
        var filter = TransactionFilter(period: periods[0], kind: kind, category: category)
        filter.payees = payees
        let totals = try ledger.reports.totals(filter, per: counted)
        return try Trend(category: category?.name, months: periods, totals: totals, today: today, since: since)
    }

    /// Each top-level category's average monthly spending over the three months before `month`,
    /// or over those of them from the month of the first record on; and how many months that is
    /// (no averages when none).
    func averages(before month: Period) throws -> (byCategory: [String: Money], months: Int) {
        let first = try ledger.reports.firstRecord()
        let months = Period.months(endingWith: month.start.adding(months: -1), count: Self.averageMonths)
            .filter { earlier in first.map { earlier.end > $0 } ?? false }
        var sums: [String: Int64] = [:]
        for earlier in months {
            for share in try ledger.reports.breakdown(in: earlier) {
                sums[share.category] = try sums[share.category, default: 0].checkedAdding(share.total.minorUnits)
            }
        }
        return (sums.mapValues { Money(minorUnits: ReportService.rounded($0, months.count), currency: ledger.currency) }, months.count)
    }

    /// How many months before a reviewed month its averages cover, when the records go back that far.
    public static let averageMonths = 3
}
