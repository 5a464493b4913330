import BuddyCore
import Finance
import Testing

/// Lines a new user checked by hand whose answers were wrong or claimed what did not happen:
/// words of a question taken as a shop's name ("nothing at most", "nothing at trader joes on
/// average"), a sum said with "+" read as cents, a bill paid "yesterday" dated today, an edit
/// that changed nothing reported as a change; and the questions they asked, now answered.
@Suite struct QuestionsNotMisreadConversationTests {
    let c: Conversation
    let usd = { (cents: Int64) in Money(minorUnits: cents, currency: .usd) }
    let today = Day(iso: "2026-11-27")!

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 5_000_00)
        try c.add("2026-10-01", -1_650_00, "Maple Street Apartments", "Rent")
        try c.add("2026-10-10", -80_00, "Trader Joe's", "Groceries")
        try c.add("2026-10-20", -120_00, "Trader Joe's", "Groceries")
        try c.add("2026-10-21", -45_00, "Mint Mobile", "Utilities")
        try c.add("2026-11-03", -45_00, "Pulse Fitness", "Health")
        try c.add("2026-11-10", -60_00, "Trader Joe's", "Groceries")
        try c.add("2026-11-12", -25_67, "Uber", "Transport")
        _ = try c.ledger.goals.add(name: "New Car", target: usd(5_000_00), deadline: nil, account: nil, today: today)
        _ = try c.ledger.goals.contribute(usd(150_00), to: "New Car", from: nil, on: today)
        try c.ledger.recurring.add(NewRecurring(name: "Pulse Fitness", kind: .bill, amount: usd(45_00), frequency: .monthly,
                                                firstDue: Day(iso: "2026-12-03")!, category: "Health"))
    }

    @Test(arguments: ["how much do i spend at trader joes on average", "how much did i spend over the summer",
                      "what would happen if i spent 500 on a tv", "did i earn more than i spent this year",
                      "what did i spend most on last month", "how much did i spend at trader joes last month on average"])
    func noWordOfTheQuestionIsTakenForAShop(_ line: String) {
        let reply = c.say(line)
        for word in ["at most", "on average", "over the summer", "at 500", "earn more"] {
            #expect(!reply.text.contains(word), "\(line) → \(reply.text)")
        }
    }

    @Test(arguments: ["uber at this rate this month", "trader joes at this rate this month"])
    func aShopAndAPeriodOfSeveralDaysAskNothingToRecord(_ line: String) throws {
        let before = try c.rows().count
        let reply = c.say(line)
        #expect(!reply.text.contains("How much was it"), "\(line) → \(reply.text)")
        _ = c.say("12")
        #expect(try c.rows().count == before, "\(line) recorded something")
    }

    @Test(arguments: ["how much did i spend at trader jeos last month", "traderjoes last month", "trader joe last month",
                      "what did i spend at tradr joes in october"])
    func aShopMisspeltIsTheShopTheStoreHas(_ line: String) {
        let reply = c.say(line).text
        #expect(reply.contains("$200.00 at Trader Joe's"), "\(line) → \(reply)")
    }

    @Test func aShopNothingIsCloseToIsStillUnheardOf() {
        #expect(c.say("how much did i spend at trader bobs").text.contains("called “trader bobs”"))
    }

    @Test func aPurchaseOfOneDayIsStillAskedForItsAmount() {
        #expect(c.say("coffee at blue bottle this morning").text.contains("How much was it?"))
    }

    @Test func aShopTheStoreHasIsStillAnswered() {
        #expect(c.say("how much did i spend at trader joes last month").text.contains("$200.00"))
        #expect(c.say("how much did i spend at costco").text.contains("called “costco”, so nothing was spent there"))
    }

    @Test func whatWasSpentMostOnIsTheCategoriesLargestFirst() {
        let text = c.say("what did i spend most on last month").text
        #expect(text.contains("Rent  $1,650.00"), "\(text)")
        #expect(!text.contains("biggest expense"), "\(text)")
    }

    @Test func whoWasPaidTheMostListsPayeesByTheirTotal() throws {
        let text = c.say("who did i pay the most in october").text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(text)")
        #expect(lines[1].contains("1. Maple Street Apartments  $1,650.00  87%"), "\(text)")
        #expect(lines[2].contains("2. Trader Joe's  $200.00  11% (2 payments)"), "\(text)")
        #expect(lines[3].contains("3. Mint Mobile  $45.00  2% (1 payment)"), "\(text)")
    }

    @Test func aChargeAskedAboutByItsAmountIsFound() {
        let text = c.say("what was that 45 dollar charge").text
        #expect(text.contains("Pulse Fitness") && text.contains("Mint Mobile"), "\(text)")
        #expect(text.contains("2 transactions of $45.00"), "\(text)")
        let uber = c.say("whats the 25.67 uber").text
        #expect(uber.contains("1 transaction of $25.67"), "\(uber)")
    }

    @Test(arguments: ["lunch 12 + 3 tip", "lunch 12+3", "lunch 12 plus 3"])
    func aSumIsWhatItComesTo(_ line: String) throws {
        _ = c.say(line)
        #expect(try c.rows().first { $0.transaction.description == "Lunch" }?.transaction.amount == -15_00, "\(line)")
    }

    @Test func aSumAloneIsNotReadAsCents() {
        #expect(c.say("what's 50 + 20").text.contains("$70.00"))
    }

    @Test func aBillPaidOnADayIsRecordedThatDay() throws {
        let reply = c.say("paid pulse fitness yesterday")
        let row = try c.rows().first { $0.transaction.notes?.contains("bill due") == true }
        #expect(row?.transaction.date == Day(iso: "2026-11-26"), "\(reply.text)")
        #expect(reply.text.contains("yesterday"), "\(reply.text)")
    }

    @Test func anEditThatChangesNothingSaysSoAndRecordsNoStep() throws {
        _ = c.say("coffee 3")
        _ = c.say("lunch 12")
        let before = try c.rows()
        let reply = c.say("actually the lunch was 12")
        #expect(reply.text.contains("nothing was changed"), "\(reply.text)")
        #expect(try c.rows() == before)
    }

    @Test func aPurchaseNotMadeIsDeletedAfterAsking() throws {
        _ = c.say("coffee 3")
        _ = c.say("lunch 12")
        let asked = c.say("i didn't buy the coffee")
        #expect(asked.text.contains("Delete $3.00 · Coffee"), "\(asked.text)")
        _ = c.say("yes")
        #expect(try c.rows().contains { $0.transaction.description == "Coffee" } == false)
        #expect(try c.rows().contains { $0.transaction.description == "Lunch" })
    }

    @Test(arguments: ["how much more do i need for the car", "how close am i to having the new car money",
                      "whats left to save for the new car"])
    func whatAGoalStillNeedsIsItsProgress(_ line: String) {
        let text = c.say(line).text
        #expect(text.contains("New Car: $150.00 of $5,000.00") && text.contains("$4,850.00 to go"), "\(line) → \(text)")
    }

    @Test func allGoalsAreWhatSavingsGoalsMeans() {
        let text = c.say("am i on track for my savings goals?").text
        #expect(text.contains("New Car: $150.00 of $5,000.00"), "\(text)")
    }
}
