import BuddyCore

extension ReviewService {
    /// The review of the month containing `day`, seen on `today` (so far, when the month is
    /// still under way).
    public func monthly(month day: Day, today: Day) throws -> MonthlyReview {
        let month = Period.month(containing: day)
        let counted = month.through(today)
        let previous = month.previousMonth
        let reports = ledger.reports
        let budgets = try ledger.budgets.overview(month: month.start, today: today)
        // A month under way is set against the same days of the month before.
        let sameDays = Period(start: previous.start, end: min(previous.end, previous.start.adding(days: counted.dayCount)), label: previous.label)
        let categories = try comparison(counted, with: sameDays)
        let income = try reports.income(in: counted), expenses = try reports.spending(in: counted)
        let previousIncome = try reports.income(in: previous), previousExpenses = try reports.spending(in: previous)
        var review = try MonthlyReview(month: month, today: today, income: income, expenses: expenses,
                                   previousIncome: previousIncome, previousExpenses: previousExpenses,
                                   categories: categories, budgets: budgets,
                                   biggest: try reports.ranked(TransactionFilter(period: counted, kind: .expense), limit: 3),
                                   firstRecord: try reports.firstRecord())
        let averages = try averages(before: month)
        review.insights = try Self.insights(for: review, averages: averages.byCategory, months: averages.months)
        return review
    }

    /// A category's change against its average must be at least this share of the average
    /// and this many minor units to be worth a word.
    static let notablePercent = 20
    static let notableMinorUnits: Int64 = 25_00

    /// Up to three observations, in this order of importance: spending more than was earned;
    /// the category furthest above its average over the `months` months before (three, or
    /// fewer when the records begin later; at least 20% and 25.00 above); how many budgets were
    /// kept; the savings rate against the month before; the category furthest below its
    /// average. A month under way is not set against averages: rent on the 1st or a yearly bill
    /// would read as a jump.
    static func insights(for review: MonthlyReview, averages: [String: Money], months: Int) throws(MoneyError) -> [Insight] {
        var found: [Insight] = []
        if review.income.minorUnits > 0, review.expenses.minorUnits > review.income.minorUnits {
            found.append(.spentMoreThanEarned(by: try review.expenses - review.income))
        }
        var deviations: [(category: String, difference: Int64, percent: Int, average: Money)] = []
        for change in review.isPartial ? [] : review.categories {
            guard let average = averages[change.category], average.minorUnits > 0 else { continue }
            let expected = average.minorUnits
            let difference = try change.current.minorUnits.checkedSubtracting(expected)
            guard let percent = CategoryChange.percent(change.current.minorUnits, of: expected),
                  percent.magnitude >= notablePercent.magnitude, difference.magnitude >= notableMinorUnits.magnitude else { continue }
            deviations.append((change.category, difference, percent, average))
        }
        if let above = deviations.filter({ $0.difference > 0 }).max(by: { $0.difference < $1.difference }) {
            found.append(.aboveAverage(category: above.category, percent: above.percent, average: above.average, months: months))
        }
        if !review.budgets.isEmpty {
            found.append(.budgetsKept(kept: review.budgets.filter { $0.state != .over }.count, of: review.budgets.count))
        }
        if let rate = review.savingsRate {
            found.append(.savingsRate(percent: rate, previous: review.previousSavingsRate))
        }
        if let below = deviations.filter({ $0.difference < 0 }).min(by: { $0.difference < $1.difference }) {
            found.append(.belowAverage(category: below.category, percent: -below.percent, average: below.average, months: months))
        }
        return Array(found.prefix(3))
    }
}
