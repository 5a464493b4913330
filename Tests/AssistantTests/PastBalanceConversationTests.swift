import BuddyCore
import Finance
import Testing

/// Balances on a day gone by: "what was my checking balance on oct 1", "savings at the end of
/// september", "what did i owe on the credit card at the start of the year". Each is the
/// account's balance at the close of that day (of the day before, for "the start of"),
/// worked out here by hand from the rows.
@Suite struct PastBalanceConversationTests {
    let c: Conversation
    let usd = { (cents: Int64) in Money(minorUnits: cents, currency: .usd) }

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 1_000_00, [(name: "Savings", kind: .savings), (name: "Credit Card", kind: .credit)])
        try row("2025-12-20", -200_00, "Best Buy", "Shopping", on: "Credit Card")
        try row("2026-01-01", -50_00, "Diner", "Dining", on: "Credit Card")
        try row("2026-09-15", 2_000_00, "Acme Payroll", "Salary", on: "Checking")
        try row("2026-09-30", -300_00, "Rent Share", "Rent", on: "Checking")
        try row("2026-10-01", -100_00, "Grocer", "Groceries", on: "Checking")
        try row("2026-10-20", 500_00, "Interest and deposit", "Income", on: "Savings")
        try row("2026-11-02", -40_00, "Grocer", "Groceries", on: "Checking")
    }

    private func row(_ date: String, _ cents: Int64, _ description: String, _ category: String, on account: String) throws {
        try c.ledger.transactions.add(NewTransaction(date: Day(iso: date)!, amount: usd(cents), description: description,
                                                     category: category, account: account))
    }

    @Test(arguments: [
        ("what was my checking balance on oct 1", "Checking: $2,600.00 at the end of Thu 1 Oct."),
        ("checking balance at the end of september", "Checking: $2,700.00 at the end of Wed 30 Sep."),
        ("how much did i have in checking at the end of last month", "Checking: $2,600.00 at the end of Sat 31 Oct."),
        ("checking bal 9/29", "Checking: $3,000.00 at the end of Tue 29 Sep."),
        ("end of august checking?", "Checking: $1,000.00 at the end of Mon 31 Aug."),
        ("what was in my savings account at the end of october", "Savings: $500.00 at the end of Sat 31 Oct."),
        ("what did i owe on the credit card at the start of the year", "Credit Card: $200.00 owed at the start of Thu 1 Jan."),
        ("credit card balance when 2025 ended", "Credit Card: $200.00 owed at the end of Wed 31 Dec 2025."),
        ("credit card balance on new year's day", "Credit Card: $250.00 owed at the end of Thu 1 Jan."),
        ("savings at the end of october", "Savings: $500.00 at the end of Sat 31 Oct."),
        ("what's my checking balance", "Checking: $2,560.00 at the end of today (Fri 27 Nov)."),
    ])
    func aBalanceOnADayIsTheBalanceAtItsClose(_ line: String, _ expected: String) {
        #expect(c.say(line).text == expected, "\(line)")
    }

    @Test func allBalancesOnADayAddUpToThatDaysNetWorth() {
        let reply = c.say("balances at the end of october")
        #expect(reply.text.hasPrefix("Balances at the end of Sat 31 Oct:"), "\(reply.text)")
        #expect(reply.text.contains("Net worth: $2,850.00."), "\(reply.text)")
    }

    @Test func aDayAheadWithNothingDueIsAnsweredWithTodaysBalanceAndSaysSo() {
        #expect(c.say("checking balance at the end of next month").text
            == "Checking: $2,560.00 at the end of Thu 31 Dec. Nothing you track comes due before then, so this is today's figure.")
    }

    @Test func aDayBeforeTheFirstRecordSaysItIsTheOpeningBalance() {
        #expect(c.say("checking balance on june 1 2025").text
            == "Checking: $1,000.00 at the end of Sun 1 Jun 2025. That is before your first record (Sat 20 Dec 2025), so this is the opening balance.")
    }

    @Test func aDayKnownByNameIsThatDay() {
        #expect(c.say("checking on thanksgiving").text == "Checking: $2,560.00 at the end of yesterday (Thu 26 Nov).")
        #expect(c.say("checking on labor day").text == "Checking: $1,000.00 at the end of Mon 7 Sep.")
    }

    @Test func theSavingsNounOnADayIsTheSavingsAccount() {
        #expect(c.say("savings on oct 25").text == "Savings: $500.00 at the end of Sun 25 Oct.")
    }

    @Test func aDateThatDoesNotExistIsRefused() {
        #expect(c.say("checking on 31/31/2026").text.hasPrefix("There is no 31/31/2026"))
    }

    @Test func aPastBalanceChangesNothingAndIsNoPayday() throws {
        let before = try c.rows().count
        let reply = c.say("what was my checking balance on oct 1")
        #expect(!reply.text.contains("paid"))
        #expect(try c.rows().count == before)
    }
}
