import BuddyCore
import Testing
@testable import Understanding

/// Many ways of asking the same thing, one expectation each.
@Suite struct PhrasingTests {
    let understander: Understander

    init() throws {
        understander = Understander(grammar: try BuiltinGrammar.load())
    }

    private func match(_ line: String) -> Match? { BuiltinGrammar.match(line, with: understander) }

    @Test(arguments: [
        "how much did I spend on food last week",
        "How much did I spend on food last week?",
        "how much have I spent on food last week",
        "how much money did I spend on food last week",
        "what did i spend on food last week",
        "last week how much did I spend on food",
        "how much did I spend last week on food",
        "food spending last week",
        "what was my food spending last week",
        "how much went on food last week",
        "hey buddy, how much did I spend on food last week please",
        "show me my spending on food last week",
    ])
    func spendingOnACategoryInAPeriod(_ line: String) throws {
        let m = try #require(match(line), "'\(line)' not understood")
        #expect(m.intent == "spending.total", "\(line)")
        #expect(m.category() == "Food", "\(line)")
        #expect(m.period()?.label == "last week", "\(line)")
    }

    @Test(arguments: [
        ("how much did I spend this month", "this month"),
        ("what did I spend yesterday", "yesterday"),
        ("how much have I spent so far this month", "so far this month"),
        ("total spending this year", "this year"),
        ("how much did we spend today", "today"),
        ("how much did I spend in the past 30 days", "in the past 30 days"),
    ])
    func spendingInAPeriod(_ line: String, _ label: String) throws {
        let m = try #require(match(line), "'\(line)' not understood")
        #expect(m.intent == "spending.total")
        #expect(m.category() == nil)
        #expect(m.period()?.label == label)
    }

    @Test(arguments: ["how much did I spend on eating out this week", "how much did I spend on coffee this week",
                      "how much did i spend on lunch this week"])
    func synonymsLandInTheirCategory(_ line: String) throws {
        #expect(try #require(match(line)).category() == "Dining")
    }

    @Test(arguments: [
        ("how much did I earn last month", "last month"), ("what was my income this year", "this year"),
        ("how much did I get paid this month", "this month"), ("how much money came in last week", "last week"),
    ])
    func incomeInAPeriod(_ line: String, _ label: String) throws {
        let m = try #require(match(line), "'\(line)' not understood")
        #expect(m.intent == "income.total")
        #expect(m.period()?.label == label)
    }

    @Test(arguments: [
        ("I spent 12.50 on lunch yesterday", Int64(1250), "lunch", nil as String?, "yesterday"),
        ("spent $40 on gas at Shell", 4000, "gas", "Shell", nil),
        ("I paid 25 for groceries", 2500, "groceries", nil, nil),
        ("paid twenty bucks for a haircut on monday", 2000, "a haircut", nil, "on Monday"),
        ("add an expense of 9.99 for netflix", 999, "netflix", nil, nil),
        ("i spent 12.50 on lunch at chipotle yesterday", 1250, "lunch", "chipotle", "yesterday"),
    ])
    func addingAnExpenseInOneSentence(_ line: String, _ cents: Int64, _ what: String, _ merchant: String?, _ date: String?) throws {
        let m = try #require(match(line), "'\(line)' not understood")
        #expect(m.intent == "transaction.add_expense", "\(line)")
        #expect(m.amount()?.minorUnits == cents, "\(line)")
        #expect(m.text("what") == what, "\(line)")
        #expect(m.text("merchant") == merchant, "\(line)")
        #expect(m.period("date")?.label == date, "\(line)")
    }

    @Test(arguments: ["got paid 2500 today", "I got paid $2,500 today", "received 50 from mom yesterday", "I earned 300 from freelance work"])
    func addingIncomeInOneSentence(_ line: String) throws {
        #expect(try #require(match(line), "'\(line)' not understood").intent == "transaction.add_income")
    }

    @Test(arguments: [("hello", "greeting"), ("hi there", "greeting"), ("thanks!", "thanks"), ("thank you so much", "thanks"),
                      ("help", "help"), ("what can you do?", "help"), ("and last month?", "followup.period"),
                      ("what about rent?", "followup.category"), ("undo", "transaction.undo")])
    func conversationalLines(_ line: String, _ intent: String) throws {
        #expect(try #require(match(line), "'\(line)' not understood").intent == intent)
    }

    /// Terse lines and questions in words the patterns never list, read by the keyword rules.
    @Test(arguments: [("dining budget 200 a month pls", "budget.set"), ("i want to spend no more than 80 a month on subscriptions", "budget.set"),
                      ("did i spend more in october or november", "spending.compare"),
                      ("how does this week stack up against last week", "spending.compare"),
                      ("whats the cheapest thing i paid for in november", "spending.smallest"),
                      ("what's my average monthly grocery bill", "spending.average"), ("hbo max 15.99 monthly", "bill.add"),
                      ("paid off 400 of the credit card from checking", "transfer.add"), ("edit the uber to 19.40", "transaction.edit"),
                      ("took a cab to the airport, 58 quid", "transaction.add_expense"), ("lunch 14.20 credit card", "transaction.add_expense"),
                      ("40 cashback credited to the visa", "transaction.add_income"), ("and november so far", "followup.period"),
                      ("is it going up in general", "spending.trend"), ("2nd one pls", "followup.pick")])
    func ruleReadings(_ line: String, _ intent: String) throws {
        #expect(try #require(match(line), "'\(line)' not understood").intent == intent, "\(line)")
    }

    @Test func nearMissesSuggestCloseExamples() {
        guard case .notUnderstood(let suggestions) = understander.understand("spend food week", in: BuiltinGrammar.context) else {
            Issue.record("understood a fragment")
            return
        }
        #expect(suggestions.contains("how much did I spend on food last week"))
    }

    @Test func correctionsNeverChangeFreeText() throws {
        // "shops" is one letter from the store's synonym "shoes": only the misspelt category is
        // corrected, and the phrase keeps the words typed.
        let context = UnderstandingContext(
            today: BuiltinGrammar.context.today,
            vocabulary: Vocabulary(categories: ["Dining", "Shopping"], synonyms: ["shoes": "Shopping"]))
        guard case .understood(let m) = understander.understand("call coffee shops dinign", in: context) else {
            Issue.record("not understood")
            return
        }
        #expect(m.intent == "category.add_synonym")
        #expect(m.text("phrase") == "coffee shops")
        #expect(m.category() == "Dining")
        #expect(m.corrections == ["dinign": "dining"])
        // "Foods" is one letter from the category Food, but it is part of a merchant's name here.
        let atMerchant = try #require(match("hey bdudy how much did I sepnd at Whole Foods this week"))
        #expect(atMerchant.text("merchant") == "Whole Foods")
        #expect(atMerchant.corrections == ["bdudy": "buddy", "sepnd": "spend"])
    }
    /// A pattern that reads words as the name of an unknown category gives way to a rule that
    /// knows every one of those words; a name nobody knows stays unknown.
    @Test func wordsTheRulesKnowAreNoUnknownCategory() {
        #expect(match("how much did i spend in total in august")?.intent == "spending.total")
        #expect(match("how much do i spend on groceries per week on average")?.intent == "spending.average")
        #expect(match("how much did i spend on zorblax")?.intent == "spending.unknown_category")
        #expect(match("when is rent due")?.intent == "bill.detail", "a bill's name is no unknown category")
    }

    /// A number that counts, a day of a month or a year is no amount to a rule, so such lines
    /// never record money.
    @Test(arguments: ["top 5 things i spent on", "list the last 5", "ammount spent on subscriptions in 2026"])
    func countsDaysAndYearsAreNoAmounts(_ line: String) {
        #expect(match(line).map { $0.intent.hasPrefix("transaction.add") } != true, "\(line) read as \(String(describing: match(line)?.intent))")
        #expect(match(line) != nil)
    }

    /// An hour of the day is no amount ("at 6 in the morning"); a purchase made this morning still is.
    @Test func hoursAreNoAmounts() {
        #expect(!KeywordMatcher.saysMoney(["6"], before: ["in", "the", "morning"], after: "at"))
        #expect(!KeywordMatcher.saysMoney(["7"], before: ["tonight"], after: "by"))
        #expect(KeywordMatcher.saysMoney(["4"], before: ["this", "morning"], after: "coffee"))
        #expect(!KeywordMatcher.saysMoney(["3"], before: ["ways"], after: "actually"), "a split three ways")
    }

    /// A question asked after a clause of its own, or ending in "yet", is a question.
    @Test func aQuestionWordAnywhereAsks() {
        func asks(_ line: String) -> Bool { LineMood.isQuestion(line, tokens: Normalizer.tokens(line)) }
        #expect(asks("if i have 20,000 yen, how much is that in usd"))
        #expect(asks("500 dollars equals what in pesos"))
        #expect(asks("water bill paid yet"))
        #expect(!asks("add 12 for lunch, what a day"), "a command verb first keeps a command")
        #expect(!asks("coffee 4 this morning"))
        #expect(!asks("bring back what you just undid"), "a command verb first keeps a command")
        #expect(!asks("dont need a shopping budget anymore, delete it"), "a negation first tells")
        #expect(asks("didn't i pay rent"), "an inverted auxiliary with its subject asks")
        #expect(asks("don't i have enough in checking?"))
    }

    /// A list only patterns use claims no words from a rule: "how much money" (the patterns' list
    /// `much`) leaves "money" to the balance rule.
    @Test func aPatternsListHidesNothingFromARule() {
        #expect(match("how much money do i have total")?.intent == "accounts.balance")
    }

    /// A line of several sentences is read by the last one that is about the records.
    @Test func severalSentencesAreReadByTheOneThatAsks() {
        #expect(match("ok whatever. how much is left in my food budget")?.intent == "budget.status")
        #expect(match("thanks! what's my balance")?.intent == "accounts.balance")
        #expect(match("what's my balance? thanks")?.intent == "accounts.balance")
        #expect(match("lunch 12.50. thanks")?.amount() == Money(minorUnits: 1250, currency: .usd), "a decimal point splits nothing")
        #expect(match("my capital one account has a hold; why")?.intent.hasPrefix("followup.") != true,
                "a declined line is never answered by a follow-up of one of its sentences")
    }
}

@Suite struct ImpossibleDateTests {
    let understander = Understander(grammar: try! BuiltinGrammar.load())

    @Test(arguments: [("I spent 5 on lunch on February 30", "February 30"), ("that was April 31", "April 31"),
                      ("how much did I spend on 2/30", "February 30"), ("paid 20 for gas on the 31st of june", "June 31"),
                      ("I spent 9 on feb 29 2027", "February 29 2027")])
    func aDayThatDoesNotExistIsNamed(_ line: String, _ date: String) {
        guard case .understood(let match) = understander.understand(line, in: BuiltinGrammar.context) else {
            Issue.record("not understood")
            return
        }
        #expect(match.intent == "date.impossible")
        #expect(match.text("date") == date)
    }

    @Test(arguments: ["I spent 5 on lunch on February 28", "I spent 9 on feb 29 2028", "how much did I spend on 4/30",
                      "I spent 31 on lunch in June", "paid 30 for the February bill", "I spent 30 february 3"])
    func realDaysAreNotTouched(_ line: String) {
        if case .understood(let match) = understander.understand(line, in: BuiltinGrammar.context) {
            #expect(match.intent != "date.impossible")
        }
    }

}
