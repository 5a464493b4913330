import GRDB

/// How many rows of each kind every payee has, per profile: the `payee` table, which triggers
/// keep as rows are inserted, deleted and changed (schema step v11), and from which the names a
/// line may call a payee by, and whether a payee only ever paid the person, are read without
/// reading the rows (which no index holds by their text: a million rows took 0.1 s to list and
/// 0.3–1.2 s to search).
///
/// It only ever tells which names there are. No figure is read from it: a total or a list by
/// payee still selects the rows themselves, so a count that was off could change which names
/// are offered, never an amount.
///
/// An import or a generated store sets the insert trigger aside while it writes its rows, counts
/// them as it goes, and adds the counts once, with the trigger back, in the same transaction (a
/// restore counts its profiles' rows in SQL once they are in), as ``AccountTotals`` does.
struct PayeeCounts {
    /// The rows counted together: one payee's rows of one kind, in one profile.
    struct Key: Hashable {
        var profileId: Int64
        var description: String
        var type: String
    }

    /// The insert trigger's name.
    static let insertTrigger = "transaction_payee_insert"

    /// The insert trigger, while it is set aside.
    private let trigger: SetAsideTrigger
    /// How many rows written meanwhile each payee has.
    private var counts: [Key: Int64] = [:]

    /// Sets the insert trigger aside until ``restore(in:)``; the rows written meanwhile must be
    /// told with ``add(_:to:)``.
    static func setAside(in db: Database) throws -> PayeeCounts {
        PayeeCounts(trigger: try SetAsideTrigger(insertTrigger, in: db))
    }

    /// Counts `rows` more rows of `key`.
    mutating func add(_ rows: Int64, to key: Key) {
        counts[key, default: 0] += rows
    }

    /// Puts the insert trigger back and adds the rows written meanwhile to their payees' counts.
    func restore(in db: Database) throws {
        guard try trigger.restore(in: db) else { return }
        let upsert = try db.makeStatement(sql: """
            INSERT INTO payee (profileId, description, type, uses) VALUES (?, ?, ?, ?)
            ON CONFLICT (profileId, description, type) DO UPDATE SET uses = uses + excluded.uses
            """)
        for (key, rows) in counts {
            try upsert.execute(arguments: [key.profileId, key.description, key.type, rows])
        }
    }

    /// Counts the rows of `profiles` by payee: for rows written with the insert trigger set
    /// aside into profiles that held none before (a restore).
    static func addUp(profiles: [Int64], in db: Database) throws {
        guard !profiles.isEmpty else { return }
        try db.execute(sql: """
            INSERT INTO payee (profileId, description, type, uses)
            SELECT profileId, description, type, COUNT(*) FROM "transaction"
            WHERE profileId IN (\(profiles.map(String.init).joined(separator: ", ")))
            GROUP BY profileId, description, type
            ON CONFLICT (profileId, description, type) DO UPDATE SET uses = uses + excluded.uses
            """)
    }

    /// The payees whose stored count differs from their rows', as "the payee “Uber” (expense,
    /// profile #1): the stored count of its rows is 3, there are 2"; at most `limit` of them.
    static func problems(in db: Database, limit: Int) throws -> [String] {
        try Row.fetchAll(db, sql: """
            WITH counted AS (
                SELECT profileId, description, type, COUNT(*) AS uses FROM "transaction" GROUP BY profileId, description, type)
            SELECT profileId, description, type, stored, counted FROM (
                SELECT s.profileId, s.description, s.type, s.uses AS stored, COALESCE(c.uses, 0) AS counted FROM payee s
                LEFT JOIN counted c USING (profileId, description, type)
                UNION ALL
                SELECT c.profileId, c.description, c.type, 0, c.uses FROM counted c
                WHERE NOT EXISTS (SELECT 1 FROM payee s
                                  WHERE s.profileId = c.profileId AND s.description = c.description AND s.type = c.type))
            WHERE stored IS NOT counted ORDER BY profileId, description, type LIMIT ?
            """, arguments: [limit]).map { row in
                let description: String = row["description"], type: String = row["type"], profileId: Int64 = row["profileId"]
                return "the payee “\(description)” (\(type), profile #\(profileId)): the stored count of its rows is \(row["stored"] as DatabaseValue), "
                    + "there are \(row["counted"] as DatabaseValue)"
            }
    }
}
