import Finance

/// A statement's balance column in an import's JSON (`balance`): the statement's balance on its
/// latest day, the account it sets (`accounts` is `one`, `none` or `several`), and the rows where
/// it does not add up. The README documents the keys.
extension ImportJSON {
    struct Balance: Encodable {
        let statementBalance: Amount
        let date: String
        let line: Int
        let accounts: String
        let account: String?
        let openingBalance: Opening?
        let laterRows: Int?
        let balanceAfter: Amount?
        let mismatchCount: Int
        let mismatches: [Mismatch]

        struct Opening: Encodable {
            let from, to: Amount
        }

        struct Mismatch: Encodable {
            let line: Int
            let stated, expected: Amount
        }

        init?(_ balance: StatementBalance?) {
            guard let balance else { return nil }
            statementBalance = Amount(balance.closing)
            date = balance.date.iso
            line = balance.line
            switch balance.target {
            case .account(let change):
                accounts = "one"
                account = change.account
                openingBalance = Opening(from: Amount(change.from), to: Amount(change.to))
                laterRows = change.laterRows
                balanceAfter = Amount(change.current)
            case .noAccount, .severalAccounts:
                accounts = balance.target == .noAccount ? "none" : "several"
                account = nil
                openingBalance = nil
                laterRows = nil
                balanceAfter = nil
            }
            mismatchCount = balance.mismatchCount
            mismatches = balance.mismatches.map { Mismatch(line: $0.line, stated: Amount($0.stated), expected: Amount($0.expected)) }
        }
    }
}
