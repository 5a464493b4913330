import BuddyCore
import GRDB

/// A payment, income or transfer that repeats: a subscription, a bill, a salary, a standing
/// order. Each time it comes due it is recorded as a transaction, once.
public struct Recurring: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "recurring"

    /// What it records when due.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// An expense: a subscription or a bill.
        case bill
        /// Money in: salary, rent received.
        case income
        /// Money moved between two accounts.
        case transfer
    }

    /// Whether it still comes due.
    public enum Status: String, Codable, Sendable, CaseIterable {
        case active, paused, cancelled
        /// A one-off that has been recorded.
        case finished
    }

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// Its name ("Netflix", "Rent"), unique within the profile regardless of case.
    public var name: String
    /// Bill, income or transfer.
    public var kind: Kind
    /// The amount each time, positive minor units.
    public var amount: Int64
    /// The ISO 4217 code of the amount.
    public var currency: String
    /// How often it comes due.
    public var frequency: Frequency
    /// The day of the month it is due on, kept through short months.
    public var dayOfMonth: Int
    /// The next day it comes due.
    public var nextDue: Day
    /// Active, paused, cancelled or finished.
    public var status: Status
    /// The category of the expense or income it records.
    public var categoryId: Int64?
    /// The account paid from or into (for a transfer, the account it leaves).
    public var accountId: Int64?
    /// For a transfer, the account it goes to.
    public var toAccountId: Int64?
    /// The day the latest occurrence was recorded, if any.
    public var lastDue: Day? = nil

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let name = Column(CodingKeys.name)
        public static let status = Column(CodingKeys.status)
        public static let nextDue = Column(CodingKeys.nextDue)
    }

    /// The amount as money.
    public var money: Money {
        Money(minorUnits: amount, currency: Currency(code: currency) ?? .usd)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
