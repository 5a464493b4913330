import GRDB

/// Undo and redo of one conversation's writes, step by step.
///
/// Temporary triggers on the writing connection record, for every row a step inserts, updates
/// or deletes, the statement that puts it back (the technique of sqlite.org/undoredo.html).
/// Undoing a step runs those statements newest first in one transaction; the triggers record
/// their inverses as they run, and those become the step's redo. The log lives in the `temp`
/// schema, so it disappears with the connection and never touches the file; writes made
/// outside a step (an import, a bill recorded when due) are never undone.
public final class UndoJournal {
    /// One recorded write: what it was, in words, and its range in the log.
    struct Step {
        var label: String
        var first: Int64
        var last: Int64
    }

    /// The tables whose rows a step may change.
    static let tables = ["account", "category", "categorySynonym", "transaction", "budget", "person", "debt",
                         "recurring", "goal", "goalContribution", "importRule"]

    private let writer: any DatabaseWriter
    private var undoSteps: [Step] = []
    private var redoSteps: [Step] = []

    /// Installs the journal's log and triggers on the store's writing connection (a table the
    /// store does not have gets none).
    public init(database: AppDatabase) throws {
        writer = database.writer
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS undoLog (seq INTEGER PRIMARY KEY AUTOINCREMENT, statement TEXT NOT NULL)")
            for table in Self.tables where try db.tableExists(table) {
                try db.execute(sql: try Self.triggers(for: table, in: db))
            }
        }
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Runs `body`, which writes through the services, and records what it changed as one
    /// step called `label` ("the expense Lunch $12.50"). A new step forgets the redo steps.
    ///
    /// When `body` commits a change and then fails (a second transaction of the same step, or a
    /// read after the write), or the step cannot be recorded after `body` returned, the error is
    /// a ``WrittenThenFailed``: what was committed stays (and is recorded as a step when it can
    /// be), and the caller must not say that nothing was done.
    public func record<T>(_ label: String, _ body: () throws -> T) throws -> T {
        let before = try lastSequence()
        let result: T
        do {
            result = try body()
        } catch {
            // The log is written in the same transactions as the rows: it grew only if a change
            // was committed (a rolled-back transaction takes its log rows with it).
            if let after = try? lastSequence(), after > before {
                try? remember(Step(label: label, first: before + 1, last: after))
                throw WrittenThenFailed(error: error)
            }
            throw error
        }
        do {
            let after = try lastSequence()
            if after > before { try remember(Step(label: label, first: before + 1, last: after)) }
        } catch {
            throw WrittenThenFailed(error: error)
        }
        return result
    }

    /// How many steps there are to undo.
    public var stepCount: Int { undoSteps.count }

    /// Makes the steps recorded after the first `count` one step, whose label is theirs joined
    /// by "and": what one line did in several writes is taken back and done again at once.
    public func joinSteps(after count: Int) {
        guard count >= 0, undoSteps.count - count > 1 else { return }
        let joined = undoSteps[count...]
        undoSteps.removeSubrange(count...)
        undoSteps.append(Step(label: joined.map(\.label).joined(separator: " and "), first: joined.first!.first, last: joined.last!.last))
    }

    /// A step that committed a change and then failed (see ``record(_:_:)``).
    public struct WrittenThenFailed: Error {
        /// What failed after the change was committed.
        public let error: any Error
    }

    /// Adds `step` to the undo history, forgetting the redo steps.
    private func remember(_ step: Step) throws {
        let forgotten = redoSteps
        redoSteps = []
        undoSteps.append(step)
        try forget(forgotten)
    }

    /// Takes back the newest step and returns its label; nil when there is nothing to undo.
    public func undo() throws -> String? {
        guard let step = undoSteps.popLast() else { return nil }
        let redo = try replay(step)
        redoSteps.append(redo)
        return step.label
    }

    /// Does again the newest undone step and returns its label; nil when there is none.
    public func redo() throws -> String? {
        guard let step = redoSteps.popLast() else { return nil }
        let undo = try replay(step)
        undoSteps.append(undo)
        return step.label
    }

    /// Runs a step's statements newest first in one transaction; the statements the triggers
    /// record meanwhile form the step that reverses it.
    private func replay(_ step: Step) throws -> Step {
        try writer.write { db in
            // Rows come back children first; their parents are checked at commit.
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            let statements = try String.fetchAll(db, sql: "SELECT statement FROM undoLog WHERE seq BETWEEN ? AND ? ORDER BY seq DESC",
                                                  arguments: [step.first, step.last])
            try db.execute(sql: "DELETE FROM undoLog WHERE seq BETWEEN ? AND ?", arguments: [step.first, step.last])
            let before = try Self.lastSequence(db)
            for statement in statements { try db.execute(sql: statement) }
            return Step(label: step.label, first: before + 1, last: try Self.lastSequence(db))
        }
    }

    private func forget(_ steps: [Step]) throws {
        guard !steps.isEmpty else { return }
        try writer.write { db in
            for step in steps {
                try db.execute(sql: "DELETE FROM undoLog WHERE seq BETWEEN ? AND ?", arguments: [step.first, step.last])
            }
        }
    }

    /// Read on the writing connection: the log is in its `temp` schema, which readers do not see.
    private func lastSequence() throws -> Int64 {
        try writer.writeWithoutTransaction { db in try Self.lastSequence(db) }
    }

    /// The newest entry's number. Entries made later always number above it, so the entries
    /// after it are exactly those a step made.
    private static func lastSequence(_ db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(seq), 0) FROM undoLog") ?? 0
    }

    /// The three triggers that record how to put back a row of `table`.
    private static func triggers(for table: String, in db: Database) throws -> String {
        let columns = try db.columns(in: table).map(\.name)
        let quoted = "\"\(table)\""
        let assignments = columns.map { "\"\($0)\"='||quote(old.\"\($0)\")||'" }.joined(separator: ",")
        let names = columns.map { "\"\($0)\"" }.joined(separator: ",")
        let values = columns.map { "'||quote(old.\"\($0)\")||'" }.joined(separator: ",")
        return """
            CREATE TEMP TRIGGER IF NOT EXISTS undo_\(table)_insert AFTER INSERT ON main.\(quoted) BEGIN
              INSERT INTO undoLog(statement) VALUES('DELETE FROM \(quoted) WHERE rowid='||new.rowid);
            END;
            CREATE TEMP TRIGGER IF NOT EXISTS undo_\(table)_update AFTER UPDATE ON main.\(quoted) BEGIN
              INSERT INTO undoLog(statement) VALUES('UPDATE \(quoted) SET \(assignments) WHERE rowid='||old.rowid);
            END;
            CREATE TEMP TRIGGER IF NOT EXISTS undo_\(table)_delete BEFORE DELETE ON main.\(quoted) BEGIN
              INSERT INTO undoLog(statement) VALUES('INSERT INTO \(quoted)(rowid,\(names)) VALUES('||old.rowid||',\(values))');
            END;
            """
    }
}
