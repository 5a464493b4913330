import BuddyCore
import Finance
import Testing

/// Lines that lean on what was just said: "that day" after the biggest spending day, "that
/// month" after the dearest month, "add one for pets" after the categories, and money just moved
/// put right ("make it 300", "from savings not checking", "no, 25") in place of the first move.
@Suite struct WhatWasJustSaidConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings), ("Cash", .cash)])
        try c.add("2026-11-03", -120_00, "Costco", "Groceries")
        try c.add("2026-11-03", -8_50, "Blue Bottle", "Dining")
        try c.add("2026-11-10", -40_00, "Shell", "Transport")
        try c.add("2026-10-12", -300_00, "Delta", "Travel")
        try c.add("2026-10-14", -20_00, "Chipotle", "Dining")
        try c.add("2026-09-05", -60_00, "Safeway", "Groceries")
    }

    /// Two bills tracked, and the first paused: the change a next line may put right.
    func trackNetflixAndSpotifyThenPauseNetflix() {
        _ = c.say("add netflix 15.99 monthly")
        _ = c.say("add spotify 11.99 monthly")
        _ = c.say("pause netflix")
    }

    @Test func thatDayIsTheDayTheAnswerSingledOut() throws {
        #expect(c.say("what was my biggest spending day this month").text.contains("Tue 3 Nov"))
        let listed = c.say("what did i buy that day").text
        #expect(listed.contains("Costco") && listed.contains("Blue Bottle") && !listed.contains("Shell"))
        #expect(c.say("how much did i spend on dining that day").text.hasPrefix("You spent $8.50 on Dining"))
    }

    @Test func thatDayIsTheDayOfWhatWasJustRecorded() throws {
        _ = c.say("spent 12 on lunch on the 10th")
        let listed = c.say("what else did i buy that day").text
        #expect(listed.contains("Lunch") && listed.contains("Shell") && !listed.contains("Costco"))
    }

    @Test func thatMonthIsTheMonthTheAnswerSingledOut() throws {
        #expect(c.say("which month was my most expensive").text.contains("October"))
        #expect(c.say("what did i spend on dining that month").text.hasPrefix("You spent $20.00 on Dining in October"))
    }

    @Test func withNothingSingledOutThatDayNamesNothing() throws {
        #expect(!c.say("what did i buy that day").text.contains("Costco"))
    }

    @Test func addingOneOfTheKindJustListed() throws {
        _ = c.say("what categories do i have")
        #expect(c.say("add one for pets").text.hasPrefix("Added the expense category Pets"))
        #expect(try c.rows().count == 6)
        // An amount makes it a purchase, never a category.
        _ = c.say("what categories do i have")
        #expect(!c.say("add one coffee 4.50").text.contains("category"))
    }

    @Test func aRuleAddedForAName() throws {
        #expect(c.say("add a rule for lyft in transport").text == "From now on, rows matching “lyft” go to Transport.")
    }

    @Test func moneyPutTowardAGoalPutRight() throws {
        _ = c.say("I want to save 3000 for a trip by July 2027")
        _ = c.say("put 200 toward the trip")
        let corrected = c.say("actually make it 300").text
        #expect(corrected.hasPrefix("In place of the first: $300.00 towards Trip: $300.00 of $3,000.00"))
        // The target is as it was, and the first contribution is gone.
        #expect(try c.ledger.goals.progress(of: "Trip", on: Day(iso: "2026-11-27")!).target.minorUnits == 3000_00)
        #expect(c.say("undo").text.hasPrefix("Undone"))
        #expect(try c.ledger.goals.progress(of: "Trip", on: Day(iso: "2026-11-27")!).saved.minorUnits == 0)
    }

    @Test func moneyMovedBetweenAccountsPutRight() throws {
        let checking = { try c.ledger.accounts.balance(of: "Checking", on: Day(iso: "2026-11-27")!).balance.minorUnits }
        let before = try checking()
        _ = c.say("transfer 200 from checking to savings")
        #expect(c.say("no, 250").text.hasPrefix("In place of the first: Moved $250.00 from Checking to Savings"))
        #expect(c.say("from cash not checking").text.hasPrefix("In place of the first: Moved $250.00 from Cash to Savings"))
        // One move is left: two rows, none of them from Checking.
        let transfers = try c.rows().filter { $0.transaction.type == .transfer }
        #expect(transfers.count == 2)
        #expect(try checking() == before)
    }

    @Test func aDebtSettledPutRight() throws {
        _ = c.say("Alex owes me 40")
        _ = c.say("alex paid me back 20")
        #expect(c.say("no, 25").text == "In place of the first: Alex paid you back $25.00; Alex owes you $15.00.")
    }

    @Test func aLineThatIsNoCorrectionIsReadAsItself() throws {
        _ = c.say("transfer 200 from checking to savings")
        #expect(c.say("what's my savings balance").text.hasPrefix("Savings:"))
        // Not on the line right after the move: nothing to put right.
        #expect(!c.say("no, 250").text.hasPrefix("In place"))
    }

    @Test func aChangeSaidAgainInsteadReplacesIt() throws {
        trackNetflixAndSpotifyThenPauseNetflix()
        #expect(c.say("actually no, pause spotify instead").text.hasPrefix("In place of the first: Spotify is paused"))
        #expect(try c.ledger.recurring.find("Netflix")?.status == .active)
        // Said with "too", it is one more change.
        #expect(c.say("pause netflix too").text.hasPrefix("Netflix is paused"))
        #expect(try c.ledger.recurring.find("Spotify")?.status == .paused)
    }

    @Test func onlyTheChangeOfTheLineBeforeIsPutRight() throws {
        trackNetflixAndSpotifyThenPauseNetflix()
        _ = c.say("what bills are due this week")
        _ = c.say("actually no, pause spotify instead")
        #expect(try c.ledger.recurring.find("Netflix")?.status == .paused)
    }

    @Test func theMonthBeforeTheOneAskedAbout() throws {
        _ = c.say("how much did i spend on dining in november")
        #expect(c.say("and the month before").text.hasPrefix("You spent $20.00 on Dining in October"))
        #expect(c.say("and the month before that?").text.hasPrefix("You spent nothing on Dining in September"))
    }

    @Test func aNameJustGivenPutRight() throws {
        _ = c.say("rename dining to eating out")
        #expect(c.say("actually call it restaurants").text.hasPrefix("In place of the first: Renamed Dining to Restaurants"))
        #expect(try c.ledger.categories.named("Eating Out") == nil)
    }

    @Test func oneMorePersonForTheSplit() throws {
        _ = c.say("jo owes me 5")
        _ = c.say("split 90 dinner with alex and sam")
        #expect(c.say("oh and jo too").text.hasPrefix("In place of the first: Split $90.00 for dinner: your share $22.50"))
        #expect(try c.ledger.people.balances().count == 3)
    }

    @Test func aBudgetJustSetPutRight() throws {
        _ = c.say("set a budget of 300 for dining")
        #expect(c.say("no, 250").text.hasPrefix("Dining budget: $250.00 a month"))
        #expect(c.say("undo").text.hasPrefix("Undone"))
        #expect(c.say("how much is left in my dining budget").text.contains("$300.00"))
    }

    @Test func aThingNamedBeforeTheQuestionAboutIt() throws {
        #expect(c.say("costco, how much did i spend there this month").text.hasPrefix("You spent $120.00"))
    }

    @Test func aCategoryAfterTheBreakdown() throws {
        _ = c.say("breakdown by category last month")
        #expect(c.say("the dining ones").text.hasPrefix("You spent $20.00 on Dining last month"))
    }

    @Test func whatWasUndoneBroughtBack() throws {
        _ = c.say("spent 5 on coffee")
        _ = c.say("wait undo that")
        #expect(c.say("nah put it back").text.hasPrefix("Redone"))
        #expect(try c.rows().count == 7)
        // What was deleted and brought back is never deleted again by a second "bring it back".
        _ = c.say("delete the costco one")
        _ = c.say("yes")
        _ = c.say("undo")
        _ = c.say("bring it back")
        #expect(try c.rows().contains { $0.transaction.description == "Costco" })
        // Nor is a pause taken back by two undos ago.
        _ = c.say("add netflix 15.99 monthly")
        _ = c.say("pause netflix")
        _ = c.say("coffee 5")
        _ = c.say("undo")
        _ = c.say("undo")
        _ = c.say("bring it back")
        #expect(try c.ledger.recurring.find("Netflix")?.status == .active)
    }

    @Test func theTotalsOfTheLastQuestionListedOrByMonth() throws {
        _ = c.say("how much did i spend on dining in november")
        #expect(c.say("list em").text.contains("Blue Bottle"))
        _ = c.say("how much have i saved since september")
        #expect(c.say("break it down by month").text.hasPrefix("Saved month by month"))
    }

    @Test func aRideToAPlace() throws {
        try c.add("2026-11-01", -14_00, "Lyft", "Transport")
        #expect(c.say("lyft 16.75 to the airport").text.hasPrefix("Added: $16.75 · Transport · Lyft"))
        // Pay is no shop: money paid to someone is never recorded as pay received.
        #expect(!c.say("pay 500 to my brokerage from checking").text.hasPrefix("Added income"))
    }

    @Test func aLineThatAddsOrAsksPutsNothingRight() throws {
        let transfers = { try c.rows().filter { $0.transaction.type == .transfer }.count }
        _ = c.say("move 100 from checking to savings")
        _ = c.say("oh and move 50 from checking to cash")
        #expect(try transfers() == 4)
        _ = c.say("jo owes me 5")
        _ = c.say("split 60 dinner with sam")
        _ = c.say("and jo?")
        #expect(try c.ledger.people.balance(with: "Jo").balance.minorUnits == 5_00)
    }

    @Test func aCorrectionThatAsksFirstLeavesTheFirstAsItWas() throws {
        let transfers = { try c.rows().filter { $0.transaction.type == .transfer }.count }
        _ = c.say("move 500 from checking to savings")
        #expect(c.say("make it 1500").text.hasPrefix("Nothing was changed: the first stands"))
        _ = c.say("yes")
        #expect(try transfers() == 2)
    }
}
