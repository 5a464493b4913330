import GRDB

/// What money was spent on or earned from, with a colour and an icon for display.
public struct Category: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "category"

    /// Whether a category holds money going out or coming in.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case expense, income
    }

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The name, unique within the profile regardless of case.
    public var name: String
    /// Expense or income.
    public var type: Kind
    /// A colour as `#RRGGBB`.
    public var colour: String
    /// An optional emoji.
    public var icon: String?
    /// The parent category: spending on a parent includes its children (Food includes Dining).
    public var parentId: Int64?

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let name = Column(CodingKeys.name)
        public static let parentId = Column(CodingKeys.parentId)
    }

    /// Creates a category record.
    public init(id: Int64? = nil, profileId: Int64, name: String, type: Kind, colour: String, icon: String? = nil, parentId: Int64? = nil) {
        self.id = id
        self.profileId = profileId
        self.name = name
        self.type = type
        self.colour = colour
        self.icon = icon
        self.parentId = parentId
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// Another phrase for a category ("eating out" for Dining), so people can use their own words.
public struct CategorySynonym: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "categorySynonym"

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The category the phrase stands for.
    public var categoryId: Int64
    /// The phrase, lower case.
    public var phrase: String

    /// Creates a synonym record.
    public init(id: Int64? = nil, profileId: Int64, categoryId: Int64, phrase: String) {
        self.id = id
        self.profileId = profileId
        self.categoryId = categoryId
        self.phrase = phrase
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
