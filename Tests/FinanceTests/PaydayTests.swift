import BuddyCore
import Finance
import Testing

/// The next payday comes from recurring income, else from the pattern of past salary; the last
/// one is the newest salary recorded.
@Suite struct PaydayTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
    }

    @Test func theNextPaydayIsTheSoonestRecurringIncomeAndAddsUpOneDay() throws {
        for (name, cents) in [("Payroll", Int64(2_000_00)), ("Side job", 300_00)] {
            try f.ledger.recurring.add(NewRecurring(name: name, kind: .income, amount: f.usd(cents), frequency: .monthly,
                                                    firstDue: f.day("2026-04-01"), category: "Salary"))
        }
        try f.ledger.recurring.add(NewRecurring(name: "Bonus", kind: .income, amount: f.usd(900_00), frequency: .yearly,
                                                firstDue: f.day("2026-12-15"), category: "Salary"))
        let next = try #require(try f.ledger.paydays.next(after: f.day("2026-03-12")))
        #expect(next == Payday(date: f.day("2026-04-01"), amount: f.usd(2_300_00), name: "Payroll and Side job", source: .recurring))
    }

    @Test func withoutRecurringIncomeTheDaysOfTheMonthPastSalaryCameOnAreUsed() throws {
        for date in ["2026-01-01", "2026-01-15", "2026-02-01", "2026-02-15", "2026-03-01"] {
            try f.add(date, 2_450_00, "Acme Payroll", "Salary")
        }
        let next = try #require(try f.ledger.paydays.next(after: f.day("2026-03-12")))
        #expect(next == Payday(date: f.day("2026-03-15"), amount: f.usd(2_450_00), name: "Acme Payroll", source: .pattern))
    }

    @Test func everyOtherWeekIsKeptAsAStepOfFourteenDays() throws {
        for date in ["2026-02-06", "2026-02-20", "2026-03-06"] { try f.add(date, 1_800_00, "Payroll", "Salary") }
        #expect(try f.ledger.paydays.next(after: f.day("2026-03-12"))?.date == f.day("2026-03-20"))
        #expect(try f.ledger.paydays.next(after: f.day("2026-03-25"))?.date == f.day("2026-04-03"))
    }

    @Test func theLastPaydayPrefersSalaryToOtherIncome() throws {
        try f.add("2026-03-01", 2_450_00, "Acme Payroll", "Salary")
        try f.add("2026-03-05", 40_00, "Interest", "Interest")
        try f.add("2026-03-20", 2_450_00, "Later", "Salary")
        #expect(try f.ledger.paydays.last(through: f.day("2026-03-12"))
                == Payday(date: f.day("2026-03-01"), amount: f.usd(2_450_00), name: "Acme Payroll", source: .recorded))
    }

    @Test func withNoSalaryTheNewestIncomeIsTheLastPaydayAndThereIsNoNextOne() throws {
        try f.add("2026-03-05", 40_00, "Interest", "Interest")
        #expect(try f.ledger.paydays.last(through: f.day("2026-03-12"))?.name == "Interest")
        #expect(try f.ledger.paydays.next(after: f.day("2026-03-12")) == nil)
    }
}
