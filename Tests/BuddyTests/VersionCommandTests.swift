import Foundation
import Testing
@testable import buddy

/// `buddy --version` prints the one version string, from any command, and nothing else.
@Suite struct VersionCommandTests {
    @Test func versionIsSemanticVersioning() {
        #expect(BuddyVersion.current.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(BuddyVersion.current)")
    }

    @Test(arguments: [["--version"], ["ask", "--version"], ["import", "--version"], ["intents", "check", "--version"]])
    func versionIsPrintedAloneAndExitsZero(arguments: [String]) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout == BuddyVersion.current + "\n")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        // Nothing is opened or created to print it: no store, no history.
        #expect(command.contents() == ["home"], "\(command.contents())")
    }

    @Test func versionIsInTheHelpAndTheUsageOfTheTopLevel() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run("--help")
        #expect(run.status == 0)
        #expect(run.stdout.contains("--version"), "\(run.stdout)")
    }
}
