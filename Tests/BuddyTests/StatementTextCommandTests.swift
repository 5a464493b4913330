import BuddyCore
import Finance
import Foundation
import Testing

/// What a statement's text can do through the command line: contradictory files are refused by
/// `import` and `import --dry-run` alike, and control characters in a file or a store never
/// reach standard output or standard error.
@Suite struct StatementTextCommandTests {
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}"

    /// Whether `text` holds anything a terminal acts on (a line feed aside).
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && ControlCharacters.isControl($0) }
    }

    @Test(arguments: [
        ("date,description,amount,amount\n2026-03-01,Cafe,-4.50,-45.00\n", "the file has two amount columns (3 and 4); keep one and import again"),
        ("Date,Description,Debit,Credit\n2026-03-01,Cafe,4.50,\n2026-03-02,Odd,12.00,3.00\n",
         "line 3 has both Debit (12.00) and Credit (3.00); a row should have one"),
    ])
    func aContradictoryFileIsRefusedByImportAndDryRunAlike(_ csv: String, _ message: String) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try csv.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let store = command.path("buddy.sqlite")
        #expect(try command.run("ask", "balances", "--store", store).status == 0)
        let backup = { try StoreBackup(database: AppDatabase.open(path: store)).backup() }
        let before = try backup()
        for dryRun in [["--dry-run"], []] {
            let run = try command.run(["import", "bank.csv", "--store", store] + dryRun)
            #expect(run.status == 1, "\(dryRun)")
            #expect(run.stdout.isEmpty, "\(dryRun)")
            #expect(run.stderr == "buddy: nothing was imported from bank.csv:\n\(message)\n", "\(dryRun)")
        }
        #expect(try backup() == before)
    }

    @Test func controlCharactersInAFileReachNeitherTheStoreNorTheScreen() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let csv = "date,description,amount,category\n2026-03-01,\"\(Self.hostile)Corner\u{0} Café\",-4.50,\"\u{1B}[1mTreats\"\n"
            + "2026-03-02,Bakery\u{FEFF},-2.00,Food\n"
        try csv.write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        let store = command.path("buddy.sqlite")
        let preview = try command.run("import", "bank.csv", "--dry-run", "--store", store)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains("Corner Café"))
        #expect(!Self.hasControls(preview.stdout), "\(preview.stdout.debugDescription)")
        let json = try command.run("import", "bank.csv", "--dry-run", "--json", "--store", store)
        #expect(!Self.hasControls(json.stdout))
        let imported = try command.run("import", "bank.csv", "--store", store)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("New categories: Treats."), "\(imported.stdout)")
        let ledger = try Ledger.open(AppDatabase.open(path: store))
        #expect(try ledger.transactions.allDetailed().map(\.transaction.description).sorted() == ["Bakery", "Corner Café"])
    }

    @Test func storedControlCharactersAreNotPrintedAndJSONStaysJSON() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let store = command.path("buddy.sqlite")
        // Rows as an older store or a restored backup may hold them.
        let ledger = try Ledger.open(AppDatabase.open(path: store, creatingFolder: true))
        try ledger.transactions.add(NewTransaction(date: Day(iso: "2026-03-10")!, amount: Money(minorUnits: -450, currency: .usd),
                                                   description: Self.hostile + "Corner Café\r\u{08}", category: "Dining",
                                                   notes: "\u{85}note\u{1B}[K"))
        let text = try command.run("ask", "show my last 5 transactions", "--store", store, "--now", "2026-03-12")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Corner Café"))
        #expect(!Self.hasControls(text.stdout), "\(text.stdout.debugDescription)")
        let json = try command.run("ask", "--json", "show my last 5 transactions", "--store", store, "--now", "2026-03-12")
        #expect(!Self.hasControls(json.stdout), "\(json.stdout.debugDescription)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["reply"] as? String)?.contains("Corner Café") == true)
        let scripted = try command.run(["--store", store, "--now", "2026-03-12"],
                                       input: "show my last 5 transactions\nI spent 3 on tea at \u{1B}]0;x\u{07}Kiosk\u{0}\n")
        #expect(!Self.hasControls(scripted.stdout), "\(scripted.stdout.debugDescription)")
        #expect(try ledger.transactions.allDetailed().map(\.transaction.description).contains("Kiosk"))
    }
}
