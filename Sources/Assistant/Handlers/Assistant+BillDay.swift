import BuddyCore
import Finance
import Understanding

/// A bill's due day moved: "netflix is due on the 20th now", "move rent to the 5th", and right
/// after adding or asking about a bill, "it's due on the 20th".
extension Assistant {
    /// "move my netflix bill to the 20th" (`name`, `date`); a `name` of "this bill" (the
    /// grammar's stand-in for "it" or nothing said) is the bill the conversation was last about,
    /// and with none the answer asks which.
    func moveBillDay(_ match: Match) throws -> Answer {
        guard let saidDay = match.period("date")?.start else {
            throw FinanceError(.invalidInput, "say the day, e.g. “netflix is due on the 20th now”")
        }
        let said = match.text("name") ?? ""
        let item: Recurring
        if ConversationTopic.isStandIn(said) {
            // Only a bill the conversation named: after "what are my bills" there is none.
            guard let topic = context.earlierTopic, topic.kind == "bill", let named = try findBill(Self.billName(topic.phrase)) else {
                return Answer(variant: "which")
            }
            item = named
        } else {
            let name = Self.billName(said)
            guard let named = try findBill(name) else { return try unknownBill(name) }
            item = named
        }
        let before = item.nextDue
        let day = try newDueDay(saidDay, for: item)
        let moved = try write("the due day of \(item.name)") { try ledger.recurring.setNextDue(day, of: item.name, today: today) }
        return Answer(values: ["name": moved.name, "next": PeriodText.relative(moved.nextDue, today: today),
                               "before": PeriodText.relative(before, today: today), "amount": moved.money.formatted,
                               "frequency": moved.frequency.adjective],
                      slots: ["name": .text(moved.name)], amount: moved.money)
    }

    /// The day a bill is moved to. A day of the month said alone ("the 20th") is that day of
    /// the month the bill is next due in (its last day in a shorter month), so that the payment
    /// due next moves and none is added or skipped: Netflix, paid on the 5th and next due on 5
    /// April, moved "to the 20th" on 12 March is due on 20 April, not twice in March; when that
    /// day has passed, it is the next such day. Any other day said ("monday", "1/20") is that
    /// day. A day not after today, or one past the payment after next, is refused.
    func newDueDay(_ said: Day, for item: Recurring) throws -> Day {
        let before = item.nextDue
        var day = said
        if [.monthly, .quarterly, .yearly].contains(item.frequency), saysADayOfTheMonthAlone(currentLine) {
            let last = Period.month(containing: before).lastDay.day
            if let inItsMonth = Day(year: before.year, month: before.month, day: min(said.day, last)), inItsMonth > today {
                day = inItsMonth
            }
        }
        guard day > today else { throw FinanceError(.invalidInput, "a bill can only be moved to a day after today; nothing was changed") }
        if let after = item.frequency.next(after: before, anchorDay: item.dayOfMonth), day > after {
            throw FinanceError(.invalidInput, "\(PeriodText.relative(day, today: today)) is after the payment after next (\(PeriodText.relative(after, today: today))), so payments would be skipped; nothing was changed")
        }
        return day
    }

    /// Whether `line` names a day by its number in the month alone ("the 20th", "on the 3rd"),
    /// with no month, weekday or day written with slashes.
    private func saysADayOfTheMonthAlone(_ line: String) -> Bool {
        let tokens = Normalizer.tokens(line)
        let ordinal = tokens.contains { $0.range(of: #"^\d{1,2}(st|nd|rd|th)$"#, options: .regularExpression) != nil }
        let names = (CalendarNames.months + CalendarNames.weekdays).map { $0.lowercased() }
        let other = tokens.contains { word in
            word.contains("/") || word.contains("-") || ["today", "tomorrow", "yesterday", "week", "month", "next"].contains(word)
                || word.count >= 3 && word.allSatisfy(\.isLetter) && names.contains { $0.hasPrefix(word) }
        }
        return ordinal && !other
    }
}
