import BuddyCore
import Finance
import Testing

/// What an amount is and which way money goes, said loosely: an amount as what something became
/// ("they've upped it to 7000") is no purchase; an account's balance said as what is left in it
/// ("there's only 60 in cash"); where money came from is never where it went ("put 300 into
/// savings out of checking", "put 200 in from savings" after a goal); a request said politely
/// ("would you rename…"); a correction that names what was wrong ("wrong station, it was
/// chevron"); a payee asked about by its category's other name, then another shop of the kind.
/// Each figure is worked out by hand.
@Suite struct ValuesAndDirectionsConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings), ("Cash", .cash), ("Credit Card", .credit)])
        _ = try c.ledger.accounts.setCreditLimit(Money(minorUnits: 5_000_00, currency: .usd), of: "Credit Card")
        try c.add("2026-11-24", -25_00, "Uber", "Transport")
        try c.add("2026-11-22", -40_00, "Shell", "Transport")
        try c.add("2026-11-20", -30_00, "Nopa", "Dining")
        try c.add("2026-11-19", -12_00, "Blue Bottle Coffee", "Dining")
        _ = try c.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd), deadline: Day(iso: "2027-07-31"),
                                   account: nil, today: Day(iso: "2026-11-27")!)
    }

    @Test(arguments: ["they've upped it to 7000", "they raised it to 7000", "it's been upped to 7000"])
    func aLimitSaidToHaveBecomeAnAmountIsSetNeverSpent(_ line: String) throws {
        _ = c.say("what's my credit limit")
        let before = try c.rows().count
        #expect(c.say(line).text.hasPrefix("Credit Card's credit limit is now $7,000.00"), "\(line)")
        #expect(try c.rows().count == before)
    }

    @Test func anAmountSaidAsWhatSomethingBecameRecordsNothing() throws {
        let before = try c.rows().count
        _ = c.say("they've upped it to 7000")
        _ = c.say("it's been bumped to 8k")
        #expect(try c.rows().count == before)
        // A price said as what it came to is still spent.
        #expect(c.say("lunch came to 45").text.hasPrefix("Added: $45.00 · Dining · Lunch"))
    }

    @Test(arguments: ["there's only 60 in cash", "only 60 left in cash", "and there's only 60 in cash", "i've only got 60 left in cash",
                      "cash only has 60 left"])
    func whatIsLeftInAnAccountIsItsBalance(_ line: String) throws {
        #expect(c.say(line).text.hasPrefix("Cash now shows $60.00"), "\(line)")
        #expect(try c.rows().allSatisfy { $0.transaction.description != "Only" })
    }

    @Test(arguments: ["only 60 left in cash by friday", "my son only has 60 left in cash", "tom only has 60 left in cash",
                      "there's only 60 left in cash after lunch",
                      "i wouldn't spend 40 on shoes"])
    func anAmountSaidAsWhatRemainsOrDeniedRecordsNothing(_ line: String) throws {
        let before = try c.rows().count
        _ = c.say(line)
        #expect(try c.rows().count == before, "\(line)")
    }

    @Test func whereMoneyCameFromIsNeverWhereItWent() throws {
        #expect(c.say("put 300 into savings out of checking").text.hasPrefix("Moved $300.00 from Checking to Savings"))
        // Where an amount alone goes is asked, never a goal called "from checking".
        #expect(c.say("put 200 in from checking").text.hasPrefix("Where should $200.00 go?"))
        _ = c.say("how's the vacation fund doing")
        #expect(c.say("put 200 in from savings").text.hasPrefix("$200.00 towards Vacation: $200.00 of $3,000.00"))
        #expect(try c.ledger.goals.progress(of: "Vacation", on: Day(iso: "2026-11-27")!).saved.minorUnits == 200_00)
    }

    @Test func aPoliteRequestIsDone() throws {
        #expect(c.say("Would you rename the Cash account to Purse, please").text.hasPrefix("Renamed Cash to Purse"))
        #expect(c.say("could you show my transactions").text.hasPrefix("1. Tue 24 Nov"))
    }

    @Test func aCorrectionThatNamesWhatWasWrongPutsItRight() throws {
        _ = c.say("shell 52 on the 24th")
        #expect(c.say("wrong station, it was chevron").text.hasPrefix("Changed: $52.00 · Transport · Chevron · Tue 24 Nov"))
        _ = c.say("lunch 12")
        #expect(c.say("wrong day, it was yesterday").text.hasPrefix("Changed: $12.00 · Dining · Lunch · yesterday (Thu 26 Nov)"))
    }

    @Test func aDeclineOnlyForItsAsideIsDoneWhenTheRestIsPlain() throws {
        _ = c.say("set my dining budget to 300")
        #expect(c.say("drop the dining budget, it's not working").text == "Removed the Dining budget for every month.")
        #expect(c.say("my card is unusable because it's damaged").text.hasPrefix("I can't help with that"))
    }

    @Test func whatIsOwedOnACardJustTalkedAboutIsItsBalance() throws {
        _ = c.say("what's my credit limit")
        #expect(c.say("so how much do i owe on it right now").text.hasPrefix("Credit Card:"))
    }

    @Test func aPayeeAskedAboutByItsCategorysOtherNameIsTheOneAskedAgain() throws {
        #expect(c.say("how much have i spent on uber this month").text.hasPrefix("You spent $25.00 at Uber this month"))
        #expect(c.say("what about lyft").text.hasPrefix("No payee in your records, on any day, is called “Lyft”"))
        _ = c.say("how much have i spent on uber this month")
        #expect(c.say("and last month?").text.hasPrefix("You spent nothing at Uber last month"))
    }

    @Test(arguments: ["starbucks", "costco", "trader joes"])
    func aShopTheMerchantListKnowsNamedAloneIsAskedAbout(_ line: String) throws {
        let reply = c.say(line).text
        #expect(reply.contains(": do you want what you spent there"), "\(line)")
        #expect(!reply.hasPrefix("I can't help"), "\(line)")
    }

    @Test func whichWayACategoryWentAndHowAMonthWent() throws {
        #expect(c.say("has my dining gone up or down since the summer").text.hasPrefix("Dining spending by month"))
        #expect(c.say("How did I get on this month, overall?").text.hasPrefix("November 2026 in review"))
    }

    @Test func theNewestTransactionsNarrowedToACategoryOrAPayee() throws {
        _ = c.say("show my last 3 transactions")
        let dining = c.say("the dining ones").text
        #expect(dining.contains("Nopa") && dining.contains("Blue Bottle Coffee") && !dining.contains("Shell"))
        let uber = c.say("show my uber transactions").text
        #expect(uber.contains("Uber") && !uber.contains("Shell"))
    }
}
