import BuddyCore
import Finance
import Testing

/// Lines that answer or follow what came before loosely, or ask plainly in other words: a
/// question after a bare amount, a purchase said without its price, "… i mean", a shop's rides,
/// another shop the merchant list knows, a category "on its own" or "tho", a balance "got
/// enough" for, a goal made "by july", what one "ought to be aware of", a place "open on sat",
/// and "i'm afraid that should have been 40". Each figure is worked out by hand.
@Suite struct LooseAnswersConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings), ("Credit Card", .credit)])
        try c.add("2026-10-08", -60_00, "Trader Joe's", "Groceries")
        try c.add("2026-10-20", -25_00, "Nopa", "Dining")
        try c.add("2026-11-02", -120_00, "Trader Joe's", "Groceries")
        try c.add("2026-11-03", -30_00, "Nopa", "Dining")
        try c.add("2026-11-06", -18_00, "Uber", "Transport")
        try c.add("2026-11-12", -22_00, "Uber", "Transport")
        _ = try c.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd), deadline: Day(iso: "2027-07-31"),
                                   account: nil, today: Day(iso: "2026-11-27")!)
    }

    private func count() throws -> Int { try c.rows().count }

    @Test func aQuestionAfterABareAmountIsAskedAndRecordsNothing() throws {
        _ = c.say("45")
        let before = try count()
        // $120.00 + $30.00 in November.
        #expect(c.say("how much did i spend on food this month").text.hasPrefix("You spent $150.00 on Food this month"))
        #expect(try count() == before)
    }

    @Test func moneySpentSomewhereWithoutItsPriceIsAsked() throws {
        #expect(c.say("I spent some money at the pharmacy today.").text == "How much was it?")
        #expect(c.say("It was $18.75.").text.hasPrefix("Added: $18.75 · Health · Pharmacy · today (Fri 27 Nov)"))
    }

    @Test func whatIsMeantAtTheEndIsNoPartOfTheQuestion() throws {
        #expect(c.say("the credit card balance i mean").text.hasPrefix("Credit Card:"))
        // A correction set apart by a comma is no question: nothing is set for the wrong budget.
        _ = c.say("set dining budget to 300, food i mean")
        #expect(try c.ledger.budgets.status(for: "Dining", month: Day(iso: "2026-11-01")!, today: Day(iso: "2026-11-27")!) == nil)
    }

    @Test func aLotSpentIsAQuestionAndAShopNamedWithRIsKept() throws {
        #expect(c.say("i spent a lot in november").text != "How much was it?")
        #expect(c.say("spent 40 at toys r us").text.hasPrefix("Added: $40.00 · Shopping · Toys R Us"))
    }

    @Test func aShopsRidesAreTheShopAndAnotherShopFollows() {
        // $18.00 + $22.00 at Uber in November.
        #expect(c.say("How much have I spent on Uber rides this month?").text.hasPrefix("You spent $40.00 at Uber this month"))
        // Lyft is a shop the merchant list knows and the store has never paid: not all of Transport.
        #expect(c.say("And Lyft?").text.hasPrefix("No payee in your records, on any day, is called “Lyft”"))
        // A shop of another kind named like a category is still the category's: the subway after Uber is transit.
        _ = c.say("how much did i spend at uber this month")
        #expect(!c.say("and on the subway?").text.hasPrefix("No payee"))
    }

    @Test func aCategoryOnItsOwnFollowsAComparisonOrABreakdown() {
        _ = c.say("compare this month to last")
        // Food: $150.00 in November to the 27th, $85.00 in October to the 27th.
        #expect(c.say("just food tho?").text.hasPrefix("You spent $150.00 on Food this month"))
        _ = c.say("breakdown by category for october")
        #expect(c.say("and groceries on their own?").text.hasPrefix("You spent $60.00 on Groceries in October"))
    }

    @Test func plainQuestionsInOtherWords() {
        #expect(c.say("got enough in checking for a 400 flight?").text.hasPrefix("Yes: Checking has"))
        #expect(c.say("are we gonna make the vacation thing by july").text.hasPrefix("Vacation: $0.00 of $3,000.00"))
        #expect(!c.say("Is there anything I ought to be aware of?").text.hasPrefix("I can't help"))
        #expect(c.say("find a pediatrician open on sat").text.hasPrefix("I can't search for places or services"))
    }

    @Test func anApologeticCorrectionPutsTheRecordRight() {
        _ = c.say("lunch 50")
        #expect(c.say("I'm afraid that should have been $40, not $50.").text.hasPrefix("Changed: $40.00 · Dining · Lunch"))
    }
}
