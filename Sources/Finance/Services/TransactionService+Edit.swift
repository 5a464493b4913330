import BuddyCore
import GRDB

/// A change to a recorded transaction: only the fields given change.
public struct TransactionEdit: Sendable, Equatable {
    /// The new amount, as a positive figure; the transaction keeps its direction.
    public var amount: Money?
    /// The new category's name (it must exist); the type follows the category.
    public var category: String?
    /// The new day.
    public var date: Day?
    /// The new account's name (it must exist).
    public var account: String?
    /// The new description.
    public var description: String?

    /// Creates an edit.
    public init(amount: Money? = nil, category: String? = nil, date: Day? = nil, account: String? = nil, description: String? = nil) {
        self.amount = amount
        self.category = category
        self.date = date
        self.account = account
        self.description = description
    }

    /// Whether the edit would change `row`: a new amount, category, day, account or
    /// description (names compared without regard to case).
    public func changes(_ row: DetailedTransaction) -> Bool {
        let same = { (new: String?, old: String?) in new == nil || new?.lowercased() == old?.lowercased() }
        return !(amount.map { $0.magnitude == row.transaction.money.magnitude } ?? true) || !same(category, row.category)
            || !(date.map { $0 == row.transaction.date } ?? true) || !same(account, row.account)
            || !same(description, row.transaction.description)
    }
}

extension TransactionService {
    /// Changes a transaction in one database transaction and returns it as stored. A transfer's
    /// other row follows a change of amount or day; a transfer cannot take a category; the
    /// amount of a share of a split is not changed alone. A split
    /// moved to another account moves whole: its rows that were on the old account go with it.
    @discardableResult
    public func update(id: Int64, _ edit: TransactionEdit) throws -> DetailedTransaction {
        try ledger.database.writer.write { db in
            let profileId = ledger.profileId
            guard var row = try Transaction.filter(Column("id") == id && Transaction.Columns.profileId == profileId).fetchOne(db) else {
                throw FinanceError(.notFound, "there is no transaction #\(id)")
            }
            if let amount = edit.amount {
                guard amount.minorUnits > 0 else { throw FinanceError(.invalidInput, "the amount must be above zero") }
                // A share of a split is worked out from the total and the people: changing it
                // alone would leave their shares as they were.
                guard try Debt.filter(Column("transactionId") == id).fetchCount(db) == 0 else {
                    throw FinanceError(.invalidInput, "that is your share of a split; say “undo” (or delete it) and split it again with the new total")
                }
                try ledger.requireWithinLimit(amount)
                row.amount = row.amount < 0 ? -amount.minorUnits : amount.minorUnits
            }
            if let name = edit.category {
                guard row.type != .transfer else { throw FinanceError(.invalidInput, "a transfer has no category") }
                guard let category = try CategoryService.named(name, profileId: profileId, in: db) else {
                    throw FinanceError(.notFound, "there is no category called \(name)")
                }
                row.categoryId = category.id
                row.type = category.type == .income ? .income : .expense
                let size = try Self.size(of: row.amount)
                row.amount = category.type == .income ? size : -size
            }
            let previousAccount = row.accountId
            if let date = edit.date { row.date = try ledger.requireStorable(date) }
            if let name = edit.account {
                row.accountId = try AccountService.existing(name, profileId: profileId, in: db).id
            }
            if let description = edit.description?.trimmingCharacters(in: .whitespaces) {
                guard !description.isEmpty else { throw FinanceError(.invalidInput, "a transaction needs a description") }
                row.description = description
            }
            try row.update(db)
            if edit.account != nil, let link = row.linkId, row.type != .transfer {
                for var other in try Transaction.filter(Transaction.Columns.linkId == link && Column("id") != id).fetchAll(db)
                where other.accountId == previousAccount {
                    other.accountId = row.accountId
                    try other.update(db)
                }
            }
            if let link = row.linkId, row.type == .transfer {
                let size = try Self.size(of: row.amount)
                for var other in try Transaction.filter(Transaction.Columns.linkId == link && Column("id") != id).fetchAll(db) {
                    other.date = row.date
                    other.amount = other.amount < 0 ? -size : size
                    try other.update(db)
                }
            }
            return try DetailedTransaction(row: try Row.fetchOne(db, sql: Self.detailedSQL + " WHERE t.id = ?", arguments: [id])!)
        }
    }

    /// The size of a stored amount, positive; fails for `Int64.min`, which has none.
    private static func size(of amount: Int64) throws -> Int64 {
        guard amount != .min else { throw FinanceError.amountOutOfRange }
        return amount < 0 ? -amount : amount
    }
}
