import BuddyCore

/// Balances on a day still to come: today's, with what the profile tracks coming as due.
public struct ProjectedBalances: Sendable {
    /// Every account's balance at the end of the day, by name.
    public let balances: [AccountBalance]
    /// The net worth at the end of the day: today's, with the same items.
    public let worth: NetWorth
    /// The bills, income and transfers counted, soonest first.
    public let due: [DueItem]
}

extension AccountService {
    /// Every account's balance and the net worth at the end of `day`, a day after `today`, if
    /// every active bill, income and standing transfer comes as due between them (paused and
    /// cancelled ones do not; one in another currency is left out). An item with no account
    /// counts in the net worth alone, as a row recorded with no account does.
    public func projected(on day: Day, today: Day) throws -> ProjectedBalances {
        let now = try balances(on: today)
        let worth = try self.worth(on: today)
        guard day > today else { return ProjectedBalances(balances: now, worth: worth, due: []) }
        let coming = Period(start: today.adding(days: 1), end: day.adding(days: 1), label: "")
        let due = try ledger.recurring.due(in: coming).filter { !$0.recorded && $0.item.currency == ledger.currency.code }
        var change: [Int64: Int64] = [:]
        var unassigned: Int64 = 0
        for occurrence in due {
            let item = occurrence.item
            switch item.kind {
            case .bill, .income:
                let signed = item.kind == .bill ? -item.amount : item.amount
                if let account = item.accountId {
                    change[account] = try change[account, default: 0].checkedAdding(signed)
                } else {
                    unassigned = try unassigned.checkedAdding(signed)
                }
            case .transfer:
                guard let from = item.accountId, let to = item.toAccountId else { continue }
                change[from] = try change[from, default: 0].checkedSubtracting(item.amount)
                change[to] = try change[to, default: 0].checkedAdding(item.amount)
            }
        }
        let balances = try now.map { current in
            guard let id = current.account.id, let moved = change[id], current.balance.currency == ledger.currency else { return current }
            return AccountBalance(account: current.account,
                                  balance: Money(minorUnits: try current.balance.minorUnits.checkedAdding(moved), currency: ledger.currency))
        }
        // The accounts added up as ``worth(on:)`` adds them: those in the profile's currency.
        let projectedWorth = try NetWorth(accounts: ledger.total(of: balances.filter { $0.balance.currency == ledger.currency }.map(\.balance)),
                                          unassigned: worth.unassigned + Money(minorUnits: unassigned, currency: ledger.currency),
                                          owedToMe: worth.owedToMe, owedByMe: worth.owedByMe)
        return ProjectedBalances(balances: balances, worth: projectedWorth, due: due)
    }
}
