import BuddyCore
import Finance
import Understanding

/// Lists of transactions ("my last 5 expenses") and picking one of them ("the second one").
extension Assistant {
    /// "show my last 5 transactions", "what did I buy recently": the newest rows of every kind,
    /// or of expenses only.
    func recentTransactions(_ match: Match) throws -> Answer {
        let limit = match.number("count") ?? Self.listLimit
        guard limit > 0 else { throw FinanceError(.invalidInput, "a list needs at least one transaction; try “my last 5 transactions”") }
        let kind: Transaction.Kind? = match.intent == "spending.recent" ? .expense : nil
        let filter = TransactionFilter(period: Self.allTime, kind: kind)
        let (rows, count) = try ledger.transactions.list(filter, limit: min(limit, 100))
        guard count > 0 else { return Answer(variant: "none") }
        context.lastFilter = filter
        return Answer(values: listValues(rows, of: count), slots: ["count": .number(rows.count)],
                      query: "listed the newest \(rows.count) \(kind == .expense ? "expenses" : "transactions")", listed: rows)
    }

    /// "the second one", "the last one": the details of one row of the list on screen;
    /// "what was my last expense": the newest of a kind.
    func pick(_ match: Match) throws -> Answer {
        let reference: Reference
        if let kind = match.text("newest") {
            reference = try newestTransaction(kind)
        } else if let position = match.number("position") {
            reference = try listedTransaction(at: position)
        } else {
            return Answer(variant: "nothing")
        }
        let (row, number): (DetailedTransaction, Int?)
        switch reference {
        case .unclear(let answer): return answer
        case .found(let found, let position): (row, number) = (found, position)
        }
        context.focus = row.transaction.id
        var values = rowValues(row)
        values["account"] = row.account.map { [$0] } ?? []
        values["notes"] = row.transaction.notes.map { [$0] } ?? []
        values["bank"] = row.transaction.bankDescription.map { [$0] } ?? []
        guard let number else {
            values["kind"] = Self.newestKinds[match.text("newest") ?? ""]?.singular ?? "transaction"
            return Answer(variant: "newest", values: values, amount: row.transaction.money.magnitude)
        }
        values["position"] = number
        return Answer(values: values, slots: ["position": .number(number)], amount: row.transaction.money.magnitude)
    }

    /// Every day there is: the period of a list that is not about a period.
    static let allTime = Period(start: Day.firstSupported, end: Day(year: 9999, month: 12, day: 31)!,
                                label: "ever")

    /// The template values of a list of `rows` out of `count`.
    func listValues(_ rows: [DetailedTransaction], of count: Int) -> [String: Any] {
        let listed: [[String: Any]] = rows.enumerated().map { offset, row in
            var values = rowValues(row)
            values["position"] = offset + 1
            return values
        }
        return ["rows": listed, "count": count, "transactions": count == 1 ? "transaction" : "transactions",
                "more": count > rows.count, "shown": rows.count]
    }

    /// One transaction's date, amount (income marked "+"), description and category, for a template.
    func rowValues(_ row: DetailedTransaction) -> [String: Any] {
        let date = row.transaction.date
        return ["date": PeriodText.day(date, weekday: true, month: true, year: date.year != today.year),
                "amount": (row.transaction.amount > 0 ? "+" : "") + row.transaction.money.magnitude.formatted,
                "description": row.transaction.description,
                "category": row.category ?? (row.transaction.type == .transfer ? "Transfer" : "Uncategorised")]
    }
}
