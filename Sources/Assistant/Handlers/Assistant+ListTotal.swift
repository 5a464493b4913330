import BuddyCore
import Finance
import Understanding

/// "how much is that all together" after a list: what the transactions listed come to.
extension Assistant {
    /// The total of the transactions the list on screen was drawn from (all of them, not only
    /// the rows shown), spent and received apart (transfers are neither, and are said so), when `line` only asks what they come to and
    /// reads loosely otherwise; nil when no list is on screen.
    func totallingTheList(_ line: String, interpretation: Interpretation) -> Reply? {
        guard !context.shownList.isEmpty, let filter = context.lastFilter, readsLoosely(interpretation),
              understander.asksForTheTotal(line) else { return nil }
        func part(_ kind: Transaction.Kind) throws -> (count: Int, amount: Money) {
            var part = filter
            part.kind = kind
            return (try ledger.transactions.list(part, limit: 1).count, try ledger.reports.total(part))
        }
        let none = (count: 0, amount: Money.zero(ledger.currency))
        guard let spent = try? filter.kind == .income ? none : part(.expense),
              let received = try? filter.kind == .expense ? none : part(.income) else { return nil }
        guard let count = try? ledger.transactions.list(filter, limit: 1).count else { return nil }
        // Money moved between accounts or lent is neither spent nor received.
        let moved = count - spent.count - received.count
        let values: [String: Any] = [
            "count": count, "transactions": count == 1 ? "transaction" : "transactions",
            "moved": moved > 0 ? ["\(moved) \(moved == 1 ? "transfer" : "transfers")"] : [],
            "spent": spent.count > 0 ? [spent.amount.formatted] : [], "received": received.count > 0 ? [received.amount.formatted] : [],
            "both": spent.count > 0 && received.count > 0 ? ["and"] : [],
        ]
        context.shownList = []
        let text = templates.render(intent: "spending.total", variant: "listed", values: values, line: line)
        return Reply(input: line, understood: true, intent: "spending.total", text: text)
    }
}
