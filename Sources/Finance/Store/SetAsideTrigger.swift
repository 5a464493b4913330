import GRDB

/// A trigger dropped while a bulk write does its work itself, and put back as it was: an import,
/// a generated store or a restore writes many rows with the triggers that keep ``AccountTotals``
/// and ``PayeeCounts`` set aside, then stores what those rows add up to once. Both happen in the
/// caller's transaction, so a write that fails takes the trigger's absence back with it.
struct SetAsideTrigger {
    /// The trigger's definition, or nil when the store had no such trigger.
    private let definition: String?

    /// Drops the trigger `name`, keeping its definition.
    init(_ name: String, in db: Database) throws {
        definition = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", arguments: [name])
        if definition != nil { try db.execute(sql: "DROP TRIGGER \(name)") }
    }

    /// Puts the trigger back; false when there was none to set aside (nothing is then to be
    /// stored either: the table it keeps is not in this store).
    func restore(in db: Database) throws -> Bool {
        guard let definition else { return false }
        try db.execute(sql: definition)
        return true
    }
}
