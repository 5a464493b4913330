import Foundation
import Testing

/// `buddy export` as people run it: the built executable, its exit status and what it prints.
@Suite struct ExportCommandTests {
    @Test func theHelpSaysWhatTheCSVKeepsAndPointsToBackupForEverythingElse() throws {
        let run = try Executable.run(["export", "--help"])
        #expect(run.status == 0)
        let help = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("CSV has one row per transaction: date, description, amount, currency, category, account and notes."))
        #expect(help.contains("reads it back into an empty store as the same transactions"))
        for missing in ["opening balances", "what they owe", "budgets", "bills", "goals", "settings", "import rules"] {
            #expect(help.contains(missing), "the help does not say the CSV leaves out \(missing)")
        }
        #expect(help.contains("use `buddy backup FILE` and `buddy restore FILE`"))
        #expect(!help.contains("same store"))
    }
}
