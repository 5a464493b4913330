import BuddyCore
import Finance
import Testing

/// Requests a stranger wrote without seeing the grammars: two shops against each other, a
/// category said with the account it came from or went to, income by where it came from, how
/// big a paycheck is, and lists of a kind ("every coffee this month", "show my paychecks",
/// "show me todays stuff"). Each figure is worked out by hand; none of them records anything.
@Suite struct LooseRequestsConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 1_000_00, [("Savings", .savings)])
        try c.add("2026-11-02", -12_50, "Chipotle", "Dining")
        try c.add("2026-11-09", -13_00, "Chipotle", "Dining")
        try c.add("2026-11-10", -14_75, "Sweetgreen", "Dining")
        try c.add("2026-11-12", -5_25, "Blue Bottle Coffee", "Dining")
        try c.add("2026-11-27", -4_75, "Blue Bottle Coffee", "Dining")
        try c.add("2026-11-01", 2_000_00, "Acme Payroll", "Salary")
        try c.add("2026-11-15", 2_000_00, "Acme Payroll", "Salary")
        try c.add("2026-11-20", 300_00, "Client Co", "Freelance")
    }

    @Test(arguments: ["compare chipotle and sweetgreen this month", "chipotle vs sweetgreen"])
    func twoShopsAreSetSideBySide(_ line: String) throws {
        let before = try c.rows().count
        #expect(c.say(line).text == "You spent $25.50 at Chipotle and $14.75 at Sweetgreen this month (1 – 30 Nov): $10.75 more at Chipotle. "
                + "You paid Chipotle twice and Sweetgreen once.", "\(line)")
        #expect(try c.rows().count == before)
    }

    @Test func whichShopIsGoneToMoreCountsEverything() {
        // The first record is on 1 November: everything is this month's.
        #expect(c.say("chipotle or sweetgreen which do i go to more").text
                == "You spent $25.50 at Chipotle and $14.75 at Sweetgreen to date (1 – 27 Nov): $10.75 more at Chipotle. You paid Chipotle twice and Sweetgreen once.")
    }

    @Test func incomeIsBrokenDownByWhereItCameFrom() {
        #expect(c.say("income by source").text == "Income this month (1 – 30 Nov), $4,300.00 in all:\n  Salary  $4,000.00  93%\n  Freelance  $300.00  7%")
        #expect(c.say("where does my income come from").text.hasPrefix("Income this month (1 – 30 Nov), $4,300.00 in all:"))
    }

    @Test func aCategoryOfIncomeSaidWithAnAccountIsWhatCameInThere() throws {
        let usd = { (cents: Int64) in Money(minorUnits: cents, currency: .usd) }
        try c.ledger.transactions.add(NewTransaction(date: Day(iso: "2026-11-25")!, amount: usd(3_10), description: "Savings Interest",
                                                     category: "Interest", account: "Savings"))
        try c.ledger.transactions.add(NewTransaction(date: Day(iso: "2026-11-26")!, amount: usd(-20_00), description: "Pho Saigon",
                                                     category: "Dining", account: "Checking"))
        #expect(c.say("interest from savings this month").text == "You received $3.10 from Interest into Savings this month (1 – 30 Nov).")
        #expect(c.say("dining from checking this month").text == "You spent $20.00 on Dining from Checking this month (1 – 30 Nov).")
    }


    @Test(arguments: ["how big is my paycheck", "how much is my paycheck"])
    func aPaycheckIsTheLastOne(_ line: String) {
        #expect(c.say(line).text.hasPrefix("You were last paid Sun 15 Nov: $2,000.00"), "\(line)")
    }

    @Test func listsOfAKind() {
        let coffee = c.say("every coffee this month").text
        #expect(coffee.contains("Blue Bottle Coffee") && !coffee.contains("Chipotle"), "\(coffee)")
        let paychecks = c.say("show my paychecks this month").text
        #expect(paychecks.contains("Acme Payroll") && paychecks.contains("Client Co") && !paychecks.contains("Chipotle"), "\(paychecks)")
        let today = c.say("show me todays stuff").text
        #expect(today.contains("$4.75") && !today.contains("Chipotle"), "\(today)")
    }
    @Test func whatWasMovedIntoAnAccountIsHowItsBalanceChanged() throws {
        _ = c.say("moved 200 from checking to savings on nov 3")
        let before = try c.rows().count
        #expect(c.say("how much have i moved into savings this month").text
            == "Savings: $0.00 at the end of Sat 31 Oct, $200.00 at the end of today (Fri 27 Nov): up $200.00.")
        #expect(try c.rows().count == before)
    }

    @Test func aCategorysRowsOfTheFirstDaysOfAMonth() {
        let text = c.say("pls show dining from the first 2 weeks of nov").text
        #expect(text.contains("Chipotle") && text.contains("Sweetgreen") && text.contains("in the first 2 weeks of November"), "\(text)")
        #expect(!text.contains("$4.75"), "\(text)")
    }

    @Test func aShopByItsFirstWordOfThreeLetters() throws {
        try c.add("2026-11-21", -9_99, "CVS Pharmacy", "Health")
        #expect(c.say("cvs this month").text == "You spent $9.99 at CVS Pharmacy this month (1 – 30 Nov).")
    }
}
