import BuddyCore
import Finance
import Testing

/// Purchases said the way people say them ("had pho w the team, 21 dollars", "grabbed a
/// sandwich"), and lines that only look like one: a goal's target beside a shop called Target,
/// "one" that is no dollar.
@Suite struct PurchasesSaidPlainlyConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00)
        try c.add("2026-11-20", -66_82, "Target", "Shopping")
        try c.add("2026-11-26", -12_85, "Chipotle", "Dining")
        _ = try c.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd), deadline: nil, account: nil,
                                   today: Day(iso: "2026-11-01")!)
    }

    @Test func hadIsAVerbBeforeWhatWasHad() throws {
        #expect(c.say("had pho w the team, 21 dollars").text.hasPrefix("Added: $21.00"))
        #expect(c.say("had lunch 14").text.hasPrefix("Added: $14.00"))
        #expect(try c.rows().count == 4)
    }

    @Test func aThingBoughtWithoutItsPriceAsksIt() throws {
        #expect(c.say("grabbed a sandwich").text == "How much was it?")
        #expect(c.say("8.50").text.hasPrefix("Added: $8.50"))
        #expect(c.say("i bought some stuff at target").text == "How much was it?")
        #expect(c.say("like 34 bucks").text.hasPrefix("Added: $34.00 · Shopping · Target"))
        #expect(c.say("got my paycheck").text == "How much was it?")
    }

    @Test func linesThatOnlyLookLikePurchasesRecordNothing() throws {
        let before = try c.rows().count
        _ = c.say("make the vacation target 3500")
        _ = c.say("add one for pets")
        _ = c.say("i don't have any checks left; please order some")
        #expect(try c.rows().count == before)
    }

    @Test func whatWasBoughtInAPeriod() throws {
        #expect(c.say("what did i buy this week").text.contains("Chipotle"))
        #expect(!c.say("what did i buy this week").text.contains("Target"))
        #expect(c.say("show my shopping this month").text.contains("Target"))
    }

    @Test func aGoalStartedWithNothingSaid() throws {
        #expect(c.say("I want to start a new savings goal").text.hasPrefix("What are you saving for?"))
        #expect(c.say("new car, 8000 by december 2027").text.hasPrefix("New goal: New Car, $8,000.00 by 31 Dec 2027"))
    }

    @Test func aQuestionWithARemarkAfterIt() throws {
        #expect(c.say("chipotle this month — how bad is it").text.hasPrefix("You spent $12.85 at Chipotle this month"))
        #expect(c.say("how much on target, asking for a friend").text.hasPrefix("You spent $66.82 at Target"))
        _ = c.say("show my shopping this month")
        #expect(c.say("the first one, what was that").text.hasPrefix("Number 1:"))
        // A word of the talk before a comma is no question: "no, yesterday" puts right.
        _ = c.say("paid 30 for a haircut today")
        #expect(c.say("no, yesterday").text.hasPrefix("Changed: $30.00 · Other · Haircut · yesterday"))
    }

    @Test func questionsInOtherWords() throws {
        #expect(c.say("uh what kind of stuff can you help with").text.hasPrefix("I keep track of your money."))
        #expect(c.say("how'd i do this month overall").text.hasPrefix("November 2026 in review"))
        #expect(c.say("should i buy eth rn").text.contains("not market prices"))
        #expect(c.say("what's the fed rate right now").text.contains("rates change every day"))
        #expect(!c.say("anything I should be worried about?").text.hasPrefix("Sorry"))
    }

    @Test func goalsBudgetsAndLimitsInOtherWords() throws {
        // "saving" before "for" is a verb, never the Savings account of an expense.
        #expect(c.say("saving up for a wedding, 12k by june 2028").text.hasPrefix("New goal: Wedding, $12,000.00 by 30 Jun 2028"))
        #expect(c.say("saving for a car 5000").text == "New goal: Car, $5,000.00.")
        #expect(c.say("i wanna save 1500 for a new phone by march").text.hasPrefix("New goal: New Phone, $1,500.00 by 31 Mar 2027"))
        #expect(c.say("I'd like a budget for groceries").text == "How much a month?")
        #expect(c.say("400 a month").text.hasPrefix("Groceries budget: $400.00 a month"))
        #expect(c.say("undo the last thing i added").text.hasPrefix("Undone"))
        #expect(try c.rows().count == 2)
    }

    @Test func aShopMisspeltIsTheShopTheStoreKnows() throws {
        #expect(c.say("spent 12 at chipolte").text.hasPrefix("Added: $12.00 · Dining · Chipotle"))
        // A shop the merchant list knows by the name typed is that shop, never a payee it is close to.
        _ = try c.add("2026-11-02", -40_00, "Pepco", "Utilities")
        #expect(c.say("spent 80 at petco").text.hasPrefix("Added: $80.00 · Shopping · Petco"))
        // A word misspelt that names a category is what was bought, as it is spelt.
        #expect(c.say("lunh 12").text.hasPrefix("Added: $12.00 · Dining · Lunch"))
    }

    @Test func aGoalsTargetMadeNewByItsName() throws {
        #expect(c.say("make the vacation target 4000").text.hasPrefix("New target (it was $3,000.00). Vacation:"))
        #expect(try c.rows().count == 2)
    }

    @Test func moneyFromAClientIsIncome() throws {
        #expect(c.say("client finally paid the invoice!! $1,250").text.hasPrefix("Added income: $1,250.00"))
        #expect(c.say("lunch with a client 45").text.hasPrefix("Added: $45.00"))
    }

    @Test func aPresentBoughtForSomeoneIsAGift() throws {
        #expect(c.say("bought sam a birthday present, 35").text.hasPrefix("Added: $35.00"))
        #expect(try c.ledger.people.balances().isEmpty)
    }

    @Test func anAmountSaidToBeTheWholeOfIt() throws {
        _ = c.say("jo owes me 5")
        #expect(c.say("me and jo split the uber, 30 total").text.hasPrefix("Split $30.00"))
        #expect(c.say("spent 45 all in at costco").text.hasPrefix("Added: $45.00"))
    }
}
