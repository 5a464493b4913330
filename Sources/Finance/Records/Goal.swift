import BuddyCore
import GRDB

/// Money being put aside for something: a target, an optional deadline and an optional
/// savings account that holds it.
public struct Goal: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "goal"

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// Its name ("Car", "Vacation"), unique within the profile regardless of case.
    public var name: String
    /// The amount to reach, positive minor units.
    public var target: Int64
    /// The ISO 4217 code of the target.
    public var currency: String
    /// The day to reach it by, if any.
    public var deadline: Day?
    /// The day it was set.
    public var created: Day
    /// The account the money is kept in, if any.
    public var accountId: Int64?

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let name = Column(CodingKeys.name)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// Money put towards (or, when negative, taken from) a goal on one day.
public struct GoalContribution: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "goalContribution"

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The goal.
    public var goalId: Int64
    /// The day.
    public var date: Day
    /// Signed minor units.
    public var amount: Int64

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
