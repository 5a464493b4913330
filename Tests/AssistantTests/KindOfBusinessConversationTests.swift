import Assistant
import BuddyCore
import Finance
import Foundation
import Testing

/// A question that names a kind of business ("coffee", "gas", "water") counts the payees of
/// that kind, not the whole category the word is another name for, and says which it counted.
@Suite struct KindOfBusinessConversationTests {
    /// A month of Dining, Transport and Utilities whose figures are worked out by hand below.
    func conversation() throws -> Conversation {
        let c = try Conversation(now: "2026-03-20T09:00")
        try c.add("2026-03-02", -495, "Starbucks", "Dining")
        try c.add("2026-03-03", -650, "Blue Bottle Coffee", "Dining")
        try c.add("2026-03-04", -2715, "Uber Eats", "Dining")
        try c.add("2026-03-05", -1325, "Chipotle", "Dining")
        try c.add("2026-03-06", -380, "Corner Coffee Cart", "Dining")
        try c.add("2026-03-07", -4840, "Shell", "Transport")
        try c.add("2026-03-08", -1880, "Uber", "Transport")
        try c.add("2026-03-09", -3850, "PG&E Gas", "Utilities")
        try c.add("2026-03-10", -9640, "City Water", "Utilities")
        try c.add("2026-03-11", -7999, "Comcast", "Utilities")
        try c.add("2026-02-12", -520, "Starbucks", "Dining")
        return c
    }

    @Test func coffeeIsTheCoffeeShopsNotAllOfDining() throws {
        let c = try conversation()
        // 4.95 + 6.50 + 3.80: Starbucks and Blue Bottle by the list, the cart by the word said.
        #expect(c.say("how much did I spend on coffee this month").text
                == "You spent $15.25 on coffee this month (1 – 31 Mar). Counted: Blue Bottle Coffee, Corner Coffee Cart and Starbucks.")
        #expect(c.say("show them").text.contains("3 transactions"))
        // The follow-up keeps the kind; naming another category lets it go.
        #expect(c.say("and last month?").text == "You spent $5.20 on coffee last month (1 – 28 Feb). Counted: Starbucks.")
        #expect(c.say("how much did I spend on dining this month").text == "You spent $55.65 on Dining this month (1 – 31 Mar).")
    }

    @Test func gasIsTheFillingStationsAndWaterTheWaterCompany() throws {
        let c = try conversation()
        // Shell, not Uber, and not the gas bill, which is a utility.
        #expect(c.say("how much did I spend on gas this month").text == "You spent $48.40 on gas this month (1 – 31 Mar). Counted: Shell.")
        #expect(c.say("how much did I spend on water this month").text == "You spent $96.40 on water this month (1 – 31 Mar). Counted: City Water.")
        #expect(c.say("what did i spend on internet this month").text.hasPrefix("You spent $79.99 on internet this month"))
        // A word that is no kind still answers for the whole category.
        #expect(c.say("how much did I spend on lunch this month").text == "You spent $55.65 on Dining this month (1 – 31 Mar).")
        // "uber" is a payee's name: that payee (and Uber Eats), as before.
        #expect(c.say("how much did I spend on uber this month").text.hasPrefix("You spent $45.95 at uber this month"))
    }

    @Test func listsAndCountsNameTheKindToo() throws {
        let c = try conversation()
        let list = c.say("show my coffee purchases this month").text
        #expect(list.contains("Starbucks") && list.contains("Blue Bottle Coffee") && !list.contains("Chipotle") && !list.contains("Uber Eats"))
        #expect(c.say("how many times did i buy coffee this month").text.hasPrefix("3 coffee expenses this month"))
        // February's one Starbucks is the only complete month's coffee.
        #expect(c.say("how much do i spend on coffee per month on average").text.hasPrefix("On average you spend $5.20 a month on Coffee"))
    }

    @Test func aFollowUpRightAfterThatNamesAnotherCategoryOrKindAsksAboutThat() throws {
        let c = try conversation()
        _ = c.say("how much did I spend on coffee this month")
        #expect(c.say("and dining?").text == "You spent $55.65 on Dining this month (1 – 31 Mar).")
        _ = c.say("how much did I spend on coffee this month")
        #expect(c.say("what about gas?").text == "You spent $48.40 on gas this month (1 – 31 Mar). Counted: Shell.")
        // A count and a list asked again keep their kind too.
        _ = c.say("how many times did i buy coffee this month")
        #expect(c.say("and last month?").text.hasPrefix("1 coffee expense last month"))
    }

    @Test func aRowThePersonFiledElsewhereIsNotCountedAndAPluralNamesTheKind() throws {
        let c = try conversation()
        // Beans from Blue Bottle filed under Groceries are no coffee out.
        try c.add("2026-03-13", -1800, "Blue Bottle Coffee", "Groceries")
        #expect(c.say("how much did I spend on coffee this month").text.hasPrefix("You spent $15.25 on coffee this month"))
        try c.add("2026-03-14", -32000, "Delta Air Lines", "Travel")
        try c.add("2026-03-15", -1200, "Flight upgrade", "Travel")
        // 320.00 + 12.00: the airline by the list, the upgrade by the word said, in the singular too.
        #expect(c.say("how much did I spend on flights this month").text
                == "You spent $332.00 on flights this month (1 – 31 Mar). Counted: Delta Air Lines and Flight upgrade.")
    }

    @Test func aKindFollowsItsCategoryThroughARename() throws {
        let c = try conversation()
        _ = c.say("rename dining to eating out")
        #expect(c.say("how much did I spend on coffee this month").text.hasPrefix("You spent $15.25 on coffee this month"))
    }

    @Test func noneOfAKindSaysWhatTheCategoryCameTo() throws {
        let c = try conversation()
        #expect(c.say("how much did I spend on parking this month").text
                == "You spent nothing on parking this month (1 – 31 Mar); you spent $67.20 on Transport in all.")
    }

    @Test func aCategoryOfThePersonsOwnByThatNameIsTheCategory() throws {
        let c = try conversation()
        _ = c.say("add a category called Coffee")
        try c.add("2026-03-12", -300, "Kiosk", "Coffee")
        #expect(c.say("how much did I spend on coffee this month").text == "You spent $3.00 on Coffee this month (1 – 31 Mar).")
    }

    @Test func aBudgetForAKindIsRefusedRatherThanSetOnTheWholeCategory() throws {
        let c = try conversation()
        #expect(c.say("cap coffee at 40 a month").text
                == "I couldn't do that: budgets are kept by category, and coffee is part of Dining; say “set a dining budget of 40” to budget all of Dining.")
        #expect(try c.ledger.budgets.overview(month: Day(iso: "2026-03-20")!, today: Day(iso: "2026-03-20")!).isEmpty)
    }

    @Test func phoneAndInternetAreApart() throws {
        let c = try conversation()
        try c.add("2026-03-12", -4500, "Mint Mobile", "Utilities")
        #expect(c.say("how much did I spend on phone this month").text == "You spent $45.00 on phone this month (1 – 31 Mar). Counted: Mint Mobile.")
        #expect(c.say("how much did I spend on internet this month").text == "You spent $79.99 on internet this month (1 – 31 Mar). Counted: Comcast.")
    }
}
