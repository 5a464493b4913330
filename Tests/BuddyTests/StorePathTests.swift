import Foundation
import Testing

/// Where the store may be: a path in a folder that does not exist is an error (but for the
/// default folder, which is created), and a file that is not Buddy's is refused untouched.
@Suite struct StorePathTests {
    @Test func aStoreInAFolderThatDoesNotExistIsAnErrorNamingTheFolder() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let folder = command.path("no/such/dir")
        let run = try command.run("ask", "--store", folder + "/x.sqlite", "how much did I spend")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("the folder \(folder) does not exist"))
        #expect(!FileManager.default.fileExists(atPath: command.path("no")))
    }

    @Test func theDefaultStoreFolderIsCreated() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let data = command.path("new-data-home")
        let run = try command.run("ask", "what categories do I have", environment: ["XDG_DATA_HOME": data])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: data + "/budget-buddy/buddy.sqlite"))
        let mode = try FileManager.default.attributesOfItem(atPath: data + "/budget-buddy")[.posixPermissions] as? Int
        #expect(mode == 0o700)
    }

    @Test func anotherProgramsDatabaseIsRefusedWithExitStatusOne() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try "just some notes\n".write(toFile: command.path("notes.txt"), atomically: true, encoding: .utf8)
        let run = try command.run("ask", "--store", command.path("notes.txt"), "hi")
        #expect(run.status == 1)
        #expect(run.stderr.contains("is not a Buddy store"))
        #expect(try String(contentsOfFile: command.path("notes.txt"), encoding: .utf8) == "just some notes\n")
    }
}
