import BuddyCore
import GRDB

/// A spending limit for one category, for one month or for every month. Progress is never
/// stored: it is computed from the transactions when asked.
public struct Budget: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "budget"

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The category limited (its children count towards it).
    public var categoryId: Int64
    /// "YYYY-MM" for one month, "" for every month.
    public var month: String
    /// The limit, positive minor units of the home currency.
    public var amount: Int64

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let categoryId = Column(CodingKeys.categoryId)
        public static let month = Column(CodingKeys.month)
    }

    /// The `month` value of a budget that holds every month.
    public static let everyMonth = ""

    /// The `month` value of the month containing `day`.
    public static func monthKey(_ day: Day) -> String {
        String(day.iso.prefix(7))
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
