import Assistant
import BuddyCore
import Finance
import Testing

/// "and last month?", "what about alex?", "and savings?" after any question, not only a total:
/// the last question asked again about the period or the thing named.
@Suite struct FollowUpConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00, [("Savings", .savings)])
        try c.add("2026-10-05", -30_00, "Safeway", "Groceries")
        try c.add("2026-11-05", -20_00, "Safeway", "Groceries")
        try c.add("2026-11-06", -12_00, "Chipotle", "Dining")
        try c.add("2026-11-07", -40_00, "Costco", "Groceries")
    }

    @Test func aBreakdownIsAskedAgainForAnotherPeriod() {
        _ = c.say("where did my money go this month")
        let reply = c.say("and last month?")
        #expect(reply.text.hasPrefix("Spending last month (1 – 31 Oct), $30.00 in all"), "\(reply.text)")
    }

    @Test func aBalanceIsAskedAgainForAnotherAccount() {
        _ = c.say("what's my checking balance")
        #expect(c.say("and savings?").text.hasPrefix("Savings: $0.00"))
    }

    @Test func aTotalAtOnePayeeIsAskedAgainForAnother() {
        _ = c.say("how much did i spend at safeway this month")
        #expect(c.say("and costco").text == "You spent $40.00 at Costco this month (1 – 30 Nov).")
        #expect(c.say("what about dining").text == "You spent $12.00 on Dining this month (1 – 30 Nov).")
    }

    @Test func aPersonsDebtIsAskedAgainForAnother() {
        _ = c.say("i lent sam 20")
        _ = c.say("alex owes me 15")
        _ = c.say("how much does sam owe me")
        #expect(c.say("and alex?").text.hasPrefix("Alex owes you $15.00"))
    }

    @Test func aFollowUpWithNoQuestionBeforeItChangesNothing() throws {
        let reply = c.say("and alex?")
        #expect(reply.intent != "iou.person")
        _ = c.say("spent 5 on coffee")
        // A recording is no question to ask again.
        #expect(c.say("and last month?").text.hasPrefix("Ask me a question first"))
        #expect(try c.rows().count == 5)
    }
}
