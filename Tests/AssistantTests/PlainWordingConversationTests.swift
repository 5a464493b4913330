import BuddyCore
import Finance
import Testing

/// Lines as people type them in the middle of a conversation: openers before the question
/// ("hang on", "btw", "sorry i mean"), an amount denied with "not", an undo said with its
/// reason, the account a purchase was paid from said after it, a command given again for
/// another person, a category narrowed with "just", and words a name may not hold.
@Suite struct PlainWordingConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-26T09:00")
        try c.openAccounts(checking: 1_000_00, [("Cash", .cash), ("Savings", .savings)])
        try c.add("2026-11-24", -28_00, "Uber", "Transport")
        try c.add("2026-11-20", -84_10, "Whole Foods", "Groceries")
        try c.add("2026-10-12", -40_00, "Safeway", "Groceries")
    }

    @Test(arguments: ["hang on how much did i spend on groceries this month", "btw how much did i spend on groceries this month",
                      "sorry i mean how much did i spend on groceries this month", "oh and how much did i spend on groceries this month"])
    func anOpenerBeforeAQuestionChangesNothing(_ line: String) {
        let reply = c.say(line)
        #expect(reply.intent == "spending.total", "\(line) → \(reply.text)")
        #expect(reply.text.hasPrefix("You spent $84.10 on Groceries this month"))
    }

    @Test(arguments: [("hello what can you do", "help"), ("what can you help me with", "help"),
                      ("give me a quick overview of my finances", "report.monthly"),
                      ("which grocery store costs me the most", "spending.payees")])
    func aPlainRequestIsUnderstood(_ line: String, _ intent: String) throws {
        let before = try c.rows().count
        #expect(c.say(line).intent == intent, "\(line)")
        #expect(try c.rows().count == before)
    }

    @Test func aListOfAMonthShowsAsManyAsAsked() {
        let reply = c.say("show 1 transaction in november").text
        #expect(reply.contains("1. ") && reply.contains("Uber") && !reply.contains("2. ") && !reply.contains("Safeway"), "\(reply)")
    }

    @Test func anOpenerDoesNotHideThatALineAsks() {
        // A question after "btw" reaches the intents that only answer questions.
        try? c.ledger.recurring.add(NewRecurring(name: "PG&E Electric", kind: .bill, amount: Money(minorUnits: 115_00, currency: .usd),
                                                 frequency: .monthly, firstDue: Day(iso: "2026-11-20")!, category: "Utilities"))
        #expect(c.say("btw is pg&e paid this month").intent == "bill.paid")
    }

    @Test func theAmountAfterNotIsTheOneTakenBack() throws {
        let reply = c.say("fix the uber from tuesday it was 18 not 28")
        #expect(reply.text.hasPrefix("Changed: $18.00 · Transport · Uber · Tue 24 Nov"), "\(reply.text)")
        #expect(try c.rows().map(\.transaction.amount).contains(-18_00))
    }

    @Test func anAmountDeniedNeverChangesABudget() throws {
        _ = c.say("set my food budget to 650")
        let reply = c.say("it was 15 not 14")
        #expect(reply.intent != "budget.set", "\(reply.text)")
        #expect(try c.budgetLimits() == [650_00])
    }

    @Test(arguments: ["undo, wrong number", "actually undo that, 28 was right", "undo that it was a mistake"])
    func anUndoSaidWithItsReasonUndoes(_ line: String) throws {
        _ = c.say("lunch 14")
        #expect(c.say(line).intent == "transaction.undo")
        #expect(try c.rows().count == 3)
    }

    @Test(arguments: ["paid cash for that btw", "i paid cash for it"])
    func theAccountSaidAfterAPurchaseMovesIt(_ line: String) throws {
        _ = c.say("uber 23")
        #expect(c.say(line).text.hasPrefix("Changed: $23.00 · Transport · Uber · today (Thu 26 Nov) · Cash"))
    }

    @Test func incomeSaidToBeInSavingsNotCheckingMovesThere() {
        _ = c.say("received 300 from a freelance client")
        #expect(c.say("put it in savings not checking").text.hasPrefix("Changed: +$300.00"))
    }

    @Test func aSettlementIsNeverGivenAgainByAFollowUp() throws {
        _ = c.say("alex owes me 20")
        _ = c.say("sam owes me 15")
        #expect(c.say("got 10 from alex").text.hasPrefix("Alex paid you back $10.00"))
        // "what about sam" asks where one stands with Sam; it settles nothing.
        #expect(c.say("what about sam").intent == "iou.person")
        #expect(c.say("how much does sam owe me").text.contains("$15.00"))
    }

    @Test(arguments: ["thinking of lending sam 300", "would you lend alex 50", "need to borrow 100 from alex",
                      "ask my brother to venmo me 40", "need dad to zelle me 200 for rent", "knock dining down 50",
                      "fix dining, should be 300"])
    func aPlanOrARequestRecordsNothing(_ line: String) throws {
        _ = c.say("set my dining budget to 250")
        _ = c.say(line)
        #expect(try c.rows().count == 3, "\(line)")
        #expect(try c.budgetLimits() == [250_00], "\(line)")
        #expect(c.say("who owes me money").text.contains("$300.00") == false)
    }

    @Test func aNotAfterTheValueThatIsNoAccountMarksNoCorrection() throws {
        _ = c.say("lunch 12")
        _ = c.say("savings, not sure")
        #expect(try c.rows().first?.account != "Savings")
    }

    @Test func aFillerARuleReadsAsATermStays() throws {
        _ = c.say("lunch 20")
        #expect(c.say("actually it was 22 not 20").text.hasPrefix("Changed: $22.00 · Dining · Lunch"))
    }

    @Test func fillerBeforeARecordingIsNoPartOfIt() throws {
        #expect(c.say("by the way, 40 for parking yesterday").text.hasPrefix("Added: $40.00 · Transport · Parking · yesterday"))
    }

    @Test func justACategoryAsksTheLastQuestionAgainForIt() {
        _ = c.say("show my spending trend over the last 3 months")
        #expect(c.say("just groceries").text.hasPrefix("Groceries spending by month"))
    }

    @Test func aCategorySaidWithAWordForItsKindIsTheCategory() {
        #expect(c.say("how much have i spent on grocery stuff this month").text.hasPrefix("You spent $84.10 on Groceries"))
    }

    @Test(arguments: ["how much did i spend on stuff this month", "what did I spend on random things this month?",
                      "how much have i spent on everything this month"])
    func aQuestionAboutStuffIsAboutEverything(_ line: String) {
        // Uber 28.00 and Whole Foods 84.10: no category or shop called "stuff".
        #expect(c.say(line).text.hasPrefix("You spent $112.10 this month"), "\(line)")
    }

    @Test func theDayOfMostSpendingOnStuffIsTheDayOfMostSpending() {
        #expect(c.say("which day did i spend the most on stuff").text.contains("Fri 20 Nov: $84.10"))
    }

    @Test func aPayeeAndAPeriodAloneAskTheTotal() {
        #expect(c.say("whole foods this month").text.hasPrefix("You spent $84.10 at Whole Foods this month"))
        #expect(c.say("safeway last month?").text.hasPrefix("You spent $40.00 at Safeway last month"))
    }

    @Test func theDaysWithNothingSpentAreCounted() {
        // Something was spent on the 20th and the 24th of the 26 days so far.
        #expect(c.say("how many days this month did i not spend anything").text.hasPrefix("You spent nothing on 24 of the 26 days this month"))
    }

    @Test func aCountMayBeOfRowsOverOrUnderAnAmount() {
        #expect(c.say("how many purchases over $50 this month").text.hasPrefix("1 expense of $50.00 or more this month"))
        #expect(c.say("number of transactions under 30 bucks this month").text.hasPrefix("1 expense of $30.00 or less this month"))
    }

    @Test func aTripIsAVisitNotTravel() {
        // "trip" is another name for Travel, but "per trip" is what one visit costs.
        #expect(c.say("what do i usually spend at safeway per trip").text.hasPrefix("On average you spend $40.00 a time at Safeway"))
    }

    @Test func theBiggestPurchaseAtAPayeeIsThePayees() {
        // "uber" is another name for Transport; the store has a payee by that name.
        #expect(c.say("biggest uber purchase this month").text.hasPrefix("Your biggest Uber expense this month: $28.00"))
    }

    @Test func stuffBoughtIsRecordedAsSaid() throws {
        #expect(c.say("spent 15 on stuff").text.hasPrefix("Added: $15.00"))
        #expect(try c.rows().contains { $0.transaction.description == "Stuff" && $0.transaction.amount == -15_00 })
    }

    @Test(arguments: ["is it possible to increase my visa card limit", "please help me increase my mastercard credit card limit"])
    func aWordAnIntentForbidsIsNoPartOfAName(_ line: String) {
        // Not a question about a card called "is it possible to increase my visa".
        #expect(c.say(line).intent == "decline.banking")
    }

    @Test func nobodyIsNoPersonOwed() {
        #expect(c.say("do i still owe anyone").intent == "iou.balances")
    }

    @Test(arguments: ["how much is that all together", "what's the total", "what do they add up to"])
    func whatAListComesToIsItsTotal(_ line: String) throws {
        _ = c.say("transfer 50 from checking to savings")
        _ = c.say("show my transactions this month")
        let reply = c.say(line)
        #expect(reply.intent == "spending.total")
        // Uber 28.00 and Whole Foods 84.10 spent; the transfer (a row on each account) is money moved, not spent.
        #expect(reply.text.hasPrefix("The 4 transactions shown come to $112.10 spent. Not counted: 2 transfers"), "\(reply.text)")
    }

    @Test func aTotalIsOnlyOfAListOnScreen() {
        _ = c.say("how much did i spend on groceries this month")
        #expect(c.say("how much is that all together").text.hasPrefix("The") == false)
    }

    @Test func aSearchForTheShopsTransactionsLooksForTheShop() {
        #expect(c.say("find the whole foods transactions").text.hasPrefix("1. Fri 20 Nov  $84.10  Whole Foods"))
    }

    @Test func itAfterACardsLimitIsTheLimitNeverItsBalance() throws {
        let card = try Conversation(now: "2026-11-26T09:00")
        try card.openAccounts(checking: 1_000_00, [("Credit Card", .credit)])
        _ = try card.ledger.accounts.setCreditLimit(Money(minorUnits: 2_000_00, currency: .usd), of: "Credit Card")
        _ = card.say("what's my credit limit on the credit card")
        let reply = card.say("set it to 5000")
        #expect(reply.intent == "account.set_limit", "\(reply.text)")
        #expect(reply.text.hasPrefix("Credit Card's credit limit is now $5,000.00"))
        // Nothing was recorded against the card.
        #expect(try card.rows().isEmpty)
    }

    @Test(arguments: ["they raised my credit limit to 6500", "my credit limit got raised to 6500"])
    func aLimitTheBankChangedIsTheCardsNewLimit(_ line: String) throws {
        let card = try Conversation(now: "2026-11-26T09:00")
        try card.openAccounts(checking: 1_000_00, [("Credit Card", .credit)])
        let reply = card.say(line)
        #expect(reply.intent == "account.set_limit", "\(reply.text)")
        #expect(reply.text.hasPrefix("Credit Card's credit limit is now $6,500.00"))
        // Asking the bank to raise it is still declined.
        #expect(card.say("can you raise my credit limit to 8000").intent != "account.set_limit")
    }

    @Test(arguments: ["zelle jo the 60 i owe her", "venmo alex 20"])
    func payingAPersonThroughAnAppIsDeclined(_ line: String) throws {
        _ = c.say("i owe jo 60")
        _ = c.say("alex owes me 20")
        let reply = c.say(line)
        #expect(reply.intent == "decline.banking", "\(reply.text)")
        #expect(c.say("who owes me money").text.contains("Alex owes you $20.00"))
        #expect(c.say("how much do i owe jo").text.contains("$60.00"))
    }

    @Test func movingABudgetDownToAnAmountSetsItAndRecordsNothing() throws {
        _ = c.say("set my dining budget to 250")
        #expect(c.say("and knock dining down to 75").intent == "budget.set")
        #expect(try c.budgetLimits() == [75_00])
        #expect(try c.rows().count == 3)
    }

    @Test func aGoalIsFoundByTheNameItWasGiven() {
        _ = c.say("new goal: emergency fund 5000 by dec 2026")
        #expect(c.say("put 100 toward it").text.hasPrefix("$100.00 towards Emergency Fund"))
        #expect(c.say("how close am i to the emergency fund").text.hasPrefix("Emergency Fund: $100.00 of $5,000.00"))
    }

    @Test(arguments: [("by march", "31 Mar 2027"), ("end of next year", "31 Dec 2027")])
    func aDeadlineSaidAfterAGoalIsItsDeadline(_ said: String, _ day: String) throws {
        _ = c.say("save 1500 for a new laptop")
        #expect(c.say(said).text.contains("until \(day)"))
        #expect(try c.ledger.goals.all().first?.deadline != nil)
        // Only right after the goal: later, the words are read as themselves.
        _ = c.say("how much did i spend this month")
        #expect(c.say("by june").intent != "goal.add")
        #expect(c.say("undo").text.hasPrefix("Undone: the deadline of New Laptop"))
    }

    @Test func aStatementAboutABalanceOrABudgetRecordsNothing() throws {
        _ = c.say("it has a balance of 900 now")
        _ = c.say("update groceries, it should be 400 a month")
        #expect(try c.rows().count == 3)
        #expect(try c.ledger.recurring.active().isEmpty)
    }

    @Test func moneyCollectedFromAPersonSettles() throws {
        _ = c.say("sam owes me 28.20")
        #expect(c.say("collected 20 from sam for the concert tickets i bought him").text.hasPrefix("Sam paid you back $20.00"))
        // No expense was recorded for the tickets.
        #expect(try c.rows().filter { $0.transaction.type == .expense }.count == 3)
    }

    @Test func aGoalsDeadlineSaidAsAMonthIsNoPartOfItsName() throws {
        #expect(c.say("save 1000 for a bike by june").text.hasPrefix("New goal: Bike, $1,000.00 by 30 Jun 2027"))
    }

    @Test func aBudgetSaidToBeWrongIsNoCorrectionOfTheLastRecording() throws {
        _ = c.say("lunch 12")
        _ = c.say("my dining budget is wrong, should be 500")
        #expect(try c.rows().contains { $0.transaction.description == "Lunch" && $0.transaction.amount == -12_00 })
    }

    @Test(arguments: ["is that correct", "correct it", "correct me"])
    func aLineWithCorrectInItConfirmsNothing(_ line: String) throws {
        _ = c.say("lunch 12")
        _ = c.say("delete it")
        _ = c.say(line)
        #expect(try c.rows().contains { $0.transaction.description == "Lunch" }, "\(line) deleted the lunch")
    }

    @Test(arguments: ["my paycheck went into savings", "half of it went into savings", "sam paid with the cash"])
    func anAccountSaidOfSomethingElseMovesNothing(_ line: String) throws {
        _ = c.say("lunch 12")
        _ = c.say(line)
        #expect(try c.rows().first { $0.transaction.description == "Lunch" }?.account == "Checking", "\(line)")
    }

    @Test(arguments: ["he owes me 20", "she lent me 20"])
    func aPointingWordIsNoPersonsName(_ line: String) throws {
        _ = c.say("how much did i spend at whole foods")
        _ = c.say(line)
        #expect(try c.ledger.people.balances().isEmpty, "\(line) made a debt")
    }

    @Test func bringItBackUndoesADeletionAndNothingElse() throws {
        _ = c.say("spent 12 on lunch")
        _ = c.say("delete that")
        #expect(c.say("yes").text.hasPrefix("Deleted $12.00 · Lunch"))
        #expect(c.say("oops no, bring it back").text == "Undone: deleting Lunch.")
        #expect(try c.rows().count == 4)
        // Not right after a deletion: a purchase just recorded is never taken away.
        _ = c.say("spent 5 on coffee")
        #expect(c.say("bring it back").text.hasPrefix("Nothing was deleted just now"))
        #expect(try c.rows().count == 5)
    }

    @Test func bringItBackWhileADeletionWaitsKeepsIt() throws {
        _ = c.say("delete the uber")
        #expect(c.say("oops no bring it back").text == "OK, I kept it.")
        #expect(try c.rows().count == 3)
    }

    @Test(arguments: ["wrong, it was 38", "nope it was 38", "oops it was 38", "no wait it was 38"])
    func aWordThatSaysSomethingWasWrongNamesNoTransaction(_ line: String) {
        _ = c.say("gas station 48 this morning")
        #expect(c.say(line).text.hasPrefix("Changed: $38.00 · Transport · Gas Station"), "\(line)")
    }
}
