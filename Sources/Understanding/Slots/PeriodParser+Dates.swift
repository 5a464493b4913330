import BuddyCore

/// Named months, calendar dates, quarters and years.
extension PeriodParser {
    static let monthNames: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]

    private func token(_ tokens: [String], _ i: Int) -> String? { i < tokens.count ? tokens[i] : nil }

    /// A label without its leading preposition ("on 3 March" → "3 March").
    func bare(_ label: String) -> String {
        for prefix in ["on ", "in "] where label.hasPrefix(prefix) { return String(label.dropFirst(prefix.count)) }
        return label
    }

    /// "on 3 March", with the year when it is not this year.
    func dayLabel(_ d: Day) -> String {
        "on \(d.day) \(CalendarNames.months[d.month - 1])" + (d.year == today.year ? "" : " \(d.year)")
    }

    private func monthLabel(_ year: Int, _ month: Int) -> String {
        "in \(CalendarNames.months[month - 1])" + (year == today.year ? "" : " \(year)")
    }

    /// A four-digit year, or a two-digit one read as the nearest sensible century.
    func fullYear(_ text: String) -> Int? {
        guard text.allSatisfy(\.isASCIIDigitCharacter), let value = Int(text) else { return nil }
        if text.count == 4, Day.supportedYears.contains(value) { return value }
        if text.count == 2 { return 2000 + value > today.year + 20 ? 1900 + value : 2000 + value }
        return nil
    }

    /// The year a year-less month and day falls in, by orientation (see ``Orientation/recent``).
    /// A day number the month does not have (0, 32) counts as its nearest day, and the caller's
    /// `Day` then refuses it.
    private func yearFor(month: Int, day: Int) -> Int {
        let year = oneYearFor(month: month, day: day)
        // "February 29": the latest (or next) year that has it.
        guard day == 29, month == 2 else { return year }
        let step = orientation.looksBack ? -1 : 1
        return (0..<8).map { year + step * $0 }.first { Day(year: $0, month: 2, day: 29) != nil } ?? year
    }

    private func oneYearFor(month: Int, day: Int) -> Int {
        yearOfYearly { Day(year: $0, month: month, day: min(max(day, 1), Day.daysIn(month: month, year: $0))) } ?? today.year
    }

    /// The year a day that comes every year (`on` gives it in a year: "March 3", "thanksgiving")
    /// falls in when said without one, by orientation: the latest that has come when looking
    /// back, the next one when looking ahead; nil when `on` gives no day this year.
    func yearOfYearly(_ on: (Int) -> Day?) -> Int? {
        guard let thisYear = on(today.year) else { return nil }
        switch orientation {
        case .past: return thisYear <= today ? today.year : today.year - 1
        case .future: return thisYear >= today ? today.year : today.year + 1
        case .recent:
            // The last one that has begun, or the next one when it is in the coming month (and so
            // nearer): a purchase is often noted a few days early, never eleven months late
            // without its year.
            let back = thisYear <= today ? today.year : today.year - 1
            let ahead = thisYear >= today ? today.year : today.year + 1
            guard back != ahead, let next = on(ahead) else { return back }
            return today.days(until: next) <= Self.recentDaysAhead ? ahead : back
        }
    }

    /// How far ahead a month and day said without a year may be for money recorded as it happens.
    static let recentDaysAhead = 31

    private func monthPeriod(_ year: Int, _ month: Int, label: String? = nil) -> Period {
        let s = Day(year: year, month: month, day: 1)!
        return Period(start: s, end: s.adding(months: 1), label: label ?? monthLabel(year, month))
    }

    private static let monthShifts: [String: Int] = ["last": -1, "next": 1, "this": 0]

    /// Whether a UTF-8 byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// "March", "March 2025", "March of 2025", "next March", "2/2013", "2014-10".
    func monthAndYear(_ tokens: [String], _ i: Int) -> [Reading] {
        guard let first = token(tokens, i) else { return [] }
        var results: [Reading] = []
        if first.utf8.first.map(Self.isDigit) == true, let (y, m) = numericYearMonth(first) {
            return [(1, monthPeriod(y, m))]
        }
        if let shift = Self.monthShifts[first], let m = token(tokens, i + 1).flatMap({ Self.monthNames[$0] }) {
            let base = today.year + (shift == 0 ? 0 : shift < 0 ? (m < today.month ? 0 : -1) : (m > today.month ? 0 : 1))
            return [(2, monthPeriod(base, m))]
        }
        guard let m = Self.monthNames[first] else { return [] }
        var j = i + 1
        if token(tokens, j) == "of" { j += 1 }
        if let y = token(tokens, j).flatMap(fullYear), token(tokens, j)?.count == 4 {
            results.append((j + 1 - i, monthPeriod(y, m)))
        }
        // "the apr on my visa": a bare "apr" is the card's rate; April is "apr" after a word that
        // leads to a time ("in apr", "since apr", "jan to apr") or with a day or year.
        if first == "apr", !(i > 0 && Self.beforeBareApril.contains(tokens[i - 1])) { return results }
        let y = orientation.looksBack ? (m <= today.month ? today.year : today.year - 1)
                                     : (m >= today.month ? today.year : today.year + 1)
        results.append((1, monthPeriod(y, m)))
        return results
    }

    /// The words after which a bare "apr" is April.
    private static let beforeBareApril: Set<String> = ["in", "since", "of", "during", "until", "till", "through", "thru", "from",
                                                        "to", "and", "before", "after", "last", "this", "next", "for", "-"]

    private func numericYearMonth(_ text: String) -> (Int, Int)? {
        for separator in ["-", "/"] {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { continue }
            if parts[0].count == 4, let y = fullYear(parts[0]), let m = Int(parts[1]), (1...12).contains(m) { return (y, m) }
            if parts[1].count == 4, let y = fullYear(parts[1]), let m = Int(parts[0]), (1...12).contains(m) { return (y, m) }
        }
        return nil
    }

    /// Calendar dates: "March 3", "3rd of March", "March 3rd 2015", "3/15", "3/15/2026",
    /// "2026-03-03", "31-Oct-74", "the 15th", "July 13-15".
    func date(_ tokens: [String], _ i: Int) -> [Reading] {
        guard let first = token(tokens, i) else { return [] }
        var results: [Reading] = []
        if first.utf8.first.map(Self.isDigit) == true {
            if let d = numericDate(first) {
                results.append((1, .day(d, label: dayLabel(d))))
            }
            if let (d, length) = spacedNumericDate(tokens, i) {
                results.append((length, .day(d, label: dayLabel(d))))
            }
            // "14april 2015", "3rdmarch"
            if let (dayNumber, m) = dayGluedToMonth(first) {
                results += withYear(tokens, after: i + 1, start: i, month: m, day: dayNumber)
            }
        }
        // "1-8 september", "13-15 of July"
        if let next = token(tokens, i + 1) {
            let j = next == "of" ? i + 2 : i + 1
            if let m = token(tokens, j).flatMap({ Self.monthNames[$0] }), let period = dayRange(first, month: m) {
                results.append((j + 1 - i, period))
            }
        }
        // "March 3", "March the 3rd", "March 3rd 2015", "July 13-15"
        if let m = Self.monthNames[first] {
            var j = i + 1
            if token(tokens, j) == "the" { j += 1 }
            if let rangeToken = token(tokens, j), let period = dayRange(rangeToken, month: m) {
                results.append((j + 1 - i, period))
            }
            if let (dayNumber, len) = NumberWords.ordinal(tokens, at: j) ?? NumberWords.cardinal(tokens, at: j), dayNumber <= 31 {
                results += withYear(tokens, after: j + len, start: i, month: m, day: dayNumber)
            }
        }
        // "last month on the 15th", "this month the 3rd": a day of the month named before it.
        if let shift = Self.monthShifts[first], token(tokens, i + 1) == "month" {
            var j = i + 2
            if token(tokens, j) == "on" { j += 1 }
            if token(tokens, j) == "the" { j += 1 }
            let month = today.startOfMonth.adding(months: shift)
            if let (dayNumber, len) = NumberWords.ordinal(tokens, at: j), let d = Day(year: month.year, month: month.month, day: dayNumber) {
                results.append((j + len - i, .day(d, label: dayLabel(d))))
            }
        }
        // "3 March", "3rd of March", "15 of February", "14th April 15"
        if let (dayNumber, len) = NumberWords.ordinal(tokens, at: i) ?? NumberWords.cardinal(tokens, at: i), dayNumber <= 31 {
            var j = i + len
            if token(tokens, j) == "of" { j += 1 }
            if let m = token(tokens, j).flatMap({ Self.monthNames[$0] }) {
                results += withYear(tokens, after: j + 1, start: i, month: m, day: dayNumber)
            } else if j > i + len, let shift = token(tokens, j).flatMap({ Self.monthShifts[$0] }), token(tokens, j + 1) == "month" {
                // "the 1st of last month", "the 15th of this month".
                let month = today.startOfMonth.adding(months: shift)
                if let d = Day(year: month.year, month: month.month, day: dayNumber) { results.append((j + 2 - i, .day(d, label: dayLabel(d)))) }
            } else if NumberWords.ordinal(tokens, at: i) != nil, i > 0 || len == 1 {
                // "the 15th": the latest (or next) 15th.
                results += dayOfMonth(dayNumber).map { [(len, $0)] } ?? []
            }
        }
        return results
    }

    private func withYear(_ tokens: [String], after j: Int, start i: Int, month m: Int, day dayNumber: Int) -> [Reading] {
        var results: [Reading] = []
        if let y = token(tokens, j).flatMap(fullYear), let d = Day(year: y, month: m, day: dayNumber) {
            results.append((j + 1 - i, .day(d, label: dayLabel(d))))
        }
        if let d = Day(year: yearFor(month: m, day: dayNumber), month: m, day: dayNumber) {
            results.append((j - i, .day(d, label: dayLabel(d))))
        }
        return results
    }

    private func dayOfMonth(_ n: Int) -> Period? {
        guard (1...31).contains(n) else { return nil }
        var month = today.startOfMonth
        for _ in 0..<13 {
            if let d = Day(year: month.year, month: month.month, day: n),
               orientation.looksBack ? d <= today : d >= today {
                return .day(d, label: "on the \(ordinalWord(n))")
            }
            month = month.adding(months: orientation.looksBack ? -1 : 1)
        }
        return nil
    }

    private func ordinalWord(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (1, let t) where t != 11: suffix = "st"
        case (2, let t) where t != 12: suffix = "nd"
        case (3, let t) where t != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    /// "13-15" after a month name: days 13 through 15.
    private func dayRange(_ text: String, month m: Int) -> Period? {
        let parts = text.split(separator: "-").map(String.init)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a < b else { return nil }
        let y = yearFor(month: m, day: a)
        guard let s = Day(year: y, month: m, day: a), let e = Day(year: y, month: m, day: b) else { return nil }
        return Period(start: s, end: e.adding(days: 1), label: "from \(a) to \(b) \(CalendarNames.months[m - 1])")
    }

    /// "14april", "3rdmarch": a day number glued to a month name.
    private func dayGluedToMonth(_ text: String) -> (Int, Int)? {
        guard let firstLetter = text.firstIndex(where: \.isLetter), firstLetter > text.startIndex,
              let n = Int(text[..<firstLetter]), (1...31).contains(n) else { return nil }
        var name = text[firstLetter...]
        for suffix in ["st", "nd", "rd", "th"] where name.hasPrefix(suffix) && Self.monthNames[String(name)] == nil {
            name = name.dropFirst(2)
        }
        return Self.monthNames[String(name)].map { (n, $0) }
    }

    /// A numeric date written with spaces: "2 / 15", "15 - 2", "10 31 1974" (three numbers only with a year).
    private func spacedNumericDate(_ tokens: [String], _ i: Int) -> (Day, Int)? {
        guard let a = token(tokens, i), a.allSatisfy(\.isASCIIDigitCharacter), let next = token(tokens, i + 1) else { return nil }
        if ["/", "-", "."].contains(next), let b = token(tokens, i + 2), b.allSatisfy(\.isASCIIDigitCharacter) {
            if token(tokens, i + 3) == next, let c = token(tokens, i + 4), let d = numericDate("\(a)/\(b)/\(c)") {
                return (d, 5)
            }
            return numericDate("\(a)/\(b)").map { ($0, 3) }
        }
        if next.allSatisfy(\.isASCIIDigitCharacter), let c = token(tokens, i + 2), c.count == 4,
           let d = numericDate("\(a)/\(next)/\(c)") {
            return (d, 3)
        }
        return nil
    }

    /// "2026-03-03", "2015-3-3", "3/15", "3/15/2026", "10-31-74", "10.31.1974", "31/Oct/1974";
    /// month first, unless the first number cannot be a month ("15/2", "31.10.1974"). Two
    /// numbers with a dot are an amount, never a date.
    private func numericDate(_ text: String) -> Day? {
        for separator in ["-", "/", "."] {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false).map(String.init)
            // "4.5" and "11.12" are amounts ("coffee 4.5 visa"); a date with dots has its year.
            guard parts.count == 2 && separator != "." || parts.count == 3 else { continue }
            if parts.count == 3, parts[0].count == 4, let y = fullYear(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) {
                return Day(year: y, month: m, day: d)
            }
            // Month names inside: "31/Oct/1974", "31-Oct-74"
            if parts.count == 3, let m = Self.monthNames[parts[1]], let d = Int(parts[0]), let y = fullYear(parts[2]) {
                return Day(year: y, month: m, day: d)
            }
            guard var m = Int(parts[0]), var d = Int(parts[1]) else { continue }
            if m > 12, (1...12).contains(d) { swap(&m, &d) }
            guard (1...12).contains(m), (1...31).contains(d) else { continue }
            if parts.count == 3 {
                guard let y = fullYear(parts[2]) else { continue }
                return Day(year: y, month: m, day: d)
            }
            return Day(year: yearFor(month: m, day: d), month: m, day: d)
        }
        return nil
    }

    /// "Q1", "Q1 2026", "2018Q4", "18q4", "the third quarter", "4th qtr of 2018".
    func quarter(_ tokens: [String], _ i: Int) -> [Reading] {
        guard let first = token(tokens, i) else { return [] }
        var q: Int?
        var year: Int?
        var len = 1
        if first.count == 2, first.hasPrefix("q"), let n = Int(first.dropFirst()) {
            q = n
        } else if first.utf8.first.map(Self.isDigit) == true, let mark = first.firstIndex(of: "q"), let y = fullYear(String(first[..<mark])),
                  let n = Int(first[first.index(after: mark)...]) {
            q = n
            year = y
        } else if let (n, l) = NumberWords.ordinal(tokens, at: i), ["quarter", "qtr"].contains(token(tokens, i + l) ?? "") {
            q = n
            len = l + 1
        }
        guard let quarter = q, (1...4).contains(quarter) else { return [] }
        var results: [Reading] = []
        if year == nil {
            var j = i + len
            if token(tokens, j) == "of" { j += 1 }
            if let y = token(tokens, j).flatMap(fullYear), token(tokens, j)?.count == 4 {
                results.append((j + 1 - i, quarterPeriod(y, quarter)))
            }
            let startThisYear = Day(year: today.year, month: (quarter - 1) * 3 + 1, day: 1)!
            let y = orientation.looksBack ? (startThisYear <= today ? today.year : today.year - 1)
                                         : (startThisYear.adding(months: 3) > today ? today.year : today.year + 1)
            results.append((len, quarterPeriod(y, quarter)))
        } else {
            results.append((len, quarterPeriod(year!, quarter)))
        }
        return results
    }

    private func quarterPeriod(_ y: Int, _ q: Int) -> Period {
        let s = Day(year: y, month: (q - 1) * 3 + 1, day: 1)!
        return Period(start: s, end: s.adding(months: 3), label: "in Q\(q)" + (y == today.year ? "" : " \(y)"))
    }

    /// "2025": the whole year.
    func year(_ tokens: [String], _ i: Int) -> [Reading] {
        guard let first = token(tokens, i), first.utf8.count == 4, let y = fullYear(first) else { return [] }
        let s = Day(year: y, month: 1, day: 1)!
        return [(1, Period(start: s, end: s.adding(months: 12), label: "in \(y)"))]
    }
}
