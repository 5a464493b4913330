import BuddyCore
import GRDB

/// How far back the records go. Days and months before the first record are not days of
/// nothing spent: averages leave them out rather than count them as zeros.
extension ReportService {
    /// The day of the profile's first transaction, or nil when it has none.
    public func firstRecord() throws -> Day? {
        try ledger.database.writer.read { db in
            try Day.fetchOne(db, sql: "SELECT MIN(date) FROM \"transaction\" WHERE profileId = ?", arguments: [ledger.profileId])
        }
    }

    /// The days of `period` the records can speak for, seen on `today`: from the first record
    /// (or the period's start, when later) through today (or the period's end, when sooner).
    /// Nil when that leaves no day: no records yet, or none before the period ends.
    public func recordedPart(of period: Period, today: Day) throws -> Period? {
        guard let first = try firstRecord() else { return nil }
        let start = max(period.start, first)
        let end = min(period.end, today.adding(days: 1))
        return start < end ? Period(start: start, end: end, label: period.label) : nil
    }
}
