import BuddyCore
import Finance
import Testing

/// A bill's due day moved by name ("move netflix to the 20th") or, right after a bill was
/// added or asked about, by "it's due on the 20th"; undoable; never to a day already past.
@Suite struct BillDayConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00)
        for (name, cents, due, frequency) in [("Netflix", Int64(15_99), "2026-12-05", Frequency.monthly),
                                              ("City Water", 96_40, "2027-02-17", .quarterly)] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: .bill, amount: Money(minorUnits: cents, currency: .usd),
                                                    frequency: frequency, firstDue: Day(iso: due)!, category: nil))
        }
    }

    private func nextDue(_ name: String) throws -> String? {
        try c.ledger.recurring.find(name)?.nextDue.iso
    }

    @Test(arguments: ["move netflix to the 20th", "netflix is due on the 20th now", "change the due date of netflix to the 20th"])
    func aBillNamedIsMovedToTheDaySaid(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent == "bill.day")
        #expect(reply.text == "Netflix is now due Sun 20 Dec (it was Sat 5 Dec), $15.99 monthly.")
        #expect(try nextDue("Netflix") == "2026-12-20")
        // The months after keep the new day.
        let due = try c.ledger.recurring.due(in: Period(start: Day(iso: "2027-01-01")!, end: Day(iso: "2027-02-01")!, label: "January"))
        #expect(due.map(\.date.iso) == ["2027-01-20"])
        _ = c.say("undo")
        #expect(try nextDue("Netflix") == "2026-12-05")
    }

    @Test func rightAfterABillItsDayAloneMovesIt() throws {
        _ = c.say("add hulu 7.99 monthly")
        let reply = c.say("due on the 20th")
        #expect(reply.intent == "bill.day")
        #expect(try nextDue("Hulu") == "2026-12-20")
        _ = c.say("how much is my netflix subscription")
        _ = c.say("it comes out on the 12th")
        #expect(try nextDue("Netflix") == "2026-12-12")
    }

    @Test func aBillPaidEveryFewMonthsKeepsItsMonth() throws {
        _ = c.say("how much is my water bill")
        _ = c.say("it's due on the 20th")
        #expect(try nextDue("City Water") == "2027-02-20")
    }

    @Test func withNoBillTalkedAboutItAsksWhichAndChangesNothing() throws {
        _ = c.say("what did i spend this month")
        let reply = c.say("due on the 20th")
        #expect(reply.text.hasPrefix("Which bill?"))
        #expect(try nextDue("Netflix") == "2026-12-05")
        #expect(try nextDue("City Water") == "2027-02-17")
    }

    @Test func whenItWasPaidIsNoNewDueDay() {
        _ = c.say("how much is my netflix subscription")
        #expect(c.say("it's paid on the 3rd").intent != "bill.day")
    }

    @Test(arguments: [["did i pay netflix", "paid on the 20th"], ["so netflix comes out on the 20th"], ["move netflix to yesterday"], ["move netflix to today"],
                      ["move netflix to nov 20"], ["is netflix due on the 20th?"]])
    func whenItWasPaidAPastDayOrOneThatSkipsPaymentsMovesNothing(_ lines: [String]) throws {
        for line in lines { _ = c.say(line) }
        #expect(try nextDue("Netflix") == "2026-12-05")
    }

    @Test func aWeeklyBillMovesToTheWeekdaySaid() throws {
        _ = c.say("add cleaner 50 weekly")
        _ = c.say("it's due on monday")
        // Monday 30 November, not a Monday of the month the bill was next due in.
        #expect(try nextDue("Cleaner") == "2026-11-30")
    }

    @Test func aDayTheMonthDoesNotHaveIsItsLastDay() throws {
        _ = c.say("move city water to the 31st")
        #expect(try nextDue("City Water") == "2027-02-28")
    }
}
