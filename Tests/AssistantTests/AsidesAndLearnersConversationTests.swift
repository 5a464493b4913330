import BuddyCore
import Finance
import Testing

/// Lines that say more than they ask, or say it as a learner of English would: an aside after
/// what is asked ("…, as I rarely go out", "… while I recover", "…, they're doing my head in"),
/// read without it only when it names nothing; "how many money", "i want save"; a dropped "g";
/// thanks in whole sentences; "them" that is no theme; a limit the bank raised; how one stands
/// on a category. Each figure is worked out by hand.
@Suite struct AsidesAndLearnersConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings), ("Credit Card", .credit)])
        try c.add("2026-11-02", -120_00, "Trader Joe's", "Groceries")
        try c.add("2026-11-03", -30_00, "Nopa", "Dining")
        try c.add("2026-11-05", -40_00, "AMC", "Entertainment")
        _ = try c.ledger.budgets.set(Money(minorUnits: 100_00, currency: .usd), for: "Entertainment")
        _ = try c.ledger.budgets.set(Money(minorUnits: 200_00, currency: .usd), for: "Dining")
        try c.ledger.recurring.add(NewRecurring(name: "Pulse Fitness", kind: .bill, amount: Money(minorUnits: 45_00, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-12-03")!, category: "Health"))
    }

    @Test func anAsideAfterACommaOrAReasonIsLeftOut() throws {
        #expect(c.say("I would like to remove the budget for Entertainment, as I rarely go out these days.").text
            == "Removed the Entertainment budget for every month.")
        #expect(c.say("Please pause my Pulse Fitness membership while I recover from my operation.").text.hasPrefix("Pulse Fitness is paused"))
        #expect(c.say("turn the colours off, they're doing my head in").text.hasPrefix("Colour is off"))
        #expect(c.say("Thank you very much, that is most helpful.").text == "You're welcome!")
    }

    @Test func anAsideThatNamesSomethingIsNeverLeftOut() throws {
        // The card named after the comma is where the lunch went.
        #expect(c.say("lunch 12, it was on the visa").text.hasPrefix("Added: $12.00 · Dining · Lunch · today (Fri 27 Nov) · Credit Card."))
        // "we split it" names nothing, but the line is not read without it: nothing is recorded.
        let before = try c.rows().count
        _ = c.say("dinner 40, we split it")
        #expect(try c.rows().count == before)
        // A question's "while" says when, and a declined line stays declined.
        #expect(!c.say("how much did i spend while i was away").text.hasPrefix("You spent $190.00"))
        #expect(c.say("my card is unusable because it's damaged").text.hasPrefix("I can't help with that"))
    }

    @Test(arguments: ["coffee 5, which i didnt buy", "dinner 60, which we split", "bought shoes 80, which i returned",
                      "uber 30, im expensing it", "gym 45, which is monthly"])
    func aRecordingIsNeverReadPastItsAside(_ line: String) throws {
        let before = try c.rows().count
        _ = c.say(line)
        #expect(try c.rows().count == before, "\(line)")
    }

    @Test func learnersEnglishIsReadAsMeant() {
        // $120.00 + $30.00 + $40.00 this month.
        #expect(c.say("how many money I spend this month").text.hasPrefix("You spent $190.00 this month"))
        #expect(c.say("I want save 1000 for new laptop until march").text.hasPrefix("New goal: New Laptop, $1,000.00 by 31 Mar 2027"))
        #expect(c.say("whats comin out next week").text.contains("Pulse Fitness"))
        // A count stays a count: no money transfer was made.
        #expect(!c.say("how many money transfers did i make").text.hasPrefix("You "))
    }

    @Test func themIsNoTheme() {
        #expect(!c.say("go on then, show them").text.contains("theme"))
    }

    @Test func aLimitTheBankRaisedIsSetAndAskingForOneIsDeclined() throws {
        #expect(c.say("raise my credit limit to 10k").text.hasPrefix("I can't help with that"))
        #expect(c.say("The bank has raised my credit card limit to 7,000 dollars.").text.hasPrefix("Credit Card's credit limit is now $7,000.00"))
        // A limit cut by the person, with no word of credit, is not read as the bank's doing.
        for line in ["cut my limit to 2000", "just cut my card limit to 500"] {
            #expect(!c.say(line).text.contains("credit limit is now"), "\(line)")
        }
    }

    @Test func howOneStandsOnACategoryIsItsBudget() {
        // Dining: $30.00 of $200.00.
        #expect(c.say("are we ok on dining").text.hasPrefix("Dining budget for November 2026: $30.00 of $200.00"))
        #expect(c.say("can i afford another night out this month or is the dining budget cooked").text
            .hasPrefix("Dining budget for November 2026: $30.00 of $200.00"))
    }
}
