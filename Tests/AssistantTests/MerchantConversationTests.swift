import Assistant
import BuddyCore
import Finance
import Foundation
import Testing

/// Expenses typed with a shop's name get the category the merchant list, the person's rules and
/// history give it, and questions find a shop by the name people use.
@Suite struct MerchantConversationTests {
    @Test(arguments: [
        ("lunch 14.25 at Sweetgreen", "Added: $14.25 · Dining · Sweetgreen · today (Thu 12 Mar). Say “undo” to take it back."),
        ("gas 52.30 at Shell", "Added: $52.30 · Transport · Shell · today (Thu 12 Mar). Say “undo” to take it back."),
        ("coffee 5.25 at Blue Bottle", "Added: $5.25 · Dining · Blue Bottle · today (Thu 12 Mar). Say “undo” to take it back."),
        // A more specific category of the merchant's wins over the typed one it belongs to.
        ("groceries 112.45 at Whole Foods", "Added: $112.45 · Groceries · Whole Foods · today (Thu 12 Mar). Say “undo” to take it back."),
        ("I spent 112.45 on food at Whole Foods", "Added: $112.45 · Groceries · Whole Foods · today (Thu 12 Mar). Say “undo” to take it back."),
        // A typed category the merchant's does not belong to stays.
        ("I spent 9 on lunch at Whole Foods", "Added: $9.00 · Dining · Whole Foods · today (Thu 12 Mar). Say “undo” to take it back."),
        ("bought a lamp for 35 at IKEA", "Added: $35.00 · Shopping · IKEA · today (Thu 12 Mar). Say “undo” to take it back."),
        // Typed in small letters, a known merchant takes its own spelling.
        ("spent 20 at trader joes", "Added: $20.00 · Groceries · Trader Joe's · today (Thu 12 Mar). Say “undo” to take it back."),
        ("spent 8 at the corner cafe", "Added: $8.00 · Dining · The Corner Cafe · today (Thu 12 Mar). Say “undo” to take it back."),
        ("spent 8 at Mystery Place", "Added: $8.00 · Other · Mystery Place · today (Thu 12 Mar). Say “undo” to take it back."),
    ])
    func aTypedMerchantGivesItsCategory(_ line: String, _ reply: String) throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        #expect(c.say(line).text == reply)
    }

    @Test func whatThePersonTaughtWinsAndHistoryIsSharedWithImports() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        _ = c.say("add a category called Treats")
        _ = c.say("always put sweetgreen in treats")
        #expect(c.say("spent 14 at Sweetgreen").text == "Added: $14.00 · Treats · Sweetgreen · today (Thu 12 Mar). Say “undo” to take it back.")
        // Typed by hand with a category, then seen on a statement: the statement's row follows.
        #expect(c.say("I spent 5 on treats at Blue Bottle").text.hasPrefix("Added: $5.00 · Treats · Blue Bottle"))
        let plan = try c.ledger.imports.preview(StatementText("Date,Description,Amount\n2026-03-11,SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA,-4.75\n"))
        #expect(plan.rows.map(\.transaction.category) == ["Treats"])
        #expect(plan.rows.map(\.categorySource) == [.history])
        // And the other way: imported first, then typed.
        _ = try c.ledger.imports.importCSV("Date,Description,Amount,Category\n2026-03-10,TST* LUCKY DUMPLING 0042,-22.00,Treats\n")
        #expect(c.say("spent 18 at lucky dumpling").text.hasPrefix("Added: $18.00 · Treats · Lucky Dumpling"))
    }

    @Test func aQuestionFindsAShopByTheNamePeopleUseAndSaysWhatItCounted() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        try c.add("2026-03-02", -6410, "Trader Joe's", "Groceries")
        try c.add("2026-03-09", -2200, "Trader Joe's", "Groceries")
        try c.add("2026-03-03", -1820, "Uber", "Transport")
        try c.add("2026-03-04", -3120, "Uber Eats", "Dining")
        try c.add("2026-03-05", -990, "Uber Eats", "Dining")
        for line in ["what did I spend at trader joes", "how much did I spend at TRADER JOE", "how much did I spend at Trader Joe's #123"] {
            #expect(c.say(line).text.hasPrefix("You spent $86.10 at"), "\(line)")
        }
        #expect(c.say("how much did I spend at uber this month").text
                == "You spent $59.30 at uber this month (1 – 31 Mar). Counted: Uber Eats and Uber.")
    }

    @Test func aRowsDetailsShowTheBanksOwnText() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        _ = try c.ledger.imports.importCSV("Date,Description,Amount\n2026-03-11,SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA,-4.75\n")
        _ = c.say("show my last 1 transactions")
        #expect(c.say("the first one").text
                == "Number 1: Wed 11 Mar · $4.75 · Blue Bottle Coffee · Dining. On the statement: SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA")
    }
}

/// A shop named after "at" by a word that is also a category's other name ("lyft" for
/// Transport) is asked about as the shop, though the store has not paid it yet.
@Suite struct ShopSaidAtConversationTests {
    @Test func aKnownShopWithNoPaymentsIsNothingSpentThereNotItsCategory() throws {
        let c = try Conversation(now: "2026-11-23T09:00")
        try c.openAccounts(checking: 1_000_00)
        try c.add("2026-11-05", -25_00, "Uber", "Transport")
        try c.add("2026-11-06", -40_00, "Shell", "Transport")
        #expect(c.say("how much at lyft this month").text.hasPrefix("No payee in your records, on any day, is called “Lyft”"))
        #expect(c.say("how much at uber this month").text.hasPrefix("You spent $25.00 at Uber this month"))
        // Without "at", the word is the category's other name, as it was.
        #expect(c.say("how much did i spend on lyft this month").text.hasPrefix("You spent $65.00 on Transport this month"))
    }
}
