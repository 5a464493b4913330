import BuddyCore
import Finance
import Testing

/// Second lines a stranger wrote that lean on the first: something left out of the last
/// question, a count's total and its weekly average, a day moved by one, a change taken back
/// ("no, keep it"), a move made to another category ("oops, meant travel"), an expense just
/// recorded split with someone, and "he" or "her" for the person just asked about. Each figure
/// is worked out by hand.
@Suite struct AfterTheLastLineConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Cash", .cash)])
        try c.add("2026-10-05", -12_00, "Chipotle", "Dining")
        try c.add("2026-10-12", -10_00, "Sweetgreen", "Dining")
        try c.add("2026-11-01", -1_650_00, "Maple Street Apartments", "Rent")
        try c.add("2026-11-06", -25_00, "Uber", "Transport")
        try c.add("2026-11-07", -40_00, "Shell", "Transport")
        try c.ledger.recurring.add(NewRecurring(name: "Pulse Fitness", kind: .bill, amount: Money(minorUnits: 45_00, currency: .usd),
                                                frequency: .monthly, firstDue: Day(iso: "2026-12-03")!, category: "Health"))
        try c.ledger.people.recordDebt("Jo", amount: Money(minorUnits: -60_00, currency: .usd), description: "Concert tickets", lent: false,
                                       on: Day(iso: "2026-10-18")!, account: nil)
        try c.ledger.people.recordDebt("Sam", amount: Money(minorUnits: 28_20, currency: .usd), description: "Dinner", lent: false,
                                       on: Day(iso: "2026-11-18")!, account: nil)
    }

    @Test func somethingLeftOutOfTheLastQuestion() {
        #expect(c.say("biggest expense this month").text == "Your biggest expense this month: $1,650.00 · Maple Street Apartments · Sun 1 Nov · Rent.")
        #expect(c.say("excluding rent").text == "Your biggest expense this month: $40.00 · Shell · Sat 7 Nov · Transport. Left out: Rent.")
    }

    @Test func aCountsTotalAndItsWeeklyAverage() {
        #expect(c.say("how many times did i eat out in october").text.hasPrefix("2 Dining expenses in October (1 – 31 Oct): $22.00 in all"))
        #expect(c.say("and how much was that").text == "You spent $22.00 on Dining in October (1 – 31 Oct).")
        // $22.00 over October's 31 days, by the week: 22 × 7 / 31 = $4.97.
        #expect(c.say("per week?").text.hasPrefix("On average you spend $4.97 a week on Dining"))
    }

    @Test func theDayJustRecordedMovedByOne() throws {
        #expect(c.say("uber 31 yesterday").text.hasPrefix("Added: $31.00 · Transport · Uber · yesterday (Thu 26 Nov)"))
        #expect(c.say("no the day before").text.hasPrefix("Changed: $31.00 · Transport · Uber · Wed 25 Nov"))
    }

    @Test func aChangeTakenBackByNoKeepIt() throws {
        #expect(c.say("pause the gym").text.hasPrefix("Pulse Fitness is paused"))
        #expect(c.say("hmm no keep it").text == "Undone: pausing Pulse Fitness.")
        #expect(try c.ledger.recurring.find("Pulse Fitness")?.status == .active)
    }

    @Test func aMoveMadeAgainToTheCategoryMeant() throws {
        #expect(c.say("put all the uber stuff under shopping").text == "Moved 1 transaction (Uber) to Shopping. Say undo to put it back.")
        #expect(c.say("oops meant travel").text == "Took back the move to Shopping. Moved 1 transaction (Uber) to Travel. Say undo to put it back.")
        #expect(try c.rows().first { $0.transaction.description == "Uber" }?.category == "Travel")
    }

    @Test func anExpenseJustRecordedSplitWithSomeone() throws {
        #expect(c.say("paid 95 for dinner").text.hasPrefix("Added: $95.00 · Dining · Dinner"))
        #expect(c.say("split it with alex").text
                == "Split $95.00 for Dinner: your share $47.50 · Alex $47.50. Alex owes you $47.50 in all; only your share counts as your spending.")
        // Only the share is spending now; the other half is Alex's to pay back.
        let dinners = try c.rows().filter { $0.transaction.type == .expense && $0.transaction.description.contains("Dinner") }
        #expect(dinners.map(\.transaction.amount) == [-47_50])
        #expect(try c.ledger.people.balance(with: "Alex").balance.minorUnits == 47_50)
    }

    @Test func splitItAsksWhoWith() throws {
        #expect(c.say("paid 60 for pizza").text.hasPrefix("Added: $60.00 · Dining · Pizza"))
        #expect(c.say("split it").text == "Who with?")
        #expect(c.say("sam").text == "Split $60.00 for Pizza: your share $30.00 · Sam $30.00. Sam owes you $30.00 in all; only your share counts as your spending.")
    }

    @Test func vsAnotherPeriodComparesTheSameRows() {
        #expect(c.say("how much did i spend at chipotle in october").text == "You spent $12.00 at Chipotle in October (1 – 31 Oct).")
        // The later period first, and a month under way against the same days of the other.
        #expect(c.say("vs november?").text == "You spent $0.00 on Chipotle in November (1 – 27 Nov), against $12.00 in October (1 – 27 Oct): -100%.")
    }

    @Test func heOrHerIsThePersonJustAskedAbout() throws {
        _ = c.say("how much does sam still owe")
        #expect(c.say("he sent 20 of it").text == "Sam paid you back $20.00; Sam owes you $8.20.")
        _ = c.say("what do i owe jo")
        // With no amount, all of it is asked about first.
        #expect(c.say("paid her").text == "You owe Jo $60.00. Settle all of it? (yes / no)")
        #expect(c.say("yes").text == "You paid Jo back $60.00; you and Jo are square.")
    }
}
