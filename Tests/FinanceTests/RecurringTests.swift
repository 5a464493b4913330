import BuddyCore
import Finance
import Testing

@Suite struct RecurringTests {
    let f: Fixture

    init() throws { f = try Fixture() }

    @Test func dueItemsAreRecordedOnceAndOnlyOnce() throws {
        try f.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: f.usd(120_000), frequency: .monthly,
                                                firstDue: f.day("2026-01-31"), category: "Rent"))
        #expect(try f.ledger.recurring.recordDue(through: f.day("2026-01-30")).isEmpty)
        let made = try f.ledger.recurring.recordDue(through: f.day("2026-04-30"))
        #expect(made.map(\.date.iso) == ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"])
        #expect(made.allSatisfy { $0.amount == -120_000 && $0.type == .expense })
        #expect(try f.ledger.recurring.recordDue(through: f.day("2026-04-30")).isEmpty)
        #expect(try f.ledger.recurring.active().first?.nextDue.iso == "2026-05-31")
    }

    @Test func dueDaysInAPeriodAndTheMonthlyCost() throws {
        try f.ledger.recurring.add(NewRecurring(name: "Netflix", kind: .bill, amount: f.usd(1_599), frequency: .monthly,
                                                firstDue: f.day("2026-03-14"), category: "Subscriptions"))
        try f.ledger.recurring.add(NewRecurring(name: "Gym", kind: .bill, amount: f.usd(1_000), frequency: .weekly,
                                                firstDue: f.day("2026-03-10"), category: "Health"))
        let week = Period(start: f.day("2026-03-09"), end: f.day("2026-03-16"), label: "this week")
        #expect(try f.ledger.recurring.due(in: week).map(\.item.name) == ["Gym", "Netflix"])
        let month = Period.month(containing: f.day("2026-03-01"))
        #expect(try f.ledger.recurring.due(in: month).filter { $0.item.name == "Gym" }.count == 4)
        #expect(try f.ledger.recurring.monthlyTotal(kind: .bill).minorUnits == 1_599 + 4_333)
    }

    @Test func pausedItemsPassTheirDueDaysAndCancelledOnesStop() throws {
        try f.ledger.recurring.add(NewRecurring(name: "Spotify", kind: .bill, amount: f.usd(999), frequency: .monthly,
                                                firstDue: f.day("2026-03-01")))
        try f.ledger.recurring.setStatus(.paused, of: "spotify")
        #expect(try f.ledger.recurring.recordDue(through: f.day("2026-04-15")).isEmpty)
        try f.ledger.recurring.setStatus(.active, of: "Spotify")
        #expect(try f.ledger.recurring.recordDue(through: f.day("2026-05-01")).map(\.date.iso) == ["2026-05-01"])
        try f.ledger.recurring.setStatus(.cancelled, of: "Spotify")
        #expect(throws: FinanceError.self) { try f.ledger.recurring.setStatus(.active, of: "Spotify") }
        #expect(try f.ledger.recurring.recordDue(through: f.day("2026-12-01")).isEmpty)
        #expect(throws: FinanceError.self) {
            try f.ledger.recurring.add(NewRecurring(name: "Zero", kind: .bill, amount: f.usd(0), frequency: .monthly, firstDue: f.day("2026-03-01")))
        }
    }

    @Test func aScheduledTransferMovesMoneyOnceWithoutCountingAsSpending() throws {
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(100_000))
        try f.ledger.accounts.add(name: "Savings", kind: .savings)
        try f.ledger.recurring.add(NewRecurring(name: "Save", kind: .transfer, amount: f.usd(20_000), frequency: .once,
                                                firstDue: f.day("2026-03-20"), account: "Checking", toAccount: "Savings"))
        try f.ledger.recurring.recordDue(through: f.day("2026-03-31"))
        try f.ledger.recurring.recordDue(through: f.day("2026-04-30"))
        let balances = try f.ledger.accounts.balances(on: f.day("2026-04-30"))
        #expect(balances.map(\.balance.minorUnits) == [80_000, 20_000])
        #expect(try f.ledger.reports.spending(in: Period.month(containing: f.day("2026-03-01"))).minorUnits == 0)
    }
}
