import Foundation
import Testing

/// The person's own merchant file, as `buddy` reads it: what it adds wins, and a mistake stops
/// the command with the file and the line.
@Suite struct MerchantFileCommandTests {
    static let statement = "date,description,amount\n2026-03-01,SQ *BLUE BOTTLE COFFE 0423 SAN FRANCISCO CA,-5.25\n"

    /// Writes `text` as the person's `merchants.txt` and returns its path.
    func own(_ text: String, in command: BuddyCommand) throws -> String {
        let folder = command.environment["XDG_CONFIG_HOME"]! + "/budget-buddy"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/merchants.txt", atomically: true, encoding: .utf8)
        return folder + "/merchants.txt"
    }

    @Test func thePersonsOwnLinesWin() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Self.statement.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let before = try command.run("import", "bank.csv", "--dry-run", "--json", "--store", command.path("buddy.sqlite"))
        #expect(before.stdout.contains("\"category\":\"Dining\",\"categorySource\":\"merchants\""), "\(before.stderr)")
        #expect(before.stdout.contains("\"description\":\"Blue Bottle Coffee\""))
        _ = try own("[Shopping]\nBlue Bottle Beans = blue bottle\n", in: command)
        let after = try command.run("import", "bank.csv", "--dry-run", "--json", "--store", command.path("buddy.sqlite"))
        #expect(after.stdout.contains("\"category\":\"Shopping\",\"categorySource\":\"merchants\""), "\(after.stderr)")
        #expect(after.stdout.contains("\"description\":\"Blue Bottle Beans\""))
    }

    @Test func aMistakeStopsTheCommandNamingTheFileAndLine() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Self.statement.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let path = try own("# mine\n[Dining]\nkeyword: espresso\n", in: command)
        let run = try command.run("import", "bank.csv", "--store", command.path("buddy.sqlite"))
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(path):3: 'keyword:' is not one of keywords:, people:, purposes:, refunds:, prefixes:, places:, tails:, codes:, forms:, regions:, words:, abbreviations:"))
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: command.path("buddy.sqlite")))
        let asked = try command.run("ask", "how much did I spend this month", "--store", command.path("buddy.sqlite"))
        #expect(asked.status == 1)
        #expect(asked.stderr.contains("\(path):3:"))
    }
}
