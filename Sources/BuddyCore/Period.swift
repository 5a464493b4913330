/// A half-open range of calendar days, `[start, end)`, with the words that named it.
public struct Period: Hashable, Sendable, Codable {
    /// The first day in the period.
    public let start: Day
    /// The first day after the period (exclusive).
    public let end: Day
    /// How the person named it, e.g. "last week" or "this month".
    public let label: String

    /// Creates a period; `end` must be after `start`.
    public init(start: Day, end: Day, label: String) {
        precondition(start < end, "a period needs at least one day")
        self.start = start
        self.end = end
        self.label = label
    }

    /// A period of exactly one day.
    public static func day(_ day: Day, label: String) -> Period {
        Period(start: day, end: day.adding(days: 1), label: label)
    }

    /// The last day in the period (inclusive).
    public var lastDay: Day { end.adding(days: -1) }

    /// How many days the period covers.
    public var dayCount: Int { start.days(until: end) }

    /// Whether `other` covers exactly the same days, whatever either is called ("in October"
    /// and "last month" in November).
    public func hasTheSameDays(as other: Period) -> Bool {
        start == other.start && end == other.end
    }

    /// Whether `day` falls inside the period.
    public func contains(_ day: Day) -> Bool { start <= day && day < end }

    /// The same range under another label.
    public func relabeled(_ label: String) -> Period {
        Period(start: start, end: end, label: label)
    }
}

extension Period {
    /// The calendar month containing `day`, labelled with its name and year ("March 2026").
    public static func month(containing day: Day) -> Period {
        Period(start: day.startOfMonth, end: day.startOfMonth.adding(months: 1),
               label: "\(CalendarNames.months[day.month - 1]) \(day.year)")
    }
}

extension Period {
    /// The `count` calendar months ending with the month containing `day`, oldest first.
    public static func months(endingWith day: Day, count: Int) -> [Period] {
        (0..<max(0, count)).reversed().map { month(containing: day.startOfMonth.adding(months: -$0)) }
    }

    /// The period cut off after `day` when it contains it (a month "so far"); unchanged otherwise.
    public func through(_ day: Day) -> Period {
        contains(day) ? Period(start: start, end: day.adding(days: 1), label: label) : self
    }

    /// The calendar month before the one this period starts in.
    public var previousMonth: Period {
        Period.month(containing: start.adding(months: -1))
    }
}

extension Period {
    /// How a period of everything recorded so far is named ("ever", "all time", "to date").
    public static let toDateLabel = "to date"

    /// Every day up to and including `day`, from the earliest supported one: everything recorded
    /// so far, before the first record is known. ``startingAt(_:)`` moves its start there.
    public static func toDate(_ day: Day) -> Period {
        Period(start: Day.firstSupported, end: day.adding(days: 1), label: toDateLabel)
    }

    /// Whether this is a period of everything recorded so far (``toDate(_:)``) whose start is
    /// not yet the first record's.
    public var isWholeHistory: Bool {
        label == Self.toDateLabel && start == Day.firstSupported
    }

    /// The same period from `first` on, or from its last day when `first` comes after it.
    public func startingAt(_ first: Day) -> Period {
        Period(start: min(first, lastDay), end: end, label: label)
    }
}
