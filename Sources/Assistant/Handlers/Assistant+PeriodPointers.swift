import BuddyCore
import Foundation
import Understanding

/// "what did I buy that day" after the biggest spending day, "and on dining that month" after the
/// most expensive month: the day or month the conversation singled out, named again.
extension Assistant {
    /// Words that point at a day: "that day", "on the same day", "that date".
    private static let dayPointer = #"\b(?:on\s+)?(?:that|the\s+same)\s+(?:day|date)\b"#
    /// Words that point at a month: "that month", "in the same month".
    private static let monthPointer = #"\b(?:in\s+|during\s+)?(?:that|the\s+same)\s+month\b"#

    /// `line` with its words pointing at a day or a month put as that day ("on 2026-11-01") or
    /// month ("in October 2025"), or nil when it has none, when it names a day of its own, or
    /// when the line before singled nothing out. The day is the one the last answer singled out,
    /// else the day of the transaction the line before recorded; the month is the one the last
    /// answer singled out, else the month of that day. Only the line right before counts: an
    /// older answer's day is never put in.
    func namingPointedPeriod(in line: String) -> String? {
        if let range = line.range(of: Self.dayPointer, options: [.regularExpression, .caseInsensitive]),
           let day = pointedDay(), !namesADay(line.replacingCharacters(in: range, with: "")) {
            return line.replacingCharacters(in: range, with: "on \(day.iso)")
        }
        if let range = line.range(of: Self.monthPointer, options: [.regularExpression, .caseInsensitive]),
           let month = singledOut().map({ $0.start }) ?? pointedDay() {
            return line.replacingCharacters(in: range, with: "in \(CalendarNames.months[month.month - 1]) \(month.year)")
        }
        return nil
    }

    /// The day singled out by the last answer, or the day of what the line before recorded.
    private func pointedDay() -> Day? {
        if let period = singledOut() { return period.dayCount == 1 ? period.start : nil }
        return recordedBefore.last.flatMap { try? ledger.transactions.detailed(id: $0).transaction.date }
    }

    /// The period the answer to the line before singled out.
    private func singledOut() -> Period? {
        context.singledOut.flatMap { $0.turn == context.turn - 1 ? $0.period : nil }
    }

    /// Whether the rest of a line names a day of its own ("paid the dentist on monday, 120 that day").
    private func namesADay(_ rest: String) -> Bool {
        let tokens = Normalizer.tokens(rest)
        return tokens.indices.contains { start in
            (1...3).contains { length in
                start + length <= tokens.count && !tokens[start..<start + length].contains { $0.allSatisfy(\.isNumber) }
                    && understander.readSlot(.date, from: tokens[start..<start + length].joined(separator: " "), in: understandingContext) != nil
            }
        }
    }
}
