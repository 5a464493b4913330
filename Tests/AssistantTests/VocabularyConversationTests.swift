import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

/// A change to the names Buddy understands (a category, a rename, a merge, a synonym, an
/// account, a person) is understood on the very next line, whoever made it.
@Suite struct VocabularyConversationTests {
    @Test func aNewNameTaughtInConversationIsUnderstoodOnTheNextLine() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        try c.add("2026-03-10", -4_50, "Blue Bottle", "Dining")
        // "call coffee cafes": coffee names Dining, and cafes becomes another name for it.
        let taught = c.say("call coffee cafes")
        #expect(taught.text == "OK: “cafes” now counts as Dining.")
        let asked = c.say("how much did I spend on cafes this month")
        #expect(asked.intent == "spending.total")
        #expect(asked.text == "You spent $4.50 on Dining this month (1 – 31 Mar).")
    }

    /// Changes another writer makes to the store: another `buddy` on the same file, or an import.
    static let changes: [(name: String, change: @Sendable (Ledger) throws -> Void, line: String, intent: String, reply: String)] = [
        ("a synonym", { try $0.categories.addSynonym("cafes", for: "Dining") },
         "how much did I spend on cafes this month", "spending.total", "You spent $4.50 on Dining this month (1 – 31 Mar)."),
        ("a category", { try $0.categories.add(name: "Pets", type: .expense) },
         "how much did I spend on pets this month", "spending.total", "You spent nothing on Pets this month (1 – 31 Mar)."),
        ("a rename", { try $0.categories.rename("Dining", to: "Eating Out") },
         "how much did I spend on eating out this month", "spending.total", "You spent $4.50 on Eating Out this month (1 – 31 Mar)."),
        ("a merge", { _ = try $0.categories.merge("Dining", into: "Travel") },
         "how much did I spend on travel this month", "spending.total", "You spent $4.50 on Travel this month (1 – 31 Mar)."),
        ("an account", { try $0.accounts.add(name: "Emergency", kind: .savings, openingBalance: Money(minorUnits: 500_00, currency: .usd)) },
         "what is my emergency balance", "accounts.balance", "Emergency: $500.00 at the end of today (Thu 12 Mar)."),
        ("a person", { try $0.people.recordDebt("Zed", amount: Money(minorUnits: 12_00, currency: .usd), description: "Lunch", lent: false,
                                                on: Day(iso: "2026-03-11")!) },
         "how much does Zed owe me", "iou.person", "Zed owes you $12.00."),
    ]

    @Test(arguments: changes.indices)
    func aNameChangedByAnotherWriterIsUnderstoodOnTheNextLine(_ index: Int) throws {
        let (name, change, line, intent, reply) = Self.changes[index]
        let c = try Conversation(now: "2026-03-12T09:00")
        try c.add("2026-03-10", -4_50, "Blue Bottle", "Dining")
        // The conversation has read the store's names answering a first line.
        #expect(c.say("how much did I spend on food this month").intent == "spending.total")
        try change(try Ledger.open(c.ledger.database))
        let answer = c.say(line)
        #expect(answer.intent == intent, "\(name)")
        #expect(answer.text.hasPrefix(reply), "\(name): \(answer.text)")
    }

    @Test func aNameAddedThroughAnotherConnectionToTheSameFileIsUnderstood() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("buddy.sqlite").path
        let ledger = try Ledger.open(AppDatabase.open(path: path))
        let assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                      clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        #expect(assistant.respond(to: "how much did I spend on food this month").intent == "spending.total")
        // Another buddy on the same store file, as `buddy ask "call cafes dining"` would be.
        try Ledger.open(AppDatabase.open(path: path)).categories.addSynonym("cafes", for: "Dining")
        let reply = assistant.respond(to: "how much did I spend on cafes this month")
        #expect(reply.text == "You spent nothing on Dining this month (1 – 31 Mar).")
    }
}
