import BuddyCore

/// Days of the year known by name: "new year's eve", "christmas", "halloween", "the fourth of
/// July", and those that move with the calendar: "thanksgiving" (the fourth Thursday of
/// November), "labor day", "memorial day", "black friday", "easter". A bare one is the latest
/// that has come when looking back, else the next; "last" is the latest before today, "this"
/// this year's, "next" the first after today; a year may follow ("new years eve 2025").
extension PeriodParser {
    /// A named day: its words (as tokens, "year's" having lost its "'s"), its name, and the day it
    /// falls on in a year.
    private struct Holiday: Sendable {
        let words: [String]
        let name: String
        let day: @Sendable (Int) -> Day?
    }

    /// The day of `month` with `day`.
    private static func fixed(_ month: Int, _ day: Int) -> @Sendable (Int) -> Day? {
        { Day(year: $0, month: month, day: day) }
    }

    /// The `nth` `weekday` (1 = Sunday) of `month`; a negative `nth` counts from the month's end.
    private static func nth(_ nth: Int, _ weekday: Int, of month: Int, plus offset: Int = 0) -> @Sendable (Int) -> Day? {
        { year in
            guard let first = Day(year: year, month: month, day: 1) else { return nil }
            if nth > 0 {
                return first.adding(days: (weekday - first.weekday + 7) % 7 + 7 * (nth - 1) + offset)
            }
            let last = first.adding(months: 1).adding(days: -1)
            return last.adding(days: -((last.weekday - weekday + 7) % 7) + offset)
        }
    }

    /// Easter Sunday (the Gregorian computus), moved by `offset` days.
    private static func easter(plus offset: Int = 0) -> @Sendable (Int) -> Day? {
        { year in
            let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
            let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
            let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = (a + 11 * h + 22 * l) / 451
            let month = (h + l - 7 * m + 114) / 31, day = (h + l - 7 * m + 114) % 31 + 1
            return Day(year: year, month: month, day: day)?.adding(days: offset)
        }
    }

    private static let holidays: [Holiday] = [
        Holiday(words: ["new", "years", "eve"], name: "New Year's Eve", day: fixed(12, 31)),
        Holiday(words: ["new", "year", "eve"], name: "New Year's Eve", day: fixed(12, 31)),
        Holiday(words: ["nye"], name: "New Year's Eve", day: fixed(12, 31)),
        Holiday(words: ["new", "years", "day"], name: "New Year's Day", day: fixed(1, 1)),
        Holiday(words: ["new", "year", "day"], name: "New Year's Day", day: fixed(1, 1)),
        Holiday(words: ["christmas", "eve"], name: "Christmas Eve", day: fixed(12, 24)),
        Holiday(words: ["xmas", "eve"], name: "Christmas Eve", day: fixed(12, 24)),
        Holiday(words: ["christmas", "day"], name: "Christmas Day", day: fixed(12, 25)),
        Holiday(words: ["christmas"], name: "Christmas Day", day: fixed(12, 25)),
        Holiday(words: ["xmas"], name: "Christmas Day", day: fixed(12, 25)),
        Holiday(words: ["boxing", "day"], name: "Boxing Day", day: fixed(12, 26)),
        Holiday(words: ["halloween"], name: "Halloween", day: fixed(10, 31)),
        Holiday(words: ["valentines", "day"], name: "Valentine's Day", day: fixed(2, 14)),
        Holiday(words: ["valentine", "day"], name: "Valentine's Day", day: fixed(2, 14)),
        Holiday(words: ["valentines"], name: "Valentine's Day", day: fixed(2, 14)),
        Holiday(words: ["fourth", "of", "july"], name: "the Fourth of July", day: fixed(7, 4)),
        Holiday(words: ["independence", "day"], name: "Independence Day", day: fixed(7, 4)),
        Holiday(words: ["thanksgiving", "day"], name: "Thanksgiving", day: nth(4, 5, of: 11)),
        Holiday(words: ["thanksgiving"], name: "Thanksgiving", day: nth(4, 5, of: 11)),
        Holiday(words: ["black", "friday"], name: "Black Friday", day: nth(4, 5, of: 11, plus: 1)),
        Holiday(words: ["cyber", "monday"], name: "Cyber Monday", day: nth(4, 5, of: 11, plus: 4)),
        Holiday(words: ["labor", "day"], name: "Labor Day", day: nth(1, 2, of: 9)),
        Holiday(words: ["labour", "day"], name: "Labor Day", day: nth(1, 2, of: 9)),
        Holiday(words: ["memorial", "day"], name: "Memorial Day", day: nth(-1, 2, of: 5)),
        Holiday(words: ["mlk", "day"], name: "Martin Luther King Jr. Day", day: nth(3, 2, of: 1)),
        Holiday(words: ["martin", "luther", "king", "day"], name: "Martin Luther King Jr. Day", day: nth(3, 2, of: 1)),
        Holiday(words: ["presidents", "day"], name: "Presidents' Day", day: nth(3, 2, of: 2)),
        Holiday(words: ["mothers", "day"], name: "Mother's Day", day: nth(2, 1, of: 5)),
        Holiday(words: ["fathers", "day"], name: "Father's Day", day: nth(3, 1, of: 6)),
        Holiday(words: ["easter", "sunday"], name: "Easter Sunday", day: easter()),
        Holiday(words: ["easter"], name: "Easter Sunday", day: easter()),
        Holiday(words: ["good", "friday"], name: "Good Friday", day: easter(plus: -2)),
        Holiday(words: ["easter", "monday"], name: "Easter Monday", day: easter(plus: 1)),
    ]

    /// The words a named day may begin with.
    static let holidayStarters: Set<String> = Set(holidays.map { $0.words[0] })

    /// The words after which a name is the day ("on christmas", "over thanksgiving"); a name
    /// without one is a thing ("a christmas tree", "flowers for mothers day"). Money recorded as
    /// it happens takes "for" as what it was for, not when.
    private static let leadsToHoliday: Set<String> = ["on", "over", "at", "during", "since", "before", "after", "until", "till",
                                                      "from", "to", "and", "around", "of", "by", "between", "through", "thru", "as"]

    /// "new years eve", "last christmas", "thanksgiving 2025", after a word that leads to a day
    /// (or first in the line, "thanksgiving spending").
    func holiday(_ tokens: [String], _ i: Int) -> [Reading] {
        var at = i
        let which = ["this", "last", "next", "past", "previous"].contains(tokens[at]) ? tokens[at] : nil
        if which != nil { at += 1 }
        if which == nil, i > 0, !Self.leadsToHoliday.contains(tokens[i - 1]),
           !(tokens[i - 1] == "for" && orientation != .recent) { return [] }
        return Self.holidays.compactMap { holiday -> Reading? in
            let end = at + holiday.words.count
            guard end <= tokens.count, Array(tokens[at..<end]) == holiday.words else { return nil }
            if which == nil, end < tokens.count, tokens[end].utf8.count == 4, let year = fullYear(tokens[end]),
               let day = holiday.day(year) {
                return (end + 1 - i, .day(day, label: "on \(holiday.name) \(year)"))
            }
            guard let thisYear = holiday.day(today.year) else { return nil }
            let year: Int?
            switch which {
            case "this": year = today.year
            case "next": year = thisYear > today ? today.year : today.year + 1
            case "last", "past", "previous": year = thisYear < today ? today.year : today.year - 1
            // As a month and day said without a year.
            default: year = yearOfYearly(holiday.day)
            }
            guard let year, let day = holiday.day(year) else { return nil }
            return (end - i, .day(day, label: "on \(holiday.name)" + (day.year == today.year ? "" : " \(day.year)")))
        }
    }
}
