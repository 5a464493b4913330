import BuddyCore
import GRDB

/// Where a credit card stands against its limit.
public struct CreditStanding: Sendable, Equatable {
    /// The card's account.
    public let account: Account
    /// Its credit limit; nil when none is set.
    public let limit: Money?
    /// What is owed on it (nothing when it is in credit).
    public let owed: Money
    /// The limit less what is owed, or with what the card is in credit on top (below zero when
    /// over the limit); nil without a limit.
    public let available: Money?

    /// A card's standing from its balance (below zero when money is owed on it); fails only when
    /// the limit and the balance together are beyond what an amount holds.
    init(account: Account, limit: Money?, balance: Money) throws {
        self.account = account
        self.limit = limit
        owed = Money(minorUnits: max(0, -balance.minorUnits), currency: balance.currency)
        available = try limit.map { try $0 + balance }
    }
}

/// Credit limits on credit cards.
extension AccountService {
    /// Sets the credit limit of the credit card account called `name`; fails when there is
    /// no such account, when it is not a credit card, or when the limit is not above zero.
    @discardableResult
    public func setCreditLimit(_ limit: Money, of name: String) throws -> Account {
        try ledger.requireHomeCurrency(limit)
        try limit.withinLimit()
        guard limit.minorUnits > 0 else { throw FinanceError(.invalidInput, "a credit limit must be above zero") }
        return try ledger.database.writer.write { db in
            var account = try Self.existing(name, profileId: ledger.profileId, in: db)
            guard account.kind == .credit else { throw FinanceError(.invalidInput, "\(account.name) is not a credit card") }
            account.creditLimit = limit.minorUnits
            try account.update(db)
            return account
        }
    }

    /// Every credit card account's limit, what is owed on it at the end of `day` and what is
    /// left to spend, by name.
    public func creditStandings(on day: Day) throws -> [CreditStanding] {
        try balances(on: day).filter { $0.account.kind == .credit }.map { found in
            let currency = found.balance.currency
            return try CreditStanding(account: found.account,
                                      limit: found.account.creditLimit.map { Money(minorUnits: $0, currency: currency) }, balance: found.balance)
        }
    }
}
