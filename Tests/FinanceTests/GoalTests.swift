import BuddyCore
import Finance
import Testing

@Suite struct GoalTests {
    let f: Fixture

    init() throws { f = try Fixture() }

    @Test func theMonthlyAmountNeededRoundsUpToTheCent() throws {
        try f.ledger.goals.add(name: "Car", target: f.usd(500_000), deadline: f.day("2027-03-31"), account: nil, today: f.day("2026-11-22"))
        try f.ledger.goals.contribute(f.usd(100_000), to: "car", from: nil, on: f.day("2026-11-22"))
        let progress = try f.ledger.goals.progress(of: "Car", on: f.day("2026-11-22"))
        #expect(progress.percent == 20)
        #expect(progress.monthsLeft == 5)
        #expect(progress.monthlyNeeded?.minorUnits == 80_000)
        // 1,000.00 over 3 months is 333.34 a month: never short by a cent.
        try f.ledger.goals.add(name: "Trip", target: f.usd(100_000), deadline: f.day("2027-01-01"), account: nil, today: f.day("2026-11-22"))
        #expect(try f.ledger.goals.progress(of: "Trip", on: f.day("2026-11-22")).monthlyNeeded?.minorUnits == 33_334)
    }

    @Test func aPassedDeadlineOrZeroTargetIsRefused() throws {
        #expect(throws: FinanceError.self) {
            try f.ledger.goals.add(name: "Late", target: f.usd(100), deadline: f.day("2026-11-01"), account: nil, today: f.day("2026-11-22"))
        }
        #expect(throws: FinanceError.self) {
            try f.ledger.goals.add(name: "Zero", target: f.usd(0), deadline: nil, account: nil, today: f.day("2026-11-22"))
        }
        try f.ledger.goals.add(name: "Fund", target: f.usd(1_000), deadline: nil, account: nil, today: f.day("2026-11-22"))
        #expect(throws: FinanceError.self) { try f.ledger.goals.contribute(f.usd(-1), to: "Fund", from: nil, on: f.day("2026-11-22")) }
        #expect(try f.ledger.goals.progress(of: "Fund", on: f.day("2026-11-22")).monthlyNeeded == nil)
    }

    @Test func aContributionCanMoveMoneyToTheGoalsAccount() throws {
        try f.ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: f.usd(100_000))
        try f.ledger.accounts.add(name: "Savings", kind: .savings)
        try f.ledger.goals.add(name: "Trip", target: f.usd(50_000), deadline: nil, account: "Savings", today: f.day("2026-11-22"))
        let progress = try f.ledger.goals.contribute(f.usd(50_000), to: "Trip", from: "Checking", on: f.day("2026-11-22"))
        #expect(progress.isReached)
        #expect(try f.ledger.accounts.balances(on: f.day("2026-11-22")).map(\.balance.minorUnits) == [50_000, 50_000])
    }

    @Test func aNewTargetKeepsWhatWasSavedAndRefusesZero() throws {
        try f.ledger.goals.add(name: "Car", target: f.usd(500_000), deadline: nil, account: nil, today: f.day("2026-11-22"))
        try f.ledger.goals.contribute(f.usd(100_000), to: "Car", from: nil, on: f.day("2026-11-22"))
        try f.ledger.goals.setTarget(f.usd(400_000), of: "car")
        let progress = try f.ledger.goals.progress(of: "Car", on: f.day("2026-11-22"))
        #expect(progress.target.minorUnits == 400_000)
        #expect(progress.saved.minorUnits == 100_000)
        #expect(progress.percent == 25)
        #expect(throws: FinanceError.self) { try f.ledger.goals.setTarget(f.usd(0), of: "Car") }
        #expect(throws: FinanceError.self) { try f.ledger.goals.setTarget(f.usd(1_000), of: "Boat") }
    }
}
