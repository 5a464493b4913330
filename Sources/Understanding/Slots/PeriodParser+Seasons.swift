import BuddyCore

/// Seasons and halves of a year: "the summer", "last winter", "summer 2025", "the first half
/// of the year", "H2 2025".
///
/// Seasons are the meteorological ones of the northern hemisphere, whole months: spring is
/// March to May, summer June to August, fall (autumn) September to November, and winter
/// December to February, named by the year its December is in. A bare season ("over the
/// summer") is the latest one that has begun when looking back, else the next one not yet over;
/// "this" is the one of this year, "last" the latest one that has ended, "next" the first
/// one that has not begun.
extension PeriodParser {
    /// The month each season begins in.
    static let seasonStarts: [String: Int] = ["spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12]

    /// The words seasons and halves are said with, which may begin a period.
    static let seasonWords: Set<String> = Set(seasonStarts.keys).union(["first", "second", "1st", "2nd", "h1", "h2", "half"])

    /// "summer", "this summer", "last winter", "summer 2025", "the summer of 2025".
    func season(_ tokens: [String], _ i: Int) -> [Reading] {
        var at = i
        let which = ["this", "last", "next", "past", "previous"].contains(tokens[at]) ? tokens[at] : nil
        if which != nil { at += 1 }
        guard at < tokens.count, let month = Self.seasonStarts[tokens[at]] else { return [] }
        let name = tokens[at]
        let period = { (year: Int, label: String) -> Period in
            let start = Day(year: year, month: month, day: 1)!
            return Period(start: start, end: start.adding(months: 3), label: label)
        }
        // "summer 2025", "the summer of 2025".
        var yearAt = at + 1
        if yearAt < tokens.count, tokens[yearAt] == "of" { yearAt += 1 }
        if which == nil, yearAt < tokens.count, tokens[yearAt].utf8.count == 4, let year = fullYear(tokens[yearAt]) {
            return [(yearAt + 1 - i, period(year, "in the \(name) of \(year)"))]
        }
        // This year's season begins on `start` and ends three months on.
        let start = Day(year: today.year, month: month, day: 1)!
        let year: Int
        switch which {
        case "this": year = today.year
        case "next": year = start > today ? today.year : today.year + 1
        case "last", "past", "previous": year = start.adding(months: 3) <= today ? today.year : today.year - 1
        default:
            if orientation.looksBack { year = start <= today ? today.year : today.year - 1 }
            else { year = start.adding(months: 3) > today ? today.year : today.year + 1 }
        }
        let label = which.map { "\($0 == "previous" || $0 == "past" ? "last" : $0) \(name)" } ?? "in the \(name)"
        return [(at + 1 - i, period(year, label))]
    }

    /// "the first half of the year", "second half of 2025", "first half of last year", "H1",
    /// "H2 2025"; "the first half of november", "second half of last month".
    func half(_ tokens: [String], _ i: Int) -> [Reading] {
        let first: Bool
        var at = i
        switch tokens[at] {
        case "h1": first = true
        case "h2": first = false
        case "first", "1st", "second", "2nd":
            guard at + 1 < tokens.count, tokens[at + 1] == "half" else { return [] }
            first = ["first", "1st"].contains(tokens[at])
            at += 1
        default: return []
        }
        at += 1
        // "the first half of november", "second half of last month": days 1–15, or 16 to the end.
        if at + 1 < tokens.count, tokens[at] == "of", let month = wholeMonth(tokens, at: at + 1) {
            let middle = month.value.start.adding(days: 15)
            let label = "in the \(first ? "first" : "second") half of \(bare(month.value.label))"
            return [(at + 1 + month.length - i, Period(start: first ? month.value.start : middle, end: first ? middle : month.value.end, label: label))]
        }
        var year = today.year
        // "of the year", "of this year", "of last year", "of 2025", "2025".
        var j = at
        if j < tokens.count, tokens[j] == "of" { j += 1 }
        if j < tokens.count, ["the", "this"].contains(tokens[j]), j + 1 < tokens.count, tokens[j + 1] == "year" {
            at = j + 2
        } else if j < tokens.count, tokens[j] == "last", j + 1 < tokens.count, tokens[j + 1] == "year" {
            year -= 1
            at = j + 2
        } else if j < tokens.count, tokens[j].utf8.count == 4, let named = fullYear(tokens[j]) {
            year = named
            at = j + 1
        } else if orientation.looksBack, !first, Day(year: year, month: 7, day: 1)! > today {
            // "the second half" in May: last year's, which has happened.
            year -= 1
        }
        let start = Day(year: year, month: first ? 1 : 7, day: 1)!
        let label = "in the \(first ? "first" : "second") half of \(year == today.year ? "the year" : String(year))"
        return [(at - i, Period(start: start, end: start.adding(months: 6), label: label))]
    }

    /// The longest reading at `index` of one calendar month ("november", "last month"), or nil:
    /// what a part of a month is taken from.
    private func wholeMonth(_ tokens: [String], at index: Int) -> Reading? {
        single(tokens, at: index).filter { $0.value.isWholeMonth }.max { $0.length < $1.length }
    }

    /// "the first 2 weeks of november", "first week of last month", "the last 10 days of october":
    /// the days of a month from its start or up to its end.
    func partOfMonth(_ tokens: [String], _ i: Int) -> [Reading] {
        guard ["first", "last"].contains(tokens[i]) else { return [] }
        let first = tokens[i] == "first"
        var at = i + 1
        var count = 1
        if let said = NumberWords.cardinal(tokens, at: at) {
            count = said.value
            at += said.length
        } else if at < tokens.count, tokens[at].hasSuffix("s") {
            // "the first days of november" says no number of them.
            return []
        }
        guard count >= 1, at + 2 < tokens.count, tokens[at + 1] == "of" else { return [] }
        let days: Int
        switch tokens[at] {
        case "day", "days": days = count
        case "week", "weeks": days = 7 * count
        default: return []
        }
        guard let month = wholeMonth(tokens, at: at + 2), days < month.value.dayCount else { return [] }
        let unit = tokens[at].hasPrefix("week") ? (count == 1 ? "week" : "\(count) weeks") : (count == 1 ? "day" : "\(count) days")
        let label = "in the \(first ? "first" : "last") \(unit) of \(bare(month.value.label))"
        let period = first ? Period(start: month.value.start, end: month.value.start.adding(days: days), label: label)
            : Period(start: month.value.end.adding(days: -days), end: month.value.end, label: label)
        return [(at + 2 + month.length - i, period)]
    }
}
