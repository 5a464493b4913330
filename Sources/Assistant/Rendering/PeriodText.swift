import BuddyCore

/// Writes the days a period covers the way people read them: "Mon 2 – Sun 8 Mar",
/// "1 – 30 Nov", "Sat 21 Nov", "1 Jan – 31 Dec 2025".
enum PeriodText {
    /// The period's days, with weekday names for a week or less and years when not `thisYear`.
    static func range(_ period: Period, thisYear: Int) -> String {
        let first = period.start
        let last = period.lastDay
        let withWeekday = period.dayCount <= 7
        let showYear = first.year != thisYear || last.year != thisYear
        if period.dayCount == 1 { return day(first, weekday: true, month: true, year: showYear) }
        let sameMonth = first.year == last.year && first.month == last.month
        let start = day(first, weekday: withWeekday, month: !sameMonth, year: showYear && first.year != last.year)
        return "\(start) – \(day(last, weekday: withWeekday, month: true, year: showYear))"
    }

    /// One day: "Sat 21 Nov", "21 Nov 2025".
    static func day(_ d: Day, weekday: Bool, month: Bool, year: Bool) -> String {
        var parts: [String] = []
        if weekday { parts.append(CalendarNames.shortWeekdays[d.weekday - 1]) }
        parts.append(String(d.day))
        if month { parts.append(CalendarNames.shortMonths[d.month - 1]) }
        if year { parts.append(String(d.year)) }
        return parts.joined(separator: " ")
    }

    /// A day of the month with its English suffix: "1st", "22nd", "31st".
    static func dayOfMonth(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }

    /// A day relative to today: "today (Sun 22 Nov)", "yesterday (Sat 21 Nov)", "Thu 19 Nov".
    static func relative(_ d: Day, today: Day) -> String {
        let text = day(d, weekday: true, month: true, year: d.year != today.year)
        switch today.days(until: d) {
        case 0: return "today (\(text))"
        case -1: return "yesterday (\(text))"
        case 1: return "tomorrow (\(text))"
        default: return text
        }
    }
}
