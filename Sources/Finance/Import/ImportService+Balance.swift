import BuddyCore
import GRDB

/// A statement's balance column and the account it is for: when every row goes to one account,
/// that account's opening balance is set, in the import's transaction, so that its balance at
/// the end of the statement's latest day is the statement's. Rows already stored (an
/// overlapping statement) are counted once, as the import skips them; rows dated after the
/// statement are left as they are and counted on top.
extension ImportService {
    /// The statement's balance and what importing would do with it, or nil when the file has no
    /// balance column (or states no balance).
    func plannedBalance(_ planned: PlannedRows, in db: Database) throws -> StatementBalance? {
        // Without a balance column, no row is put together again.
        guard let balances = planned.file.balances, balances.contains(where: { $0 != nil }) else { return nil }
        let rows = Array(planned), fileRows = Array(planned.file)
        let names = Set(rows.map { $0.transaction.account?.trimmed.lowercased() ?? "" })
        let name = names.count == 1 ? rows.first?.transaction.account?.trimmed : nil
        let account = try name.flatMap { try AccountService.named($0, profileId: ledger.profileId, in: db) }
        let kind = account?.kind ?? name.map(Account.Kind.guess(fromName:)) ?? .checking
        guard var balance = StatementBalance.read(fileRows, owedFirst: kind == .credit) else { return nil }
        guard let name, !name.isEmpty else {
            balance.target = names == [""] ? .noAccount : .severalAccounts
            return balance
        }
        // Every row stored already, in no account (the file imported before without one): no
        // account is made for rows that stay where they are.
        if account == nil, rows.allSatisfy(\.duplicate) {
            balance.target = .noAccount
            return balance
        }
        let new = try ledger.total(of: rows.filter { !$0.duplicate && $0.transaction.date <= balance.date }.map(\.transaction.amount))
        balance.target = .account(try change(to: balance, account: account, name: name, kind: kind, adding: new.minorUnits, in: db))
        return balance
    }

    /// Sets the opening balance of the account `balance` is for, once the rows are written, and
    /// returns the balance with what was done.
    func applyBalance(_ balance: StatementBalance?, in db: Database) throws -> StatementBalance? {
        guard var balance, case .account(let planned) = balance.target else { return balance }
        var account = try AccountService.findOrCreate(planned.account, profileId: ledger.profileId, currency: ledger.currency.code, in: db)
        let change = try change(to: balance, account: account, name: account.name, kind: account.kind, adding: 0, in: db)
        if change.to.minorUnits != account.openingBalance {
            account.openingBalance = change.to.minorUnits
            try account.update(db)
        }
        balance.target = .account(change)
        return balance
    }

    /// The opening balance that brings `account` (nil when the import creates it) to the
    /// statement's closing balance on its latest day, counting the stored rows and `adding`
    /// (the new rows up to that day, before they are written).
    private func change(to balance: StatementBalance, account: Account?, name: String, kind: Account.Kind,
                        adding: Int64, in db: Database) throws -> OpeningBalanceChange {
        let currency = ledger.currency
        var through = adding
        var later: Int64 = 0
        var laterRows = 0
        if let id = account?.id {
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT date, amount FROM "transaction" WHERE profileId = ? AND accountId = ? AND currency = ?
                """, arguments: [ledger.profileId, id, account?.currency ?? currency.code])
            while let row = try cursor.next() {
                let amount: Int64 = row[1]
                let isLater = (Day(iso: row[0]) ?? balance.date) > balance.date
                if isLater { laterRows += 1 }
                let (sum, overflow) = isLater ? later.addingReportingOverflow(amount) : through.addingReportingOverflow(amount)
                guard !overflow else { throw Self.tooLarge(name) }
                if isLater { later = sum } else { through = sum }
            }
        }
        let (opening, overflow) = balance.closing.minorUnits.subtractingReportingOverflow(through)
        let (current, overflow2) = balance.closing.minorUnits.addingReportingOverflow(later)
        guard !overflow, !overflow2 else { throw Self.tooLarge(name) }
        // A balance column that says more than Buddy can hold makes no opening balance `check`
        // would call damaged.
        guard Money(minorUnits: opening, currency: currency).isWithinLimit, Money(minorUnits: current, currency: currency).isWithinLimit,
              balance.closing.isWithinLimit else {
            throw FinanceError(.invalidInput, "line \(balance.line): the balance \(balance.closing.formatted) is more than Buddy can record")
        }
        return OpeningBalanceChange(account: name, kind: kind, from: Money(minorUnits: account?.openingBalance ?? 0, currency: currency),
                                    to: Money(minorUnits: opening, currency: currency), laterRows: laterRows,
                                    current: Money(minorUnits: current, currency: currency))
    }

    private static func tooLarge(_ account: String) -> FinanceError {
        FinanceError(.invalidInput, "the amounts on \(account) are too large to add up to a balance")
    }
}
