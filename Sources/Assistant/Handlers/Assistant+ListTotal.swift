import BuddyCore
import Finance
import Understanding

/// "how much is that all together" after a list: what the transactions shown come to.
extension Assistant {
    /// The total of the rows of the list on screen, spent and received apart (transfers are
    /// neither, and are said so), when `line` only asks what they come to and reads loosely
    /// otherwise; nil when no list is on screen.
    func totallingTheList(_ line: String, interpretation: Interpretation) -> Reply? {
        let rows = context.shownList
        guard !rows.isEmpty, readsLoosely(interpretation), understander.asksForTheTotal(line) else { return nil }
        func part(_ kind: Transaction.Kind) -> (count: Int, amount: Money)? {
            let picked = rows.filter { $0.transaction.type == kind }
            guard let cents = try? picked.reduce(Int64(0), { try $0.checkedAdding($1.transaction.amount) }) else { return nil }
            return (picked.count, Money(minorUnits: kind == .expense ? -cents : cents, currency: ledger.currency))
        }
        guard let spent = part(.expense), let received = part(.income) else { return nil }
        let moved = rows.count - spent.count - received.count
        let values: [String: Any] = [
            "count": rows.count, "transactions": rows.count == 1 ? "transaction" : "transactions",
            "moved": moved > 0 ? ["\(moved) \(moved == 1 ? "transfer" : "transfers")"] : [],
            "spent": spent.count > 0 ? [spent.amount.formatted] : [], "received": received.count > 0 ? [received.amount.formatted] : [],
            "both": spent.count > 0 && received.count > 0 ? ["and"] : [],
        ]
        context.shownList = []
        let text = templates.render(intent: "spending.total", variant: "listed", values: values, line: line)
        return Reply(input: line, understood: true, intent: "spending.total", text: text)
    }
}
