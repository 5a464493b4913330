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
}
