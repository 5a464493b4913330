import BuddyCore
import Finance
import Understanding

/// Balances on a day still to come: "how much will I have in checking on dec 1", "what'll my net
/// worth be on new year's eve", "end of month balance checking". Today's balances, with each
/// bill, income and standing transfer the person tracks coming as due, named in the reply.
extension Assistant {
    /// The `ahead` variant of a balance: at the end of `day`, a day after today.
    func projectedBalances(_ match: Match, on day: Day) throws -> Answer {
        let projection = try ledger.accounts.projected(on: day, today: today)
        let date = PeriodText.relative(day, today: today)
        if let name = match.account() {
            let account = try ledger.accounts.named(name)
            guard let found = projection.balances.first(where: { $0.account.id == account.id }) else { return Answer(variant: "none") }
            let coming = projection.due.filter { $0.item.accountId == account.id || $0.item.toAccountId == account.id }
            return Answer(variant: "ahead", values: ["single": true, "name": found.account.name, "date": date,
                                                     "balance": Self.balanceText(found.balance, kind: found.account.kind),
                                                     "anyComing": !coming.isEmpty].merging(comingValues(coming, account: account.id)) { $1 },
                          slots: ["account": .text(found.account.name)], amount: found.balance)
        }
        guard !projection.balances.isEmpty else { return Answer(variant: "none") }
        let worth = projection.worth
        return Answer(variant: "ahead", values: ["single": false, "date": date, "rows": balanceRows(projection.balances),
                                                 "others": othersValues(worth), "netWorth": worth.total.formatted,
                                                 "anyComing": !projection.due.isEmpty].merging(comingValues(projection.due, account: nil)) { $1 },
                      amount: worth.total)
    }

    /// The most items a projection names one by one; more are summed up.
    static let comingNamed = 6

    /// The items coming due: `coming`, each `first`, `name`, `amount` (signed: "-$1,650.00",
    /// "+$2,450.00"; a transfer as it moves `account`, or unsigned with `moved` when no account is
    /// asked about) and `date`; or, for more than ``comingNamed``, `summary` (a list of zero or
    /// one: `count`, `in`, `out`, what comes into and goes out of the accounts asked about).
    private func comingValues(_ due: [DueItem], account: Int64?) -> [String: Any] {
        func isOut(_ item: Recurring) -> Bool { item.kind == .bill || item.kind == .transfer && item.accountId == account }
        guard due.count <= Self.comingNamed else {
            // A transfer between two accounts moves nothing in or out of them all.
            let counted = due.filter { $0.item.kind != .transfer || account != nil }
            let out = counted.filter { isOut($0.item) }.map(\.item.money)
            let into = counted.filter { !isOut($0.item) }.map(\.item.money)
            let total = { (amounts: [Money]) in (try? Money.total(of: amounts, in: self.ledger.currency).formatted) ?? "?" }
            return ["coming": [[String: Any]](), "summary": [["count": due.count, "in": total(into), "out": total(out)]]]
        }
        let coming: [[String: Any]] = due.enumerated().map { offset, occurrence in
            let item = occurrence.item
            let signed = item.kind == .transfer && account == nil ? item.money.formatted
                : isOut(item) ? item.money.negated.formatted : "+" + item.money.formatted
            return ["first": offset == 0, "name": item.name, "amount": signed, "moved": item.kind == .transfer && account == nil,
                    "date": PeriodText.day(occurrence.date, weekday: true, month: true, year: occurrence.date.year != today.year)]
        }
        return ["coming": coming, "summary": [[String: Any]]()]
    }
}
