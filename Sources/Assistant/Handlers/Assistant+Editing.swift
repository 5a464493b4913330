import BuddyCore
import Finance
import Understanding

/// Changing and deleting a recorded transaction: the one "that" means, one of the list on
/// screen by its position, the newest of a kind, or one found by its description.
extension Assistant {
    /// "change that to 14.20", "move the second one to groceries", "that was yesterday".
    func edit(_ match: Match) throws -> Answer {
        if let count = match.number("recorded"), count > 1 { return try editRecorded(Array(recordedBefore.suffix(count)), match) }
        let before: DetailedTransaction
        switch try referencedTransaction(match) {
        case .unclear(let answer): return answer
        case .found(let row, _): before = row
        }
        let id = before.transaction.id!
        context.focus = id
        let change = edit(from: match)
        // "i didn't buy the coffee" read as "the coffee is Dining": saying it changed would be untrue.
        guard change.changes(before) else { return Answer(variant: "same", values: describe(before), slots: ["id": .number(Int(id))]) }
        let row = try write("the change to \(before.transaction.description)") { try ledger.transactions.update(id: id, change) }
        return Answer(values: describe(row), slots: ["id": .number(Int(id))], amount: row.transaction.money.magnitude)
    }

    /// "both were cash", "they were all on the visa": the same change to each of the
    /// transactions just recorded, as one step to undo.
    private func editRecorded(_ ids: [Int64], _ match: Match) throws -> Answer {
        let change = edit(from: match)
        let rows = try write("the change to \(ids.count) transactions") { try ids.map { try ledger.transactions.update(id: $0, change) } }
        return Answer(variant: "many", values: ["count": rows.count, "rows": rows.map(describe)])
    }

    /// The change a line asks for.
    private func edit(from match: Match) -> TransactionEdit {
        TransactionEdit(amount: match.amount(), category: match.category(), date: match.period("date")?.start,
                        account: match.account(), description: match.text("description").map(titleCased))
    }

    /// "delete that", "delete the last one", "delete my last expense", "delete the coffee from
    /// yesterday": asks first.
    func delete(_ match: Match) throws -> Answer {
        let row: DetailedTransaction
        if let what = match.text("what") {
            let period = match.period("date") ?? Self.allTime
            guard let found = try ledger.transactions.list(TransactionFilter(period: period, kind: nil, text: what), limit: 1).rows.first else {
                return Answer(variant: "none", values: ["what": what, "period": match.period("date") == nil ? [] : [["label": period.label]]])
            }
            row = found
        } else {
            switch try referencedTransaction(match) {
            case .unclear(let answer): return answer
            case .found(let found, _): row = found
            }
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
