import Assistant
import Foundation
import BuddyCore
import Finance
import GRDB
import Testing
import Understanding

/// An amount beyond the limit is refused with a sentence, whatever the line does with it; a store
/// that holds one anyway (written there by something else) never stops the conversation.
@Suite struct AmountLimitConversationTests {
    static let refusal = "That's more than Buddy can record (the limit is $1,000,000,000.00)."

    @Test(arguments: ["I spent 18446744073709552k on lunch", "I spent 1000000000.01 on lunch", "I spent 99999999999999999999 on lunch",
                      "I spent $9,223,372,036,854,775.807 on lunch", "I got paid 2000000000", "set a budget of 2000000000 for food",
                      "add a savings account called Moon with 99999999999999", "transfer 5000000000 from checking to savings",
                      "I want to save 9223372036854775807 for a car by December", "split 92233720368547758m dinner with Alex and Sam",
                      "show transactions over 99999999999999999999 last month", "add netflix 18446744073709552k monthly"])
    func anAmountBeyondTheLimitIsRefusedAndNothingIsWritten(_ line: String) throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        _ = c.say("add a checking account called Checking with 100")
        _ = c.say("add a savings account called Savings with 100")
        let before = try StoreBackup(database: c.ledger.database).backup()
        let reply = c.say(line)
        #expect(reply.text == Self.refusal, "\(line)")
        #expect(try StoreBackup(database: c.ledger.database).backup() == before, "\(line)")
    }

    @Test func theLimitItselfIsRecorded() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        #expect(c.say("I spent 1,000,000,000 on a yacht").text.hasPrefix("Added: $1,000,000,000.00"))
    }

    @Test func anAnswerToHowMuchBeyondTheLimitIsRefusedToo() throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        #expect(c.say("I spent on lunch").text == "How much was it?")
        #expect(c.say("18446744073709552k").text == Self.refusal)
        #expect(try c.ledger.transactions.count() == 0)
    }

    @Test(arguments: ["I spent 5 on lunch 1000000 days ago", "I spent 5 on lunch on 1/1/0000", "I spent 5 on lunch in January 0000",
                      "I spent 5 on lunch 300000 weeks ago", "I got paid 5 on 0000-01-01"])
    func noDayOutsideTheSupportedYearsIsRecorded(_ line: String) throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        _ = c.say(line)
        #expect(try c.ledger.transactions.allDetailed().allSatisfy { Day.supportedYears.contains($0.transaction.date.year) }, "\(line)")
        #expect(try c.ledger.exports.csv().hasPrefix("date,"))
    }

    @Test(arguments: ["how did I do in January 0000", "how much did I spend in 0000", "how much did I spend on 1/1/0000",
                      "how much did I spend since 9999", "how much did I spend 1000000 days ago", "monthly report for December 9999",
                      "how much did I spend between 1/1/1899 and 2/2/1900", "compare January 0000 to February 0000"])
    func aQuestionAboutADayOutsideTheSupportedYearsIsNotAnsweredForIt(_ line: String) throws {
        let c = try Conversation(now: "2026-03-12T09:00")
        let reply = c.say(line)
        for case .period(let period) in reply.slots.values {
            #expect(Day.supportedYears.contains(period.start.year) && Day.supportedYears.contains(period.lastDay.year), "\(line)")
        }
    }

    /// Every example of every intent and the usual follow-ups, on stores holding amounts out of
    /// range: each gets an answer, and no answer is a crash.
    @Test(arguments: ["Int64.max - 1", "Int64.min", "everything"])
    func aStoreHoldingAnAmountOutOfRangeAnswersEveryLine(_ which: String) throws {
        let database = try AppDatabase.inMemory()
        let ledger = try Ledger.open(database)
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(ledger)
        let rows = switch which {
        case "Int64.max - 1":
            """
            INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
                SELECT 1, '2026-03-10', -9223372036854775806, 'USD', 'Bad', 'expense', id, 1 FROM category WHERE name = 'Groceries';
            INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
                SELECT 1, '2026-03-11', -500, 'USD', 'Another', 'expense', id, 1 FROM category WHERE name = 'Groceries';
            """
        case "Int64.min":
            """
            INSERT INTO "transaction" (profileId, date, amount, currency, description, type, categoryId, accountId)
                SELECT 1, '2026-03-11', -9223372036854775808, 'USD', 'Min', 'expense', id, 1 FROM category WHERE name = 'Dining';
            """
        default:
            """
            INSERT INTO "transaction" (profileId, date, amount, currency, description, type, accountId)
                VALUES (1, '2026-03-11', 9223372036854775807, 'USD', 'Max', 'income', 2);
            UPDATE account SET openingBalance = 9223372036854775807 WHERE id = 1;
            UPDATE budget SET amount = 9223372036854775807;
            UPDATE recurring SET amount = 9223372036854775807;
            UPDATE goal SET target = 9223372036854775807;
            INSERT INTO debt (profileId, personId, date, amount, currency, description) SELECT 1, id, '2026-01-01', -9223372036854775808, 'USD', 'x' FROM person;
            """
        }
        try database.writer.write { db in try db.execute(sql: rows) }
        let grammar = try Grammar.load(directories: [Transcript.intentsFolder])
        let assistant = try Assistant(grammar: grammar, ledger: ledger, clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-range-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        assistant.exportFolder = folder.path
        let lines = grammar.intents.flatMap(\.examples).filter { !$0.contains("~/") && !$0.contains("/tmp") } + FuzzLines.followUps
        var outOfRange = 0
        for line in lines {
            let reply = assistant.respond(to: line)
            #expect(!reply.text.isEmpty, "\(line)")
            #expect(!reply.text.hasPrefix("Something went wrong"), "\(line): \(reply.text)")
            if reply.text.contains("the store holds an amount out of range") {
                #expect(reply.text.contains("`buddy check`"))
                outOfRange += 1
            }
        }
        #expect(outOfRange > 0)
        #expect(assistant.storeProblem?.code == .outOfRange)
    }
}
