import BuddyCore
import Finance
import Testing

/// Balances on a day still to come: today's, with each active item coming as due after today
/// and by that day; a weekly one as often as it falls, one with no account in the net worth alone.
@Suite struct ProjectionTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(1_000_00))
    }

    @Test func eachDueItemMovesItsAccountOnce() throws {
        try f.ledger.recurring.add(NewRecurring(name: "Gym", kind: .bill, amount: f.usd(10_00), frequency: .weekly,
                                                firstDue: f.day("2026-12-01"), category: "Health", account: "Checking"))
        try f.ledger.recurring.add(NewRecurring(name: "Pay", kind: .income, amount: f.usd(500_00), frequency: .monthly,
                                                firstDue: f.day("2026-12-15"), category: "Salary", account: "Checking"))
        // Gym on 1, 8, 15, 22 and 29 December; pay on the 15th.
        let projection = try f.ledger.accounts.projected(on: f.day("2026-12-31"), today: f.day("2026-11-27"))
        #expect(projection.due.count == 6)
        let checking = try #require(projection.balances.first { $0.account.name == "Checking" })
        #expect(checking.balance.minorUnits == 1_450_00)
        #expect(projection.worth.total.minorUnits == 1_450_00)
    }

    @Test func anItemWithNoAccountCountsInTheNetWorthAlone() throws {
        try f.ledger.recurring.add(NewRecurring(name: "Water", kind: .bill, amount: f.usd(90_00), frequency: .monthly,
                                                firstDue: f.day("2026-12-05"), category: "Utilities"))
        let projection = try f.ledger.accounts.projected(on: f.day("2026-12-10"), today: f.day("2026-11-27"))
        #expect(projection.balances.first?.balance.minorUnits == 1_000_00)
        #expect(projection.worth.unassigned.minorUnits == -90_00)
        #expect(projection.worth.total.minorUnits == 910_00)
    }

    @Test func todayOrADayGoneByIsTodaysBalances() throws {
        try f.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: f.usd(700_00), frequency: .monthly,
                                                firstDue: f.day("2026-12-01"), category: "Rent", account: "Checking"))
        let projection = try f.ledger.accounts.projected(on: f.day("2026-11-27"), today: f.day("2026-11-27"))
        #expect(projection.due.isEmpty)
        #expect(projection.balances.first?.balance.minorUnits == 1_000_00)
    }
}
