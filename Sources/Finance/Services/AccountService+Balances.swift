import BuddyCore
import GRDB

/// An account with its balance on a day.
public struct AccountBalance: Sendable, Equatable {
    /// The account.
    public let account: Account
    /// Its opening balance plus every transaction on it up to and including the day.
    public let balance: Money
}

/// Balances, net worth, transfers between accounts and balance adjustments.
extension AccountService {
    /// Every account's balance at the end of `day`, by name: its opening balance and the stored
    /// total of its rows (in its currency), less the rows after `day`, which are few for a day
    /// near today, however many the account has.
    public func balances(on day: Day) throws -> [AccountBalance] {
        try ledger.database.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT a.*, a.openingBalance
                    + COALESCE((SELECT s.amount FROM accountTotal s
                        WHERE s.profileId = a.profileId AND s.accountId = a.id AND s.currency = a.currency), 0)
                    - COALESCE((SELECT SUM(t.amount) FROM "transaction" t
                        WHERE t.profileId = a.profileId AND t.accountId = a.id AND t.date > ? AND t.currency = a.currency), 0) AS balance
                FROM account a WHERE a.profileId = ? ORDER BY a.name
                """, arguments: [day, ledger.profileId])
                .map { row in
                    let account = try Account(row: row)
                    return AccountBalance(account: account, balance: Money(minorUnits: try row.amount("balance"),
                                                                           currency: Currency(code: account.currency) ?? ledger.currency))
                }
        }
    }

    /// What moved into `account` from the person's other accounts in `period`, less what moved
    /// out to them (negative when more went out): the transfer rows on it whose other side is a
    /// transfer row on another account. Money lent, settled or given to people is not counted.
    public func movedBetweenAccounts(_ account: Account, in period: Period) throws -> Money {
        let sum = try ledger.database.writer.read { db in
            try Int64.fetchOne(db, sql: """
                SELECT COALESCE(SUM(t.amount), 0) FROM "transaction" t
                WHERE t.profileId = ? AND t.accountId = ? AND t.type = 'transfer' AND t.date >= ? AND t.date < ?
                  AND t.linkId IS NOT NULL AND EXISTS (SELECT 1 FROM "transaction" o WHERE o.profileId = t.profileId
                      AND o.linkId = t.linkId AND o.id != t.id AND o.type = 'transfer' AND o.accountId IS NOT NULL AND o.accountId != t.accountId)
                """, arguments: [ledger.profileId, account.id, period.start, period.end]) ?? 0
        }
        return Money(minorUnits: sum, currency: Currency(code: account.currency) ?? ledger.currency)
    }

    /// One account's balance at the end of `day`.
    public func balance(of name: String, on day: Day) throws -> AccountBalance {
        let account = try named(name)
        return try balances(on: day).first { $0.account.id == account.id }!
    }

    /// Moves `amount` from one account to another on `date`: two linked transfer rows, counted
    /// neither as spending nor as income. Returns the row that leaves `from`.
    @discardableResult
    public func transfer(_ amount: Money, from: String, to: String, on date: Day) throws -> Transaction {
        try ledger.database.writer.write { db in
            let source = try Self.existing(from, profileId: ledger.profileId, in: db)
            let target = try Self.existing(to, profileId: ledger.profileId, in: db)
            return try Self.transfer(amount, from: source, to: target, on: date, ledger: ledger, in: db)
        }
    }

    @discardableResult
    static func transfer(_ amount: Money, from source: Account, to target: Account, on date: Day,
                         ledger: Ledger, in db: Database) throws -> Transaction {
        guard amount.minorUnits > 0 else { throw FinanceError(.invalidInput, "a transfer needs an amount above zero") }
        try ledger.requireHomeCurrency(amount)
        try ledger.requireWithinLimit(amount)
        try ledger.requireStorable(date)
        guard source.id != target.id else { throw FinanceError(.invalidInput, "a transfer needs two different accounts") }
        var out = Transaction(profileId: ledger.profileId, date: date, amount: -amount.minorUnits, currency: amount.currency.code,
                              description: "Transfer to \(target.name)", type: .transfer, accountId: source.id)
        try out.insert(db)
        out.linkId = out.id
        try out.update(db)
        var into = Transaction(profileId: ledger.profileId, date: date, amount: amount.minorUnits, currency: amount.currency.code,
                               description: "Transfer from \(source.name)", type: .transfer, accountId: target.id, linkId: out.id)
        try into.insert(db)
        return out
    }

    /// Records the transaction that brings an account's balance at the end of `date` to
    /// `actual` ("my checking balance is actually 1,204.10"; on a credit card, "I owe 450 on my
    /// visa": what is owed). Returns it, or nil when the balance already is `actual`.
    /// Adjustments are transfers: neither spending nor income.
    @discardableResult
    public func adjustBalance(of name: String, to actual: Money, on date: Day) throws -> Transaction? {
        try ledger.requireHomeCurrency(actual)
        try ledger.requireWithinLimit(actual)
        try ledger.requireStorable(date)
        let current = try balance(of: name, on: date)
        let target = Self.signed(actual.minorUnits, for: current.account.kind)
        let difference = try target.checkedSubtracting(current.balance.minorUnits)
        guard difference != 0 else { return nil }
        try ledger.requireWithinLimit(Money(minorUnits: difference, currency: current.balance.currency))
        return try ledger.database.writer.write { db in
            var row = Transaction(profileId: ledger.profileId, date: date, amount: difference, currency: current.balance.currency.code,
                                  description: "Balance adjustment", notes: "from \(current.balance.formatted) to \(Money(minorUnits: target, currency: actual.currency).formatted)",
                                  type: .transfer, accountId: current.account.id)
            try row.insert(db)
            return row
        }
    }
}
