import BuddyCore
import GRDB

/// What a person gives to record a transaction; names are resolved against the profile.
public struct NewTransaction: Sendable, Equatable {
    /// The day it happened.
    public var date: Day
    /// Signed amount: negative out, positive in.
    public var amount: Money
    /// The payee or a short title.
    public var description: String
    /// The category's name, or nil for none. Unknown names are created; "Transfer" records a
    /// transfer between accounts (neither spending nor income), as the CSV export writes one.
    public var category: String?
    /// The account's name, or nil for none. Unknown names are created.
    public var account: String?
    /// Optional remarks.
    public var notes: String?

    /// Creates a new transaction description.
    public init(date: Day, amount: Money, description: String, category: String? = nil, account: String? = nil, notes: String? = nil) {
        self.date = date
        self.amount = amount
        self.description = description
        self.category = category
        self.account = account
        self.notes = notes
    }
}

/// Recording and removing transactions.
public struct TransactionService: Sendable {
    let ledger: Ledger

    /// Records one transaction in one database transaction and returns it as stored.
    @discardableResult
    public func add(_ new: NewTransaction) throws -> Transaction {
        try ledger.database.writer.write { db in try insert(new, in: db) }
    }

    /// Records many transactions in one database transaction: all of them, or none.
    public func add(all items: [NewTransaction]) throws {
        try ledger.database.writer.write { db in
            for item in items { try insert(item, in: db) }
        }
    }

    func insert(_ new: NewTransaction, in db: Database) throws -> Transaction {
        guard new.amount.minorUnits != 0 else {
            throw FinanceError(.invalidInput, "an amount of zero records nothing")
        }
        try ledger.requireWithinLimit(new.amount)
        try ledger.requireStorable(new.date)
        let description = new.description.trimmingCharacters(in: .whitespaces)
        guard !description.isEmpty else { throw FinanceError(.invalidInput, "a transaction needs a description") }
        let profileId = ledger.profileId
        var category: Category?
        let isTransfer = new.category.map(Transaction.isTransferCategory) ?? false
        if !isTransfer, let name = new.category?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
            category = try CategoryService.findOrCreate(name, type: new.amount.minorUnits < 0 ? .expense : .income,
                                                        profileId: profileId, in: db)
        }
        var account: Account?
        if let name = new.account?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
            account = try AccountService.findOrCreate(name, profileId: profileId, currency: ledger.currency.code, in: db)
        }
        var row = Transaction(profileId: profileId, date: new.date, amount: new.amount.minorUnits,
                              currency: new.amount.currency.code, description: description,
                              notes: new.notes.flatMap { $0.isEmpty ? nil : $0 },
                              type: isTransfer ? .transfer : .inferred(amount: new.amount.minorUnits, category: category),
                              categoryId: category?.id, accountId: account?.id)
        try row.insert(db)
        return row
    }

    /// Removes the transaction with this id, with the other rows of its transfer or split and
    /// the shares of it that people owe; fails when the profile has none such.
    public func delete(id: Int64) throws {
        try ledger.database.writer.write { db in
            guard let row = try Transaction.filter(Column("id") == id && Transaction.Columns.profileId == ledger.profileId).fetchOne(db) else {
                throw FinanceError(.notFound, "there is no transaction #\(id)")
            }
            if let link = row.linkId {
                try Transaction.filter(Transaction.Columns.profileId == ledger.profileId && Transaction.Columns.linkId == link).deleteAll(db)
            }
            try row.delete(db)
        }
    }

    /// The transaction with this id, with its category and account names.
    public func detailed(id: Int64) throws -> DetailedTransaction {
        try ledger.database.writer.read { db in
            guard let row = try Row.fetchOne(db, sql: Self.detailedSQL + " WHERE t.id = ? AND t.profileId = ?",
                                             arguments: [id, ledger.profileId]) else {
                throw FinanceError(.notFound, "there is no transaction #\(id)")
            }
            return try DetailedTransaction(row: row)
        }
    }

    static let detailedSQL = """
        SELECT t.*, c.name AS categoryName, a.name AS accountName
        FROM "transaction" t
        LEFT JOIN category c ON c.id = t.categoryId
        LEFT JOIN account a ON a.id = t.accountId
        """

    /// How many transactions the profile holds.
    public func count() throws -> Int {
        try ledger.database.writer.read { db in
            try Transaction.filter(Transaction.Columns.profileId == ledger.profileId).fetchCount(db)
        }
    }

    /// The newest `limit` transactions that `filter` selects, newest first, and how many it
    /// selects in all.
    public func list(_ filter: TransactionFilter, limit: Int) throws -> (rows: [DetailedTransaction], count: Int) {
        try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"transaction\" t WHERE \(condition)",
                                         arguments: StatementArguments(arguments)) ?? 0
            let rows = try Row.fetchAll(db, sql: Self.detailedSQL + " WHERE \(condition) ORDER BY t.date DESC, t.id DESC LIMIT ?",
                                        arguments: StatementArguments(arguments) + [limit])
                .map(DetailedTransaction.init(row:))
            return (rows, count)
        }
    }

    /// Every transaction with its category and account names, oldest first (for export).
    public func allDetailed() throws -> [DetailedTransaction] {
        try ledger.database.writer.read { db in
            try Row.fetchAll(db, sql: Self.detailedSQL + " WHERE t.profileId = ? ORDER BY t.date, t.id", arguments: [ledger.profileId])
                .map(DetailedTransaction.init(row:))
        }
    }
}

/// A transaction with the names of its category and account.
public struct DetailedTransaction: Sendable, Hashable {
    /// The stored row.
    public let transaction: Transaction
    /// The category's name, if any.
    public let category: String?
    /// The account's name, if any.
    public let account: String?

    /// A row of ``TransactionService/detailedSQL``.
    init(row: Row) throws {
        transaction = try Transaction(row: row)
        category = row["categoryName"]
        account = row["accountName"]
    }
}
