import BuddyCore

extension ReviewService {
    /// How many days before yesterday the daily average covers.
    public static let averageDays = 30

    /// The morning summary for `today`: yesterday's spending against the daily average of the
    /// 30 days before it (of those since the first record, when the records are younger), the
    /// month's budgets through yesterday, what is due today and in the six days after, and the
    /// action centre.
    public func morning(today: Day) throws -> MorningSummary {
        let yesterday = Period.day(today.adding(days: -1), label: "yesterday")
        let reports = ledger.reports
        let before = Period(start: yesterday.start.adding(days: -Self.averageDays), end: yesterday.start, label: "the 30 days before")
        let averaged = try reports.recordedPart(of: before, today: today)
        let month = Period.month(containing: yesterday.start)
        // Today and the six days after, read once.
        let week = try ledger.recurring.due(in: Period(start: today, end: today.adding(days: 7), label: "this week"))
        return MorningSummary(
            today: today, yesterday: yesterday,
            spent: try reports.spending(in: yesterday), earned: try reports.income(in: yesterday),
            expenses: try reports.ranked(TransactionFilter(period: yesterday, kind: .expense), limit: 1_000),
            dailyAverage: try averaged.map { try reports.statistics(TransactionFilter(period: $0, kind: .expense)).perDay } ?? .zero(ledger.currency),
            averageDays: averaged?.dayCount ?? 0,
            month: month,
            monthSpent: try reports.spending(in: Period(start: month.start, end: yesterday.end, label: month.label)),
            // Paced as the action centre paces them; on the 1st, last month as it ended.
            budgets: try ledger.budgets.overview(month: yesterday.start, today: month.contains(today) ? today : yesterday.start),
            dueToday: week.filter { $0.date == today },
            dueThisWeek: week.filter { $0.date > today },
            actions: try ledger.actions.items(today: today))
    }
}
