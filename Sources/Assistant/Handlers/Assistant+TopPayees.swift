import BuddyCore
import Finance
import Understanding

/// Who the money went to: spending in a period by payee, the largest first.
extension Assistant {
    /// How many payees "who did I pay the most" lists.
    private static let payeesShown = 5

    /// "who did I pay the most in October", "top merchant this month", "which store gets most
    /// of my money": the period's spending by payee (on the account or in the category the line
    /// names), with each one's share of it all.
    func topPayees(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        let account = try match.account().map(ledger.accounts.named)
        var filter = TransactionFilter(period: period, kind: .expense, category: try match.category().map(categoryRecord), account: account)
        let leftOut = try leavingOut(match, from: &filter)
        // "top 3 places for food": as many as said, up to a list's length.
        let shown = match.number("count").map { max(1, min($0, Self.listLimit)) } ?? Self.payeesShown
        let totals = try ledger.reports.payeeTotals(filter, limit: shown)
        let all = try ledger.reports.total(filter)
        var values = periodValues(period)
        values["total"] = all.formatted
        values["category"] = filter.category.map { [$0.name] } ?? []
        values["account"] = account.map { [$0.name] } ?? []
        values["rows"] = totals.enumerated().map { position, row -> [String: Any] in
            ["position": position + 1, "payee": row.payee, "amount": row.total.formatted,
             "percent": Percentage.of(row.total.minorUnits, all.minorUnits) ?? 0, "count": row.count, "one": row.count == 1]
        }
        context.lastFilter = filter
        return Answer(variant: totals.isEmpty ? "zero" : "", values: values, slots: ["period": .period(period)], amount: totals.first?.total,
                      leftOut: leftOut)
    }
}
