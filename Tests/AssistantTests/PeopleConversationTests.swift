import BuddyCore
import Finance
import Testing

/// People are known by name wherever they stand in a line ("luigis 84 split evenly w sam", "jo
/// covered my lunch, 15"), everyone named in a split shares it, and a question about a debt
/// records none.
@Suite struct PeopleConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 2_000_00)
        let day = Day(iso: "2026-11-01")!
        for name in ["Alex", "Sam", "Jo"] {
            try c.ledger.people.recordDebt(name, amount: Money(minorUnits: 10_00, currency: .usd), description: "Coffee", lent: false,
                                           on: day, account: nil)
        }
    }

    private func owes(_ name: String) throws -> Int64 {
        try c.ledger.people.balance(with: name).balance.minorUnits
    }

    @Test(arguments: ["do my friends owe me anything", "does anyone owe me money", "do the guys owe me"])
    func aWordForEveryoneIsNoPerson(_ line: String) throws {
        let reply = c.say(line).text
        #expect(!reply.contains("no record of"), "\(line) → \(reply)")
        for name in ["Alex", "Sam", "Jo"] { #expect(reply.contains(name), "\(line) → \(reply)") }
        #expect(try c.ledger.people.all().count == 3)
    }

    @Test func everyoneNamedInASplitSharesIt() throws {
        let reply = c.say("dinner 96 split it with alex and sam")
        #expect(reply.intent == "split.add", "\(reply.text)")
        #expect(reply.text.contains("your share $32.00"), "\(reply.text)")
        #expect(try owes("Alex") == 42_00 && owes("Sam") == 42_00, "each owes a third on top of the coffee")
    }

    @Test(arguments: ["luigis 84 split evenly w sam", "halve the 84 pizza with sam", "pizza was 84, split with sam"])
    func aSplitWithOnePersonHalvesIt(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent == "split.add", "\(line) → \(reply.text)")
        #expect(try owes("Sam") == 52_00, "\(line) → \(reply.text)")
    }

    /// "i paid" after the people says who paid; it is nobody's name.
    @Test(arguments: ["split a 60 dinner with sam, i paid", "split 60 dinner with sam i paid", "split 60 for dinner with sam, me paying"])
    func whoPaidIsNoPersonInASplit(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent == "split.add", "\(line) → \(reply.text)")
        #expect(try owes("Sam") == 40_00, "\(line) → \(reply.text)")
        #expect(try c.ledger.people.all().count == 3, "\(line) → \(reply.text)")
    }

    @Test func aSplitsShareIsNotChangedAlone() throws {
        _ = c.say("dinner 96 split it with alex and sam")
        let reply = c.say("wait no, i meant 90")
        #expect(reply.text.contains("your share of a split"), "\(reply.text)")
        #expect(try owes("Alex") == 42_00 && owes("Sam") == 42_00, "their shares stay as the total said: \(reply.text)")
        let rows = try c.rows()
        #expect(rows.map(\.transaction.amount).sorted() == [-64_00, -32_00], "my share and what I lent them stay as they were")
    }

    @Test func someoneWhoCoveredMeIsOwed() throws {
        let reply = c.say("jo covered my lunch, 15")
        #expect(reply.intent == "iou.add", "\(reply.text)")
        #expect(try owes("Jo") == -5_00, "Jo owed 10 and is now owed 5: \(reply.text)")
        #expect(try c.ledger.transactions.count() == 0, "a debt moves no money")
    }

    @Test func someoneWhoSentMoneyBackSettles() throws {
        let reply = c.say("alex venmo'd me 10 for the coffee")
        #expect(reply.intent == "iou.settle", "\(reply.text)")
        #expect(try owes("Alex") == 0, "\(reply.text)")
    }

    @Test(arguments: ["i owe jo 60 right?", "sam's balance", "what's the deal with jo"])
    func aQuestionAboutSomeoneRecordsNoDebt(_ line: String) throws {
        let before = try c.ledger.people.balances().map(\.balance)
        let reply = c.say(line)
        #expect(reply.intent == "iou.person", "\(line) → \(reply.text)")
        #expect(try c.ledger.people.balances().map(\.balance) == before, "\(line) → \(reply.text)")
    }

    @Test(arguments: ["just 4", "only 4", "no, 4"])
    func anAmountSaidToSettlingAllSettlesThatMuch(_ answer: String) throws {
        #expect(c.say("settle up with sam").text.contains("Settle all of it?"))
        let reply = c.say(answer)
        #expect(reply.intent == "iou.settle", "\(answer) → \(reply.text)")
        #expect(try owes("Sam") == 6_00, "\(answer) → \(reply.text)")
    }

    @Test func afterNoTheTalkIsStillAboutThePerson() throws {
        _ = c.say("settle up with sam")
        _ = c.say("no")
        let reply = c.say("he only gave me 4")
        #expect(reply.intent == "iou.settle", "\(reply.text)")
        #expect(try owes("Sam") == 6_00, "\(reply.text)")
        #expect(try c.ledger.transactions.list(TransactionFilter(period: Period(start: Day(iso: "2026-01-01")!, end: Day(iso: "2026-12-31")!, label: "2026"), kind: nil), limit: 10).rows
            .allSatisfy { !$0.transaction.description.contains("Only") }, "no income named after the words")
    }

    @Test(arguments: [("split dinner 40 with sma", "Sam", Int64(30_00)), ("alx owes me 10", "Alex", 20_00), ("alexx owes me 10", "Alex", 20_00)])
    func aNameASlipAwayFromSomeoneKnownIsThatPerson(_ line: String, _ person: String, _ cents: Int64) throws {
        let reply = c.say(line)
        #expect(try owes(person) == cents, "\(line) → \(reply.text)")
        #expect(try c.ledger.people.all().count == 3, "\(line) → \(reply.text): no new person")
    }

    @Test func aNameWithADifferentLetterIsSomeoneNew() throws {
        _ = c.say("sal owes me 10")
        #expect(try owes("Sal") == 10_00 && owes("Sam") == 10_00)
    }

    @Test func someoneNewWhoPaidForMeIsOwed() throws {
        let reply = c.say("priya paid 30 for my ticket")
        #expect(reply.intent == "iou.add", "\(reply.text)")
        #expect(try owes("Priya") == -30_00)
        #expect(try c.rows().isEmpty, "no money of mine moved")
    }

    @Test(arguments: ["I paid for alex's lunch 15", "I covered alex's share, 15", "gave alex 15 for lunch"])
    func payingForSomeoneIsALoanToThem(_ line: String) throws {
        let reply = c.say(line)
        #expect(reply.intent == "iou.add", "\(line) → \(reply.text)")
        #expect(try owes("Alex") == 25_00, "\(line) → \(reply.text)")
    }

    @Test func nobodyCalledIOrMyIsMade() throws {
        _ = c.say("i paid 30 for my ticket")
        #expect(try c.ledger.people.all().map(\.name).sorted() == ["Alex", "Jo", "Sam"])
    }
}
