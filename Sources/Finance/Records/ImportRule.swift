import Foundation
import GRDB

/// A rule for imported rows: a description matching `pattern` gets `category`, and the clean
/// name `payee` in place of the bank's text. Either may be absent, not both.
///
/// A pattern is matched case-insensitively against the description: `starbucks` matches
/// "STARBUCKS STORE 1234"; `amzn|amazon` matches either; `uber*eats` matches "UBER   EATS" and
/// "UBER* EATS"; `/^sq \*/` is a regular expression.
public struct ImportRule: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "importRule"

    public var id: Int64?
    public var profileId: Int64
    /// What the description must contain, as written.
    public var pattern: String
    /// The category to give, or nil to keep what the row would otherwise get.
    public var category: String?
    /// The clean description to store, or nil to keep the bank's.
    public var payee: String?

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let pattern = Column(CodingKeys.pattern)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// Creates a rule; `profileId` is set when it is saved.
    public init(pattern: String, category: String?, payee: String?, profileId: Int64 = 0) {
        self.pattern = pattern
        self.category = category
        self.payee = payee
        self.profileId = profileId
    }
}
