import BuddyCore
import Testing

/// A budget raised or cut "by" an amount changes by that amount; it is never set to it. A
/// budget that does not exist is not made by a change to it.
@Suite struct BudgetChangeConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        _ = c.say("set a budget of 250 for dining")
    }

    private func dining() throws -> Int64? {
        try c.ledger.budgets.status(for: "Dining", month: Day(iso: "2026-11-01")!, today: Day(iso: "2026-11-23")!)?.limit.minorUnits
    }

    @Test(arguments: [("raise my dining budget by 50", Int64(300_00)), ("add an extra 50 to my dining budget", 300_00),
                      ("cut the dining budget by 100", 150_00), ("lower my dining budget to 200", 200_00)])
    func aBudgetChangesByWhatIsSaid(_ line: String, _ cents: Int64) throws {
        let reply = c.say(line)
        #expect(try dining() == cents, "\(line) → \(reply.text)")
    }

    @Test func aCutBelowNothingOrAChangeToNoBudgetChangesNothing() throws {
        #expect(c.say("cut the dining budget by 900").text.contains("cannot come down by $900.00"))
        #expect(try dining() == 250_00)
        #expect(c.say("raise my gifts budget by 25").text.contains("there is no Gifts budget to change"))
        #expect(try c.ledger.budgets.status(for: "Gifts", month: Day(iso: "2026-11-01")!, today: Day(iso: "2026-11-23")!) == nil)
    }
}
