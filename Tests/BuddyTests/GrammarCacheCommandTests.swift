import Foundation
import Testing

/// The compiled grammar kept in the cache folder: written by the first run, read by the next,
/// compiled again when a grammar file changes, and never in the way when it cannot be kept.
@Suite struct GrammarCacheCommandTests {
    /// A command whose cache folder is in its own folder, and the cache file's path.
    private func command() throws -> (BuddyCommand, String) {
        var command = try BuddyCommand()
        command.environment["XDG_CACHE_HOME"] = command.path("cache")
        return (command, command.path("cache/budget-buddy/grammar.cache"))
    }

    @Test func theFirstRunKeepsTheGrammarAndTheNextAnswersTheSame() throws {
        let (command, cache) = try command()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        let first = try command.run("ask", "hi", "--store", store, "--now", "2026-03-12")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FileManager.default.fileExists(atPath: cache))
        let written = try FileManager.default.attributesOfItem(atPath: cache)[.modificationDate] as? Date
        let second = try command.run("ask", "hi", "--store", store, "--now", "2026-03-12")
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout)
        // Read, not written again.
        #expect(try FileManager.default.attributesOfItem(atPath: cache)[.modificationDate] as? Date == written)
    }

    @Test func aGrammarFileOfTheirOwnIsReadOnTheNextRun() throws {
        let (command, _) = try command()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        #expect(try command.run("ask", "hi", "--store", store, "--now", "2026-03-12").status == 0)
        let intents = command.path("config/budget-buddy/intents")
        try FileManager.default.createDirectory(atPath: intents, withIntermediateDirectories: true)
        try "intent cheer\n  example: cheer me up\n  pattern: cheer me up\n  reply: You're doing great.\n"
            .write(toFile: intents + "/cheer.intents", atomically: true, encoding: .utf8)
        let cheered = try command.run("ask", "cheer me up", "--store", store, "--now", "2026-03-12")
        #expect(cheered.stdout == "You're doing great.\n", "\(cheered.stdout)\(cheered.stderr)")
    }

    @Test func aCacheFolderThatCannotBeMadeDoesNotStopAnAnswer() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try Data("a file, not a folder".utf8).write(to: URL(fileURLWithPath: command.path("cache")))
        let environment = ["XDG_CACHE_HOME": command.path("cache/inside")]
        for _ in 0..<2 {
            let run = try command.run(["ask", "how much did I spend this month", "--store", command.path("buddy.sqlite"),
                                       "--now", "2026-03-12"], environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.hasPrefix("You spent nothing this month"), "\(run.stdout)")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
        }
    }

    @Test func aDamagedCacheFileIsWrittenAgain() throws {
        let (command, cache) = try command()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        let first = try command.run("ask", "hi", "--store", store, "--now", "2026-03-12")
        let whole = try Data(contentsOf: URL(fileURLWithPath: cache))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cache))
        let again = try command.run("ask", "hi", "--store", store, "--now", "2026-03-12")
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache)).count == whole.count)
    }
}
