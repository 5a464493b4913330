import BuddyCore
import Finance
import Testing

/// Lines that ask an assistant for something, or ask a question in the middle of a sentence,
/// never record money however much they look like a terse purchase ("can you alert me at 6 in
/// the morning" is no $6 expense); bills are found by the words people use for them; "why?"
/// explains any answer, a change too.
@Suite struct RequestSafetyConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 2_000_00, [("Credit Card", .credit)])
        let day = Day(iso: "2026-12-01")!
        for (name, cents) in [("Geico Car Insurance", Int64(120_00)), ("City Water", 45_00), ("Rent", 1_650_00)] {
            try c.ledger.recurring.add(NewRecurring(name: name, kind: .bill, amount: Money(minorUnits: cents, currency: .usd),
                                                    frequency: .monthly, firstDue: day, category: "Utilities"))
        }
    }

    @Test(arguments: [
        "i need your assistance on rolling over my 401k",
        "can you alert me at 6 in the morning",
        "help me get up at eight thirty in the morning tomorrow",
        "make the temperature 78 in here",
        "if i have 20,000 yen, how much is that in usd",
        "500 dollars equals what in pesos",
        "i need a credit raise by 1000 dollars",
        "please increase my credit limit to $9,000",
        "actually 3 ways, alex too",
        "can i get my credit limit increased to $15,000",
        "i want my checking account pin to be 1234 from now on",
        "set my oven to 350 please",
    ])
    func aRequestOrAQuestionRecordsNothing(_ line: String) throws {
        let before = try c.ledger.transactions.count()
        let reply = c.say(line)
        #expect(try c.ledger.transactions.count() == before, "\(line) → \(reply.text)")
        #expect(!reply.text.hasPrefix("Added"), "\(line) → \(reply.text)")
    }

    @Test func aTersePurchaseIsStillRecorded() throws {
        #expect(c.say("coffee 4 this morning").text.hasPrefix("Added: $4.00"))
        #expect(c.say("could you log 12 lunch").text.hasPrefix("Added: $12.00"))
        // A thing people pay for is still a purchase, even where a line about it is declined.
        #expect(c.say("took a cab to the airport, 58").text.hasPrefix("Added: $58.00"))
        #expect(try c.ledger.transactions.count() == 3)
    }

    @Test(arguments: ["please switch $s checking to rent", "switch checking to utilities",
                      "complete a transaction from checking to the credit card of $2000"])
    func aLooseLineAboutAnAccountMovesNoTransactions(_ line: String) throws {
        try c.add("2026-11-20", -12_00, "Pho Saigon", "Dining")
        try c.add("2026-11-21", -40_00, "Shell", "Transport")
        let before = try c.rows()
        let reply = c.say(line)
        let after = try c.rows()
        #expect(after.map(\.category) == before.map(\.category), "\(line) → \(reply.text)")
        #expect(after.count == before.count, "\(line) → \(reply.text)")
    }

    @Test func aCorrectionChangesWhatWasJustRecorded() throws {
        _ = c.say("uber 22 to work")
        let amount = c.say("wait no, i meant 25")
        #expect(amount.intent == "transaction.edit", "\(amount.text)")
        let account = c.say("no, the credit card")
        #expect(account.intent == "transaction.edit", "\(account.text)")
        let rows = try c.rows()
        #expect(rows.count == 1, "a correction records nothing new")
        #expect(rows.first?.transaction.amount == -25_00)
        #expect(rows.first?.account == "Credit Card")
    }

    @Test func aBillIsFoundByItsLastWords() {
        let insurance = c.say("how much is my car insurance")
        #expect(insurance.intent == "bill.detail")
        #expect(insurance.text.contains("Geico Car Insurance"), "\(insurance.text)")
        #expect(c.say("remind me how much the water is").text.contains("City Water"))
        #expect(c.say("whens the geico payment due").intent == "bill.detail")
    }

    @Test func onlyAQuestionAsksWhetherABillIsPaid() throws {
        #expect(c.say("rent paid?").intent == "bill.paid")
        #expect(c.say("water bill paid yet").intent == "bill.paid")
        #expect(try c.ledger.transactions.count() == 0, "asking whether a bill is paid pays nothing")
        #expect(c.say("do i have enough to cover rent").intent != "bill.paid")
    }

    @Test func theCardNetworkNamesTheOneCreditCard() throws {
        #expect(c.say("lunch 14 on the visa").text.contains("Credit Card"))
        let reply = c.say("no, on the amex")
        #expect(reply.intent == "transaction.edit", "\(reply.text)")
    }

    @Test func whyExplainsARecordToo() {
        _ = c.say("coffee 4 this morning")
        let why = c.say("why?").text
        #expect(why.hasPrefix("I read “coffee 4 this morning” as transaction.add_expense"), "\(why)")
        #expect(why.contains("Then I made this change: the expense $4.00"), "\(why)")
    }
}
