import BuddyCore
import GRDB

/// A person (or household member) whose records are kept apart from every other profile's.
public struct Profile: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "profile"

    /// The row id.
    public var id: Int64?
    /// The profile's name, unique in the store regardless of case.
    public var name: String
    /// The home currency's ISO 4217 code.
    public var currency: String
    /// The first day of the week: 1 Sunday, 2 Monday.
    public var weekStart: Int

    /// Columns, for queries.
    public enum Columns {
        public static let name = Column(CodingKeys.name)
    }

    /// Creates a profile record.
    public init(id: Int64? = nil, name: String, currency: String = "USD", weekStart: WeekStart = .monday) {
        self.id = id
        self.name = name
        self.currency = currency
        self.weekStart = weekStart.rawValue
    }

    /// The home currency.
    public var homeCurrency: Currency { Currency(code: currency) ?? .usd }

    /// The first day of the week for this profile.
    public var weekStartDay: WeekStart { WeekStart(rawValue: weekStart) ?? .monday }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
