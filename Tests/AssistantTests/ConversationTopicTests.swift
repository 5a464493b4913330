import BuddyCore
import Finance
import Foundation
import Testing
import Understanding
@testable import Assistant

/// "It" and "that" stand for what the last answered line was about, named with its kind when
/// the name alone would not say.
@Suite struct ConversationTopicTests {
    func topic(_ intent: String, _ slots: [String: SlotValue]) -> ConversationTopic? {
        ConversationTopic(Match(intent: intent, slots: slots, score: 1, pattern: ""))
    }

    @Test func aBudgetGoalOrBillIsNamedWithItsKind() {
        #expect(topic("budget.set", ["category": .category("Dining"), "amount": .text("300")])?.phrase == "Dining budget")
        #expect(topic("goal.contribute", ["name": .text("vacation")])?.phrase == "vacation goal")
        #expect(topic("bill.detail", ["name": .text("internet bill")])?.phrase == "internet bill")
        #expect(topic("iou.person", ["person": .text("jo")])?.phrase == "jo")
        #expect(topic("spending.total", ["period": .text("this month")]) == nil, "a period is no thing to point back at")
    }

    @Test func theFirstPointingWordIsReplaced() {
        let dining = topic("budget.status", ["category": .category("Dining")])!
        #expect(dining.naming(in: "how much do i have left in it") == "how much do i have left in Dining budget")
        #expect(dining.naming(in: "raise That one to 400") == "raise Dining budget to 400")
        #expect(dining.naming(in: "what about items") == nil, "only whole words point")
        #expect(dining.naming(in: "how much is left") == nil)
        // "one" after another name stands for the kind of thing talked about.
        #expect(dining.naming(in: "and remove the transport one") == "and remove the transport budget")
        #expect(topic("iou.person", ["person": .text("jo")])!.naming(in: "and the transport one") == nil, "a person has no kind")
    }

    @Test func aListOfTheSameKindKeepsTheTopic() throws {
        let conversation = try Conversation(now: "2026-03-12")
        _ = conversation.say("always put lyft under transport")
        _ = conversation.say("show my rules")
        let reply = conversation.say("remove that rule")
        #expect(reply.intent == "rules.remove", "\(reply.text)")
        #expect(try conversation.ledger.rules.all().isEmpty, "\(reply.text)")
    }

    @Test func aLineThatNamesNothingIsAboutTheTopicOfItsKind() throws {
        let conversation = try Conversation(now: "2026-03-12")
        _ = try conversation.ledger.goals.add(name: "Vacation", target: Money(minorUnits: 3_000_00, currency: .usd),
                                              deadline: Day(iso: "2026-12-31"), account: nil, today: Day(iso: "2026-03-12")!)
        #expect(conversation.say("put 150 toward the vacation goal").intent == "goal.contribute")
        let reply = conversation.say("how close am i now")
        #expect(reply.intent == "goals.progress", "\(reply.text)")
        #expect(reply.text.contains("$150.00 of $3,000.00"), "\(reply.text)")
    }

    @Test func anAnswerAboutAKindOfThingIsTheTopicByItsKind() throws {
        let payday = try #require(ConversationTopic.kind(of: "income.payday"))
        #expect(payday.naming(in: "how much was the last one") == "how much was the last payday")
        #expect(ConversationTopic.kind(of: "spending.total") == nil)
        let conversation = try Conversation(now: "2026-03-12")
        _ = try conversation.ledger.recurring.add(NewRecurring(name: "Payroll", kind: .income, amount: Money(minorUnits: 2_000_00, currency: .usd),
                                                               frequency: .monthly, firstDue: Day(iso: "2026-03-20")!, category: "Salary"))
        #expect(conversation.say("when's payday").intent == "income.payday")
        #expect(conversation.say("how much was the last one").intent == "income.payday")
    }

    @Test func aConversationReadsItAsTheLastThingTalkedAbout() throws {
        let conversation = try Conversation(now: "2026-03-12")
        _ = conversation.say("set a dining budget of 300")
        let reply = conversation.say("how much do i have left in it")
        #expect(reply.intent == "budget.status")
        #expect(reply.text.contains("Dining budget"))
        // After a line that was not about anything, "it" points at nothing.
        _ = conversation.say("hello")
        #expect(conversation.say("how much do i have left in it").intent != "budget.status")
    }

    @Test func aPointingWordIsNoName() {
        #expect(ConversationTopic.isPointer("it"))
        #expect(ConversationTopic.isPointer(" That "))
        #expect(!ConversationTopic.isPointer("internet"))
    }
}

/// A file named by its folder in words.
@Suite struct NamedFolderTests {
    @Test func aFolderSaidInWordsIsWhereTheNameIs() {
        #expect(Assistant.filePath(in: "it's in downloads, nov.csv")?.typed == "~/Downloads/nov.csv")
        #expect(Assistant.filePath(in: "bank.csv on my desktop")?.typed == "~/Desktop/bank.csv")
        #expect(Assistant.filePath(in: "import nov.csv")?.typed == "nov.csv")
        #expect(Assistant.filePath(in: "import ~/x/nov.csv from downloads")?.typed == "~/x/nov.csv")
    }
}
