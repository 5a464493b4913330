@preconcurrency import Glibc
import Assistant
import Foundation

/// How a command that answers once and exits (`ask`, `morning`) ends, its output written.
enum ProcessEnd {
    /// Standard output's stream, read once (the C global is not safe to share across threads).
    nonisolated(unsafe) private static let standardOutput = Glibc.stdout

    /// Closes the store and exits with `status` at once, leaving the assistant (its compiled
    /// grammar, the store's names and the rest) for the system to take back with the process:
    /// freeing it piece by piece costs as much as reading the grammar did.
    static func exit(closing assistant: Assistant, status: Int32) -> Never {
        try? assistant.ledger.database.close()
        requireOutputWritten()
        Foundation.exit(status)
    }

    /// Writes out what is left of standard output, and exits 1 saying so when it could not all
    /// be written (a full disk, a closed pipe): a backup or export piped to a file is never
    /// taken for whole when it was cut short.
    static func requireOutputWritten() {
        // Every stream is flushed: fflush fails when any could not be written out, and a write
        // that failed before (a large print goes straight out) left the stream's error flag.
        let flushed = fflush(nil) == 0
        let reason = errno
        guard flushed, ferror(standardOutput) == 0 else {
            FileHandle.standardError.write(Data("buddy: the output could not all be written (\(String(cString: strerror(reason))))\n".utf8))
            Foundation.exit(1)
        }
    }
}
