import BuddyCore
import Finance
import Understanding

/// The transactions no category was given: what an imported statement left for the person to
/// sort out (payments to people, cash, shops the merchant list does not know).
extension Assistant {
    /// "show my uncategorised transactions", "what couldn't you categorise since september": the
    /// newest rows with no category (transfers, which need none, left out), how many there are
    /// and how much went out and came in, over the period said or everything recorded.
    func uncategorisedTransactions(_ match: Match) throws -> Answer {
        let said = match.period()
        var filter = TransactionFilter(period: said ?? Self.allTime, kind: nil)
        filter.uncategorised = true
        filter.excluding.transfers = true
        let (rows, count) = try ledger.transactions.list(filter, limit: Self.listLimit)
        var values: [String: Any] = said.map(periodValues) ?? [:]
        guard count > 0 else { return Answer(variant: "none", values: values) }
        values.merge(listValues(rows, of: count)) { _, listed in listed }
        values["have"] = count == 1 ? "has" : "have"
        var out = filter, incoming = filter
        out.kind = .expense
        incoming.kind = .income
        values["out"] = try ledger.reports.total(out).formatted
        let cameIn = try ledger.reports.total(incoming)
        if cameIn.minorUnits != 0 { values["in"] = cameIn.formatted }
        values["payee"] = rows[0].transaction.description
        context.lastFilter = filter
        let scope = said.map { "from \($0.start.iso) to \($0.lastDay.iso)" } ?? "in the whole record"
        return Answer(values: values, slots: ["count": .number(count)],
                      query: "listed the newest \(rows.count) transactions with no category (transfers left out) \(scope)", listed: rows)
    }
}
