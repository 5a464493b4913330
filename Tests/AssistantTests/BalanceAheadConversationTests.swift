import BuddyCore
import Finance
import Testing

/// Balances on a day still to come: today's, with each bill, income and standing transfer the
/// person tracks coming as due by then, named in the reply. Worked out here by hand.
@Suite struct BalanceAheadConversationTests {
    let c: Conversation
    let usd = { (cents: Int64) in Money(minorUnits: cents, currency: .usd) }

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 3_000_00, [(name: "Savings", kind: .savings)])
        try c.ledger.recurring.add(NewRecurring(name: "Rent", kind: .bill, amount: usd(1_650_00), frequency: .monthly,
                                                firstDue: Day(iso: "2026-12-01")!, category: "Rent", account: "Checking"))
        try c.ledger.recurring.add(NewRecurring(name: "Payroll", kind: .income, amount: usd(2_450_00), frequency: .monthly,
                                                firstDue: Day(iso: "2026-12-15")!, category: "Salary", account: "Checking"))
        try c.ledger.recurring.add(NewRecurring(name: "Savings transfer", kind: .transfer, amount: usd(200_00), frequency: .monthly,
                                                firstDue: Day(iso: "2026-12-20")!, account: "Checking", toAccount: "Savings"))
    }

    @Test func aDayAheadCountsWhatComesDueByThen() {
        // 3,000 − 1,650 rent on 1 December.
        #expect(c.say("how much will i have in checking on dec 1").text
            == "Checking: about $1,350.00 at the end of Tue 1 Dec, if what you track comes as due: Rent -$1,650.00 (Tue 1 Dec).")
    }

    @Test func aTransferMovesMoneyBetweenTheAccountsAskedAbout() {
        // 3,000 − 1,650 + 2,450 − 200 = 3,600 in Checking; Savings 0 + 200.
        #expect(c.say("what will my checking balance be on dec 31").text
            == "Checking: about $3,600.00 at the end of Thu 31 Dec, if what you track comes as due: Rent -$1,650.00 (Tue 1 Dec), Payroll +$2,450.00 (Tue 15 Dec), Savings transfer -$200.00 (Sun 20 Dec).")
        #expect(c.say("projected savings by the end of the year").text
            == "Savings: about $200.00 at the end of Thu 31 Dec, if what you track comes as due: Savings transfer +$200.00 (Sun 20 Dec).")
    }

    @Test func theNetWorthAheadCountsBillsAndIncomeNotTransfers() {
        let reply = c.say("what'll my net worth be on new year's eve").text
        // 3,000 − 1,650 + 2,450 = 3,800.
        #expect(reply.hasPrefix("Balances at the end of Thu 31 Dec, about:"), "\(reply)")
        #expect(reply.contains("Net worth: $3,800.00, if what you track comes as due: Rent -$1,650.00 (Tue 1 Dec), Payroll +$2,450.00 (Tue 15 Dec), Savings transfer $200.00 moved (Sun 20 Dec)."), "\(reply)")
    }

    @Test func nothingDueLeavesTodaysFigureAndSaysSo() {
        #expect(c.say("checking balance at the end of the month").text
            == "Checking: $3,000.00 at the end of Mon 30 Nov. Nothing you track comes due before then, so this is today's figure.")
    }

    @Test func aPausedBillIsNotCounted() throws {
        try c.ledger.recurring.setStatus(.paused, of: "Rent")
        #expect(c.say("how much will i have in checking on dec 1").text
            == "Checking: $3,000.00 at the end of Tue 1 Dec. Nothing you track comes due before then, so this is today's figure.")
    }

    @Test func aDayGoneByIsStillTheRecordedBalance() {
        #expect(c.say("what was my checking balance on nov 1").text == "Checking: $3,000.00 at the end of Sun 1 Nov.")
    }

    @Test func askingAheadChangesNothing() throws {
        let before = try c.ledger.transactions.list(TransactionFilter(period: Period.toDate(Day(iso: "2027-12-31")!), kind: nil), limit: 10).count
        _ = c.say("how much will i have in checking on dec 31")
        let after = try c.ledger.transactions.list(TransactionFilter(period: Period.toDate(Day(iso: "2027-12-31")!), kind: nil), limit: 10).count
        #expect(before == after)
    }
}
