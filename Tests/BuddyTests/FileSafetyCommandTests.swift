import Foundation
import Testing

/// The command line never replaces a file unasked, never writes to anything but an ordinary
/// file, and reads only ordinary files.
@Suite struct FileSafetyCommandTests {
    private static func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func exportAndBackupReplaceAnExistingFileOnlyWithYes() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        let mine = command.path("mine.txt")
        for arguments in [["export", "--output", mine], ["backup", mine]] {
            try "my own file".write(toFile: mine, atomically: false, encoding: .utf8)
            let refused = try command.run(arguments + ["--store", store])
            #expect(refused.status == 1, "\(arguments)")
            #expect(refused.stderr.contains("\(mine) already exists; nothing was written. Add --yes to replace it"), "\(refused.stderr)")
            #expect(Self.text(mine) == "my own file")
            let replaced = try command.run(arguments + ["--store", store, "--yes"])
            #expect(replaced.status == 0, "\(replaced.stderr)")
            #expect(replaced.stdout.contains("to \(mine)."), "\(replaced.stdout)")
            #expect(Self.text(mine) != "my own file")
            let mode = (try FileManager.default.attributesOfItem(atPath: mine)[.posixPermissions] as? NSNumber)?.intValue
            #expect(mode == 0o600)
        }
    }

    @Test func exportAndBackupNeverWriteToAFolderPipeOrLinkToADevice() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        let fm = FileManager.default
        try fm.createDirectory(atPath: command.path("dir"), withIntermediateDirectories: false)
        #expect(mkfifo(command.path("pipe"), 0o600) == 0)
        try fm.createSymbolicLink(atPath: command.path("null"), withDestinationPath: "/dev/null")
        for target in ["dir", "pipe", "null", "no-such-folder/x.json"] {
            for arguments in [["export", "--output", command.path(target)], ["backup", command.path(target)]] {
                let run = try command.run(arguments + ["--store", store, "--yes"])
                #expect(run.status == 1, "\(arguments)")
                #expect(run.stderr.hasPrefix("buddy: nothing was written: "), "\(run.stderr)")
            }
        }
        #expect(try fm.destinationOfSymbolicLink(atPath: command.path("null")) == "/dev/null")
        #expect(try fm.contentsOfDirectory(atPath: command.path("dir")).isEmpty)
        #expect(!fm.fileExists(atPath: command.path("no-such-folder")))
    }

    @Test func scriptedModeAndAskLeaveAnExistingFileUnlessGivenYes() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        let mine = command.path("mine.json")
        try "my own file".write(toFile: mine, atomically: false, encoding: .utf8)
        let line = "back everything up to \(mine)"
        let scripted = try command.run(["--store", store], input: line + "\nyes\n")
        #expect(scripted.status == 1)
        #expect(scripted.stdout.contains("Nothing was written: \(mine) already exists."), "\(scripted.stdout)")
        let asked = try command.run("ask", line, "--store", store)
        #expect(asked.status == 1)
        #expect(Self.text(mine) == "my own file")
        let replaced = try command.run(["--store", store, "--yes"], input: line + "\n")
        #expect(replaced.status == 0, "\(replaced.stdout)")
        #expect(replaced.stdout.contains("written to \(mine)."))
        #expect(Self.text(mine) != "my own file")
    }

    @Test func importRestoreAndRulesReadOnlyOrdinaryFiles() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        #expect(mkfifo(command.path("pipe"), 0o600) == 0)
        let runs: [[String]] = [["import", "/proc/self/environ"], ["import", "pipe"], ["import", "."],
                                ["import", "bank.csv", "--rules", "pipe"], ["import", "bank.csv", "--rules", "/proc/self/environ"],
                                ["restore", "pipe"], ["restore", "/proc/self/environ"], ["import", "bank.csv", "--dry-run", "--rules", "."]]
        for arguments in runs {
            let run = try command.run(arguments + ["--store", store])
            #expect(run.status == 1, "\(arguments): \(run.stdout)")
            #expect(!run.signalled)
            #expect(!run.stderr.contains("PATH="), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("HOME="), "\(arguments): \(run.stderr)")
        }
    }

    @Test func aCommandThatFailsOrOnlyReadsCreatesNoStore() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try "Date,Description,Amount\n2026-03-01,Cafe,-4.50\n2026-03-02,Shop,-12.5O\n"
            .write(toFile: command.path("cut.csv"), atomically: true, encoding: .utf8)
        try "just some words\n".write(toFile: command.path("notes.csv"), atomically: true, encoding: .utf8)
        let store = command.path("new.sqlite")
        try "{\"not\": \"a backup\"}".write(toFile: command.path("bad.json"), atomically: true, encoding: .utf8)
        let runs: [([String], Int32)] = [(["import", "cut.csv"], 1), (["import", "notes.csv"], 1),
                                         (["import", "cut.csv", "--dry-run"], 1), (["backup", "b.json"], 1),
                                         (["export"], 0), (["export", "--format", "json"], 0), (["restore", "bad.json"], 1)]
        for (arguments, status) in runs {
            let run = try command.run(arguments + ["--store", store])
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: store), "\(arguments) created the store")
            #expect(!FileManager.default.fileExists(atPath: command.path("b.json")), "\(arguments)")
        }
        let imported = try command.run(["import", "notes.csv", "--store", store])
        #expect(imported.stderr.contains("nothing was imported from notes.csv"))
        try "Date,Description,Amount\n2026-03-01,Cafe,-4.50\n".write(toFile: command.path("ok.csv"), atomically: true, encoding: .utf8)
        let good = try command.run(["import", "ok.csv", "--store", store])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileManager.default.fileExists(atPath: store))
    }

    @Test func anExportOrBackupNeverReplacesTheStoreOrAnyDatabase() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: command.path("link.sqlite"), withDestinationPath: store)
        let before = try #require(fm.contents(atPath: store))
        let runs: [[String]] = [["export", "--output", store], ["export", "--format", "json", "--output", command.path("link.sqlite")],
                                ["backup", store], ["backup", command.path("link.sqlite")]]
        for arguments in runs {
            let run = try command.run(arguments + ["--store", store, "--yes"])
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr.contains("is a database"), "\(arguments): \(run.stderr)")
        }
        let conversation = try command.run(["--store", store, "--yes"], input: "export my transactions to \(store)\n")
        #expect(conversation.stdout.contains("is a database"), "\(conversation.stdout)")
        #expect(fm.contents(atPath: store) == before)
        #expect(try command.run(["check", "--store", store]).status == 0)
    }

    @Test func aStoreIsNeverADeviceAPipeOrALinkToNothing() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let fm = FileManager.default
        #expect(mkfifo(command.path("pipe"), 0o600) == 0)
        try fm.createSymbolicLink(atPath: command.path("dangling.sqlite"), withDestinationPath: command.path("gone/target.sqlite"))
        for store in [command.path("pipe"), command.path("dangling.sqlite")] {
            for arguments in [["ask", "how much did I spend"], ["check"], ["export"]] {
                let run = try command.run(arguments + ["--store", store])
                #expect(run.status == 1, "\(arguments) \(store): \(run.stdout)")
                #expect(run.stderr.contains("it was left as it is"), "\(arguments) \(store): \(run.stderr)")
            }
        }
        let link = try fm.attributesOfItem(atPath: command.path("dangling.sqlite"))[.type] as? FileAttributeType
        #expect(link == .typeSymbolicLink)
    }

    @Test func aTildeIsTheHomeFolderTheShellHas() throws {
        let (command, store) = try BuddyCommand.withStatementStore()
        defer { command.removeFolder() }
        let run = try command.run(["export", "--output", "~/mine.csv", "--store", store])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: command.path("home/mine.csv")), "\(run.stdout)")
    }
}

