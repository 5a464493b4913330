/// Names of weekdays and months, for labels and for reading dates.
public enum CalendarNames {
    /// Short weekday names indexed by `Day.weekday - 1` (Sunday first).
    public static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// Full weekday names indexed by `Day.weekday - 1` (Sunday first).
    public static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    /// Short month names indexed by `month - 1`.
    public static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Full month names indexed by `month - 1`.
    public static let months = ["January", "February", "March", "April", "May", "June", "July",
                                "August", "September", "October", "November", "December"]
}

/// The first day of a week, a per-profile setting (Monday unless changed).
public enum WeekStart: Int, Sendable, Codable, CaseIterable {
    /// Weeks run Sunday to Saturday.
    case sunday = 1
    /// Weeks run Monday to Sunday (the default).
    case monday = 2

    /// The first day of the week containing `day`.
    public func startOfWeek(containing day: Day) -> Day {
        let back = (day.weekday - rawValue + 7) % 7
        return day.adding(days: -back)
    }
}
