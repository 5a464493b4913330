import BuddyCore
import Finance
import Testing

/// Answers to Buddy's own questions that say more than was asked ("water, 40 on the 10th" to
/// "How much is it each time?"), a bill added a step at a time, names that end before an amount,
/// debts paid "towards what I owe", an affordability question asked again of another account,
/// and "it" standing for the card just paid.
@Suite struct AnswersThatSayMoreConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings), ("Credit Card", .credit)])
        try c.add("2026-11-20", -12_85, "Chipotle", "Dining")
        _ = c.say("Jo paid 60 for my concert ticket")
    }

    @Test func anAnswerThatSaysMoreThanTheAmount() throws {
        #expect(c.say("i need to add a bill").text == "How much is it each time?")
        #expect(c.say("water, 40 on the 10th").text.hasPrefix("Tracking Water: $40.00 every month, next due Thu 10 Dec"))
        let water = try c.ledger.recurring.find("Water")
        #expect(water?.amount == 40_00)
        #expect(water?.frequency == .monthly)
        #expect(try c.rows().filter { $0.transaction.description == "Water" }.isEmpty)
    }

    @Test func aBillAddedAStepAtATime() throws {
        #expect(c.say("add a bill").text == "How much is it each time?")
        #expect(c.say("40").text == "How often: weekly, monthly or yearly?")
        #expect(c.say("monthly").text == "What is it called?")
        #expect(c.say("gym").text.hasPrefix("Tracking Gym: $40.00 every month"))
        // Named first, then asked the rest.
        _ = c.say("add a bill for the window cleaner")
        _ = c.say("25")
        #expect(c.say("every 2 weeks").text.hasPrefix("Tracking Window Cleaner: $25.00 every 2 weeks"))
        // Nothing is tracked when the questions are left.
        _ = c.say("add a bill")
        _ = c.say("cancel")
        #expect(try c.ledger.recurring.active().count == 2)
    }

    @Test func anAmountAfterANameIsNoPartOfIt() throws {
        #expect(c.say("add an account called Monzo 340").text == "Added the checking account Monzo with $340.00.")
        #expect(c.say("set up a goal for an emergency fund, 5k").text == "New goal: Emergency Fund, $5,000.00.")
        #expect(c.say("end of next year").text.hasPrefix("Deadline set. Emergency Fund:"))
    }

    @Test func paidTowardsWhatIsOwed() throws {
        #expect(c.say("gave jo 30 towards what i owe her").text == "You paid Jo back $30.00; you owe Jo $30.00.")
        _ = c.say("Sam owes me 25")
        #expect(c.say("sam sent me 10 towards what he owes").text == "Sam paid you back $10.00; Sam owes you $15.00.")
        #expect(c.say("do i owe anyone else").text.hasPrefix("You owe Jo $30.00"))
        #expect(c.say("borrowed 50 from dan").text.hasPrefix("Noted: you owe Dan $50.00"))
    }

    @Test func affordabilityAskedOfAnotherAccount() throws {
        _ = c.say("moved 500 checking -> savings for the rainy day")
        #expect(c.say("can i afford a $400 bike").text.hasPrefix("Yes: Checking has $1,500.00"))
        #expect(c.say("what if i used savings").text.hasPrefix("Yes: Savings has $500.00, $100.00 left"))
        #expect(c.say("what if i put it on the credit card").text.hasPrefix("Credit Card has no credit limit set"))
    }

    @Test func itIsTheCardJustPaid() throws {
        _ = c.say("i put 200 on the credit card")
        #expect(c.say("how much do i still owe on it").text.hasPrefix("Credit Card:"))
    }

    @Test func aBillTwoShareANameIsChosenByTheAnswer() throws {
        for (name, cents, day) in [("PG&E Electric", Int64(115_00), "2026-12-20"), ("PG&E Gas", Int64(38_50), "2026-12-08")] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: .bill, amount: Money(minorUnits: cents, currency: .usd),
                                                    frequency: .monthly, firstDue: Day(iso: day)!, category: "Utilities"))
        }
        #expect(c.say("pay pg&e").text.hasPrefix("“pg&e” could be PG&E Gas (due Tue 8 Dec) or PG&E Electric (due Sun 20 Dec)"))
        #expect(c.say("the gas one").text.hasPrefix("Paid PG&E Gas: $38.50"))
        #expect(c.say("pay the plumber").text.hasPrefix("I'm not tracking a bill called “plumber”"))
    }
}

