import BuddyCore
import Finance
import GRDB

/// An in-memory profile with helpers for adding rows in cents.
struct Fixture {
    let ledger: Ledger

    init() throws {
        ledger = try Ledger.open(AppDatabase.inMemory())
    }

    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    func day(_ iso: String) -> Day { Day(iso: iso)! }

    @discardableResult
    func add(_ date: String, _ cents: Int64, _ description: String, _ category: String? = nil, account: String? = nil) throws -> Transaction {
        try ledger.transactions.add(NewTransaction(date: day(date), amount: usd(cents), description: description,
                                                   category: category, account: account))
    }
}

extension Ledger {
    /// A profile with the default categories in a new in-memory store whose home currency is
    /// `currency` (profiles are made in dollars; a restored backup may hold one in another currency).
    static func inMemory(currency: String) throws -> Ledger {
        let database = try AppDatabase.inMemory()
        _ = try Ledger.open(database)
        try database.writer.write { db in
            try db.execute(sql: "UPDATE profile SET currency = ? WHERE name = 'default'", arguments: [currency])
        }
        return try Ledger.open(database)
    }
}
