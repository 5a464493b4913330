import Foundation
import Testing

/// Option values the command line cannot use are usage errors (exit status 2, the usage on
/// stderr) found before anything is opened or written.
@Suite struct OptionValueTests {
    @Test(arguments: [
        (["ask", "--now", "", "hi"], "--now"),
        (["ask", "--now", "T", "hi"], "--now"),
        (["ask", "--now", "0000-01-01", "hi"], "--now"),
        (["ask", "--now", "2026-03-12T", "hi"], "--now"),
        (["ask", "--now", String(repeating: "9", count: 5000), "hi"], "--now"),
        (["ask", "--store", "", "hi"], "--store"),
        (["ask", "--profile", "", "hi"], "--profile"),
        (["ask", "--profile", "  ", "hi"], "--profile"),
        (["ask", "--theme", "", "hi"], "--theme"),
        (["morning", "--format", "yaml"], "--format"),
        (["export", "--format", ""], "--format"),
        (["import", "bank.csv", "--date-format", ""], "--date-format"),
        (["import", "bank.csv", "--date-format", "YYYY-DD-MM"], "--date-format"),
        (["import", "bank.csv", "--account", ""], "--account"),
        (["demo", "--seed", "99999999999999999999999"], "--seed"),
        (["ask", ""], "question"),
    ])
    func aMalformedOptionValueIsAUsageErrorThatWritesNothing(_ arguments: [String], _ option: String) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let before = command.contents()
        let store = arguments.contains("--store") ? [] : ["--store", command.path("buddy.sqlite")]
        let run = try command.run(arguments + store)
        #expect(!run.signalled, "crashed: \(run.stderr)")
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(option))
        #expect(run.stderr.contains("Usage:"))
        #expect(command.contents() == before)
    }

    @Test func aBadNowInTheEnvironmentIsAUserError() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run("ask", "--store", command.path("buddy.sqlite"), "hi", environment: ["BUDDY_NOW": "0000-13-45"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("BUDDY_NOW: '0000-13-45' is not a date"))
    }
}
