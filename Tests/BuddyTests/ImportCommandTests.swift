import Foundation
import Testing

/// `buddy import`: a preview creates and changes nothing, and --json prints one object.
@Suite struct ImportCommandTests {
    static let statement = "date,description,amount\n2026-03-01,Corner Café,-4.50\n2026-03-02,Refund,12.00\n2026-03-03,Card check,0.00\n"

    @Test func aDryRunCreatesNoStoreAndNoFolder() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Self.statement.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let before = command.contents()
        for store in [[], ["--store", command.path("buddy.sqlite")], ["--store", command.path("new/buddy.sqlite")]] {
            let run = try command.run(["import", "bank.csv", "--dry-run"] + store)
            #expect(run.status == 0, "\(store): \(run.stderr)")
            #expect(run.stdout.contains("First rows as they would be stored (2 of 2 new)"))
            #expect(command.contents() == before, "\(store)")
        }
    }

    @Test func aDryRunOnAStoreChangesNothingInIt() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Self.statement.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        #expect(try command.run("import", "bank.csv", "--store", command.path("buddy.sqlite")).status == 0)
        let before = command.contents()
        let bytes = FileManager.default.contents(atPath: command.path("buddy.sqlite"))
        for profile in ["default", "Sam"] {
            let run = try command.run("import", "bank.csv", "--dry-run", "--store", command.path("buddy.sqlite"), "--profile", profile)
            #expect(run.status == 0)
            #expect(run.stdout.contains(profile == "Sam" ? "(2 of 2 new)" : "(0 of 2 new)"))
        }
        #expect(command.contents() == before)
        #expect(FileManager.default.contents(atPath: command.path("buddy.sqlite")) == bytes)
    }

    @Test func importWithJSONPrintsOneObjectWithTheSummary() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Self.statement.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let store = command.path("buddy.sqlite")
        for (round, added) in [(1, 2), (2, 0)] {
            let run = try command.run("import", "bank.csv", "--json", "--store", store)
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.count == 1, "round \(round): \(run.stdout)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
            #expect(object["file"] as? String == "bank.csv")
            #expect(object["dryRun"] as? Bool == false)
            #expect(object["rowsRead"] as? Int == 3)
            #expect(object["added"] as? Int == added)
            #expect(object["duplicatesSkipped"] as? Int == 2 - added)
            #expect(object["zeroSkipped"] as? Int == 1)
            #expect(object["categoriesCreated"] as? [String] == [])
        }
    }

    @Test func aDryRunWithJSONPrintsThePreviewAsOneObject() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Self.statement.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let run = try command.run("import", "bank.csv", "--dry-run", "--json", "--store", command.path("buddy.sqlite"))
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
        #expect(object["dryRun"] as? Bool == true)
        #expect(object["wouldAdd"] as? Int == 2)
        #expect(object["zeroLines"] as? [Int] == [4])
        let layout = try #require(object["layout"] as? [String: Any])
        #expect(layout["dateFormat"] as? String == "YYYY-MM-DD")
        #expect(layout["delimiter"] as? String == "comma")
        #expect((layout["columns"] as? [String: String])?["amount"] == "amount")
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows.first?["description"] as? String == "Corner Café")
        #expect(rows.first?["amount"] as? [String: String] == ["value": "-4.50", "currency": "USD"])
        #expect(rows.first?["date"] as? String == "2026-03-01")
        // The merchant list, found beside the source tree, gives a café its category.
        #expect(rows.first?["category"] as? String == "Dining")
        #expect(rows.first?["categorySource"] as? String == "merchants")
        #expect(rows.first?["duplicate"] as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: command.path("buddy.sqlite")))
    }

    @Test func aFailedImportWithJSONIsStillAMessageOnStderr() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try "date,description,amount\n2026-03-01,x,abc\n".write(toFile: command.path("bad.csv"), atomically: true, encoding: .utf8)
        let run = try command.run("import", "bad.csv", "--json", "--store", command.path("buddy.sqlite"))
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("line 2, column 'amount': 'abc' is not an amount"))
    }

    /// The sample checking-account statement beside the finance tests, copied into the run's folder.
    static func sample(into command: BuddyCommand) throws -> String {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FinanceTests/Statements/us-checking-oct-nov.csv")
        try FileManager.default.copyItem(atPath: source.path, toPath: command.path("checking.csv"))
        return "checking.csv"
    }

    @Test func aPreviewSaysHowTheDatesWereDecidedAndWhatTheBalanceSets() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let file = try Self.sample(into: command)
        let store = command.path("buddy.sqlite")
        let run = try command.run("import", file, "--dry-run", "--account", "Checking", "--now", "2026-11-20", "--store", store)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  Dates read as month/day: the other reading puts 3 rows in the future.\n"))
        #expect(run.stdout.contains("  balance ← Balance\n"))
        #expect(run.stdout.contains("Checking will read $2,314.55, the statement's balance on 12 Nov 2026 (line 2); "
            + "its opening balance goes from $0.00 to $1,776.95.\n"))
        let json = try command.run("import", file, "--json", "--account", "Checking", "--now", "2026-11-20", "--store", store)
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["dateFormatReason"] as? String == "dates read as month/day: the other reading puts 3 rows in the future")
        let balance = try #require(object["balance"] as? [String: Any])
        #expect(balance["accounts"] as? String == "one")
        #expect(balance["account"] as? String == "Checking")
        #expect(balance["date"] as? String == "2026-11-12")
        #expect(balance["statementBalance"] as? [String: String] == ["value": "2314.55", "currency": "USD"])
        #expect((balance["openingBalance"] as? [String: [String: String]])?["to"] == ["value": "1776.95", "currency": "USD"])
        #expect(balance["mismatchCount"] as? Int == 0)
        let balances = try command.run("ask", "what's my checking balance", "--now", "2026-11-20", "--store", store)
        #expect(balances.stdout.contains("$2,314.55"))
    }

    @Test func aStatementInAnotherCurrencyIsRefusedWithItsReason() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        // The profile holds records in dollars already.
        try "Date,Description,Amount\n2026-11-01,Coffee,-4.00\n".write(toFile: command.path("first.csv"), atomically: true, encoding: .utf8)
        #expect(try command.run("import", "first.csv", "--store", command.path("buddy.sqlite")).status == 0)
        try "Buchungstag;Empfänger;Betrag (EUR)\n02.11.2026;Bäckerei;-4,80\n".write(toFile: command.path("konto.csv"), atomically: true, encoding: .utf8)
        for preview in [["--dry-run"], []] {
            let run = try command.run(["import", "konto.csv", "--store", command.path("buddy.sqlite")] + preview)
            #expect(run.status == 1)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("this statement's money is in EUR, as the column 'Betrag (EUR)' says."))
        }
    }

    @Test func aNewStoreTakesTheCurrencyOfItsFirstStatement() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try "Buchungstag;Empfänger;Betrag (EUR)\n02.11.2026;Bäckerei;-4,80\n".write(toFile: command.path("konto.csv"), atomically: true, encoding: .utf8)
        let store = command.path("buddy.sqlite")
        let preview = try command.run("import", "konto.csv", "--store", store, "--dry-run", "--now", "2026-11-20")
        #expect(preview.status == 0)
        #expect(preview.stdout.contains("This profile holds no records yet: importing makes it keep its money in EUR, as the statement does."))
        let run = try command.run("import", "konto.csv", "--store", store, "--now", "2026-11-20")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("This profile now keeps its money in EUR, as the statement does."))
        let spent = try command.run("ask", "how much did i spend this month", "--now", "2026-11-20", "--store", store)
        #expect(spent.stdout.contains("€4.80"), "\(spent.stdout)")
    }
}
