import BuddyCore
import Finance
import Understanding

/// Which transaction a line means: a row of the list on screen by its position ("the second
/// one", "the last one"), the newest of a kind ("my last expense"), or the one “that” and “it”
/// mean. Picking, changing and deleting all read references this one way.
extension Assistant {
    /// The transaction a line refers to, or the answer to give when it does not say which.
    enum Reference {
        /// The transaction as it is now, with its number in the list on screen when picked from it.
        case found(DetailedTransaction, number: Int?)
        /// The line does not say which transaction (or the one it names is not there): the
        /// answer asks, or says why.
        case unclear(Answer)
    }

    /// The transaction `match` refers to: by its `position` in the list on screen, as the
    /// newest of the kind its `newest` slot names, or else the one “that” means.
    func referencedTransaction(_ match: Match) throws -> Reference {
        if let position = match.number("position") { return try listedTransaction(at: position) }
        if let kind = match.text("newest") { return try newestTransaction(kind) }
        guard let id = context.focus else { return .unclear(Answer(variant: "nothing")) }
        return .found(try ledger.transactions.detailed(id: id), number: nil)
    }

    /// The row at `position` of the list on screen, counted from 1, or from the end when
    /// negative (−1 is the last), read again from the store so that it shows any change since.
    func listedTransaction(at position: Int) throws -> Reference {
        let list = context.shownList
        guard !list.isEmpty else { return .unclear(Answer(variant: "nothing")) }
        let index = position > 0 ? position - 1 : list.count + position
        guard list.indices.contains(index), position != 0 else {
            return .unclear(Answer(variant: "beyond", values: ["count": list.count, "transactions": list.count == 1 ? "transaction" : "transactions",
                                                               "position": position > 0 ? "\(position)" : "\(-position) from the end"]))
        }
        do {
            return .found(try ledger.transactions.detailed(id: list[index].transaction.id!), number: index + 1)
        } catch let error as FinanceError where error.code == .notFound {
            throw FinanceError(.notFound, "number \(index + 1) of the list has been deleted since it was shown")
        }
    }

    /// The newest transaction of the kind a `{newest=…}` slot names: `transaction` (any),
    /// `expense` or `income`.
    func newestTransaction(_ name: String) throws -> Reference {
        let kind = Self.newestKinds[name] ?? Self.newestKinds["transaction"]!
        guard let row = try ledger.transactions.list(TransactionFilter(period: Self.allTime, kind: kind.kind), limit: 1).rows.first else {
            return .unclear(Answer(variant: "empty", values: ["kinds": kind.plural]))
        }
        return .found(row, number: nil)
    }

    /// The transaction a line names to correct it: the newest whose payee holds the words it
    /// names (or, naming none, what it says it was not), on the day and for the amount it names,
    /// over the last 90 days to today unless it names a day; the one “that” means when it names
    /// nothing.
    func namedTransaction(_ named: TransactionReference, was: String? = nil) throws -> Reference {
        let text = named.payee ?? (named.date == nil && named.amount == nil ? was : nil)
        let category = try named.category.flatMap { try ledger.categories.named($0) }
        guard text != nil || category != nil || named.date != nil || named.amount != nil else {
            guard let id = context.focus else { return .unclear(Answer(variant: "nothing")) }
            return .found(try ledger.transactions.detailed(id: id), number: nil)
        }
        let period = named.date ?? Period(start: today.adding(days: -89), end: today.adding(days: 1), label: "in the last 90 days")
        // An expense, else an income: never a transfer or a debt's row ("owed to Jo: concert tickets").
        let found = try [Transaction.Kind.expense, .income].lazy.compactMap { kind in
            try self.ledger.transactions.list(TransactionFilter(period: period, kind: kind, category: category, text: text,
                                                                minimum: named.amount, maximum: named.amount), limit: 1).rows.first
        }.first
        guard let row = found else {
            let described = [(text ?? category?.name).map { "“\($0)”" }, named.amount.map(\.formatted)].compactMap { $0 }.joined(separator: " for ")
            return .unclear(Answer(variant: "unfound", values: ["what": described.isEmpty ? "that" : described, "when": period.label]))
        }
        return .found(row, number: nil)
    }

    /// `intent` answered about the transaction a line named (it becomes the one in focus), or
    /// the reply that says why there is none.
    func answering(_ intent: String, _ reference: Reference, slots: [String: SlotValue], pattern: String, line: String) -> Reply {
        switch reference {
        case .unclear(let answer):
            let text = templates.render(intent: intent, variant: answer.variant, values: answer.values, line: line)
            return Reply(input: line, understood: true, intent: intent, text: text)
        case .found(let row, _):
            context.focus = row.transaction.id
            return answer(Match(intent: intent, slots: slots, score: 0, pattern: pattern), line: line)
        }
    }

    /// The kinds a `{newest=…}` slot may name, with their words.
    static let newestKinds: [String: (kind: Transaction.Kind?, singular: String, plural: String)] = [
        "transaction": (nil, "transaction", "transactions"),
        "expense": (.expense, "expense", "expenses"),
        "income": (.income, "income", "income"),
    ]
}
