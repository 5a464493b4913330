import BuddyCore
import Foundation
import Synchronization
import Testing
@testable import Understanding

/// Payees and bills the store has, read from a line's words: by the whole name as people write
/// it, or by its first words when they are the name's alone; never by a word the grammars use.
/// Bills are found by their last words too.
@Suite struct StoredNamesTests {
    static let stored = ["Trader Joe's", "Acme Corp Payroll", "Uber", "Uber Eats", "Transfer to Savings", "Luigi's Pizzeria",
                         "Blue Bottle Coffee", "Blue Apron", "Target", "Whole Foods"]
    static let common: Set<String> = ["transfer", "target", "whole", "food", "coffee", "blue"]
    let names = StoredNames(load: { Self.stored }, isCommon: { Self.common.contains($0) })

    func read(_ line: String) -> [String] {
        let tokens = Normalizer.tokens(line)
        // The longest reading at each place a name starts; a name's own first words are not
        // read again after it.
        var found: [String] = []
        var index = 0
        while index < tokens.count {
            guard let longest = names.names(in: tokens, at: index).first else { index += 1; continue }
            found.append(longest.name)
            index += longest.length
        }
        return found
    }

    /// The same names, found misspelt too; "spent", "food", "gas" and the grammar's words are words.
    static let words: Set<String> = common.union(["spent", "food", "gas", "this", "week", "month", "much", "shop"])
    let forgiving = StoredNames(load: { Self.stored + ["Chipotle", "Shell", "Safeway", "Pho Saigon"] }, isCommon: { Self.common.contains($0) },
                                isWord: { Self.words.contains($0) })

    @Test(arguments: [("chipolte", "Chipotle"), ("safway", "Safeway"), ("traderjoes", "Trader Joe's"), ("wholefoods", "Whole Foods"),
                      ("blue botle", "Blue Bottle Coffee"), ("pho sagon", "Pho Saigon"), ("luigis pizeria", "Luigi's Pizzeria"),
                      ("shel", "Shell"), ("trader joes", "Trader Joe's")])
    func aMisspeltNameIsTheOneItIsClosestTo(_ said: String, _ stored: String) {
        let tokens = Normalizer.tokens(said)
        #expect(forgiving.names(in: tokens, at: 0).first.map { $0.length == tokens.count ? $0.name : "" } == stored, "\(said)")
    }

    @Test func wordsAndNamesTooFarAreNoMisspeltName() {
        // Words in their own right, words too short to tell, names two edits from a short word.
        for said in ["food", "gas", "this week", "shep", "chptl", "costco", "saf"] {
            #expect(forgiving.names(in: Normalizer.tokens(said), at: 0).isEmpty, "\(said)")
        }
        // Found only misspelt: as said, the names are not misspellings.
        #expect(forgiving.misspelling(of: "chipotle") == nil)
        #expect(forgiving.misspelling(of: "chipolte") == "Chipotle")
        // A first word of three letters finds its name only when it is no word and written in capitals.
        #expect(forgiving.names(in: ["pho"], at: 0).isEmpty)
        #expect(names.names(in: ["pho"], at: 0).isEmpty)
        // Without `isWord`, names are found as said only.
        #expect(names.names(in: ["chipolte"], at: 0).isEmpty)
    }

    @Test func wholeNamesAreFoundAsPeopleWriteThem() {
        #expect(read("how much at trader joes") == ["Trader Joe's"])
        #expect(read("luigis pizzeria last night") == ["Luigi's Pizzeria"])
        #expect(read("whole foods this month") == ["Whole Foods"])
        #expect(read("uber eats") == ["Uber Eats"], "the longest name")
        #expect(names.names(in: ["uber", "eats"], at: 0).map(\.name) == ["Uber Eats", "Uber"], "the longest first")
    }

    @Test func aNameIsFoundByItsFirstWordsOnlyWhenTheyAreItsAlone() {
        #expect(read("what did acme pay me") == ["Acme Corp Payroll"])
        #expect(read("acme corp") == ["Acme Corp Payroll"])
        #expect(read("luigis") == ["Luigi's Pizzeria"])
        // "blue" starts two payees and is a word the grammars use.
        #expect(read("blue") == [])
        #expect(read("blue bottle") == ["Blue Bottle Coffee"])
    }

    @Test func wordsTheGrammarsUseNameNoPayeeOnTheirOwn() {
        #expect(read("transfer 50 to savings") == [])
        #expect(read("what is my target") == [])
    }

    @Test func billsAreFoundByTheirLastWordsWhenTheyAreTheirsAlone() {
        let bills = StoredNames(load: { ["Geico Car Insurance", "City Water", "PG&E Gas", "PG&E Electric", "Rent", "Home Insurance"] },
                                isCommon: { _ in false }, byEndings: true)
        func bill(_ line: String, at index: Int) -> String? { bills.names(in: Normalizer.tokens(line), at: index).first?.name }
        #expect(bill("car insurance", at: 0) == "Geico Car Insurance")
        #expect(bill("geico", at: 0) == "Geico Car Insurance")
        #expect(bill("the water bill", at: 1) == "City Water")
        #expect(bill("rent", at: 0) == "Rent")
        #expect(bill("electric", at: 0) == "PG&E Electric")
        // Two bills end in "insurance": the word alone names neither.
        #expect(bill("insurance", at: 0) == nil)
        // Payees are never found by their last words.
        #expect(names.names(in: ["pizzeria"], at: 0).isEmpty)
    }

    @Test func theNamesAreListedOnlyWhenALineFirstNeedsThem() {
        let asked = Mutex(0)
        let lazy = StoredNames(load: { asked.withLock { $0 += 1 }; return ["Chipotle"] }, isCommon: { _ in false })
        #expect(asked.withLock { $0 } == 0)
        #expect(lazy.names(in: ["chipotle"], at: 0).map(\.name) == ["Chipotle"])
        #expect(lazy.names(in: ["chipotle"], at: 0).map(\.name) == ["Chipotle"])
        #expect(asked.withLock { $0 } == 1)
    }

    @Test func aRulesPayeeSlotTakesAStoredPayeeAsItsName() throws {
        let understander = Understander(grammar: try BuiltinGrammar.load())
        let base = BuiltinGrammar.context
        let vocabulary = Vocabulary(categories: base.vocabulary.categoryNames, accounts: base.vocabulary.accountNames,
                                    payees: StoredNames(load: { ["Comcast Internet", "Chipotle", "Netflix"] }, isCommon: { _ in false }))
        let context = UnderstandingContext(today: base.today, vocabulary: vocabulary)
        func understood(_ line: String) -> Match? {
            if case .understood(let match) = understander.understand(line, in: context) { return match }
            return nil
        }
        let total = understood("what did i pay in total to comcast this year")
        #expect(total?.intent == "spending.total")
        #expect(total?.text("merchant") == "Comcast Internet")
        #expect(understood("what about chipotle")?.intent == "followup.merchant")
        #expect(understood("netflix")?.intent == "clarify.payee")
        #expect(understood("netflix")?.text("merchant") == "Netflix")
        // Without such a payee, a lone word is not a payee.
        #expect(understood("zorblax")?.intent != "clarify.payee")
    }
}
