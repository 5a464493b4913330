import BuddyCore
import Finance
import Foundation
import Testing

/// Setting things up over several lines, as people do: a file previewed and then imported, a
/// balance or budget set and then another ("and cash is 60"), an account added and then its kind
/// or limit said, a question asked back and then answered ("dining, make it 300", "how much this
/// month" after a shop's name alone).
@Suite struct SettingUpConversationTests {
    let c: Conversation
    let today = Day(iso: "2026-11-27")!

    init() throws {
        c = try Conversation(now: "2026-11-27T09:00")
        try c.openAccounts(checking: 2_000_00, [("Savings", .savings), ("Cash", .cash)])
        try c.add("2026-11-08", -75_41, "Amazon", "Shopping")
        try c.add("2026-10-02", -18_65, "Amazon", "Shopping")
        try c.add("2026-11-10", -40_00, "Shell", "Transport")
    }

    /// A statement of two rows in a new folder, removed by `done`.
    private func statement() throws -> (path: String, done: () -> Void) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("nov.csv").path
        try "Date,Description,Amount\n11/20/2026,TRADER JOES #123,-45.20\n11/21/2026,SQ *BLUE BOTTLE COFFE,-5.25\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return (path, { try? FileManager.default.removeItem(at: folder) })
    }

    @Test(arguments: ["looks fine, import it", "import it", "yes", "ok load them all", "great, go ahead"])
    func aPreviewIsImportedByTheNextLine(_ line: String) throws {
        let (path, done) = try statement()
        defer { done() }
        let preview = c.say("preview \(path)").text
        #expect(preview.hasSuffix("Say “import it” to import it as shown, or go on with anything else."))
        #expect(try c.rows().count == 3, "a preview writes nothing")
        let reply = c.say(line)
        #expect(reply.text.hasPrefix("Imported 2 transactions from \(path)."), "\(line) → \(reply.text)")
        #expect(try c.rows().count == 5)
        #expect(c.say("undo").text.hasPrefix("Undone: import"))
        #expect(try c.rows().count == 3)
    }

    @Test(arguments: ["before import I want see the file %@", "before importing, let me look at the file %@"])
    func seeingAFileBeforeImportingItPreviewsIt(_ said: String) throws {
        let (path, done) = try statement()
        defer { done() }
        let preview = c.say(said.replacingOccurrences(of: "%@", with: path)).text
        #expect(preview.hasSuffix("Say “import it” to import it as shown, or go on with anything else."), "\(preview)")
        #expect(try c.rows().count == 3, "a preview writes nothing")
    }

    @Test func aPreviewIsImportedOnlyRightAfterAndOnlyWhenAsked() throws {
        let (path, done) = try statement()
        defer { done() }
        _ = c.say("preview \(path)")
        #expect(c.say("no").text == "OK, nothing was imported from \(path).")
        #expect(c.say("import it").text.hasPrefix("I can't find a file"))
        _ = c.say("preview \(path)")
        #expect(c.say("how much did i spend this month").text.hasPrefix("You spent"))
        #expect(!c.say("import it").text.hasPrefix("Imported"), "a question in between lets the preview go")
        // Another file named is an import of its own, never the one previewed.
        _ = c.say("preview \(path)")
        #expect(!c.say("import \(path).old").text.hasPrefix("Imported"))
        #expect(try c.rows().count == 3)
    }

    @Test func aBalanceSetAndThenAnother() throws {
        _ = c.say("my checking balance is 1200")
        #expect(c.say("and cash is 60").text.hasPrefix("Cash now shows $60.00"))
        #expect(try c.ledger.accounts.balance(of: "Cash", on: today).balance.minorUnits == 60_00)
        #expect(try c.ledger.accounts.balance(of: "Checking", on: today).balance.minorUnits == 1200_00)
        // A question about the other asks; an amount with a purchase records the purchase.
        _ = c.say("my savings balance is 500")
        #expect(c.say("and cash?").text.hasPrefix("Cash: $60.00"))
        #expect(try c.ledger.accounts.balance(of: "Cash", on: today).balance.minorUnits == 60_00)
    }

    @Test func aBudgetSetAndThenOthers() throws {
        _ = c.say("set my dining budget to 300")
        #expect(c.say("and groceries 600").text.hasPrefix("Groceries budget: $600.00 a month"))
        #expect(c.say("also 90 for entertainment").text.hasPrefix("Entertainment budget: $90.00 a month"))
        // Only right after: a line between lets it go.
        _ = c.say("how much did i spend this month")
        #expect(!c.say("and transport 200").text.hasPrefix("Transport budget"))
    }

    @Test func anAccountAddedAndThenItsKind() throws {
        _ = c.say("add an account called wallet with 300")
        #expect(c.say("actually it's a credit card").text == "Wallet is now a credit card account ($300.00 owed).")
        #expect(try c.ledger.accounts.named("Wallet").kind == .credit)
        #expect(try c.ledger.accounts.balance(of: "Wallet", on: today).balance.minorUnits == -300_00)
        #expect(c.say("undo").text.hasPrefix("Undone"))
        #expect(try c.ledger.accounts.named("Wallet").kind == .cash)
        #expect(c.say("make wallet a savings account").text == "Wallet is now a savings account ($300.00).")
        #expect(c.say("wallet is a savings account").text == "Wallet is a savings account already.")
    }

    @Test(arguments: ["is savings a credit card?", "what type of account is Cash", "make savings my default account",
                      "which of my accounts are savings accounts", "what kinds of account can I have?", "my savings account is low"])
    func talkOfKindsChangesNoKind(_ line: String) throws {
        let before = try c.ledger.accounts.all().map(\.kind)
        #expect(!c.say(line).text.contains("is now a"), "\(line)")
        #expect(try c.ledger.accounts.all().map(\.kind) == before, "\(line)")
    }

    @Test func aKindSaidOfANamedAccountOrOfTheOneJustAdded() throws {
        #expect(c.say("savings should be a checking account").text.hasPrefix("Savings is now a checking account"))
        #expect(c.say("update cash account type to credit card").text.hasPrefix("Cash is now a credit card account"))
        _ = c.say("add an account called stash")
        #expect(c.say("no it's a savings account, not checking").text.hasPrefix("Stash is now a savings account"))
        // "it" is only the account just added.
        _ = c.say("move 50 from checking to savings")
        #expect(c.say("it's a credit card").text.hasPrefix("Which account?"))
    }

    @Test func aKindSaidOfNoAccountAsksWhich() throws {
        #expect(c.say("it's a credit card").text.hasPrefix("Which account?"))
        #expect(try c.ledger.accounts.all().allSatisfy { $0.kind != .credit })
    }

    @Test func anAccountUsedKeepsItsFiguresWhenItsKindChanges() throws {
        try c.add("2026-11-12", -10_00, "Corner Shop", "Groceries")
        let before = try c.ledger.accounts.balance(of: "Checking", on: today).balance
        #expect(c.say("make checking a savings account").text.hasPrefix("Checking is now a savings account"))
        #expect(try c.ledger.accounts.balance(of: "Checking", on: today).balance == before)
    }

    @Test func aCardAddedAndThenItsLimit() throws {
        _ = c.say("add a credit card account called visa")
        _ = c.say("add a credit card account called amex")
        #expect(c.say("limit 10k").text.hasPrefix("Amex's credit limit is now $10,000.00"))
        #expect(c.say("its limit is 12k").text.hasPrefix("Amex's credit limit is now $12,000.00"))
        #expect(try c.ledger.accounts.named("Visa").creditLimit == nil)
        // Naming nothing, with two cards and none talked about, asks which; "the" is no card's name.
        _ = c.say("how much did i spend this month")
        #expect(c.say("the limit is 9000").text.hasPrefix("Which limit is $9,000.00?"))
    }

    @Test func aBudgetAskedForAndThenNamedWithItsAmount() throws {
        _ = c.say("change my budget")
        #expect(c.say("dining, make it 300").text.hasPrefix("Dining budget: $300.00 a month"))
    }

    @Test(arguments: [("how much this month", "You spent $75.41 at Amazon this month"),
                      ("show them", "1. Sun 8 Nov  $75.41  Amazon · Shopping")])
    func aShopNamedAloneAndThenAskedAbout(_ line: String, _ expected: String) throws {
        _ = c.say("amazon")
        let reply = c.say(line).text
        #expect(reply.hasPrefix(expected), "\(line) → \(reply)")
    }

    @Test func aBalanceOrKindSaidTersely() throws {
        _ = c.say("savings is 4,800 actually")
        #expect(c.say("checking 2.1k").text.hasPrefix("Checking now shows $2,100.00"))
        #expect(c.say("cash 60 too").text.hasPrefix("Cash now shows $60.00"))
        _ = c.say("add an account called chase")
        #expect(c.say("credit card").text == "Chase is now a credit card account (nothing owed).")
        #expect(c.say("8k limit").text.hasPrefix("Chase's credit limit is now $8,000.00"))
        // A purchase said after a budget is a purchase.
        _ = c.say("set my dining budget to 300")
        #expect(c.say("groceries 60").text.hasPrefix("Added: $60.00"))
    }

    @Test(arguments: ["340", "it has 340 in it", "balance is 340"])
    func anAmountAloneRightAfterAddingAnAccountIsWhatItHolds(_ line: String) throws {
        _ = c.say("add an account called Monzo")
        #expect(c.say(line).text.hasPrefix("Monzo now shows $340.00"), "\(line)")
        #expect(try c.ledger.accounts.balance(of: "Monzo", on: today).balance.minorUnits == 340_00)
    }

    @Test func anAmountAloneAfterAnythingElseIsAsked() throws {
        _ = c.say("add an account called Monzo")
        _ = c.say("how much is in checking")
        #expect(c.say("340").text.hasPrefix("What was $340.00?"))
    }

    @Test func aLimitAskedForItsAmount() throws {
        _ = c.say("add a credit card account called visa")
        #expect(c.say("set my visa limit").text.hasPrefix("What should the limit be?"))
        #expect(c.say("6500").text.hasPrefix("Visa's credit limit is now $6,500.00"))
    }

    @Test(arguments: ["that was a typo", "ignore that", "yes", "idk", "from alex", "my steps today", "for the plumber", "interest",
                      "how much on petrol?", "no"])
    func anAmountAloneAndThenWhatNamesNoPurchaseRecordsNothing(_ line: String) throws {
        _ = c.say("45")
        _ = c.say(line)
        #expect(try c.rows().count == 3, "\(line)")
    }

    @Test(arguments: [("petrol", "Transport"), ("on lunch", "Dining"), ("tesco", "Groceries"), ("lunch at luigis", "Dining"),
                      ("bought shoes", "Shopping"), ("groceries with cash", "Groceries")])
    func anAmountAloneAndThenWhatItWasForRecordsIt(_ line: String, _ category: String) throws {
        _ = c.say("45")
        #expect(c.say(line).text.hasPrefix("Added: $45.00 · \(category)"), "\(line)")
        #expect(try c.rows().count == 4)
    }

    @Test func anAmountAloneIsForgottenAfterTheLineThatFollows() throws {
        _ = c.say("45")
        _ = c.say("how much on petrol this month")
        _ = c.say("petrol")
        #expect(try c.rows().count == 3)
    }

    @Test func whatFollowsABudgetOrARuleIsNoOtherBudgetOrRule() throws {
        _ = c.say("set my dining budget to 300")
        #expect(c.say("and lyft 20").text.hasPrefix("Added: $20.00 · Transport · Lyft"))
        _ = c.say("set my dining budget to 300")
        #expect(c.say("limit 250").text.hasPrefix("Which limit is $250.00?"))
        _ = c.say("always put shell in transport")
        #expect(!c.say("and amazon?").text.hasPrefix("From now on"))
        _ = c.say("always put shell in transport")
        #expect(!c.say("and a").text.hasPrefix("From now on"))
        #expect(try c.rows().first { $0.transaction.description == "Amazon" }?.category == "Shopping")
    }

    @Test func cancelThatTakesBackWhateverWasJustDone() throws {
        _ = c.say("alex owes me 20 for lunch")
        #expect(c.say("cancel that").text.hasPrefix("Undone"))
        #expect(try c.ledger.people.balances().isEmpty)
        _ = c.say("set my dining budget to 300")
        #expect(c.say("actually cancel that").text.hasPrefix("Undone"))
    }

    @Test func aDayThatDoesNotExistPutRight() throws {
        _ = c.say("spent 5 on lunch on feb 30")
        #expect(c.say("sorry i meant the 20th").text.hasPrefix("Added: $5.00 · Dining · Lunch · Fri 20 Feb"))
        // Only right after: a line between lets it go.
        _ = c.say("coffee 4 on the 45th")
        _ = c.say("how much did i spend this month")
        #expect(!c.say("the 15th").text.hasPrefix("Added"))
        #expect(try c.rows().count == 4)
    }

    @Test func aPurchaseJustRecordedCancelledAndKept() throws {
        _ = c.say("coffee 5")
        #expect(c.say("actually cancel that").text.hasPrefix("Undone: the expense $5.00"))
        #expect(try c.rows().count == 3)
        #expect(c.say("no keep it").text.hasPrefix("Redone"))
        #expect(try c.rows().count == 4)
    }

    @Test func theDayOfTheBiggestExpense() throws {
        _ = c.say("biggest expense this month?")
        let listed = c.say("what else did i buy that day").text
        #expect(listed.contains("Amazon") && !listed.contains("Shell"))
    }

    @Test func aRuleAndThenAnother() throws {
        _ = c.say("always put shell in transport")
        #expect(c.say("and chevron too").text == "From now on, rows matching “chevron” go to Transport.")
    }

    @Test func aBillAddedAsOne() throws {
        #expect(c.say("add hulu as a monthly subscription 7.99 on the 12th").text.hasPrefix("Tracking Hulu: $7.99 every month, next due Sat 12 Dec"))
    }

    @Test func anExportCancelled() throws {
        #expect(c.say("nah cancel").text == "There's nothing to cancel.")
    }
}
