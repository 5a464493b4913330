import GRDB

/// What each account's transactions add up to, per currency: the `accountTotal` table, which
/// triggers keep as rows are inserted, deleted and changed (schema step v8), and from which a
/// balance is read.
///
/// An import or a generated store sets the insert trigger aside while it writes its rows, adds
/// up what they come to as it goes, and adds that to the table once, with the trigger back, in
/// the same transaction: a failed write takes both back with everything else (a restore adds up
/// its profiles' rows in SQL once they are in). A trigger per row costs a large import about a
/// tenth of its time, and makes each INSERT keep a statement journal, which SQLite writes to a
/// temporary file once it outgrows 64 KB: a generated store of 200,000 rows took 2.4 times as long.
struct AccountTotals {
    /// The rows that share a total: one account of one profile, in one currency.
    struct Key: Hashable {
        var profileId: Int64
        var accountId: Int64
        var currency: String
    }

    /// The insert trigger's name.
    static let insertTrigger = "transaction_total_insert"

    /// The insert trigger, while it is set aside.
    private let trigger: SetAsideTrigger
    /// What the rows written meanwhile add up to.
    private var sums: [Key: Int64] = [:]

    /// Sets the insert trigger aside until ``restore(in:)``; the rows written meanwhile must be
    /// told with ``add(_:to:)``.
    static func setAside(in db: Database) throws -> AccountTotals {
        AccountTotals(trigger: try SetAsideTrigger(insertTrigger, in: db))
    }

    /// Counts a row of `amount` written to `key`'s account.
    mutating func add(_ amount: Int64, to key: Key) {
        sums[key, default: 0] &+= amount
    }

    /// Puts the insert trigger back and adds what the rows written meanwhile come to.
    func restore(in db: Database) throws {
        guard try trigger.restore(in: db) else { return }
        let upsert = try db.makeStatement(sql: """
            INSERT INTO accountTotal (profileId, accountId, currency, amount) VALUES (?, ?, ?, ?)
            ON CONFLICT (profileId, accountId, currency) DO UPDATE SET amount = amount + excluded.amount
            """)
        for (key, sum) in sums {
            try upsert.execute(arguments: [key.profileId, key.accountId, key.currency, sum])
        }
    }

    /// Adds what the rows of `profiles` come to to their accounts' totals: for rows written with
    /// the insert trigger set aside into profiles that held none before (a restore).
    static func addUp(profiles: [Int64], in db: Database) throws {
        guard !profiles.isEmpty else { return }
        // Summed from the account index, which holds every column read ("+" keeps the profile's
        // column from choosing the date index, where each row would be looked up in the table).
        try db.execute(sql: """
            INSERT INTO accountTotal (profileId, accountId, currency, amount)
            SELECT profileId, accountId, currency, SUM(amount) FROM "transaction"
            WHERE +profileId IN (\(profiles.map(String.init).joined(separator: ", "))) AND accountId IS NOT NULL
            GROUP BY profileId, accountId, currency
            ON CONFLICT (profileId, accountId, currency) DO UPDATE SET amount = amount + excluded.amount
            """)
    }

    /// The accounts whose stored total differs from what their rows add up to, as "account #3
    /// (USD): the stored total of its transactions is 1200, they add up to 1000" (minor units);
    /// at most `limit` of them. The rows' amounts must be sound (whole, within the limit).
    static func problems(in db: Database, limit: Int) throws -> [String] {
        try Row.fetchAll(db, sql: """
            WITH summed AS (
                SELECT profileId, accountId, currency, SUM(amount) AS amount FROM "transaction" WHERE accountId IS NOT NULL
                GROUP BY profileId, accountId, currency)
            SELECT accountId, currency, stored, summed FROM (
                SELECT s.accountId, s.currency, s.amount AS stored, COALESCE(m.amount, 0) AS summed FROM accountTotal s
                LEFT JOIN summed m USING (profileId, accountId, currency)
                UNION ALL
                SELECT m.accountId, m.currency, 0, m.amount FROM summed m
                WHERE NOT EXISTS (SELECT 1 FROM accountTotal s
                                  WHERE s.profileId = m.profileId AND s.accountId = m.accountId AND s.currency = m.currency))
            WHERE stored IS NOT summed ORDER BY accountId, currency LIMIT ?
            """, arguments: [limit]).map { row in
                let accountId: Int64 = row["accountId"], currency: String = row["currency"]
                return "account #\(accountId) (\(currency)): the stored total of its transactions is \(row["stored"] as DatabaseValue), "
                    + "they add up to \(row["summed"] as DatabaseValue)"
            }
    }
}
