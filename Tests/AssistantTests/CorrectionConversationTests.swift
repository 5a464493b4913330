import Assistant
import BuddyCore
import Finance
import Testing

/// A line that only puts right what was just recorded: an account, a day, a category or a payee
/// said alone or after "no", "it was", "both were".
@Suite struct CorrectionConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00, [("Cash", .cash), ("Visa", .credit)])
    }

    @Test func anAccountSaidAloneMovesTheExpenseJustRecorded() throws {
        #expect(c.say("uber 31 yesterday").text.hasPrefix("Added: $31.00 · Transport · Uber · yesterday"))
        let reply = c.say("cash")
        #expect(reply.intent == "transaction.edit")
        #expect(try c.rows().map(\.account) == ["Cash"])
        #expect(reply.text.hasPrefix("Changed: $31.00 · Transport · Uber · yesterday (Sun 22 Nov) · Cash."))
    }

    @Test func aPayeeAfterNoIsWhoItWasPaidTo() throws {
        _ = c.say("uber 31 yesterday")
        #expect(c.say("no, it was lyft").intent == "transaction.edit")
        #expect(try c.rows().map(\.transaction.description) == ["Lyft"])
        // A name the store does not know is taken only after words that correct.
        _ = c.say("no it was the corner deli")
        #expect(try c.rows().map(\.transaction.description) == ["Corner Deli"])
        let unchanged = c.say("no it was fine")
        #expect(unchanged.intent != "transaction.edit")
        #expect(try c.rows().map(\.transaction.description) == ["Corner Deli"])
    }

    @Test func whatItWasNotIsOnlySaid() throws {
        _ = c.say("coffee 5")
        _ = c.say("the visa not checking")
        #expect(try c.rows().map(\.account) == ["Visa"])
        _ = c.say("make that yesterday")
        #expect(try c.rows().map(\.transaction.date.iso) == ["2026-11-22"])
    }

    @Test func bothChangesTheLastTwoAsOneStepToUndo() throws {
        _ = c.say("spent 12 on lunch")
        _ = c.say("and 4 on coffee")
        let reply = c.say("both were cash")
        #expect(reply.text.hasPrefix("Changed 2 transactions:"))
        #expect(try c.rows().map(\.account) == ["Cash", "Cash"])
        _ = c.say("undo")
        #expect(try c.rows().map(\.account) == ["Checking", "Checking"])
    }

    @Test func withNothingJustRecordedAnAccountAloneIsAQuestion() throws {
        try c.add("2026-11-20", -5_00, "Coffee", "Dining")
        #expect(c.say("cash").intent == "accounts.balance")
        _ = c.say("coffee 5")
        _ = c.say("how much did I spend on dining")
        // After a question, "cash" is about the account again: nothing is moved.
        #expect(c.say("cash").intent == "accounts.balance")
        #expect(try c.rows().allSatisfy { $0.account == "Checking" || $0.account == nil })
    }

    @Test func theWordsThatNamedACategoryAreWhatWasBought() throws {
        #expect(c.say("coffee 4.50").text.hasPrefix("Added: $4.50 · Dining · Coffee ·"))
        #expect(c.say("oh and a muffin 3.25").text.hasPrefix("Added: $3.25 · Other · Muffin ·"))
    }

    @Test func askingWhetherOneCanBuySomethingRecordsNothing() throws {
        for line in ["can i buy a 900 phone", "can i swing a 600 trip right now", "can i get a 900 laptop"] {
            let reply = c.say(line)
            #expect(reply.intent == "accounts.enough", "\(line): \(reply.text)")
        }
        #expect(try c.rows().isEmpty)
        // Asking Buddy to do something is still a request.
        #expect(c.say("can you add 12 for lunch").intent == "transaction.add_expense")
    }

    @Test func sendingMoneyToSomeoneElsesBankIsDeclined() throws {
        for line in ["send 200 to my brother's bank account", "wire 500 to my landlords account"] {
            let reply = c.say(line)
            #expect(reply.intent == "decline.banking", "\(line): \(reply.text)")
        }
        #expect(try c.rows().isEmpty)
        #expect(c.say("move 100 to my visa account").intent == "transfer.add")
    }

    @Test func whatWasRecordedTodayIsTheOneNamed() throws {
        try c.add("2026-11-10", -75_41, "Amazon", "Shopping")
        _ = c.say("amazon 30")
        _ = c.say("how much did I spend this month")
        #expect(c.say("the amazon thing should be under gifts not shopping").text.hasPrefix("Changed: $30.00 · Gifts · Amazon · today"))
        #expect(try c.rows().map(\.category) == ["Gifts", "Shopping"])
    }

    @Test func saidWithoutAWordThatCorrectsALineIsNews() throws {
        try c.add("2026-11-17", -52_10, "Safeway", "Groceries")
        try c.add("2026-11-01", -1_850_00, "Maple Street", "Rent")
        for line in ["rent is 1850", "safeway was 2 days ago", "safeway is in groceries"] { _ = c.say(line) }
        #expect(try c.rows().map(\.transaction.date.iso) == ["2026-11-17", "2026-11-01"])
        _ = c.say("coffee 4")
        _ = c.say("how much did I spend this month")
        // A field named long after the recording changes nothing.
        for line in ["the store was closed", "the date was march 3"] { _ = c.say(line) }
        #expect(try c.rows().first?.transaction.description == "Coffee")
        #expect(try c.rows().first?.transaction.date.iso == "2026-11-23")
    }

    @Test func aWordAfterARecordingThatDoesNotFitItChangesNothing() throws {
        try c.ledger.accounts.add(name: "Savings", kind: .savings)
        _ = c.say("coffee 4")
        for line in ["salary", "savings", "rent", "it was on sale", "it was for sam", "also yesterday"] {
            #expect(c.say(line).intent != "transaction.edit", "\(line)")
        }
        let row = try #require(try c.rows().first)
        #expect((row.category, row.account, row.transaction.description, row.transaction.date.iso)
                == ("Dining", "Checking", "Coffee", "2026-11-23"))
        // Anything said in between ends the recording: "cash" is then about the account.
        _ = c.say("coffee 3")
        _ = c.say("what's the weather")
        #expect(c.say("cash").intent == "accounts.balance")
    }

    @Test func aDayWithASlashAfterAnImportThatFoundNoFileIsNoFile() throws {
        _ = c.say("import my statement")
        #expect(c.say("spent 20 on 3/15").intent == "transaction.add_expense")
    }

    @Test func aTransactionNamedByItsPayeeDayOrAmountIsPutRight() throws {
        try c.add("2026-11-10", -75_41, "Amazon", "Shopping")
        try c.add("2026-11-17", -52_10, "Safeway", "Groceries")
        try c.add("2026-11-23", -40_00, "Target", "Shopping")
        #expect(c.say("the amazon thing should be under gifts not shopping").text.hasPrefix("Changed: $75.41 · Gifts · Amazon"))
        #expect(c.say("move tuesday's safeway to yesterday").text.hasPrefix("Changed: $52.10 · Groceries · Safeway · yesterday"))
        #expect(c.say("the 40 dollar one from monday was pulse fitness, not target").text.hasPrefix("Changed: $40.00 · Shopping · Pulse Fitness"))
        #expect(try c.rows().map(\.transaction.description) == ["Pulse Fitness", "Safeway", "Amazon"])
        _ = c.say("undo")
        #expect(try c.rows().map(\.transaction.description) == ["Target", "Safeway", "Amazon"])
    }

    @Test func aPayeeItWasNotNamesItWhenNothingElseDoes() throws {
        try c.add("2026-11-17", -52_10, "Safeway", "Groceries")
        _ = c.say("payee was trader joe's not safeway")
        #expect(try c.rows().map(\.transaction.description) == ["Trader Joe's"])
    }

    @Test func aNameThatFindsNothingChangesNothing() throws {
        try c.add("2026-11-17", -52_10, "Safeway", "Groceries")
        let reply = c.say("the costco run was actually 80")
        #expect(reply.text.hasPrefix("I found no transaction matching “costco”"))
        // Without a word that corrects, a line naming nothing stored may be news: not read here.
        #expect(c.say("lunch with sam was great").intent != "transaction.edit")
        #expect(c.say("set my temp to 75").intent != "transaction.edit")
        #expect(try c.rows().map(\.transaction.description) == ["Safeway"])
        #expect(try c.rows().map(\.category) == ["Groceries"])
    }
}

/// Everyday lines that a rule reads: a card added in passing, a budget's limit, the latest purchase.
@Suite struct EverydayRuleConversationTests {
    let c: Conversation

    init() throws {
        c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00, [("Visa", .credit), ("Savings", .savings)])
    }

    @Test func freeTextNeverRunsIntoAClauseOfItsOwn() throws {
        let reply = c.say("take 100 from checking and send it to savings")
        #expect(reply.intent == "transfer.add", "\(reply.text)")
        #expect(c.say("bread and milk at safeway 9").text.hasPrefix("Added: $9.00"))
    }

    @Test func aComparisonFollowsTheLastQuestionsPeriod() {
        try? c.add("2026-10-05", -30_00, "Safeway", "Groceries")
        try? c.add("2026-09-05", -20_00, "Safeway", "Groceries")
        _ = c.say("how much did i spend in october")
        let reply = c.say("compared to september?")
        #expect(reply.intent == "spending.compare")
        #expect(reply.text.hasPrefix("Spending in October (1 – 31 Oct) vs in September (1 – 30 Sep): $30.00 against $20.00"), "\(reply.text)")
    }

    @Test func aCardGotAndAddedInPassingIsANewCreditCard() throws {
        let reply = c.say("i got a new amex card, add it")
        #expect(reply.intent == "account.add", "\(reply.text)")
        #expect(try c.ledger.accounts.all().contains { $0.name == "Amex" && $0.kind == .credit })
    }

    @Test func moneyInSaidByAnIncomeCategoryIsIncomeAndAFiverIsFive() throws {
        #expect(c.say("interest 3.12 on savings").text.hasPrefix("Added income: $3.12 · Interest"))
        #expect(c.say("tipped the delivery guy a fiver").text.hasPrefix("Added: $5.00"))
    }

    @Test func aLineThatNamesNothingMakesNoChangeAboutTheLastTopic() throws {
        _ = c.say("always put uber in transport")
        let reply = c.say("and move the old ones too")
        #expect(reply.intent != "rules.add", "\(reply.text)")
        #expect(!reply.text.contains("“old”"))
    }

    @Test func aWordForAKindOfThingIsNotTheFirstWordOfAPayee() throws {
        try c.add("2026-11-01", -58_63, "Dinner at Luigi's", "Dining")
        #expect(c.say("dinner was 60 bucks").text.hasPrefix("Added: $60.00 · Dining · Dinner ·"))
        #expect(c.say("how much did i spend at luigis this month").text.hasPrefix("You spent $58.63"))
    }

    @Test func anAmountWithADotIsAnAmountNotADay() throws {
        #expect(c.say("coffee 4.5 visa").text.hasPrefix("Added: $4.50 · Dining · Coffee · today"))
    }

    @Test func aBudgetsLimitAndWhatIsLeftToSpendAreItsStatus() throws {
        _ = c.say("set a transport budget of 200")
        #expect(c.say("how close am i to my transport limit").intent == "budget.status")
        #expect(c.say("how much more can i spend on transport this month").intent == "budget.status")
        #expect(c.say("revert the last thing").intent == "transaction.undo")
    }
}
