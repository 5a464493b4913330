import BuddyCore
import Finance
import Testing

/// A split or a debt said after a purchase ("…, split with jo", "…, alex owes me half") is a
/// split, never part of the shop's name; and a number that counts things ("2 concert tix") is
/// never the amount.
@Suite struct SplitSaidAfterConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00)
        _ = try c.ledger.people.recordDebt("Jo", amount: Money(minorUnits: 1_00, currency: .usd), description: "Gum", lent: true,
                                           on: Day(iso: "2026-11-01")!)
        _ = try c.ledger.people.recordDebt("Alex", amount: Money(minorUnits: 1_00, currency: .usd), description: "Gum", lent: true,
                                           on: Day(iso: "2026-11-01")!)
    }

    @Test func aSplitAfterACommaSplitsThePurchase() {
        #expect(c.say("bought 2 concert tix for 120 at the fillmore, split with jo").text.hasPrefix("Split $120.00"))
        #expect(c.say("dinner 84 at nandos, alex owes me half").text.hasPrefix("Split $84.00 for dinner: your share $42.00 · Alex $42.00."))
    }

    @Test(arguments: [("4 tickets 80", "Added: $80.00"), ("bought 3 beers for 21", "Added: $21.00"),
                      ("i spent like 25 on drinks last nite lol", "Added: $25.00")])
    func aCountIsNoAmount(_ line: String, _ reply: String) {
        #expect(c.say(line).text.hasPrefix(reply))
    }

    @Test(arguments: ["did alex pay me back", "has alex ever paid me back yet"])
    func whetherSomeonePaidBackIsAskedNotRecorded(_ line: String) throws {
        let before = try c.ledger.people.balances()
        let reply = c.say(line)
        #expect(reply.intent == "iou.person")
        #expect(reply.text.hasPrefix("Alex owes you $1.00."))
        #expect(try c.ledger.people.balances() == before)
    }

    @Test func aCapOnACategoryIsABudgetNotABill() {
        #expect(c.say("cap takeout at 150 a month").text.hasPrefix("Dining budget: $150.00 a month"))
        #expect(c.say("what bills do i have").text.contains("Cap") == false)
    }
}
