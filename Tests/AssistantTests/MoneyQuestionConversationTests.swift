import BuddyCore
import Finance
import Testing

/// Saving, paydays, credit limits and whether an account has enough, over hand-made rows.
@Suite struct MoneyQuestionConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 9_644_22, [("Visa", .credit), ("Amex", .credit)])
    }

    @Test func savingSaysBothFiguresAndAnOverspendSaysBy() throws {
        try c.add("2026-10-01", 5_100_00, "Payroll", "Salary")
        try c.add("2026-10-05", -4_287_60, "Rent and more", "Rent")
        #expect(c.say("how much did I save in October").text == "You saved $812.40 in October (1 – 31 Oct): $5,100.00 in, $4,287.60 out.")
        try c.add("2026-10-06", -1_000_00, "Laptop", "Shopping")
        #expect(c.say("how much did I save in October").text
                == "You spent $187.60 more than you earned in October (1 – 31 Oct): $5,100.00 in, $5,287.60 out.")
        #expect(c.say("what did I save in June").text == "Nothing came in or went out in June (1 – 30 Jun), so there is nothing saved.")
    }

    @Test func withNoIncomeThereIsNoPayday() {
        #expect(c.say("when is my next payday").text.hasPrefix("I can't tell when you get paid next"))
        #expect(c.say("when did I last get paid").text == "You have no income recorded yet. Try “got paid 2500 today”.")
    }

    @Test func affordingComparesTheDefaultAccount() {
        #expect(c.say("can I afford a 300 dishwasher").text == "Yes: Checking has $9,644.22, $9,344.22 left after $300.00.")
        #expect(c.say("can I afford 10,000").text == "Not from Checking: it has $9,644.22, $355.78 short of $10,000.00.")
        #expect(c.say("can I afford 50 on my visa").text
                == "Visa has no credit limit set, so I can't tell what is left on it ($0.00 owed); say “my visa limit is 5,000”.")
    }

    @Test func severalCardsAreAnsweredTogetherAndALimitNeedsACard() {
        #expect(c.say("my visa limit is 2,000").text == "Visa's credit limit is now $2,000.00: $0.00 owed, $2,000.00 available.")
        #expect(c.say("what's my credit limit").text
                == "Amex has no credit limit set ($0.00 owed); say “my amex limit is 5,000” to set it.\nVisa: $2,000.00 limit, $0.00 owed, $2,000.00 available.")
        #expect(c.say("my credit limit is 3000").text == "Which card: Amex or Visa? Say “my amex limit is $3,000.00”.")
        #expect(c.say("set my checking limit to 500").text == "Checking is not a credit card; only a credit card has a credit limit.")
    }

    @Test func aPayeeThatOnlyEverPaidIsAnsweredAsIncomeWhateverItsTransfers() throws {
        try c.add("2026-11-02", 2_450_00, "Acme Corp Payroll", "Salary")
        try c.add("2026-11-20", 150_00, "Acme Corp Expense Reimbursement", "Transfer")
        #expect(c.say("how much did i spend at acme this month").text.hasPrefix("Acme Corp Payroll paid you $2,450.00 this month"))
        try c.add("2026-06-03", -12_00, "Acme Corp Cafeteria", "Dining")
        #expect(c.say("how much did i spend at acme this month").text.hasPrefix("You spent nothing at acme this month"))
    }
}
