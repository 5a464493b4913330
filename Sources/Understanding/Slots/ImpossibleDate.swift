import BuddyCore

/// Finding a calendar date that does not exist ("February 30", "April 31", "2/30",
/// "February 29 2027"), so that a line naming one is answered with what is wrong rather than
/// read with the date left out.
enum ImpossibleDate {
    /// The impossible date the tokens name, as written for a reply ("February 30"), if any.
    static func find(in tokens: [String]) -> String? {
        for (i, token) in tokens.enumerated() {
            if let month = PeriodParser.monthNames[token] {
                // "February 30", "feb 30th 2027"
                if i + 1 < tokens.count, let day = dayNumber(tokens[i + 1]),
                   let found = check(month: month, day: day, year: year(tokens, i + 2)) { return found }
                // "the 30th of february", "30th February" (a bare "30 February" may be an amount and a month)
                let before = i >= 1 && tokens[i - 1] == "of" ? i - 2 : i - 1
                if before >= 0, before < i - 1 || tokens[before].last?.isLetter == true, let day = dayNumber(tokens[before]),
                   let found = check(month: month, day: day, year: year(tokens, i + 1)) { return found }
            }
            // "2/30", "2/30/2027"
            guard token.utf8.contains(UInt8(ascii: "/")) else { continue }
            let parts = token.split(separator: "/")
            if parts.count >= 2, parts.count <= 3, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
               let month = Int(parts[0]), (1...12).contains(month), let day = Int(parts[1]),
               let found = check(month: month, day: day, year: parts.count == 3 ? Int(parts[2]) : nil) { return found }
        }
        return nil
    }

    /// "February 30" when day `day` of `month` (in `year`, or in any year) does not exist.
    private static func check(month: Int, day: Int, year: Int?) -> String? {
        let longest = year.map { Day.daysIn(month: month, year: $0) } ?? (month == 2 ? 29 : Day.daysIn(month: month, year: 2001))
        guard day > longest, day <= 31 else { return nil }
        return "\(CalendarNames.months[month - 1]) \(day)" + (year.map { " \($0)" } ?? "")
    }

    /// A day number written "30" or "30th".
    private static func dayNumber(_ token: String) -> Int? {
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
