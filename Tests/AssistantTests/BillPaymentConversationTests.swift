import BuddyCore
import Finance
import Testing

/// Paying a bill in conversation: which bill, how much when its amount varies, which account,
/// and never the same occurrence twice.
@Suite struct BillPaymentConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-03-12T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings)])
        for (name, cents, day) in [("PG&E Electric", Int64(115_00), "2026-03-20"), ("City Water", 96_40, "2026-03-17")] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: .bill, amount: Money(minorUnits: cents, currency: .usd),
                                                    frequency: .monthly, firstDue: Day(iso: day)!, category: "Utilities"))
        }
    }

    @Test func aBillWithoutAnAccountIsPaidFromTheDefaultOne() {
        let reply = c.say("pay my water bill")
        #expect(reply.intent == "bill.pay")
        #expect(reply.text == "Paid City Water: $96.40 from Checking today (Thu 12 Mar) · Utilities (the one due Tue 17 Mar). Next due Fri 17 Apr.")
        #expect(c.say("pay the water bill").text
                == "City Water is already recorded for its due day Tue 17 Mar: $96.40 paid today (Thu 12 Mar). The next one is due Fri 17 Apr.")
    }

    @Test func aBillPaidDifferentAmountsAsksHowMuch() throws {
        try c.add("2026-01-20", -121_10, "PG&E Electric", "Utilities")
        try c.add("2026-02-20", -104_75, "PG&E Electric", "Utilities")
        #expect(c.say("pay my electric bill from savings").text == "How much was it? (Last time it was $104.75.)")
        #expect(c.say("98.40").text
                == "Paid PG&E Electric: $98.40 from Savings today (Thu 12 Mar) · Utilities (the one due Fri 20 Mar). Next due Mon 20 Apr.")
        #expect(c.say("pay my pg&e electric bill 12").text.hasPrefix("PG&E Electric is already recorded"))
    }

    @Test(arguments: ["mark pg&e electric paid, 98.40", "mark pg&e electric as paid 98.40"])
    func aBillMarkedPaidWithItsAmountIsItsPaymentNeverASecondExpense(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent == "bill.pay")
        #expect(reply.text.hasPrefix("Paid PG&E Electric: $98.40 from Checking today"), "\(reply.text)")
        #expect(c.say(line).text.hasPrefix("PG&E Electric is already recorded"))
        #expect(try c.rows().filter { $0.transaction.description == "PG&E Electric" }.count == 1)
    }

    @Test func noBillNamedAsksWhichOfTheSoonest() {
        #expect(c.say("I'd like to pay a bill").text == "Which bill: City Water (due Tue 17 Mar) or PG&E Electric (due Fri 20 Mar)?")
        #expect(c.say("electric").text.hasPrefix("Paid PG&E Electric: $115.00 from Checking"))
    }

    @Test func anUnknownBillSaysWhichBillsThereAre() {
        #expect(c.say("pay my hulu bill").text == "I'm not tracking a bill called “hulu”. Your bills are City Water and PG&E Electric.")
    }

    @Test func aPaymentIsUndoneWithTheBillsDueDay() {
        _ = c.say("pay the water bill")
        #expect(c.say("undo").text == "Undone: paying City Water.")
        #expect(c.say("when is the water bill due").text.contains("next due Tue 17 Mar"))
    }

    @Test func aBillPickedFromTheListOfWhatIsDueIsPaidByPointingAtIt() {
        #expect(c.say("what bills are due this month").text.contains("City Water"))
        let picked = c.say("the second one")
        #expect(picked.intent == "bill.detail")
        #expect(c.say("the first one").text.hasPrefix("City Water: $96.40 every month"))
        #expect(c.say("the second one").text.hasPrefix("PG&E Electric: $115.00 every month"))
        #expect(c.say("mark that paid").text.hasPrefix("Paid PG&E Electric: $115.00 from Checking"))
        // A list of transactions on screen is what "the first one" picks from.
        _ = c.say("what bills are due this month")
        _ = c.say("show my last 3 transactions")
        #expect(c.say("the first one").intent == "followup.pick")
    }

    @Test func aPositionPastTheListOfWhatIsDuePicksNoBill() throws {
        _ = c.say("what bills are due this month")
        #expect(c.say("the fifth one").intent != "bill.detail")
        #expect(try c.ledger.recurring.active().allSatisfy { $0.nextDue.month == 3 })
    }
}
