import BuddyCore
import GRDB

/// One change in what a person and I owe each other: a share of a split, a loan, a repayment.
/// The balance with a person is the sum of these.
public struct Debt: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "debt"

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The person.
    public var personId: Int64
    /// The day it happened.
    public var date: Day
    /// Minor units: positive when the person owes me more, negative when I owe them more.
    public var amount: Int64
    /// The ISO 4217 code of the amount.
    public var currency: String
    /// What it was for: "Dinner", "Paid back".
    public var description: String
    /// The expense it is a share of, if any.
    public var transactionId: Int64?

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let personId = Column(CodingKeys.personId)
        public static let date = Column(CodingKeys.date)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
