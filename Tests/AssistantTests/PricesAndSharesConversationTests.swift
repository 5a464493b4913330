import BuddyCore
import Finance
import Testing

/// Prices said the ways people type them (so many things at a price each, figures with a space
/// for a point, cents said after "and"), splits said with shares that do not say whose is whose,
/// and a debt let off: each records what was meant, or nothing and says why.
@Suite struct PricesAndSharesConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 2_000_00)
        let day = Day(iso: "2026-11-01")!
        try c.ledger.people.recordDebt("Sam", amount: Money(minorUnits: 28_20, currency: .usd), description: "Dinner", lent: false,
                                       on: day, account: nil)
        try c.ledger.people.recordDebt("Jo", amount: Money(minorUnits: -60_00, currency: .usd), description: "Tickets", lent: false,
                                       on: day, account: nil)
    }

    @Test(arguments: [
        ("2 lunches at 12 each", Int64(-24_00)), ("3 beers @ 6", -18_00), ("4 tickets 12.50 apiece", -50_00),
        ("three coffees at 4.50 each", -13_50), ("3 beers for 18", -18_00), ("2 coffees 9.50", -9_50), ("10 pack of socks 15.99", -15_99),
        ("lunch 3 dollars and 50 cents", -3_50), ("lunch 12 50", -12_50), ("rent 1 200", -1_200_00), ("coffee 4 75", -4_75),
        ("babysitter 4 hrs 18/hr", -72_00), ("parking meter 3hrs @ 2.50/hr", -7_50), ("airbnb 4 nights 125/night", -500_00),
        ("paid 2 months gym at 45 a month", -90_00), ("parking 2 hours 6", -6_00), ("2 nights hotel 310", -310_00),
    ])
    func aPriceIsReadAsMeant(_ line: String, _ cents: Int64) throws {
        let before = try c.rows().count
        let reply = c.say(line)
        let rows = try c.rows()
        #expect(rows.count == before + 1, "\(line) → \(reply.text)")
        #expect(rows.contains { $0.transaction.amount == cents }, "\(line) → \(reply.text)")
    }

    @Test(arguments: ["split 100 with sam 70/30", "split dinner 100 with sam 70 30", "split taxi 30 with sam 60-40"])
    func aSplitWithSharesThatDoNotSayWhoseIsAskedAbout(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.text.contains("doesn't say whose share is which"), "\(line) → \(reply.text)")
        #expect(try c.rows().isEmpty)
        #expect(try c.ledger.people.all().map(\.name).sorted() == ["Jo", "Sam"], "nobody new such as “Sam 70 30”")
        #expect(try c.ledger.people.balance(with: "Sam").balance.minorUnits == 28_20)
    }

    @Test func aSplitCountedInWaysIsEven() throws {
        let reply = c.say("split dinner 90 with sam 2 ways")
        #expect(reply.text.contains("your share $45.00 · Sam $45.00"), "\(reply.text)")
        #expect(try c.ledger.people.balance(with: "Sam").balance.minorUnits == 73_20)
    }

    @Test func aNameWithFiguresMakesNobodyNew() throws {
        let reply = c.say("sam 5 owes me 20")
        #expect(reply.text.contains("not a name"), "\(reply.text)")
        #expect(try c.ledger.people.all().count == 2)
    }

    @Test(arguments: [("forget the 20 sam owes me", Int64(8_20)), ("forgive sam's debt", 0), ("let sam off the hook", 0),
                      ("sam doesn't have to pay me back", 0)])
    func aDebtLetOffMovesNoMoney(_ line: String, _ left: Int64) throws {
        let reply = c.say(line)
        #expect(reply.intent == "iou.forgive", "\(line) → \(reply.text)")
        #expect(try c.ledger.people.balance(with: "Sam").balance.minorUnits == left, "\(line) → \(reply.text)")
        #expect(try c.rows().isEmpty, "no money moved")
        #expect(c.say("undo").text.hasPrefix("Undone"))
        #expect(try c.ledger.people.balance(with: "Sam").balance.minorUnits == 28_20)
    }

    @Test func aDebtOwedToAFriendIsLetOffByThem() throws {
        let reply = c.say("jo said forget the 60")
        #expect(reply.text.hasPrefix("Jo let you off $60.00"), "\(reply.text)")
        #expect(try c.ledger.people.balance(with: "Jo").balance.minorUnits == 0)
    }

    @Test func nobodyUnknownIsLetOff() throws {
        let reply = c.say("forget the 20 bob owes me")
        #expect(try c.ledger.people.all().count == 2, "\(reply.text)")
        #expect(try c.ledger.people.balance(with: "Sam").balance.minorUnits == 28_20)
    }
}
