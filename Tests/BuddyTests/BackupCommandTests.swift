import BuddyCore
import Finance
import Foundation
import Testing

/// `buddy backup` holds the profile it is run for, unless asked for every profile; each kind
/// restores and backs up again to the same bytes.
@Suite struct BackupCommandTests {
    /// A store with the demo in the default profile and one row in "Sam".
    static func twoProfiles(at path: String) throws {
        let database = try AppDatabase.open(path: path)
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(Ledger.open(database))
        try Ledger.open(database, profile: "Sam").transactions.add(
            NewTransaction(date: Day(iso: "2026-03-01")!, amount: Money(minorUnits: -4_20, currency: .usd), description: "Sam's coffee"))
        try database.writer.close()
    }

    @Test func aBackupHoldsOneProfileUnlessAskedForAll() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        try Self.twoProfiles(at: store)
        let mine = try command.run("backup", "--store", store, "default.json")
        #expect(mine.status == 0, "\(mine.stderr)")
        #expect(mine.stdout == "Backed up the profile default in \(store) to \(command.path("default.json")).\n")
        let sams = try command.run("backup", "--store", store, "--profile", "Sam", "sam.json")
        #expect(sams.status == 0)
        let all = try command.run("backup", "--store", store, "--all-profiles", "all.json")
        #expect(all.stdout == "Backed up every profile in \(store) to \(command.path("all.json")).\n")
        let text = { (name: String) in (try? String(contentsOfFile: command.path(name), encoding: .utf8)) ?? "" }
        #expect(!text("default.json").contains("Sam's coffee") && text("default.json").contains("Whole Foods"))
        #expect(text("sam.json").contains("Sam's coffee") && !text("sam.json").contains("Whole Foods"))
        #expect(text("all.json").contains("Sam's coffee") && text("all.json").contains("Whole Foods"))
        let nobody = try command.run("backup", "--store", store, "--profile", "Nobody", "nobody.json")
        #expect(nobody.status == 1)
        #expect(nobody.stderr.contains("there is no profile called Nobody to back up; the profiles are default, Sam"))
        #expect(!FileManager.default.fileExists(atPath: command.path("nobody.json")))
    }

    @Test func eachBackupRestoresAndBacksUpToTheSameBytes() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        try Self.twoProfiles(at: store)
        for (name, options) in [("default", [String]()), ("sam", ["--profile", "Sam"]), ("all", ["--all-profiles"])] {
            #expect(try command.run(["backup", "--store", store, "\(name).json"] + options).status == 0)
            let copy = command.path("\(name)-copy.sqlite")
            let restore = try command.run(["restore", "--store", copy, "\(name).json"])
            #expect(restore.status == 0, "\(name): \(restore.stderr)")
            #expect(try command.run(["backup", "--store", copy, "\(name)-again.json"] + options).status == 0)
            #expect(FileManager.default.contents(atPath: command.path("\(name).json"))
                    == FileManager.default.contents(atPath: command.path("\(name)-again.json")), "\(name)")
            // Over a store that holds data, only with --replace.
            #expect(try command.run(["restore", "--store", store, "\(name).json"]).status == 1)
            #expect(try command.run(["restore", "--store", store, "--replace", "\(name).json"]).status == 0)
        }
        // Replacing with Sam's backup left the default profile as it was.
        let ask = try command.run("ask", "--store", store, "--now", "2026-03-12", "show my last 3 transactions")
        #expect(ask.stdout.contains("The newest 3 of "))
    }
}
