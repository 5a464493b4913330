import Foundation

/// The programs people would use instead of Buddy, where this machine has them.
struct Tools {
    let sqlite3: String?
    let ledger: String?
    let hledger: String?

    /// Looks for each on `PATH`.
    init() {
        sqlite3 = Self.find("sqlite3")
        ledger = Self.find("ledger")
        hledger = Self.find("hledger")
    }

    /// Whether a journal is needed: ledger or hledger is installed.
    var wantJournal: Bool { ledger != nil || hledger != nil }

    private static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// A benchmark that cannot go on, and why.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
