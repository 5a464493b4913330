import BuddyCore
import GRDB

/// What everything is worth on a day, and what it is made of.
public struct NetWorth: Sendable, Equatable {
    /// The accounts' balances added up (a credit card's is negative when money is owed on it).
    public let accounts: Money
    /// Rows recorded with no account (before the profile had any), added up.
    public let unassigned: Money
    /// What people owe me, added up over the people whose balance is in my favour.
    public let owedToMe: Money
    /// What I owe people, as a positive amount.
    public let owedByMe: Money

    /// Accounts + rows with no account + owed to me − owed by me.
    public let total: Money

    /// Net worth from its parts; fails when the store holds an amount out of range, so that
    /// they do not add up within what an amount holds.
    init(accounts: Money, unassigned: Money, owedToMe: Money, owedByMe: Money) throws(MoneyError) {
        self.accounts = accounts
        self.unassigned = unassigned
        self.owedToMe = owedToMe
        self.owedByMe = owedByMe
        total = try accounts + unassigned + owedToMe - owedByMe
    }
}

extension AccountService {
    /// What everything is worth at the end of `day`: the accounts, the rows with no account,
    /// and what people owe me less what I owe them. A split paid for others, a loan or a
    /// repayment moves money between an account and a debt and leaves this unchanged.
    public func netWorth(on day: Day) throws -> Money {
        try worth(on: day).total
    }

    /// Net worth at the end of `day`, with its parts, in the home currency.
    public func worth(on day: Day) throws -> NetWorth {
        let accounts = try ledger.total(of: balances(on: day).filter { $0.balance.currency == ledger.currency }.map(\.balance))
        return try ledger.database.writer.read { db in
            let unassigned = try Int64.fetchOne(db, sql: """
                SELECT COALESCE(SUM(amount), 0) FROM "transaction"
                WHERE profileId = ? AND accountId IS NULL AND date <= ? AND currency = ?
                """, arguments: [ledger.profileId, day, ledger.currency.code]) ?? 0
            let people = try Int64.fetchAll(db, sql: """
                SELECT SUM(amount) FROM debt WHERE profileId = ? AND date <= ? AND currency = ? GROUP BY personId
                """, arguments: [ledger.profileId, day, ledger.currency.code])
            let money = { Money(minorUnits: $0, currency: ledger.currency) }
            return try NetWorth(accounts: accounts, unassigned: money(unassigned),
                            owedToMe: try ledger.total(of: people.filter { $0 > 0 }.map(money)),
                            owedByMe: try ledger.total(of: people.filter { $0 < 0 }.map { money(try $0.checkedNegated()) }))
        }
    }
}
