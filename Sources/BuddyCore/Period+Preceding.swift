extension Period {
    /// Whether the period is one calendar month, from its first day to the next month's first.
    public var isWholeMonth: Bool {
        start.day == 1 && end == start.adding(months: 1)
    }

    /// The period of the same length just before this one: the month before a calendar month
    /// ("in October" before November), the year before a calendar year, else as many days
    /// before ("the week before", "the 30 days before").
    public var preceding: Period {
        if isWholeMonth {
            let month = previousMonth
            return month.relabeled("in \(month.label)")
        }
        if start.day == 1, start.month == 1, end == start.adding(months: 12) {
            return Period(start: start.adding(months: -12), end: start, label: "in \(start.year - 1)")
        }
        let days = dayCount
        let label = days == 7 ? "the week before" : days == 1 ? "the day before" : "the \(days) days before"
        return Period(start: start.adding(days: -days), end: start, label: label)
    }
}
