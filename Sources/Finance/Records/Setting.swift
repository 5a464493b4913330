import GRDB

/// One of a profile's preferences, such as its theme, as a key and a text value.
public struct Setting: Codable, Hashable, Sendable, FetchableRecord, PersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "setting"

    /// The owning profile.
    public var profileId: Int64
    /// What the setting is ("theme").
    public var key: String
    /// Its value ("dark").
    public var value: String

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let key = Column(CodingKeys.key)
    }
}
