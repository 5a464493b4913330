import GRDB

/// The kind of an account put right: "wallet is a credit card".
extension AccountService {
    /// Makes the account called `name` an account of `kind`; fails when there is no such
    /// account. While it has no transactions, its opening amount is read again as it would have
    /// been said for the new kind (on a credit card, what is owed), so an account added as the
    /// wrong kind is as if added as the right one; once used, its figures are kept as they are.
    /// A credit limit goes with the card when the account stops being one.
    @discardableResult
    public func setKind(_ kind: Account.Kind, of name: String) throws -> Account {
        try ledger.database.writer.write { db in
            var account = try Self.existing(name, profileId: ledger.profileId, in: db)
            guard account.kind != kind else { return account }
            let used = try Transaction.filter(Transaction.Columns.accountId == account.id).fetchCount(db) > 0
            if !used, (account.kind == .credit) != (kind == .credit) {
                account.openingBalance = Self.signed(abs(account.openingBalance), for: kind)
            }
            if kind != .credit { account.creditLimit = nil }
            account.kind = kind
            try account.update(db)
            return account
        }
    }
}
