import BuddyCore
import Finance
import Testing

/// Bills against income: the bills tracked, a month's worth, as a share of a month's income (the
/// income tracked, else the average of the last three whole months recorded), and what is left
/// or how far short it falls. Each figure is worked out by hand.
@Suite struct BillsAgainstIncomeConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 1_000_00)
        // $1,000 a month and $90 a quarter: $12,360 a year, $1,030 a month.
        for (name, cents, frequency, category) in [("Rent", 1_000_00, Frequency.monthly, "Rent"), ("Water", 90_00, .quarterly, "Utilities"),
                                                   ("Netflix", 15_00, .monthly, "Subscriptions")] as [(String, Int64, Frequency, String)] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: .bill, amount: Money(minorUnits: cents, currency: .usd), frequency: frequency,
                                                    firstDue: Day(iso: "2026-12-01")!, category: category))
        }
        // A whole August, September and October: $5,700 in all, $1,900 a month.
        try c.add("2026-08-01", 1_800_00, "Acme Payroll", "Salary")
        try c.add("2026-09-01", 1_800_00, "Acme Payroll", "Salary")
        try c.add("2026-10-01", 1_800_00, "Acme Payroll", "Salary")
        try c.add("2026-10-20", 300_00, "Freelance Client", "Freelance")
    }

    @Test(arguments: ["how much of my paycheck goes to bills", "can my salary cover my bills", "bills vs income"])
    func theRecordedIncomeIsAveragedOverWholeMonths(_ line: String) {
        #expect(c.say(line).text == "Your bills come to $1,030.00 a month, 54% of your income of $1,900.00 a month "
            + "(your average income over August – October): $870.00 is left after them. Subscriptions, $15.00 a month more, are not counted.", "\(line)")
    }

    @Test func theIncomeTrackedIsTakenFirst() throws {
        try c.ledger.recurring.add(NewRecurring(name: "Pay", kind: .income, amount: Money(minorUnits: 2_000_00, currency: .usd), frequency: .monthly,
                                                firstDue: Day(iso: "2026-12-01")!, category: "Salary"))
        #expect(c.say("what percentage of my income goes to bills").text == "Your bills come to $1,030.00 a month, 52% of your income of $2,000.00 a month "
            + "(the income you track: Pay): $970.00 is left after them. Subscriptions, $15.00 a month more, are not counted.")
    }

    @Test func subscriptionsCountWhenTheLineNamesThem() {
        #expect(c.say("subscriptions and bills vs income").text.hasPrefix("Your bills and subscriptions come to $1,045.00 a month, 55% of your income"))
    }

    @Test func anIncomeThatFallsShortSaysBy() throws {
        try c.ledger.recurring.add(NewRecurring(name: "Pay", kind: .income, amount: Money(minorUnits: 900_00, currency: .usd), frequency: .monthly,
                                                firstDue: Day(iso: "2026-12-01")!, category: "Salary"))
        #expect(c.say("can my income cover my bills").text.contains("more than your income of $900.00 a month (the income you track: Pay): $130.00 short."))
    }
}
