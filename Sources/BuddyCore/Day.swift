import Foundation

/// A calendar day with no time of day and no time zone: the unit every period is made of.
///
/// Days are compared, stepped and printed with the proleptic Gregorian calendar. Turning an
/// instant into a day needs a time zone, and happens only in ``Clock``.
public struct Day: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month, 1 through 31.
    public let day: Int

    /// The years Buddy reads in dates a person types or a statement gives: a year outside them
    /// is a mistake (a "0000", a digit too many), not a day to record or to compute with.
    public static let supportedYears: ClosedRange<Int> = 1900...2200

    /// The first day of the first supported year.
    public static let firstSupported = Day(year: supportedYears.lowerBound, month: 1, day: 1)!

    /// Creates a day, or returns nil when the date does not exist (e.g. February 30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses an ISO 8601 calendar date, `YYYY-MM-DD`.
    public init?(iso: String) {
        let parts = iso.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The ISO 8601 form, `YYYY-MM-DD`, as stored and exported.
    public var iso: String {
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        }
        return digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
    }

    public var description: String { iso }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in a month of a year.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 (negative before it), after Howard Hinnant's `days_from_civil`.
    public var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The day with the given ordinal (days since 1970-01-01).
    public init(ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> Day {
        Day(ordinal: ordinal + count)
    }

    /// The same day of the month `count` months later, clamped to the month's last day.
    public func adding(months count: Int) -> Day {
        let index = year * 12 + (month - 1) + count
        let y = index >= 0 ? index / 12 : (index - 11) / 12
        let m = index - y * 12 + 1
        return Day(year: y, month: m, day: min(day, Day.daysIn(month: m, year: y)))!
    }

    /// The number of days from this day to `other` (positive when `other` is later).
    public func days(until other: Day) -> Int {
        other.ordinal - ordinal
    }

    /// The weekday, 1 = Sunday … 7 = Saturday (as `Calendar` numbers them).
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        let r = (ordinal + 4) % 7
        return (r < 0 ? r + 7 : r) + 1
    }

    /// The first day of this day's month.
    public var startOfMonth: Day { Day(year: year, month: month, day: 1)! }

    /// The first day of this day's year.
    public var startOfYear: Day { Day(year: year, month: 1, day: 1)! }
}
