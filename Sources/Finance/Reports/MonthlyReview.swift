import BuddyCore

/// A month looked back on: money in and out, the savings rate, categories against the month
/// before, budgets, the biggest expenses and a few observations.
public struct MonthlyReview: Sendable, Equatable {
    /// The month reviewed.
    public let month: Period
    /// The day of the review; when it falls inside the month, the figures are so far.
    public let today: Day
    /// Income in the month.
    public let income: Money
    /// Spending in the month.
    public let expenses: Money
    /// Income in the month before.
    public let previousIncome: Money
    /// Spending in the month before.
    public let previousExpenses: Money
    /// Spending by top-level category against the month before, largest first.
    public let categories: [CategoryChange]
    /// How each budget stood at the month's end (or today).
    public let budgets: [BudgetStatus]
    /// The largest expenses, largest first.
    public let biggest: [DetailedTransaction]
    /// The day of the profile's first record (nil when it has none).
    public let firstRecord: Day?
    /// Observations chosen by ``ReviewService/insights(for:averages:months:)``, most important first.
    public internal(set) var insights: [Insight] = []

    /// Whether the month is still under way.
    public var isPartial: Bool { month.contains(today) }
    /// Whether the records go back into the month before, so that it can be compared with.
    public var hasMonthBefore: Bool { firstRecord.map { $0 < month.start } ?? false }
    /// Income minus spending.
    public let net: Money
    /// The share of income not spent, as a whole percentage (nil without income).
    public var savingsRate: Int? { Self.savingsRate(income: income, expenses: expenses) }
    /// The month before's savings rate.
    public var previousSavingsRate: Int? { Self.savingsRate(income: previousIncome, expenses: previousExpenses) }

    /// A review; fails when the store holds an amount out of range, so that income minus
    /// spending does not fit.
    init(month: Period, today: Day, income: Money, expenses: Money, previousIncome: Money, previousExpenses: Money,
         categories: [CategoryChange], budgets: [BudgetStatus], biggest: [DetailedTransaction], firstRecord: Day?) throws(MoneyError) {
        self.month = month
        self.today = today
        self.income = income
        self.expenses = expenses
        self.previousIncome = previousIncome
        self.previousExpenses = previousExpenses
        self.categories = categories
        self.budgets = budgets
        self.biggest = biggest
        self.firstRecord = firstRecord
        net = try income - expenses
    }

    static func savingsRate(income: Money, expenses: Money) -> Int? {
        guard income.minorUnits > 0 else { return nil }
        // (income − expenses) / income is the change from income to expenses, the other way round.
        return Percentage.change(from: income.minorUnits, to: expenses.minorUnits).map { -$0 }
    }
}

/// Something worth saying about a month, found by rules over its figures.
public enum Insight: Sendable, Equatable {
    /// More went out than came in.
    case spentMoreThanEarned(by: Money)
    /// A category well above its average of the `months` months before (three, or fewer when
    /// the records begin later).
    case aboveAverage(category: String, percent: Int, average: Money, months: Int)
    /// A category well below its average of the `months` months before.
    case belowAverage(category: String, percent: Int, average: Money, months: Int)
    /// How many budgeted categories stayed within their limit.
    case budgetsKept(kept: Int, of: Int)
    /// The savings rate, and the month before's when there was income then.
    case savingsRate(percent: Int, previous: Int?)
}
