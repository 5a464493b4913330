import BuddyCore

/// Days of the year known by name: "new year's eve", "christmas", "halloween", "the fourth of
/// July". A bare one is the latest that has come when looking back, else the next; "last" is
/// the latest before today, "this" this year's, "next" the first after today; a year may follow
/// ("new years eve 2025").
extension PeriodParser {
    /// Each named day: its words (as tokens, "year's" having lost its "'s"), month and day.
    private static let holidays: [(words: [String], month: Int, day: Int, name: String)] = [
        (["new", "years", "eve"], 12, 31, "New Year's Eve"), (["new", "year", "eve"], 12, 31, "New Year's Eve"),
        (["nye"], 12, 31, "New Year's Eve"),
        (["new", "years", "day"], 1, 1, "New Year's Day"), (["new", "year", "day"], 1, 1, "New Year's Day"),
        (["christmas", "eve"], 12, 24, "Christmas Eve"), (["xmas", "eve"], 12, 24, "Christmas Eve"),
        (["christmas", "day"], 12, 25, "Christmas Day"), (["christmas"], 12, 25, "Christmas Day"),
        (["xmas"], 12, 25, "Christmas Day"), (["boxing", "day"], 12, 26, "Boxing Day"),
        (["halloween"], 10, 31, "Halloween"), (["valentines", "day"], 2, 14, "Valentine's Day"),
        (["valentine", "day"], 2, 14, "Valentine's Day"), (["valentines"], 2, 14, "Valentine's Day"),
        (["fourth", "of", "july"], 7, 4, "the Fourth of July"), (["independence", "day"], 7, 4, "Independence Day"),
    ]

    /// The words a named day may begin with.
    static let holidayStarters: Set<String> = Set(holidays.map { $0.words[0] })

    /// "new years eve", "last christmas", "halloween 2025".
    func holiday(_ tokens: [String], _ i: Int) -> [Reading] {
        var at = i
        let which = ["this", "last", "next", "past", "previous"].contains(tokens[at]) ? tokens[at] : nil
        if which != nil { at += 1 }
        return Self.holidays.compactMap { holiday -> Reading? in
            let end = at + holiday.words.count
            guard end <= tokens.count, Array(tokens[at..<end]) == holiday.words else { return nil }
            if which == nil, end < tokens.count, tokens[end].utf8.count == 4, let year = fullYear(tokens[end]),
               let day = Day(year: year, month: holiday.month, day: holiday.day) {
                return (end + 1 - i, .day(day, label: "on \(holiday.name) \(year)"))
            }
            let thisYear = Day(year: today.year, month: holiday.month, day: holiday.day)!
            let day: Day
            switch which {
            case "this": day = thisYear
            case "next": day = thisYear > today ? thisYear : thisYear.adding(months: 12)
            case "last", "past", "previous": day = thisYear < today ? thisYear : thisYear.adding(months: -12)
            default: day = Day(year: yearFor(month: holiday.month, day: holiday.day), month: holiday.month, day: holiday.day)!
            }
            return (end - i, .day(day, label: "on \(holiday.name)" + (day.year == today.year ? "" : " \(day.year)")))
        }
    }
}
