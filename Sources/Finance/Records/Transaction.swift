import BuddyCore
import Foundation
import GRDB

/// One movement of money: an expense, an income or a transfer, on one day.
///
/// `amount` is signed minor units: negative for money out, positive for money in. An expense
/// with a positive amount is a refund and lowers spending.
public struct Transaction: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// What a transaction counts as in reports.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case expense, income, transfer

        /// The kind a transaction takes: its category's kind, or else the sign of its amount.
        public static func inferred(amount: Int64, category: Category?) -> Kind {
            if let category {
                return category.type == .income ? .income : .expense
            }
            return amount < 0 ? .expense : .income
        }
    }

    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "transaction"

    /// The word the CSV export writes in the category column of a transfer, and import reads back.
    public static let transferCategory = "Transfer"

    /// Whether a category name in a file or a request is the transfer word (any case, spaces
    /// around it ignored).
    public static func isTransferCategory(_ name: String) -> Bool {
        let word = transferCategory.lowercased()
        let lower = name.lowercased()
        return lower == word || (lower.contains(word) && lower.trimmingCharacters(in: .whitespaces) == word)
    }

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The calendar day it happened.
    public var date: Day
    /// Signed minor units: negative out, positive in.
    public var amount: Int64
    /// The ISO 4217 code of the amount.
    public var currency: String
    /// The payee or a short title.
    public var description: String
    /// Optional remarks.
    public var notes: String?
    /// Expense, income or transfer.
    public var type: Kind
    /// The category, if any.
    public var categoryId: Int64?
    /// The account, if any.
    public var accountId: Int64?
    /// The first row of the transfer or split this row belongs to, if any.
    public var linkId: Int64?
    /// The description as the bank's statement wrote it, when the row was imported and its
    /// stored description (the payee's clean name) differs from it.
    public var bankDescription: String?

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let date = Column(CodingKeys.date)
        public static let amount = Column(CodingKeys.amount)
        public static let type = Column(CodingKeys.type)
        public static let categoryId = Column(CodingKeys.categoryId)
        public static let accountId = Column(CodingKeys.accountId)
        public static let linkId = Column(CodingKeys.linkId)
    }

    /// Creates a transaction record.
    public init(id: Int64? = nil, profileId: Int64, date: Day, amount: Int64, currency: String,
                description: String, notes: String? = nil, type: Kind, categoryId: Int64? = nil, accountId: Int64? = nil,
                linkId: Int64? = nil, bankDescription: String? = nil) {
        self.linkId = linkId
        self.bankDescription = bankDescription
        self.id = id
        self.profileId = profileId
        self.date = date
        self.amount = amount
        self.currency = currency
        self.description = description
        self.notes = notes
        self.type = type
        self.categoryId = categoryId
        self.accountId = accountId
    }

    /// The amount as money.
    public var money: Money {
        Money(minorUnits: amount, currency: Currency(code: currency) ?? .usd)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
