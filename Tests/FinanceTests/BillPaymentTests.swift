import BuddyCore
import Finance
import Testing

/// A bill paid by hand is recorded once: its next due day moves on, and the occurrence nearest
/// today, once recorded, is not paid again.
@Suite struct BillPaymentTests {
    let f: Fixture

    init() throws {
        f = try Fixture()
        try f.ledger.accounts.add(name: "Checking", kind: .checking)
        try f.ledger.accounts.add(name: "Savings", kind: .savings)
        try f.ledger.recurring.add(NewRecurring(name: "PG&E Electric", kind: .bill, amount: f.usd(115_00), frequency: .monthly,
                                                firstDue: f.day("2026-03-20"), category: "Utilities", account: "Checking"))
        try f.ledger.recurring.add(NewRecurring(name: "PG&E Gas", kind: .bill, amount: f.usd(38_50), frequency: .monthly,
                                                firstDue: f.day("2026-03-08"), category: "Utilities", account: "Checking"))
        try f.ledger.recurring.add(NewRecurring(name: "Payroll", kind: .income, amount: f.usd(2_000_00), frequency: .monthly,
                                                firstDue: f.day("2026-04-01"), category: "Salary"))
    }

    @Test func aBillIsFoundByPartOfItsNameIgnoringCase() throws {
        #expect(try f.ledger.recurring.bills(matching: "electric").map(\.name) == ["PG&E Electric"])
        #expect(try f.ledger.recurring.bills(matching: "the pg&e electric bill").map(\.name) == ["PG&E Electric"])
        #expect(try Set(f.ledger.recurring.bills(matching: "PG&E").map(\.name)) == ["PG&E Electric", "PG&E Gas"])
        #expect(try f.ledger.recurring.bills(matching: "payroll").isEmpty)
    }

    @Test func payingRecordsTheExpenseTodayAndMovesTheNextDueDayOn() throws {
        let payment = try f.ledger.recurring.pay("PG&E Electric", on: f.day("2026-03-12"))
        #expect(payment.occurrence == f.day("2026-03-20"))
        #expect(payment.item.nextDue == f.day("2026-04-20"))
        #expect(payment.transaction.date == f.day("2026-03-12"))
        #expect(payment.transaction.money == f.usd(-115_00))
        let row = try f.ledger.transactions.detailed(id: payment.transaction.id!)
        #expect(row.category == "Utilities")
        #expect(row.account == "Checking")
        // The day it was due passes without a second record.
        #expect(try f.ledger.recurring.recordDue(through: f.day("2026-03-25")).filter { $0.description == "PG&E Electric" }.isEmpty)
    }

    @Test func theSameOccurrenceIsNotPaidTwice() throws {
        try f.ledger.recurring.pay("PG&E Electric", on: f.day("2026-03-12"))
        let item = try #require(try f.ledger.recurring.find("PG&E Electric"))
        #expect(f.ledger.recurring.occurrence(of: item, on: f.day("2026-03-13")) == .recorded(f.day("2026-03-20")))
        #expect(throws: FinanceError.self) { try f.ledger.recurring.pay("PG&E Electric", on: f.day("2026-03-13")) }
    }

    @Test func anOccurrenceRecordedOnItsDueDayIsNearerThanTheNextOne() throws {
        try f.ledger.recurring.recordDue(through: f.day("2026-03-09"))
        let gas = try #require(try f.ledger.recurring.find("PG&E Gas"))
        #expect(f.ledger.recurring.occurrence(of: gas, on: f.day("2026-03-12")) == .recorded(f.day("2026-03-08")))
        // Close to the next due day, a payment is for the next one.
        #expect(f.ledger.recurring.occurrence(of: gas, on: f.day("2026-04-01")) == .open(f.day("2026-04-08")))
    }

    @Test func anotherAmountAndAccountCanBeGiven() throws {
        let payment = try f.ledger.recurring.pay("pg&e electric", amount: f.usd(98_40), account: "Savings", on: f.day("2026-03-12"))
        #expect(payment.transaction.money == f.usd(-98_40))
        #expect(try f.ledger.transactions.detailed(id: payment.transaction.id!).account == "Savings")
        #expect(try f.ledger.recurring.payments(of: payment.item, limit: 5).map(\.amount) == [-98_40])
    }

    @Test func incomeIsNotABillToPay() {
        #expect(throws: FinanceError.self) { try f.ledger.recurring.pay("Payroll", on: f.day("2026-03-12")) }
    }
}
