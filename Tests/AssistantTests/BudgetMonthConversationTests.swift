import BuddyCore
import Testing

/// A budget for a named month means the same month when it is set, asked about and removed.
@Suite struct BudgetMonthConversationTests {
    let c: Conversation

    init() throws {
        // Monday 23 November 2026.
        c = try Conversation(now: "2026-11-23T09:00")
        try c.add("2025-12-10", -50_00, "Luigi's", "Dining")
        try c.add("2026-11-05", -40_00, "Chipotle", "Dining")
        _ = c.say("set a budget of 300 for dining")
    }

    @Test func settingAndAskingAboutDecemberInNovemberMeanTheComingDecember() throws {
        let set = c.say("set a budget of 350 for dining for December")
        #expect(set.text.contains("$350.00 for December 2026"))
        let december = Day(iso: "2026-12-01")!
        #expect(try c.ledger.budgets.status(for: "Dining", month: december, today: december)?.limit.minorUnits == 350_00)

        // Nothing can have been spent in a month that has not begun: all of it is left.
        let left = c.say("how much is left in my dining budget for December")
        #expect(left.intent == "budget.status")
        #expect(left.text == "Dining budget for December 2026: $0.00 of $350.00 (0%) · not begun yet: $350.00 left")
        #expect(left.amount?.minorUnits == 350_00)
        #expect(c.say("how much can I spend on dining in December").amount?.minorUnits == 350_00)

        // Removing "for December" removes that month's budget; December falls back to every month's 300.00.
        #expect(c.say("remove my dining budget for December").text == "Removed the Dining budget for December 2026.")
        #expect(c.say("how much is left in my dining budget for December").amount?.minorUnits == 300_00)
    }

    @Test func askingInThePastTenseIsAboutTheDecemberThatHasBegun() {
        // December 2025: 50.00 of the every-month 300.00.
        let reply = c.say("did I go over my dining budget in December")
        #expect(reply.text == "Dining budget for December 2025: $50.00 of $300.00 (17%) · on track: $250.00 left")
    }

    @Test func aBudgetQuestionWithNoMonthIsAboutThisMonthAndNamesIt() {
        // 40.00 of 300.00 by the 23rd of 30 days: on pace for 52.17, on track.
        let reply = c.say("how much is left in my dining budget")
        #expect(reply.text == "Dining budget for November 2026: $40.00 of $300.00 (13%) · on track: $260.00 left")
    }

    @Test func theOneNamedAfterTheListOfBudgetsIsThatBudget() throws {
        _ = c.say("set a budget of 100 for transport")
        #expect(c.say("budget status").text.contains("Transport"))
        #expect(c.say("the dining one?").text.hasPrefix("Dining budget for November 2026"))
        _ = c.say("how are my budgets doing")
        #expect(c.say("remove the transport one").text == "Removed the Transport budget for every month.")
        let left = c.say("budget status").text
        #expect(left.contains("Dining") && !left.contains("Transport"))
    }
    @Test func whatIsLeftIsSharedOverTheDaysLeft() {
        // 300.00 - 40.00 = 260.00 over 23 – 30 Nov, 8 days: 32.50 a day.
        #expect(c.say("how much can i spend per day on dining for the rest of the month").text
            == "Dining budget for November 2026: $260.00 left for the 8 days from today (Mon 23 Nov) to the 30th, $32.50 a day.")
        #expect(c.say("daily allowance dining").amount?.minorUnits == 32_50)
        _ = c.say("spent 280 on dining")
        #expect(c.say("dining per day left").text
            == "Dining budget for November 2026: over by $20.00 already, so nothing is left to spend a day in the 8 days to the 30th.")
    }

    @Test(arguments: ["dining budget vs last month", "dining budget this month compared to last", "did i go over on dining worse than in october"])
    func aBudgetIsSetBesideAnotherMonths(_ line: String) {
        #expect(c.say(line).text == "Dining budget for November 2026: $40.00 of $300.00 (13%) · on track: $260.00 left. "
            + "For October 2026: $0.00 of $300.00 (0%) · on track: $300.00 left. So far you have spent $40.00 more than in all of October 2026.", "\(line)")
    }

    @Test func aMonthAskedAboutInThePastTenseIsOneThatWas() {
        // Budgets look ahead ("december" is the coming one), but "did I go over" looks back.
        #expect(c.say("did i go over on dining in december").text.contains("December 2025"))
        #expect(c.say("how's my dining budget for december").text.contains("December 2026"))
    }
}
