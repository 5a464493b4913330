import GRDB

/// Someone money is shared with: a friend, a flatmate, family.
public struct Person: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "person"

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The name, unique within the profile regardless of case.
    public var name: String

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let name = Column(CodingKeys.name)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
