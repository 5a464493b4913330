import BuddyCore
import Finance
import Understanding

/// Paydays in conversation: the next one and the last one.
extension Assistant {
    /// "when is my next payday" (`which` is `next`), "when did I last get paid", "how much was
    /// my last paycheck" (`which` is `last`).
    func payday(_ match: Match) throws -> Answer {
        guard match.text("which") == "last" else { return try nextPayday() }
        guard let last = try ledger.paydays.last(through: today) else { return Answer(variant: "last-none") }
        return Answer(variant: "last", values: ["date": PeriodText.relative(last.date, today: today), "amount": last.amount.formatted,
                                                "name": last.name],
                      amount: last.amount)
    }

    private func nextPayday() throws -> Answer {
        guard let next = try ledger.paydays.next(after: today) else { return Answer(variant: "none") }
        let days = today.days(until: next.date)
        return Answer(variant: next.source == .pattern ? "pattern" : "",
                      values: ["date": PeriodText.relative(next.date, today: today), "amount": next.amount.formatted,
                               "name": next.name, "days": days > 1 ? ["in \(days) days"] : []],
                      amount: next.amount)
    }
}
