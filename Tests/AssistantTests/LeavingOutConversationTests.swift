import BuddyCore
import Finance
import Testing

/// Questions that leave something out ("without rent", "excluding uber", "except the ones on
/// the credit card"): the answer counts everything else and says what it left out, and a
/// question whose answer cannot leave it out says so instead of counting it.
@Suite struct LeavingOutConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-26T09:00")
        try c.openAccounts(checking: 5_000_00, [("Credit Card", .credit)])
        try c.add("2026-11-01", -1_500_00, "Maple Street Apartments", "Rent")
        try c.add("2026-11-05", -30_00, "Uber", "Transport")
        try c.add("2026-11-06", -50_00, "Shell", "Transport")
        try c.add("2026-11-10", -80_00, "Whole Foods", "Groceries")
        try c.add("2026-11-12", -20_00, "Trader Joe's", "Groceries")
        try c.add("2026-11-14", -25_00, "Luigi's", "Dining")
        try c.add("2026-11-15", 2_000_00, "Payroll", "Salary")
        try c.add("2026-11-16", 10_00, "Bank Interest", "Interest")
        try c.ledger.transactions.add(NewTransaction(date: Day(iso: "2026-11-20")!, amount: Money(minorUnits: -60_00, currency: .usd),
                                                     description: "Target", category: "Shopping", account: "Credit Card"))
    }

    // Spent this month: 1,500 + 30 + 50 + 80 + 20 + 25 + 60 = 1,765.00.

    @Test(arguments: [("how much did i spend this month without rent", "You spent $265.00 this month", "Left out: Rent."),
                      ("spending this month excluding rent and groceries", "You spent $165.00 this month", "Left out: Rent and Groceries."),
                      ("total transport excluding uber", "You spent $50.00 on Transport this month", "Left out: Uber."),
                      ("how much did I spend on food this month, not counting whole foods", "You spent $45.00 on Food this month", "Left out: Whole Foods."),
                      ("what did i spend this month apart from the credit card", "You spent $1,705.00 this month", "Left out: Credit Card."),
                      ("income this month not including salary", "You received $10.00 this month", "Left out: Salary.")])
    func aTotalLeavesOutWhatTheLineSays(_ line: String, _ start: String, _ note: String) {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix(start), "\(line) → \(reply.text)")
        #expect(reply.text.hasSuffix(note), "\(line) → \(reply.text)")
    }

    @Test func aPayeeThatIsAlsoACategorysOtherNameIsThePayee() {
        // "uber" is another name for Transport; left out, it is the payee Uber, not all of Transport.
        #expect(c.say("how much did i spend this month except uber").text.hasPrefix("You spent $1,735.00 this month"))
    }

    @Test func whySaysWhatWasLeftOut() {
        _ = c.say("total transport excluding uber")
        #expect(c.say("why?").text.contains("left out: Uber, said in a clause of its own"))
    }

    @Test func aFollowUpKeepsWhatWasLeftOut() {
        _ = c.say("how much did i spend on food without groceries this month")
        let reply = c.say("and last month?")
        #expect(reply.text.hasPrefix("You spent nothing on Food last month"), "\(reply.text)")
        #expect(reply.text.hasSuffix("Left out: Groceries."), "\(reply.text)")
    }

    @Test func aListCountAndBreakdownLeaveItOutToo() {
        let list = c.say("show my transactions this month except the ones on the credit card")
        #expect(!list.text.contains("Target") && list.text.contains("Luigi's") && list.text.hasSuffix("Left out: Credit Card."), "\(list.text)")
        let count = c.say("how many transactions this month without rent")
        #expect(count.text.hasPrefix("6 expenses this month"), "\(count.text)")
        let breakdown = c.say("where did my money go this month other than rent")
        #expect(!breakdown.text.contains("Rent  ") && breakdown.text.contains("$265.00 in all"), "\(breakdown.text)")
        let biggest = c.say("biggest expense this month apart from rent")
        #expect(biggest.text.contains("$80.00") && biggest.text.contains("Whole Foods"), "\(biggest.text)")
    }

    @Test func anAnswerThatCannotLeaveItOutSaysSoAndChangesNothing() throws {
        let before = try c.rows()
        let reply = c.say("how much is left in my food budget without groceries")
        #expect(reply.intent == "exclusion.unsupported", "\(reply.text)")
        #expect(reply.text.hasPrefix("I can't leave Groceries out of that answer"))
        #expect(try c.rows() == before)
    }

    @Test(arguments: ["spent 12 on lunch without the tip", "coffee 4 no sugar"])
    func aRecordingKeepsItsWords(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.hasPrefix("Added:"), "\(line) → \(reply.text)")
    }

    @Test(arguments: ["no, groceries", "not rent"])
    func noOrNotStartingALineLeavesNothingOut(_ line: String) {
        #expect(c.say(line).intent != "exclusion.unsupported")
    }
}
