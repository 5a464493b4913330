import BuddyCore
import GRDB

/// Days are stored as ISO 8601 text, `YYYY-MM-DD`, so that they sort and compare as dates.
extension Day: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { iso.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Day? {
        String.fromDatabaseValue(dbValue).flatMap(Day.init(iso:))
    }
}
