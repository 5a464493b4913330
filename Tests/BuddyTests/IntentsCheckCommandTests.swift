import Foundation
import Testing
@testable import buddy

/// `buddy intents check` passes on the grammars Buddy ships with, whatever the person's store
/// holds: the examples are read against the demo store.
@Suite struct IntentsCheckCommandTests {
    @Test func theBuiltInGrammarsPassTheirOwnCheck() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run("intents", "check")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(" 0 errors"), "\(run.stdout)")
    }
}
