import BuddyCore
import Finance
import Understanding

/// The newest transactions of one account ("my recent card charges") or of one day ("what did
/// I buy yesterday").
extension Assistant {
    /// `transactions.recent` and `spending.recent`: of one account when the line names one, of
    /// one day when it names a day, else the newest of all.
    func transactionFeed(_ match: Match) throws -> Answer {
        let day = match.period("date")
        let account = try match.account().map(ledger.accounts.named)
        guard day != nil || account != nil else { return try recentTransactions(match) }
        let kind: Transaction.Kind? = match.intent == "spending.recent" ? .expense : nil
        let filter = TransactionFilter(period: day ?? Self.allTime, kind: kind, account: account)
        let limit = match.number("count") ?? (day == nil ? Self.listLimit : 50)
        guard limit > 0 else { throw FinanceError(.invalidInput, "a list needs at least one transaction; try “my last 5 transactions”") }
        let (rows, count) = try ledger.transactions.list(filter, limit: min(limit, 100))
        let variant = day == nil ? "account" : "day"
        var values: [String: Any] = ["account": account?.name ?? "", "day": day.map { PeriodText.relative($0.start, today: today) } ?? ""]
        guard count > 0 else { return Answer(variant: variant + "-none", values: values) }
        values.merge(listValues(rows, of: count)) { _, new in new }
        if kind == .expense {
            values["transactions"] = count == 1 ? "purchase" : "purchases"
            values["total"] = try ledger.reports.total(filter).formatted
        }
        context.lastFilter = filter
        let scope = [account.map { "on \($0.name)" }, day.map { "on \($0.start.iso)" }].compactMap { $0 }.joined(separator: " ")
        return Answer(variant: variant, values: values, slots: ["count": .number(rows.count)],
                      query: "listed the newest \(rows.count) \(kind == .expense ? "expenses" : "transactions") \(scope)", listed: rows)
    }
}
