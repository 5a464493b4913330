import Finance
import Foundation
import GRDB
import Testing

/// `buddy generate`: a synthetic store of the size asked for, refused over a profile that has
/// records unless told to replace them, and a count out of range refused as a usage error.
@Suite struct GenerateCommandTests {
    /// How many transactions the store at `path` holds.
    static func count(_ path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"transaction\"")! }
    }

    @Test func generatesTheCountAskedForAndAnswersOnIt() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let store = command.path("big.sqlite")
        let run = try command.run("generate", "--transactions", "2500", "--seed", "9", "--store", store, "--now", "2026-03-12")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("2,500 transactions from 2025-06-01 to 2026-03-12 (seed 9)"))
        #expect(try Self.count(store) == 2_500)
        let ask = try command.run("ask", "--store", store, "--now", "2026-03-12", "how much did I spend on transport in February 2026")
        #expect(ask.status == 0, "\(ask.stderr)")
        #expect(ask.stdout.hasPrefix("You spent $"))
    }

    @Test func aProfileWithRecordsIsKeptUnlessReplaced() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        #expect(try command.run("generate", "--transactions", "300", "--store", store, "--now", "2026-03-12").status == 0)
        let again = try command.run("generate", "--transactions", "900", "--store", store, "--now", "2026-03-12")
        #expect(again.status == 1)
        #expect(again.stderr.contains("already has records"))
        #expect(again.stderr.contains("--replace"))
        #expect(try Self.count(store) == 300)
        let replaced = try command.run("generate", "--transactions", "900", "--replace", "--store", store, "--now", "2026-03-12")
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try Self.count(store) == 900)
    }

    @Test(arguments: ["99", "0", "-5", "10000001", "many"])
    func aCountOutOfRangeIsAUsageErrorAndCreatesNothing(count: String) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run("generate", "--transactions", count, "--store", command.path("buddy.sqlite"))
        #expect(run.status == 2)
        #expect(run.stderr.contains("--transactions"))
        #expect(!FileManager.default.fileExists(atPath: command.path("buddy.sqlite")))
    }
}
