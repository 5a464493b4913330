import Finance

/// Tells whether a store's content has changed since it last looked: a whole-store digest (its
/// backup, every profile and table row for row), taken again only when the writing connection
/// has changed rows at all, which a line that only reads never does.
final class StoreWatch {
    private let ledger: Ledger
    private var changes: Int
    private var digest: String

    init(_ ledger: Ledger) throws {
        self.ledger = ledger
        changes = try Self.changes(ledger)
        digest = try StoreBackup(database: ledger.database).backup()
    }

    /// Whether the store holds something else than when this was last asked.
    func changed() throws -> Bool {
        let now = try Self.changes(ledger)
        guard now != changes else { return false }
        changes = now
        let after = try StoreBackup(database: ledger.database).backup()
        defer { digest = after }
        return after != digest
    }

    /// Rows inserted, updated or deleted through the writing connection since it opened
    /// (including those rolled back, and the undo journal's own).
    private static func changes(_ ledger: Ledger) throws -> Int {
        try ledger.database.writer.writeWithoutTransaction { $0.totalChangesCount }
    }
}
