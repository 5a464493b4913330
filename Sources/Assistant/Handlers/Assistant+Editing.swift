import BuddyCore
import Finance
import Understanding

/// Changing and deleting a recorded transaction: the one "that" means, one picked from the
/// last list by position, or one found by its description.
extension Assistant {
    /// "change that to 14.20", "move it to groceries", "that was yesterday".
    func edit(_ match: Match) throws -> Answer {
        guard let id = context.focus else { return Answer(variant: "nothing") }
        let change = TransactionEdit(amount: match.amount(), category: match.category(), date: match.period("date")?.start,
                                     account: match.account(), description: match.text("description").map(titleCased))
        let before = try ledger.transactions.detailed(id: id)
        let row = try write("the change to \(before.transaction.description)") { try ledger.transactions.update(id: id, change) }
        return Answer(values: describe(row), slots: ["id": .number(Int(id))], amount: row.transaction.money.magnitude)
    }

    /// "delete that", "delete the second one", "delete the coffee from yesterday": asks first.
    func delete(_ match: Match) throws -> Answer {
        let row: DetailedTransaction
        if let position = match.number("position") {
            guard context.lastRows.indices.contains(position - 1) else { return Answer(variant: "nothing") }
            row = context.lastRows[position - 1]
        } else if let what = match.text("what") {
            let period = match.period("date") ?? Self.allTime
            guard let found = try ledger.transactions.list(TransactionFilter(period: period, kind: nil, text: what), limit: 1).rows.first else {
                return Answer(variant: "none", values: ["what": what, "period": match.period("date") == nil ? [] : [["label": period.label]]])
            }
            row = found
        } else {
            guard let id = context.focus else { return Answer(variant: "nothing") }
            row = try ledger.transactions.detailed(id: id)
        }
        let values = describe(row)
        let id = row.transaction.id!
        context.focus = id
        context.confirmation = PendingConfirmation(intent: match.intent) { [unowned self] in
            try write("deleting \(row.transaction.description)") { try ledger.transactions.delete(id: id) }
            context.focus = nil
            return Answer(variant: "done", values: values, amount: row.transaction.money.magnitude)
        }
        return Answer(variant: "confirm", values: values, slots: ["id": .number(Int(id))], amount: row.transaction.money.magnitude)
    }

    /// One transaction's amount, category, description, day and account, for a template.
    func describe(_ row: DetailedTransaction) -> [String: Any] {
        var values = rowValues(row)
        values["date"] = PeriodText.relative(row.transaction.date, today: today)
        values["account"] = row.account.map { [$0] } ?? []
        return values
    }
}
