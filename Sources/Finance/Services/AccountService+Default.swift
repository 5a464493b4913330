import GRDB

/// Which account money comes out of or goes into when a line names none.
public enum AccountChoice: Sendable, Equatable {
    /// This account: the one the person chose as the default, or the only one.
    case account(Account)
    /// The profile has no accounts: the row is kept with none.
    case none
    /// Several accounts and no default: the person has to say which.
    case several([Account])
}

/// The profile's default account: the one chosen ("use checking by default"), or else the
/// only account there is.
extension AccountService {
    /// The account a row goes to when none is named.
    public func defaultChoice() throws -> AccountChoice {
        let accounts = try all()
        if let chosen = try ledger.settings.value(.defaultAccount).flatMap(Int64.init),
           let account = accounts.first(where: { $0.id == chosen }) {
            return .account(account)
        }
        switch accounts.count {
        case 0: return .none
        case 1: return .account(accounts[0])
        default: return .several(accounts)
        }
    }

    /// Makes the account called `name` the default; fails when there is none such.
    @discardableResult
    public func setDefault(_ name: String) throws -> Account {
        let account = try named(name)
        try ledger.settings.set(.defaultAccount, to: String(account.id!))
        return account
    }
}
