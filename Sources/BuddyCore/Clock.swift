import Foundation

/// The one source of "now": an injectable instant plus the time zone that turns it into a day.
///
/// Nothing else reads the wall clock; tests and transcripts pass a fixed instant.
public struct Clock: Sendable {
    /// Returns the current instant.
    public let now: @Sendable () -> Date
    /// The person's time zone, in which instants become calendar days.
    public let timeZone: TimeZone

    /// Creates a clock from an instant source and a time zone.
    public init(timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The live clock: the system time in the system time zone.
    public static let live = Clock { Date() }

    /// A clock stopped at a fixed instant.
    public static func fixed(_ instant: Date, timeZone: TimeZone = .current) -> Clock {
        Clock(timeZone: timeZone) { instant }
    }

    /// A clock stopped at the start of `day` plus `hour`:`minute` in `timeZone`.
    public static func fixed(at day: Day, hour: Int = 12, minute: Int = 0, timeZone: TimeZone = .current) -> Clock {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute)
        return .fixed(calendar.date(from: components)!, timeZone: timeZone)
    }

    /// Parses `2026-03-12`, `2026-03-12T09:00` or `2026-03-12T09:00:30` into a fixed clock, or
    /// nil when it is none of them or its year is outside ``Day/supportedYears``.
    public static func parse(_ text: String, timeZone: TimeZone = .current) -> Clock? {
        let pieces = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        guard let date = pieces.first, let day = Day(iso: String(date)), Day.supportedYears.contains(day.year) else { return nil }
        guard pieces.count == 2 else { return .fixed(at: day, timeZone: timeZone) }
        let fields = pieces[1].split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3,
              fields.allSatisfy({ $0.utf8.count == 2 && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
              let h = Int(fields[0]), let m = Int(fields[1]), (0..<24).contains(h), (0..<60).contains(m),
              fields.count == 2 || Int(fields[2]).map({ (0..<60).contains($0) }) == true else { return nil }
        return .fixed(at: day, hour: h, minute: m, timeZone: timeZone)
    }

    /// Today, in the clock's time zone.
    public func today() -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: now())
        return Day(year: c.year!, month: c.month!, day: c.day!)!
    }
}
