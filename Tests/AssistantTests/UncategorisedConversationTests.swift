import BuddyCore
import Finance
import Testing

/// The transactions no category was given, asked for in a stranger's words: listed newest
/// first with what went out and came in, transfers (which need none) left out.
@Suite struct UncategorisedConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.add("2026-11-20", -44_91, "Rewe", "Groceries")
        try c.add("2026-11-02", -500_00, "Transfer to Savings", "Transfer")
        for (date, cents, payee) in [("2026-11-11", -25_00 as Int64, "Lena Schmidt"), ("2026-11-07", -50_00, "ATM Withdrawal"),
                                     ("2026-10-06", 45_00, "Jonas Becker")] {
            try c.ledger.transactions.add(NewTransaction(date: Day(iso: date)!, amount: Money(minorUnits: cents, currency: .usd),
                                                         description: payee, category: nil))
        }
    }

    @Test func theRowsWithNoCategoryAreListedWithWhatWentOutAndCameIn() {
        let reply = c.say("show my uncategorised transactions")
        #expect(reply.intent == "transactions.uncategorised")
        #expect(reply.text.hasPrefix("3 transactions have no category: $75.00 out, $45.00 in."))
        #expect(reply.text.contains("Lena Schmidt") && reply.text.contains("ATM Withdrawal") && reply.text.contains("Jonas Becker"))
        #expect(!reply.text.contains("Rewe") && !reply.text.contains("Transfer to Savings"))
        #expect(reply.text.contains("say “put Lena Schmidt in” and the category"))
    }

    @Test func aPeriodSaidNarrowsTheList() {
        let reply = c.say("uncategorized txns this month")
        #expect(reply.text.hasPrefix("2 transactions this month have no category: $75.00 out."))
        #expect(!reply.text.contains("Jonas Becker"))
    }

    @Test func noneLeftSaysSo() throws {
        let empty = try Conversation(now: "2026-11-27T09:00")
        try empty.add("2026-11-20", -44_91, "Rewe", "Groceries")
        #expect(empty.say("what hasn't been categorised yet?").text == "Every transaction has a category (transfers need none).")
    }

    /// Lines written by someone who had not seen the grammar: the half the grammar was written
    /// from.
    @Test(arguments: [
        "show me uncategorised transactions", "which transactions have no category?", "list everything without a category pls",
        "any transactions that aren't categorized yet?", "whats left to categorise", "transactions missing categories this month",
        "uncategorized txns since september", "pls list the unlabelled transactions", "what hasn't been categorised yet?",
        "hey, which transactions did you not manage to put in a category?", "uncatagorised transactions pls", "what's still unsorted",
        "i want to sort out the ones with no category, show me them", "show blank category transactions",
        "which of my transactions are unlabeled", "hi! could you list the transactions you weren't able to categorise from my statement?",
        "show me what needs categorising", "which entries are missing a category lol",
    ])
    func aStrangersWayOfAskingIsUnderstood(_ line: String) {
        #expect(c.say(line).intent == "transactions.uncategorised", "\(line)")
    }

    @Test(arguments: [
        "what categories do I have", "how much did I spend on groceries this month", "put uber in transport", "add a category called pets",
        "which category is biggest", "rename the eating out category to restaurants", "show me all my transport transactions",
        "delete the category called misc", "how much did I spend per category in september", "move the tesco payment to groceries",
    ])
    func otherQuestionsAboutCategoriesAreNotThisList(_ line: String) {
        #expect(c.say(line).intent != "transactions.uncategorised", "\(line)")
    }
}
