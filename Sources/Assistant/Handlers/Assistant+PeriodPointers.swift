import BuddyCore
import Foundation

/// "what did I buy that day" after the biggest spending day, "and on dining that month" after the
/// most expensive month: the day or month the conversation singled out, named again.
extension Assistant {
    /// Words that point at a day: "that day", "on the same day", "that date".
    private static let dayPointer = #"\b(?:on\s+)?(?:that|the\s+same)\s+(?:day|date)\b"#
    /// Words that point at a month: "that month", "in the same month".
    private static let monthPointer = #"\b(?:in\s+|during\s+)?(?:that|the\s+same)\s+month\b"#

    /// `line` with its words pointing at a day or a month put as that day ("on 2026-11-01") or
    /// month ("in October 2025"), or nil when it has none or nothing was singled out. The day is
    /// the one the last answer singled out, else the day of the transaction in focus (the one
    /// just recorded, found or picked); the month is the one the last answer singled out, else
    /// the month of that day.
    func namingPointedPeriod(in line: String) -> String? {
        if let range = line.range(of: Self.dayPointer, options: [.regularExpression, .caseInsensitive]),
           let day = pointedDay() {
            return line.replacingCharacters(in: range, with: "on \(day.iso)")
        }
        if let range = line.range(of: Self.monthPointer, options: [.regularExpression, .caseInsensitive]),
           let month = singledOut().map({ $0.start }) ?? pointedDay() {
            return line.replacingCharacters(in: range, with: "in \(CalendarNames.months[month.month - 1]) \(month.year)")
        }
        return nil
    }

    /// The day singled out by the last answer, or the day of the transaction in focus.
    private func pointedDay() -> Day? {
        if let period = singledOut() { return period.dayCount == 1 ? period.start : nil }
        return context.focus.flatMap { try? ledger.transactions.detailed(id: $0).transaction.date }
    }

    /// The period the last answer singled out, unless another transaction has come into focus since.
    private func singledOut() -> Period? {
        context.singledOut.flatMap { $0.focus == context.focus ? $0.period : nil }
    }
}
