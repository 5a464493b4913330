import BuddyCore

/// What the understanding layer needs to know about the person asking: their day, calendar,
/// currency and the names in their store.
public struct UnderstandingContext: Sendable {
    /// The day "today" means.
    public let today: Day
    /// The first day of the week.
    public let weekStart: WeekStart
    /// The currency of amounts that name none.
    public let homeCurrency: Currency
    /// Category and account names.
    public let vocabulary: Vocabulary

    /// Creates a context.
    public init(today: Day, weekStart: WeekStart = .monday, homeCurrency: Currency = .usd, vocabulary: Vocabulary = .empty) {
        self.today = today
        self.weekStart = weekStart
        self.homeCurrency = homeCurrency
        self.vocabulary = vocabulary
    }
}
