import BuddyCore
import Finance
import Foundation

/// Imports a generated bank statement of ROWS rows (default 1,000,000) into a new store file,
/// then the same file again (every row a duplicate), and prints rows per second. When the
/// `sqlite3` shell is installed it times its own `.import` of the same file for comparison.
///
///     swift run -c release import-bench [ROWS]
let rowCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-import-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let csvPath = folder.appendingPathComponent("statement.csv").path

/// A statement in a common bank shape: quoted descriptions, thousands separators, categories
/// and accounts, about five years of days, with repeated payees.
func writeStatement() throws -> Int {
    var random = SystemRandomNumberGenerator()
    let payees = ["STARBUCKS STORE 01234", "WHOLEFDS MKT 10234", "Shell Oil 5744", "\"AMAZON, INC\"", "Metro Transit",
                  "Luigi's Pizzeria", "NETFLIX.COM", "City Power & Light", "Acme Payroll", "Corner Bistro"]
    let categories = ["Coffee", "Groceries", "Transport", "Shopping", "Transport", "Dining", "Entertainment", "Utilities", "Salary", "Dining"]
    var text = "Date,Description,Amount,Category,Account\n"
    text.reserveCapacity(rowCount * 60)
    let start = Day(iso: "2021-01-01")!
    for i in 0..<rowCount {
        let p = Int.random(in: 0..<payees.count, using: &random)
        let cents = Int.random(in: 100...250_000, using: &random)
        let amount = p == 8 ? DigitGrouping.grouped(UInt64(cents / 100)) : "-\(cents / 100)"
        let field = amount.contains(",") ? "\"\(amount).\(String(format: "%02d", cents % 100))\"" : "\(amount).\(String(format: "%02d", cents % 100))"
        text += "\(start.adding(days: i * 1826 / rowCount).iso),\(payees[p]),\(field),\(categories[p]),\(i % 3 == 0 ? "Visa" : "Checking")\n"
    }
    try text.write(toFile: csvPath, atomically: true, encoding: .utf8)
    return text.utf8.count
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

do {
    let bytes = try writeStatement()
    print(String(format: "Statement: %d rows, %.1f MB, at %@", rowCount, Double(bytes) / 1e6, csvPath))
    let ledger = try Ledger.open(try AppDatabase.open(path: folder.appendingPathComponent("buddy.sqlite").path))
    var text: StatementText?
    let decode = try seconds { text = try StatementText(path: csvPath) }
    let preview = try seconds { _ = try ledger.imports.preview(text!) }
    print(String(format: "read and decode: %.2f s; detect, read rows and plan (--dry-run): %.2f s", decode, preview))
    var summary: ImportSummary?
    let first = try seconds { summary = try ledger.imports.importCSV(path: csvPath) }
    print(String(format: "buddy import, new store:     %.2f s, %.0f rows/s (%d added)", first, Double(rowCount) / first, summary!.added))
    let again = try seconds { summary = try ledger.imports.importCSV(path: csvPath) }
    print(String(format: "buddy import, same file again: %.2f s, %.0f rows/s (%d duplicates skipped, %d added)",
                 again, Double(rowCount) / again, summary!.duplicatesSkipped, summary!.added))

    let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    if let shell {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = [folder.appendingPathComponent("plain.sqlite").path, ".import --csv \(csvPath) statement"]
        let time = try seconds {
            try process.run()
            process.waitUntilExit()
        }
        print(String(format: "sqlite3 .import --csv (text columns, no checks, no index): %.2f s, %.0f rows/s", time, Double(rowCount) / time))
    } else {
        print("sqlite3 is not installed: no comparison with its .import")
    }
} catch {
    FileHandle.standardError.write(Data("import-bench: \(error)\n".utf8))
    exit(1)
}
