import BuddyCore

/// Reads periods of time by the conventions of DESIGN.md: "today", "last week", "so far this
/// month", "the past 30 days", "in March", "last Tuesday", "3 days ago", "since Monday",
/// "between March 3 and March 10", "Q1 2026", "2026-03-03", "3/15", "over the summer", "the
/// first half of the year".
public struct PeriodParser: Sendable {
    /// The day "today" means.
    public let today: Day
    /// The first day of the week.
    public let weekStart: WeekStart
    /// Where bare names point.
    public let orientation: Orientation

    /// Creates a parser anchored on `today`.
    public init(today: Day, weekStart: WeekStart = .monday, orientation: Orientation = .past) {
        self.today = today
        self.weekStart = weekStart
        self.orientation = orientation
    }

    /// The words periods are made of, for typo correction ("yesterdy", "wendesday").
    public static var words: Set<String> {
        var words = Set(monthNames.keys).union(weekdayNames.keys).union(unitWords.keys).union(prepositions)
        words.formUnion(["today", "todays", "tonight", "yesterday", "yesterdays", "tomorrow", "tomorrows", "yday", "tmrw", "before", "after", "ago", "hence", "since",
                         "between", "through", "thru", "until", "till", "this", "last", "next", "past", "previous", "prior",
                         "coming", "upcoming", "following", "current", "so", "far", "date", "fortnight", "quarter", "mtd", "ytd",
                         "night", "morning", "afternoon", "evening", "end", "lately", "recently"])
        return words
    }

    /// A candidate reading: how many tokens it used, and the period.
    public typealias Reading = (length: Int, value: Period)

    private static let prepositions: Set<String> = ["in", "on", "during", "for", "over", "within", "at", "from", "of"]

    /// The period named by the whole of `text`, or nil.
    public func parse(_ text: String) -> Period? {
        let tokens = Normalizer.tokens(text)
        return parse(tokens, at: 0).first { $0.length == tokens.count }?.value
    }

    /// Words that can begin a period besides `words`, number words and anything with a digit.
    private static let starters: Set<String> = words.union(NumberWords.words).union(["a", "an", "the", "mtd", "ytd"]).union(seasonWords)
        .union(edgeWords).union(holidayStarters).union(wholeHistoryStarters)

    /// Whether a period could begin with `token`; most words cannot, and are passed over at once.
    static func mayStart(_ token: String) -> Bool {
        starters.contains(token) || token.contains(where: \.isASCIIDigitCharacter)
    }

    /// Every reading of a period that starts at `index`, longest first.
    public func parse(_ tokens: [String], at index: Int) -> [Reading] {
        PeriodReader(parser: self, tokens: tokens).parse(at: index)
    }

    /// Every reading of a period that starts at `index`, longest first, with `single` giving
    /// the single periods (not ranges) at a position. A period reaching outside
    /// ``Day/supportedYears`` ("1000000 days ago", "since 1/1/1899") is no reading.
    func parse(_ tokens: [String], at index: Int, single: (Int) -> [Reading]) -> [Reading] {
        guard index < tokens.count, Self.mayStart(tokens[index]) else { return [] }
        let here = single(index)
        let afterPreposition = Self.prepositions.contains(tokens[index]) ? single(index + 1) : []
        var results = ranges(tokens, at: index, single: single)
        results += edges(tokens, at: index, single: single)
        results += here
        results += afterPreposition.map { ($0.length + 1, $0.value) }
        return results.filter { Self.isSupported($0.value) }.sorted { $0.length > $1.length }
    }

    /// Whether every day of `period` is in a year from ``Day/supportedYears``.
    static func isSupported(_ period: Period) -> Bool {
        Day.supportedYears.contains(period.start.year) && Day.supportedYears.contains(period.lastDay.year)
    }

    private static let rangeJoins: Set<String> = ["to", "until", "till", "through", "thru", "-", "and"]

    /// "since X", "between X and Y", "from X to Y", "X through Y".
    private func ranges(_ tokens: [String], at index: Int, single: (Int) -> [Reading]) -> [Reading] {
        var results: [Reading] = []
        let word = tokens[index]
        if word == "since" {
            for (length, from) in single(index + 1) where from.start <= today {
                results.append((length + 1, Period(start: from.start, end: today.adding(days: 1), label: "since \(bare(from.label))")))
            }
        }
        let opener = word == "between" || word == "from"
        let firstStart = opener ? index + 1 : index
        let joins: Set<String> = word == "between" ? ["and"] : Self.rangeJoins
        for (length, from) in single(firstStart) {
            let joinAt = firstStart + length
            guard joinAt < tokens.count, joins.contains(tokens[joinAt]) else { continue }
            var seconds = single(joinAt + 1)
            // "July 13 to 15": a bare day number continues the first date's month.
            if let (day, len) = bareDay(tokens, at: joinAt + 1), from.dayCount == 1,
               let d = Day(year: from.start.year, month: from.start.month, day: day) {
                seconds = seconds.filter { $0.length != len } + [(len, .day(d, label: ""))]
            }
            // "between oct 10 and oct 5": the same days, said the other way round, when the first
            // is a whole date (a bare "13th" takes the second's month below).
            let whole = Self.monthNames[tokens[firstStart]] != nil || tokens[firstStart].contains("/")
            for (len2, to) in seconds where from.start < to.end || whole {
                let toLabel = bare(to.label.isEmpty ? dayLabel(to.start) : to.label)
                let period: Period
                if from.start < to.end {
                    period = Period(start: from.start, end: to.end, label: "from \(bare(from.label)) to \(toLabel)")
                } else {
                    // Said the other way round ("between oct 10 and oct 5"), or running into the
                    // next year ("from dec 20 to jan 5" said on 3 January): whichever is shorter.
                    let swapped = Period(start: to.start, end: from.end, label: "from \(toLabel) to \(bare(from.label))")
                    let last = to.end.adding(months: 12).adding(days: -1)
                    let lastLabel = to.dayCount == 1 ? bare(dayLabel(last)) : "\(CalendarNames.months[last.month - 1]) \(last.year)"
                    let onward = last >= from.start
                        ? Period(start: from.start, end: last.adding(days: 1), label: "from \(bare(from.label)) to \(lastLabel)") : nil
                    period = onward.map { $0.dayCount < swapped.dayCount ? $0 : swapped } ?? swapped
                }
                results.append((joinAt + 1 + len2 - index, period))
            }
        }
        // "from 13 to 15 July", "23rd to 26th Oct": a bare day number takes the second date's month.
        if let (day, length) = bareDay(tokens, at: firstStart), firstStart + length < tokens.count,
           joins.contains(tokens[firstStart + length]) {
            let joinAt = firstStart + length
            for (len2, to) in single(joinAt + 1) where to.dayCount == 1 {
                guard let from = Day(year: to.start.year, month: to.start.month, day: day), from < to.end else { continue }
                let label = "from \(day) to \(bare(to.label))"
                results.append((joinAt + 1 + len2 - index, Period(start: from, end: to.end, label: label)))
            }
        }
        return results
    }

    /// A day of the month standing alone: "13", "13th", "the 13th". Returns the day and the tokens used.
    private func bareDay(_ tokens: [String], at index: Int) -> (day: Int, length: Int)? {
        let skip = word(tokens, index) == "the" ? 1 : 0
        guard let (n, len) = NumberWords.ordinal(tokens, at: index + skip) ?? NumberWords.cardinal(tokens, at: index + skip),
              (1...31).contains(n) else { return nil }
        return (n, len + skip)
    }

    /// One period without "since" or a range: a relative day, a unit, a name or a date.
    func single(_ tokens: [String], at start: Int) -> [Reading] {
        guard start < tokens.count else { return [] }
        var index = start
        var skippedThe = 0
        if tokens[index] == "the" {
            index += 1
            skippedThe = 1
        }
        guard index < tokens.count, Self.mayStart(tokens[index]) else { return [] }
        var results = relativeDay(tokens, index)
        results += unit(tokens, index)
        results += lastN(tokens, index)
        results += ago(tokens, index)
        results += toDate(tokens, index)
        results += weekday(tokens, index)
        results += monthAndYear(tokens, index)
        results += date(tokens, index)
        results += quarter(tokens, index)
        results += season(tokens, index)
        results += half(tokens, index)
        results += partOfMonth(tokens, index)
        results += holiday(tokens, index)
        results += wholeHistory(tokens, index)
        results += year(tokens, index)
        return skippedThe == 0 ? results : results.map { ($0.length + skippedThe, $0.value) }
    }

    private func word(_ tokens: [String], _ i: Int) -> String? { i < tokens.count ? tokens[i] : nil }

    private func relativeDay(_ tokens: [String], _ i: Int) -> [Reading] {
        switch word(tokens, i) {
        // With the short forms people type: "yday", "tmrw", "2day".
        case "today", "todays", "tonight", "tdy", "2day", "tonite": return [(1, .day(today, label: "today"))]
        case "yesterday", "yesterdays", "yday", "yest", "ystd", "yesterdy": return [(1, .day(today.adding(days: -1), label: "yesterday"))]
        case "tomorrow", "tomorrows", "tmrw", "tmr", "tmw", "2moro", "tomoz": return [(1, .day(today.adding(days: 1), label: "tomorrow"))]
        case "last" where word(tokens, i + 1) == "night":
            return [(2, .day(today.adding(days: -1), label: "yesterday"))]
        case "this" where ["morning", "afternoon", "evening"].contains(word(tokens, i + 1) ?? ""):
            return [(2, .day(today, label: "today"))]
        case "day":
            if word(tokens, i + 1) == "before", word(tokens, i + 2) == "yesterday" {
                return [(3, .day(today.adding(days: -2), label: "the day before yesterday"))]
            }
            if word(tokens, i + 1) == "after", word(tokens, i + 2) == "tomorrow" {
                return [(3, .day(today.adding(days: 2), label: "the day after tomorrow"))]
            }
            return []
        default: return []
        }
    }

    enum Unit: String { case day, week, weekend, month, quarter, year }

    static let unitWords: [String: Unit] = [
        "day": .day, "days": .day, "week": .week, "weeks": .week, "wk": .week, "weekend": .weekend,
        "month": .month, "months": .month, "mo": .month, "quarter": .quarter, "quarters": .quarter, "qtr": .quarter,
        "year": .year, "years": .year, "yr": .year, "yrs": .year,
    ]

    /// The whole calendar unit containing `day`.
    func containing(_ unit: Unit, _ day: Day) -> (Day, Day) {
        switch unit {
        case .day: return (day, day.adding(days: 1))
        case .week:
            let s = weekStart.startOfWeek(containing: day)
            return (s, s.adding(days: 7))
        case .weekend:
            let saturday = day.adding(days: (7 - day.weekday) % 7 - (day.weekday == 1 ? 7 : 0))
            return (saturday, saturday.adding(days: 2))
        case .month: return (day.startOfMonth, day.startOfMonth.adding(months: 1))
        case .quarter:
            let s = Day(year: day.year, month: (day.month - 1) / 3 * 3 + 1, day: 1)!
            return (s, s.adding(months: 3))
        case .year: return (day.startOfYear, day.startOfYear.adding(months: 12))
        }
    }

    private func shifted(_ unit: Unit, _ day: Day, by n: Int) -> Day {
        switch unit {
        case .day: return day.adding(days: n)
        case .week, .weekend: return day.adding(days: 7 * n)
        case .month: return day.adding(months: n)
        case .quarter: return day.adding(months: 3 * n)
        case .year: return day.adding(months: 12 * n)
        }
    }

    private static let unitOffsets: [String: Int] = [
        "this": 0, "current": 0, "last": -1, "past": -1, "previous": -1, "prior": -1,
        "next": 1, "coming": 1, "upcoming": 1, "following": 1,
    ]

    /// "this week", "last month", "next year", "this quarter", "so far this month", "month to date".
    private func unit(_ tokens: [String], _ i: Int) -> [Reading] {
        guard let first = word(tokens, i) else { return [] }
        if first == "so", word(tokens, i + 1) == "far" {
            if word(tokens, i + 2) == "this", let u = word(tokens, i + 3).flatMap({ Self.unitWords[$0] }), u != .day {
                return [(4, soFar(u))]
            }
            return []
        }
        if ["month", "year", "week", "quarter"].contains(first), word(tokens, i + 1) == "to", word(tokens, i + 2) == "date",
           let u = Self.unitWords[first] {
            return [(3, soFar(u))]
        }
        // "end of month", "the end of the week": from today to the last day of it.
        if first == "end", word(tokens, i + 1) == "of" {
            let skip = ["the", "this"].contains(word(tokens, i + 2) ?? "") ? 1 : 0
            if let u = word(tokens, i + 2 + skip).flatMap({ Self.unitWords[$0] }), u != .day, !tokens[i + 2 + skip].hasSuffix("s") {
                let (_, e) = containing(u, today)
                return [(3 + skip, Period(start: today, end: e, label: Self.deadlineLabel + "the \(u.rawValue)"))]
            }
            return []
        }
        // "how much on coffee lately": the past 30 days.
        if ["lately", "recently"].contains(first), orientation.looksBack {
            return [(1, Period(start: today.adding(days: -29), end: today.adding(days: 1), label: "in the past 30 days"))]
        }
        // "how much did the weekend cost me", "over the weekend": the latest weekend begun, looking
        // back (this one on a Saturday or Sunday, else last); the coming one, looking ahead.
        if first == "weekend", i > 0, tokens[i - 1] == "the" {
            let (s, e) = containing(.weekend, today)
            let begun = s <= today
            let back = orientation.looksBack
            let start = back ? (begun ? s : s.adding(days: -7)) : s
            let label = back && !begun ? "last weekend" : "this weekend"
            return [(1, Period(start: start, end: start.adding(days: 2), label: label))]
        }
        if first == "mtd" { return [(1, soFar(.month))] }
        if first == "ytd" { return [(1, soFar(.year))] }
        guard let offset = Self.unitOffsets[first], let u = word(tokens, i + 1).flatMap({ Self.unitWords[$0] }),
              !tokens[i + 1].hasSuffix("s") else { return [] }
        let (s, e) = containing(u, shifted(u, today, by: offset))
        let name = u.rawValue
        let label: String
        switch offset {
        case 0: label = "this \(name)"
        case -1: label = "last \(name)"
        default: label = "next \(name)"
        }
        var results: [Reading] = [(2, Period(start: s, end: e, label: label))]
        if offset == 0, word(tokens, i + 2) == "so", word(tokens, i + 3) == "far", u != .day {
            results.insert((4, soFar(u)), at: 0)
        }
        return results
    }

    private func soFar(_ u: Unit) -> Period {
        let (s, _) = containing(u, today)
        return Period(start: s, end: today.adding(days: 1), label: "so far this \(u.rawValue)")
    }

    private static let countedOpeners: Set<String> = ["past", "last", "previous", "next", "coming"]

    /// "the past 30 days", "last 2 weeks", "next 3 days", "the last fortnight" (two weeks).
    private func lastN(_ tokens: [String], _ i: Int) -> [Reading] {
        guard let first = word(tokens, i), Self.countedOpeners.contains(first) else { return [] }
        var n: Int
        var len: Int
        if word(tokens, i + 1) == "fortnight" {
            let s = first == "next" || first == "coming" ? today.adding(days: 1) : today.adding(days: -13)
            let label = first == "next" || first == "coming" ? "in the next 2 weeks" : "in the past 2 weeks"
            return [(2, Period(start: s, end: s.adding(days: 14), label: label))]
        }
        if word(tokens, i + 1) == "few" {
            (n, len) = (3, 1)
        } else if let (value, l) = NumberWords.cardinal(tokens, at: i + 1) {
            (n, len) = (value, l)
        } else {
            return []
        }
        guard n > 0, n <= 3660, let u = word(tokens, i + 1 + len).flatMap({ Self.unitWords[$0] }), u != .weekend else { return [] }
        let length = len + 2
        let plural = n == 1 ? u.rawValue : u.rawValue + "s"
        if first == "next" || first == "coming" {
            let s = today.adding(days: 1)
            let e = u == .day || u == .week ? s.adding(days: u == .day ? n : 7 * n) : shifted(u, s, by: n)
            return [(length, Period(start: s, end: e, label: "in the next \(n) \(plural)"))]
        }
        let end = today.adding(days: 1)
        let s: Day
        switch u {
        case .day: s = today.adding(days: -(n - 1))
        case .week, .weekend: s = today.adding(days: -(7 * n - 1))
        default: s = shifted(u, today, by: -n).adding(days: 1)
        }
        return [(length, Period(start: s, end: end, label: "in the past \(n) \(plural)"))]
    }

    /// "3 days ago", "a week ago", "a fortnight ago", "in 7 days", "3 weeks hence", "3 years from today".
    private func ago(_ tokens: [String], _ i: Int) -> [Reading] {
        guard var (n, j) = count(tokens, i) else { return [] }
        var u: Unit
        if word(tokens, j) == "fortnight" {
            u = .week
            n *= 2
        } else if let unit = word(tokens, j).flatMap({ Self.unitWords[$0] }), unit != .weekend {
            u = unit
        } else {
            return []
        }
        j += 1
        let direction: Int
        if word(tokens, j) == "ago" {
            direction = -1
            j += 1
        } else if word(tokens, j) == "hence" {
            direction = 1
            j += 1
        } else if word(tokens, j) == "from", ["now", "today"].contains(word(tokens, j + 1) ?? "") {
            direction = 1
            j += 2
        } else {
            return []
        }
        let d = shifted(u, today, by: direction * n)
        let label = "\(n) \(n == 1 ? u.rawValue : u.rawValue + "s") \(direction < 0 ? "ago" : "from now")"
        return [(j - i, .day(d, label: "\(label)"))]
    }

    /// A count of units at `i` ("a", "an", "3", "three"): its value and the index after it.
    private func count(_ tokens: [String], _ i: Int) -> (value: Int, next: Int)? {
        if word(tokens, i) == "a" || word(tokens, i) == "an" { return (1, i + 1) }
        return NumberWords.cardinal(tokens, at: i).map { ($0.value, i + $0.length) }
    }

    /// "in 7 days", "in a week": that single day ahead (reached through the "in" preposition).
    private func toDate(_ tokens: [String], _ i: Int) -> [Reading] {
        guard i > 0, tokens[i - 1] == "in", let (n, j) = count(tokens, i) else { return [] }
        guard let u = word(tokens, j).flatMap({ Self.unitWords[$0] }), u == .day || u == .week else { return [] }
        let d = shifted(u, today, by: n)
        return [(j + 1 - i, .day(d, label: "in \(n) \(n == 1 ? u.rawValue : u.rawValue + "s")"))]
    }

    static let weekdayNames: [String: Int] = [
        "sunday": 1, "sun": 1, "sundays": 1, "monday": 2, "mon": 2, "mondays": 2, "tuesday": 3, "tue": 3, "tues": 3,
        "wednesday": 4, "wed": 4, "thursday": 5, "thu": 5, "thur": 5, "thurs": 5, "friday": 6, "fri": 6,
        "saturday": 7, "sat": 7,
    ]

    private static let weekModifiers: [String: Int] = ["last": -1, "previous": -1, "next": 1, "this": 0, "coming": 1]

    /// "Friday", "last Tuesday", "next Wednesday", "this Monday", "Wednesday of next week".
    private func weekday(_ tokens: [String], _ i: Int) -> [Reading] {
        guard let first = word(tokens, i) else { return [] }
        let modifiers = Self.weekModifiers
        if let shift = modifiers[first], let wd = word(tokens, i + 1).flatMap({ Self.weekdayNames[$0] }) {
            return [(2, inWeek(wd, shift: shift, label: "\(first == "this" ? "this" : shift < 0 ? "last" : "next") \(CalendarNames.weekdays[wd - 1])"))]
        }
        // "last week's Sunday" (the "'s" is gone by now)
        if let shift = modifiers[first], word(tokens, i + 1) == "week", let wd = word(tokens, i + 2).flatMap({ Self.weekdayNames[$0] }) {
            return [(3, inWeek(wd, shift: shift, label: "\(shift == 0 ? "this" : shift < 0 ? "last" : "next") \(CalendarNames.weekdays[wd - 1])"))]
        }
        guard let wd = Self.weekdayNames[first] else { return [] }
        if ["of", "from"].contains(word(tokens, i + 1) ?? ""), let shift = word(tokens, i + 2).flatMap({ modifiers[$0] }),
           word(tokens, i + 3) == "week" {
            return [(4, inWeek(wd, shift: shift, label: "\(shift < 0 ? "last" : "next") \(CalendarNames.weekdays[wd - 1])"))]
        }
        if let shift = word(tokens, i + 1).flatMap({ modifiers[$0] }), word(tokens, i + 2) == "week", shift != 0 {
            return [(3, inWeek(wd, shift: shift, label: "\(shift < 0 ? "last" : "next") \(CalendarNames.weekdays[wd - 1])"))]
        }
        // A bare weekday: the latest one that has begun, or the next one.
        let back = (today.weekday - wd + 7) % 7
        let d = orientation.looksBack ? today.adding(days: -back) : today.adding(days: (wd - today.weekday + 7) % 7)
        var results: [Reading] = [(1, .day(d, label: "on \(CalendarNames.weekdays[wd - 1])"))]
        // "Sunday, Feb 10": a weekday before a date names the date.
        results += date(tokens, i + 1).filter { $0.value.dayCount == 1 && $0.value.start.weekday == wd }
            .map { ($0.length + 1, $0.value) }
        return results
    }

    private func inWeek(_ wd: Int, shift: Int, label: String) -> Period {
        let weekStartDay = weekStart.startOfWeek(containing: today).adding(days: 7 * shift)
        let d = weekStartDay.adding(days: (wd - weekStart.rawValue + 7) % 7)
        return .day(d, label: label)
    }
}
