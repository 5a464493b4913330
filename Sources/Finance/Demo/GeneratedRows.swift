import BuddyCore
import GRDB

/// Writes a generated store's transactions through one prepared statement, keeping what the
/// rest of the store is made from: what each category was spent, and what the card owes. The
/// accounts' totals are added up as the rows go and stored by ``finish()``, with the trigger that
/// would add them row by row set aside meanwhile (see ``AccountTotals``).
struct GeneratedRows {
    private let db: Database
    private let profileId: Int64
    private let currency: String
    private let accounts: [String: Int64]
    private let categories: [String: Int64]
    private let insert: Statement
    private let link: Statement
    /// Rows written so far.
    private(set) var written = 0
    /// What each expense category was spent in all, in positive minor units.
    private(set) var spent: [String: Int64] = [:]
    /// What the card was charged since its last payment, in positive minor units.
    private var cardOwed: Int64 = 0
    private var totals: AccountTotals
    private var payees: PayeeCounts

    /// Prepares the statements for the profile of `ledger`, whose accounts and categories are
    /// `accounts` and `categories` (ids by name).
    init(_ db: Database, ledger: Ledger, accounts: [String: Int64], categories: [String: Int64]) throws {
        self.db = db
        profileId = ledger.profileId
        currency = ledger.currency.code
        self.accounts = accounts
        self.categories = categories
        totals = try AccountTotals.setAside(in: db)
        payees = try PayeeCounts.setAside(in: db)
        insert = try db.makeStatement(sql: """
            INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId, linkId)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        link = try db.makeStatement(sql: "UPDATE \"transaction\" SET linkId = id WHERE id = ?")
    }

    /// An expense or income of `cents` on `date` (ISO text).
    mutating func add(_ date: String, _ cents: Int64, _ description: String, category: String, account: String) throws {
        let categoryId = categories[category]
        let kind: Transaction.Kind = cents < 0 ? .expense : .income
        try insert.execute(arguments: [profileId, date, cents, currency, description, kind.rawValue, categoryId, accounts[account], nil])
        count(cents, on: account)
        payees.add(1, to: PayeeCounts.Key(profileId: profileId, description: description, type: kind.rawValue))
        written += 1
        if cents < 0 { spent[category, default: 0] += -cents }
        if account == "Credit Card" { cardOwed -= cents }
    }

    /// A transfer of `cents` from one account to another on `date`: two linked rows, as
    /// ``AccountService`` records one. The card's payment is what it owes (at least 1.00).
    mutating func transfer(_ date: String, _ cents: Int64, from: String, to: String) throws {
        let amount = to == "Credit Card" ? max(cardOwed, 1_00) : cents
        try insert.execute(arguments: [profileId, date, -amount, currency, "Transfer to \(to)", Transaction.Kind.transfer.rawValue,
                                       nil, accounts[from], nil])
        let out = db.lastInsertedRowID
        try link.execute(arguments: [out])
        try insert.execute(arguments: [profileId, date, amount, currency, "Transfer from \(from)", Transaction.Kind.transfer.rawValue,
                                       nil, accounts[to], out])
        count(-amount, on: from)
        count(amount, on: to)
        payees.add(1, to: PayeeCounts.Key(profileId: profileId, description: "Transfer to \(to)", type: Transaction.Kind.transfer.rawValue))
        payees.add(1, to: PayeeCounts.Key(profileId: profileId, description: "Transfer from \(from)", type: Transaction.Kind.transfer.rawValue))
        written += 2
        if to == "Credit Card" { cardOwed -= amount }
    }

    /// Stores what the rows written add to each account's total and to each payee's count, and
    /// puts the triggers back.
    func finish() throws {
        try totals.restore(in: db)
        try payees.restore(in: db)
    }

    private mutating func count(_ cents: Int64, on account: String) {
        guard let accountId = accounts[account] else { return }
        totals.add(cents, to: AccountTotals.Key(profileId: profileId, accountId: accountId, currency: currency))
    }
}
