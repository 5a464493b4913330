import BuddyCore
import Finance
import Testing

/// A line that lists several recordings makes each, as one step to undo; a line that only looks
/// like a list ("dinner with alex and sam 40") stays one recording, and a list whose parts read
/// as different things makes none of them.
@Suite struct SeveralRecordingsConversationTests {
    let c: Conversation
    /// The rows the debts below were recorded as.
    let setUp: Set<Int64>

    init() throws {
        c = try Conversation(now: "2026-11-26T09:00")
        try c.openAccounts(checking: 1_000_00, [("Cash", .cash), ("Visa", .credit)])
        for name in ["Sam", "Alex"] {
            try c.ledger.people.recordDebt(name, amount: Money(minorUnits: 28_20, currency: .usd), description: "Dinner", lent: true,
                                           on: Day(iso: "2026-11-17")!, account: nil)
        }
        setUp = Set(try c.rows().compactMap(\.transaction.id))
    }

    /// The rows the conversation recorded.
    private func recorded() throws -> [DetailedTransaction] {
        try c.rows().filter { !setUp.contains($0.transaction.id ?? 0) }
    }

    private func owes(_ name: String) throws -> Int64 {
        try c.ledger.people.balance(with: name).balance.minorUnits
    }

    @Test(arguments: ["lunch 12 and coffee 4", "lunch 12, coffee 4", "lunch 12 & coffee 4", "lunch 12; coffee 4",
                      // Nothing between the parts: each price ends one.
                      "lunch 12 coffee 4", "12 lunch 4 coffee"])
    func eachThingListedIsRecordedWithItsOwnName(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent == "transaction.add_expense", "\(reply.text)")
        let rows = try recorded().map { ($0.transaction.description, $0.transaction.amount) }
        #expect(rows.contains { $0 == ("Lunch", -12_00) } && rows.contains { $0 == ("Coffee", -4_00) }, "\(line) → \(reply.text)")
        #expect(rows.count == 2)
    }

    @Test func purchasesSaidWithoutCommasAreEachRecorded() throws {
        _ = c.say("spent 40 on gas 12 on lunch")
        let rows = try recorded().map(\.transaction.amount).sorted()
        #expect(rows == [-40_00, -12_00])
    }

    @Test func aPriceSaidWithCentsAfterAndIsOnePrice() throws {
        _ = c.say("lunch 3 dollars and 50 cents")
        #expect(try recorded().map(\.transaction.amount) == [-3_50])
    }

    @Test func oneUndoTakesBackTheWholeLine() throws {
        _ = c.say("spent 40 on gas, 12 on lunch and 3.50 on a muffin")
        #expect(try recorded().count == 3)
        let undone = c.say("undo")
        #expect(try recorded().isEmpty, "\(undone.text)")
        _ = c.say("redo")
        #expect(try recorded().count == 3)
    }

    @Test func aPartStartingWithItsAmountTakesTheFirstPartsVerb() throws {
        let reply = c.say("got 28.20 from sam and 10 from alex")
        #expect(reply.intent == "iou.settle", "\(reply.text)")
        #expect(try owes("Sam") == 0 && owes("Alex") == 18_20, "\(reply.text)")
        #expect(try recorded().allSatisfy { !$0.transaction.description.contains("From Alex") }, "no income named after the rest of the line")
    }

    @Test func theLastPartsAccountIsEveryPartsAccount() throws {
        _ = c.say("uber 18 and lyft 22 on the visa")
        #expect(try recorded().map(\.account).allSatisfy { $0 == "Visa" })
    }

    @Test(arguments: ["dinner with alex and sam 40", "spent 1,200 on a laptop, a bag and a mouse", "lunch 12.50 and 2 coffees",
                      "coffee 4 and 2 bagels"])
    func aLineThatOnlyLooksLikeAListIsOneRecording(_ line: String) throws {
        _ = c.say(line)
        #expect(try recorded().count == 1)
    }

    @Test func partsThatReadAsDifferentThingsMakeNone() throws {
        // "alex 20" alone would be a purchase from Alex: no list, and no purchase.
        _ = c.say("i owe jo 60 and alex 20")
        #expect(try recorded().isEmpty)
    }

    @Test func aDaySaidOnlyFirstIsEveryPartsDay() throws {
        let reply = c.say("yesterday lunch 12 and coffee 4")
        #expect(try recorded().map(\.transaction.date) == [Day(iso: "2026-11-25")!, Day(iso: "2026-11-25")!], "\(reply.text)")
    }
}
