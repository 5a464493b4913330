import BuddyCore
import Foundation

/// How a statement writes its dates. One format is decided for the whole file: a file whose
/// every date reads both as month/day and as day/month is ambiguous and is not guessed.
public enum StatementDateFormat: String, CaseIterable, Sendable {
    /// 2026-03-04 (also 2026/03/04, and 20260304 as Dutch and other banks write it).
    case iso = "YYYY-MM-DD"
    /// 03/04/2026 is March 4 (also 3/4/26, 03-04-2026).
    case monthDayYear = "MM/DD/YYYY"
    /// 03/04/2026 is 3 April (also 3/4/26, 03-04-2026).
    case dayMonthYear = "DD/MM/YYYY"
    /// 03.04.2026 is 3 April.
    case dayMonthYearDots = "DD.MM.YYYY"
    /// Mar 4, 2026 (also March 4 2026).
    case monthNameDayYear = "MMM D, YYYY"
    /// 4 Mar 2026 (also 04-Mar-2026, 4 March 2026).
    case dayMonthNameYear = "D MMM YYYY"

    /// Reads a `--date-format` value: a pattern above, or iso, ymd, mdy, dmy, "dmy." (any case).
    public init?(option: String) {
        let text = option.uppercased().replacingOccurrences(of: " ", with: "")
        let aliases: [String: StatementDateFormat] = [
            "ISO": .iso, "YMD": .iso, "MDY": .monthDayYear, "DMY": .dayMonthYear, "DMY.": .dayMonthYearDots,
            "US": .monthDayYear, "EU": .dayMonthYear,
        ]
        if let format = aliases[text] ?? Self.allCases.first(where: { $0.rawValue.replacingOccurrences(of: " ", with: "") == text }) {
            self = format
        } else {
            return nil
        }
    }

    /// The day `text` names in this format, or nil (also for a year outside
    /// ``Day/supportedYears``). A time after the date is ignored.
    public func day(_ text: String) -> Day? {
        let trimmed = text.trimmed
        switch self {
        case .iso:
            let date = trimmed.prefix { $0 != " " && $0 != "T" }
            if date.count == 8, date.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
                return make(String(date.prefix(4)), String(date.dropFirst(4).prefix(2)), String(date.suffix(2)))
            }
            let parts = numbers(date, separators: "-/")
            guard parts.count == 3, parts[0].count == 4, parts[1].count <= 2, parts[2].count <= 2 else { return nil }
            return make(parts[0], parts[1], parts[2])
        case .monthDayYear, .dayMonthYear:
            let parts = numbers(trimmed.prefix { $0 != " " }, separators: "/-")
            guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2 else { return nil }
            return self == .monthDayYear ? make(parts[2], parts[0], parts[1]) : make(parts[2], parts[1], parts[0])
        case .dayMonthYearDots:
            let parts = numbers(trimmed.prefix { $0 != " " }, separators: ".")
            guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2 else { return nil }
            return make(parts[2], parts[1], parts[0])
        case .monthNameDayYear:
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            guard words.count >= 3, let month = Self.month(words[0]) else { return nil }
            return make(words[2], String(month), words[1])
        case .dayMonthNameYear:
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
            guard words.count >= 3, let month = Self.month(words[1]) else { return nil }
            return make(words[2], String(month), words[0])
        }
    }

    /// The formats every one of `samples` reads in, in the order of `allCases`.
    static func candidates<S: Sequence>(for samples: S) -> [StatementDateFormat] where S.Element == String {
        var left = allCases
        for sample in samples {
            left.removeAll { $0.day(sample) == nil }
            if left.count <= 1 { break }
        }
        return left
    }

    /// The digit groups of `text` between one kind of separator ("03/04/2026" is ["03", "04",
    /// "2026"]), or none when anything else is in it.
    private func numbers<S: StringProtocol>(_ text: S, separators: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var separator: UInt8?
        let allowed = Array(separators.utf8)
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                current.unicodeScalars.append(UnicodeScalar(byte))
            } else if allowed.contains(byte), !current.isEmpty, separator == nil || separator == byte {
                separator = byte
                parts.append(current)
                current = ""
            } else {
                return []
            }
        }
        guard !current.isEmpty else { return [] }
        parts.append(current)
        return parts
    }

    private func make(_ year: String, _ month: String, _ day: String) -> Day? {
        guard let y = Int(year), let m = Int(month), let d = Int(day), year.count == 4 || year.count == 2 else { return nil }
        let fullYear = year.count == 2 ? 2000 + y : y
        guard Day.supportedYears.contains(fullYear) else { return nil }
        return Day(year: fullYear, month: m, day: d)
    }

    private static func month(_ word: String) -> Int? {
        let word = word.lowercased().trimmingCharacters(in: .punctuationCharacters)
        guard word.count >= 3 else { return nil }
        let index = CalendarNames.shortMonths.firstIndex { $0.lowercased() == word } ?? CalendarNames.months.firstIndex { $0.lowercased() == word }
        if let index { return index + 1 }
        return word == "sept" ? 9 : nil
    }
}
