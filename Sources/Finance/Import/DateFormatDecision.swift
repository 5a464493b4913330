import BuddyCore

/// How a statement's date format was chosen when every date reads in more than one format
/// (03/04/2026 as March 4 and as 3 April): the file itself ruled the other readings out.
///
/// A reading is ruled out when it puts rows after today (with ``slackDays`` of slack, for a bank
/// in another time zone), or when it puts the rows out of date order while another reading
/// keeps them in order (statements run oldest first or newest first). When no reading, or more
/// than one, is left, the importer asks instead.
public struct DateFormatDecision: Sendable, Equatable, CustomStringConvertible {
    /// Why a reading was ruled out.
    public enum Reason: Sendable, Equatable {
        /// It puts this many rows in the future.
        case future(rows: Int)
        /// It puts the rows out of date order, while the chosen reading keeps them in order.
        case order
    }

    /// The format the dates are read in.
    public let chosen: StatementDateFormat
    /// The reading ruled out (the first, when there were several).
    public let ruledOut: StatementDateFormat
    /// Why it was ruled out.
    public let reason: Reason

    /// Days after today a date may fall and still be plausible.
    public static let slackDays = 2

    /// "dates read as day/month: the other reading puts 9 rows in the future".
    public var description: String {
        let why = switch reason {
        case .future(let rows): "puts \(rows) row\(rows == 1 ? "" : "s") in the future"
        case .order: "puts the rows out of date order"
        }
        return "dates read as \(chosen.reading): the other reading \(why)"
    }

    /// The one reading of `dates` (the file's date fields, in file order) among `candidates`
    /// that the file does not rule out, or nil when none or several are left. With no `today`,
    /// only the order is looked at.
    static func decide(_ candidates: [StatementDateFormat], dates: [String], today: Day?) -> DateFormatDecision? {
        let latest = today?.adding(days: slackDays)
        let readings = candidates.map { format -> (format: StatementDateFormat, future: Int, ordered: Bool) in
            let days = dates.compactMap(format.day)
            let future = latest.map { latest in days.count(where: { $0 > latest }) } ?? 0
            return (format, future, isMonotonic(days))
        }
        let anyOrdered = readings.contains(where: \.ordered)
        let plausible = readings.filter { $0.future == 0 && ($0.ordered || !anyOrdered) }
        guard plausible.count == 1, let chosen = plausible.first,
              let other = readings.first(where: { $0.format != chosen.format }) else { return nil }
        return DateFormatDecision(chosen: chosen.format, ruledOut: other.format,
                                  reason: other.future > 0 ? .future(rows: other.future) : .order)
    }

    /// Whether `days` never go back, or never go forward.
    private static func isMonotonic(_ days: [Day]) -> Bool {
        let pairs = zip(days, days.dropFirst())
        return pairs.allSatisfy { $0 <= $1 } || pairs.allSatisfy { $0 >= $1 }
    }
}

extension StatementDateFormat {
    /// How the format orders day and month, as a reply says it: "month/day", "day/month", or
    /// the pattern itself.
    public var reading: String {
        switch self {
        case .monthDayYear: "month/day"
        case .dayMonthYear, .dayMonthYearDots: "day/month"
        default: rawValue
        }
    }
}
