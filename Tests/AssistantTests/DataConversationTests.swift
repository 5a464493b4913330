import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

@Suite struct DataConversationTests {
    @Test func exportEverythingToAFileWritesABackupThatRestores() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(ledger)
        let assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                      clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        assistant.exportFolder = folder.path
        let reply = assistant.respond(to: "export everything to a file")
        #expect(reply.intent == "data.export")
        let path = folder.appendingPathComponent("budget-buddy-backup-2026-03-12.json").path
        #expect(reply.text.hasSuffix("written to \(path)."))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let copy = try AppDatabase.inMemory()
        _ = try StoreBackup(database: copy).restore(try String(contentsOfFile: path, encoding: .utf8))
        #expect(try Ledger.open(copy).exports.csv() == ledger.exports.csv())
    }

    @Test func aQuotedPathWithSpacesAndATildeAreRead() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                      clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy import \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("My Bank.csv").path
        try "date,description,amount\n2026-03-01,Cafe,-4.50\n".write(toFile: file, atomically: true, encoding: .utf8)
        let reply = assistant.respond(to: "import my statement from \"\(file)\"")
        #expect(reply.intent == "data.import")
        #expect(reply.text.hasPrefix("Imported 1 transaction from \(file)."))
        #expect(try ledger.transactions.count() == 1)
    }

    @Test func aFileGivenOnTheNextLineIsImportedAndWrittenToNoFile() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                      clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("nov.csv").path
        let text = "date,description,amount\n2026-03-01,Cafe,-4.50\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(assistant.respond(to: "import my statement").text.hasPrefix("I can't find a file"))
        let reply = assistant.respond(to: "it's \(file)")
        #expect(reply.intent == "data.import")
        #expect(try ledger.transactions.count() == 1)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text, "the file is read, never written")
        // Only the line right after: a file named later is no answer to it.
        #expect(assistant.respond(to: "import my statement").intent == "data.import")
        _ = assistant.respond(to: "how much did I spend this month")
        #expect(assistant.respond(to: "it's \(file)").intent != "data.import")
    }

    /// An assistant on an empty profile with one expense, and a new folder of its own.
    private static func exporting() throws -> (assistant: Assistant, ledger: Ledger, folder: String) {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-01")!, amount: Money(minorUnits: -450, currency: .usd),
                                                   description: "Cafe", category: "Dining"))
        let assistant = try Assistant(grammar: Grammar.load(directories: [Transcript.intentsFolder]), ledger: ledger,
                                      clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        assistant.exportFolder = folder
        return (assistant, ledger, folder)
    }

    @Test func aFileNamedWithoutAFolderIsWrittenInTheExportFolder() throws {
        let (assistant, _, folder) = try Self.exporting()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = "buddy-test-\(UUID().uuidString).csv"
        let reply = assistant.respond(to: "export my transactions to \(name)")
        #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(reply.text)")
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/" + name), "nothing beside the process")
    }

    @Test(arguments: ["back up to mine.sqlite", "export everything to mine.db", "back it all up into mine.bak"])
    func aNameWithAnyExtensionAfterToIsTheFile(_ line: String) throws {
        let (assistant, _, folder) = try Self.exporting()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = String(line.split(separator: " ").last!)
        let reply = assistant.respond(to: line)
        #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(line) → \(reply.text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [name], "\(line) → \(reply.text)")
    }

    @Test func anExistingFileIsReplacedOnlyAfterAYes() throws {
        let (assistant, _, folder) = try Self.exporting()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/mine.csv"
        try "my own file".write(toFile: path, atomically: false, encoding: .utf8)
        let asked = assistant.respond(to: "export my transactions to \(path)")
        #expect(asked.text == "\(path) already exists. Replace it? (yes or no)")
        #expect(!asked.failed)
        let kept = assistant.respond(to: "no")
        #expect(kept.text == "OK, \(path) was left as it is; nothing was written.")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my own file")
        // Any other line drops the question, and is answered as itself.
        _ = assistant.respond(to: "export my transactions to \(path)")
        let other = assistant.respond(to: "what categories do I have")
        #expect(other.intent == "categories.list")
        #expect(assistant.respond(to: "yes").intent != "data.export")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my own file")
        _ = assistant.respond(to: "export my transactions to \(path)")
        let replaced = assistant.respond(to: "yes")
        #expect(replaced.text == "1 transactions as CSV written to \(path).")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("date,description,amount"))
    }

    @Test func withNoOneToAskAnExistingFileIsLeftUnlessTheRunSaidYes() throws {
        let (assistant, _, folder) = try Self.exporting()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/mine.json"
        try "my own file".write(toFile: path, atomically: false, encoding: .utf8)
        assistant.fileReplacement = .never
        let refused = assistant.respond(to: "back everything up to \(path)")
        #expect(refused.failed)
        #expect(refused.text.hasPrefix("Nothing was written: \(path) already exists."))
        #expect(refused.text.contains("--yes"))
        #expect(assistant.respond(to: "yes").intent != "data.export")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "my own file")
        assistant.fileReplacement = .always
        let replaced = assistant.respond(to: "back everything up to \(path)")
        #expect(!replaced.failed)
        #expect(replaced.text.hasSuffix("written to \(path)."))
        #expect(try String(contentsOfFile: path, encoding: .utf8) != "my own file")
    }

    @Test func theDefaultFileFollowsTheSameRules() throws {
        let (assistant, _, folder) = try Self.exporting()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/budget-buddy-backup-2026-03-12.json"
        #expect(assistant.respond(to: "export everything to a file").text.hasSuffix("written to \(path)."))
        try "changed since".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(assistant.respond(to: "export everything to a file").text == "\(path) already exists. Replace it? (yes or no)")
        _ = assistant.respond(to: "no")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "changed since")
    }

    @Test func aFolderAPipeOrALinkToOneIsNeverWrittenAndTheReplySaysWhy() throws {
        let (assistant, _, folder) = try Self.exporting()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        assistant.fileReplacement = .always
        #expect(mkfifo(folder + "/pipe.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/pipe.json")
        let cases = [(folder, "is a folder"), (folder + "/pipe.json", "is a pipe"), (folder + "/link.json", "is a pipe"),
                     (folder + "/missing/x.json", "the folder \(folder)/missing does not exist")]
        for (path, reason) in cases {
            let reply = assistant.respond(to: "back everything up to \(path)")
            #expect(reply.failed, "\(path)")
            #expect(reply.text.hasPrefix("Nothing was written to \(path): "), "\(reply.text)")
            #expect(reply.text.contains(reason), "\(reply.text)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == folder + "/pipe.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link.json", "pipe.json"])
    }

    @Test func theReplyNamesTheAbsolutePathWritten() throws {
        let (assistant, _, folder) = try Self.exporting()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        let reply = assistant.respond(to: "export my transactions to \(folder)/sub/../x.csv")
        #expect(reply.text == "1 transactions as CSV written to \(folder)/x.csv.")
        #expect(reply.slots["path"] == .text("\(folder)/x.csv"))
        #expect(FileManager.default.fileExists(atPath: folder + "/x.csv"))
    }
}
