import BuddyCore
import Finance
import Testing

/// A line that answers what Buddy asked is taken as the answer when it says more than the value
/// ("2450 into checking", "call it emergency fund"); a bill or a cash withdrawal said in few words
/// is understood, and a habit is no purchase.
@Suite struct AnsweringQuestionsConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings), ("Wallet", .cash)], default: "Savings")
    }

    @Test func anAmountWithItsAccountAnswersHowMuch() throws {
        #expect(c.say("got paid").asks)
        let reply = c.say("2450 into checking")
        #expect(reply.intent == "transaction.add_income", "\(reply.text)")
        #expect(try c.ledger.accounts.balances(on: Day(iso: "2026-11-23")!).first { $0.account.name == "Checking" }?.balance.minorUnits
                    == 4_450_00, "\(reply.text)")
    }

    @Test func aNameAfterCallItAnswersWhatToCallIt() throws {
        #expect(c.say("add a new account").asks)
        let reply = c.say("call it emergency fund")
        #expect(reply.intent == "account.add", "\(reply.text)")
        #expect(try c.ledger.accounts.all().map(\.name).contains { $0.lowercased() == "emergency fund" }, "\(reply.text)")
    }

    @Test func aBillSaidTerselyIsTracked() throws {
        let reply = c.say("car wash membership 25 monthly on the 10th")
        #expect(reply.intent == "bill.add", "\(reply.text)")
        #expect(try c.ledger.recurring.active(kind: .bill).first?.amount == 25_00, "\(reply.text)")
    }

    @Test func aCashWithdrawalMovesMoneyToTheCashAccount() throws {
        let reply = c.say("withdrew 100 cash from checking")
        #expect(reply.intent == "transfer.add", "\(reply.text)")
        #expect(reply.text.contains("to Wallet"), "the one cash account, whatever it is called: \(reply.text)")
    }

    @Test func aHabitIsNoPurchase() throws {
        _ = c.say("i spend 45 a month on the gym")
        #expect(try c.ledger.transactions.count() == 0)
    }
}
