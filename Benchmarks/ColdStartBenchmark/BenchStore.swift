import Foundation

/// A generated store of a given size, and its hledger journal when ledger or hledger is there
/// to read it.
struct BenchStore {
    /// The day every command pretends it is.
    static let now = "2026-03-12"
    /// The seed of every generated store.
    static let seed = "7"

    let transactions: Int
    let path: String
    let journal: String?

    /// The store of `transactions` transactions in `folder`, generated when it is not there yet
    /// (into a file renamed into place once complete, so an interrupted run is never reused).
    static func prepare(transactions: Int, in folder: URL, buddy: String, tools: Tools, timer: ProcessTimer) throws -> BenchStore {
        let fm = FileManager.default
        let path = folder.appendingPathComponent("store-\(transactions).sqlite").path
        if !fm.fileExists(atPath: path) {
            let partial = path + ".partial"
            for suffix in ["", "-wal", "-shm"] { try? fm.removeItem(atPath: partial + suffix) }
            let (milliseconds, status) = try timer.time([buddy, "generate", "--transactions", String(transactions), "--seed", seed,
                                                         "--store", partial, "--now", now])
            guard status == 0 else { throw BenchError("buddy generate --transactions \(transactions) failed (exit status \(status))") }
            for suffix in ["-wal", "-shm"] where fm.fileExists(atPath: partial + suffix) {
                try fm.moveItem(atPath: partial + suffix, toPath: path + suffix)
            }
            try fm.moveItem(atPath: partial, toPath: path)
            print(String(format: "Generated a store of %@ transactions in %.1f s (%.0f transactions/s): %@",
                         grouped(transactions), milliseconds / 1000, Double(transactions) / milliseconds * 1000, path))
        }
        var journal: String?
        if tools.wantJournal {
            let file = folder.appendingPathComponent("store-\(transactions).journal").path
            if !fm.fileExists(atPath: file) {
                let status = try timer.time([buddy, "export", "--format", "hledger", "--output", file, "--store", path, "--now", now]).status
                guard status == 0 else { throw BenchError("buddy export --format hledger failed (exit status \(status))") }
            }
            journal = file
        }
        return BenchStore(transactions: transactions, path: path, journal: journal)
    }
}

/// `n` with thousands separators.
func grouped(_ n: Int) -> String {
    let digits = String(n)
    var result = ""
    for (i, digit) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}
