import Foundation
import Testing

/// `buddy ask` and scripted mode say by their exit status whether an answer failed.
@Suite struct ExitStatusCommandTests {
    @Test func askExitsOneWhenTheAnswerIsAFailure() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        let good = try command.run("ask", "how much did I spend in March", "--store", store, "--now", "2026-03-12")
        #expect(good.status == 0)
        let unknown = try command.run("ask", "what's the weather", "--store", store)
        #expect(unknown.status == 0)
        let failed = try command.run("ask", "import my statement from \(command.path("none.csv"))", "--store", store)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("there is no file \(command.path("none.csv"))"), "\(failed.stdout)")
        let json = try command.run("ask", "--json", "add a category called Dining", "--store", store)
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"failed\":true"), "\(json.stdout)")
    }

    @Test func scriptedModeAnswersEveryLineAndExitsOneWhenAnyFailed() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        let run = try command.run(["--store", store, "--now", "2026-03-12"],
                                  input: "add a category called Dining\nhow much did I spend in March\n")
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stdout)")
        #expect(lines.last?.hasPrefix("You spent $4.50") == true, "\(run.stdout)")
        let fine = try command.run(["--store", store, "--now", "2026-03-12"], input: "how much did I spend in March\n")
        #expect(fine.status == 0)
    }
}
