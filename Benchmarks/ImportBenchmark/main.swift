import BuddyCore
import Foundation

/// Imports generated bank statements of 100,000 and 1,000,000 rows (or the sizes given) into a
/// new store with the `buddy` built beside this program, run as a whole process as people run
/// it, then the same file again (every row a duplicate), and prints rows per second and each
/// process's peak memory. When the `sqlite3` shell is installed it times its own `.import` of
/// the same file in the same run, for comparison.
///
///     swift build -c release --product buddy && swift run -c release import-bench [ROWS ...]
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let rowCounts = sizes.isEmpty ? [100_000, 1_000_000] : sizes
let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let buddy = here.appendingPathComponent("buddy").path
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-import-bench-\(getpid())")

/// Nothing outside the bench's folder is read or written: no person's merchants or rules.
let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder.path,
                   "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                   "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                   "XDG_STATE_HOME": folder.appendingPathComponent("state").path]

/// A statement in a common bank shape: quoted descriptions, thousands separators, categories
/// and accounts, about five years of days, with repeated payees.
func writeStatement(rows rowCount: Int, to path: String) throws -> Int {
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
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return text.utf8.count
}

/// One figure line: wall-clock and processor seconds, rows per second by each, and peak
/// memory, aligned.
func report(_ what: String, _ run: ChildRun, rows: Int) {
    print(String(format: "  %@ %6.2f s %8.0f rows/s | cpu %6.2f s %8.0f rows/s | %5.0f MB peak%@",
                 what.padding(toLength: 46, withPad: " ", startingAt: 0), run.seconds, Double(rows) / run.seconds,
                 run.cpuSeconds, Double(rows) / run.cpuSeconds, run.peakMegabytes, run.status == 0 ? "" : " (exit status \(run.status))"))
}

do {
    guard FileManager.default.isExecutableFile(atPath: buddy) else {
        throw SpawnFailed(command: buddy, code: ENOENT)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    for rows in rowCounts {
        let csv = folder.appendingPathComponent("statement-\(rows).csv").path
        let bytes = try writeStatement(rows: rows, to: csv)
        print(String(format: "Statement: %d rows, %.1f MB", rows, Double(bytes) / 1e6))
        let store = folder.appendingPathComponent("buddy-\(rows).sqlite").path
        let errors = folder.appendingPathComponent("errors.txt").path
        let first = try ChildRun.run([buddy, "import", csv, "--store", store], environment: environment, errors: errors)
        report("buddy import, new store", first, rows: rows)
        let again = try ChildRun.run([buddy, "import", csv, "--store", store], environment: environment, errors: errors)
        report("buddy import, same file again (all skipped)", again, rows: rows)
        if first.status != 0 || again.status != 0 {
            print("  buddy said: " + ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""))
        }
        if let shell {
            let plain = folder.appendingPathComponent("plain-\(rows).sqlite").path
            let sqlite = try ChildRun.run([shell, plain, ".import --csv \(csv) statement"], environment: environment)
            report("sqlite3 .import --csv (text, no checks/index)", sqlite, rows: rows)
            print(String(format: "  buddy / sqlite3: %.1f× the time, %.1f× the processor time, %.1f× the memory",
                         first.seconds / sqlite.seconds, first.cpuSeconds / sqlite.cpuSeconds, first.peakMegabytes / sqlite.peakMegabytes))
        } else {
            print("  sqlite3 is not installed: no comparison with its .import")
        }
        for file in [csv, store, store + "-wal", store + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
    }
} catch {
    FileHandle.standardError.write(Data("import-bench: \(error)\n".utf8))
    exit(1)
}
