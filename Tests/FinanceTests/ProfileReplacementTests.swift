import BuddyCore
import Finance
import Testing

/// A profile's records replaced by new ones (`demo --replace`, `generate --replace`): the old
/// records stay whole until the new ones take their place in one step.
@Suite struct ProfileReplacementTests {
    let day = Day(iso: "2026-03-01")!
    var all: TransactionFilter { TransactionFilter(period: Period(start: day, end: day.adding(days: 1), label: "then"), kind: nil) }

    private func add(_ ledger: Ledger, _ description: String) throws {
        try ledger.transactions.add(NewTransaction(date: day, amount: Money(minorUnits: -5_00, currency: .usd),
                                                   description: description, category: "Dining"))
    }

    @Test func theOldRecordsStayUntilTheNewOnesTakeTheirPlace() throws {
        let database = try AppDatabase.inMemory()
        let old = try Ledger.open(database)
        try add(old, "Old lunch")
        let fresh = try old.emptyReplacement()
        try add(fresh, "New lunch")
        // Until then, the profile is what it was.
        #expect(try Ledger.open(database).transactions.count() == 1)
        #expect(try Ledger.existing(database, profile: "default")?.transactions.list(all, limit: 10).rows
            .map(\.transaction.description) == ["Old lunch"])
        try fresh.takePlace(of: old.profile)
        let now = try #require(try Ledger.existing(database, profile: "default"))
        #expect(try now.transactions.list(all, limit: 10).rows.map(\.transaction.description) == ["New lunch"])
        #expect(try Ledger.existing(database, profile: "default (being replaced)") == nil)
    }

    @Test func aReplacementLeftByAStoppedRunIsRemovedBeforeTheNext() throws {
        let database = try AppDatabase.inMemory()
        let old = try Ledger.open(database)
        try add(old, "Old lunch")
        try add(try old.emptyReplacement(), "Half-made")
        let fresh = try old.emptyReplacement()
        #expect(try fresh.transactions.count() == 0)
        try fresh.takePlace(of: old.profile)
        #expect(try Ledger.open(database).transactions.count() == 0)
    }
}
