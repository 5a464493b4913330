import BuddyCore

/// Finding a calendar date that does not exist ("February 30", "April 31", "2/30",
/// "February 29 2027"), so that a line naming one is answered with what is wrong rather than
/// read with the date left out.
enum ImpossibleDate {
    /// The impossible date the tokens name, as written for a reply ("February 30"), if any.
    /// A year, or a day so many ago (counted from `today`), must be in ``Day/supportedYears``.
    static func find(in tokens: [String], today: Day? = nil) -> String? {
        for (i, token) in tokens.enumerated() {
            if let month = PeriodParser.monthNames[token] {
                // "February 30", "feb 30th 2027"
                if i + 1 < tokens.count, let day = dayNumber(tokens[i + 1]),
                   let found = check(month: month, day: day, year: year(tokens, i + 2)) { return found }
                // "the 30th of february", "30th February" (a bare "30 February" may be an amount and a month)
                let before = i >= 1 && tokens[i - 1] == "of" ? i - 2 : i - 1
                // ("on 31 april" is a day.)
                if before >= 0, before < i - 1 || tokens[before].last?.isLetter == true || before > 0 && ["on", "the"].contains(tokens[before - 1]),
                   let day = dayNumber(tokens[before]),
                   let found = check(month: month, day: day, year: year(tokens, i + 1)) { return found }
            }
            // "the 45th", "on the 32nd": no month has such a day.
            // ("lunch on 42nd st", "the 50th anniversary dinner" name no day.)
            if i > 0, ["the", "on"].contains(tokens[i - 1]), token.last?.isLetter == true, let day = dayNumber(token), day > 31,
               i + 1 == tokens.count || tokens[i + 1] == "of" || PeriodParser.monthNames[tokens[i + 1]] != nil {
                return "\(token) day in any month"
            }
            // "in the year 1800": outside the calendar.
            if i > 0, tokens[i - 1] == "year", token.count == 4, let year = Int(token), !Day.supportedYears.contains(year) {
                return outsideTheCalendar("year \(year)")
            }
            if let today, let found = longAgo(tokens, i, today: today) { return found }
            if let found = numericDate(token) { return found }
        }
        return nil
    }

    /// "2/30", "2/30/2027", "30/02/2026", "2026-02-29", "2026-13-01".
    private static func numericDate(_ token: String) -> String? {
        for separator in ["/", "-"] where token.contains(separator) {
            let parts = token.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count >= 2, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }) else { continue }
            let numbers = parts.compactMap { Int($0) }
            if separator == "-" {
                // Only the year first, as ISO writes it: "9-5" is a range.
                guard parts.count == 3, parts[0].count == 4 else { continue }
                if !(1...12).contains(numbers[1]) || numbers[2] < 1 || numbers[2] > 31 { return token }
                if let found = check(month: numbers[1], day: numbers[2], year: numbers[0]) { return found }
                if !Day.supportedYears.contains(numbers[0]) { return outsideTheCalendar(token) }
                continue
            }
            let year = parts.count == 3 && parts[2].count == 4 ? numbers[2] : nil
            if let year, !Day.supportedYears.contains(year) { return outsideTheCalendar(token) }
            // "31/31/2026", "0/0/0": a date with no month either way round.
            if parts.count == 3, !(1...12).contains(numbers[0]), !(1...12).contains(numbers[1]) { return token }
            if (1...12).contains(numbers[0]) {
                if let found = check(month: numbers[0], day: numbers[1], year: year) { return found }
            } else if numbers[0] <= 31, (1...12).contains(numbers[1]) {
                // "30/02/2026": the day first.
                if let found = check(month: numbers[1], day: numbers[0], year: year) { return found }
            }
        }
        return nil
    }

    /// "100000 days ago": a day before the calendar begins.
    private static func longAgo(_ tokens: [String], _ i: Int, today: Day) -> String? {
        guard i + 2 < tokens.count, tokens[i + 2] == "ago", let count = Int(tokens[i]) else { return nil }
        let days: [String: Int] = ["day": 1, "days": 1, "week": 7, "weeks": 7, "month": 31, "months": 31, "year": 366, "years": 366]
        guard let unit = days[tokens[i + 1]] else { return nil }
        let (span, overflow) = count.multipliedReportingOverflow(by: unit)
        guard overflow || today.year - span / 366 < Day.supportedYears.lowerBound else { return nil }
        return outsideTheCalendar("day \(tokens[i]) \(tokens[i + 1]) ago")
    }

    /// How a date outside the calendar is written for a reply.
    private static func outsideTheCalendar(_ said: String) -> String {
        "\(said) in Buddy's calendar (it runs from \(Day.supportedYears.lowerBound) to \(Day.supportedYears.upperBound))"
    }

    /// "February 30" when day `day` of `month` (in `year`, or in any year) does not exist.
    private static func check(month: Int, day: Int, year: Int?) -> String? {
        let longest = year.map { Day.daysIn(month: month, year: Day.supportedYears.contains($0) ? $0 : 2001) }
            ?? (month == 2 ? 29 : Day.daysIn(month: month, year: 2001))
        guard day > longest, day <= 31 else { return day == 0 ? "\(CalendarNames.months[month - 1]) 0" : nil }
        return "\(CalendarNames.months[month - 1]) \(day)" + (year.map { " \($0)" } ?? "")
    }

    /// A day number written "30" or "30th".
    static func dayNumber(_ token: String) -> Int? {
        var digits = Substring(token)
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) { digits = digits.dropLast(2) }
        guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        return Int(digits)
    }

    /// A four-digit year at `index`, if there is one.
    private static func year(_ tokens: [String], _ index: Int) -> Int? {
        guard index < tokens.count, tokens[index].count == 4, let year = Int(tokens[index]), year > 1900 else { return nil }
        return year
    }
}
