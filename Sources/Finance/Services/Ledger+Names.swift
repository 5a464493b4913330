import GRDB

extension Ledger {
    /// A number that changes whenever a category, synonym, account or person is added, renamed,
    /// moved or removed, by this connection or any other (another `buddy` on the same store):
    /// whoever keeps these names can tell when to read them again.
    public func namesVersion() throws -> Int64 {
        try database.writer.read { db in try Int64.fetchOne(db, sql: "SELECT version FROM namesVersion WHERE id = 1") ?? 0 }
    }
}
