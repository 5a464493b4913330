import Assistant
import Foundation

/// How a command that answers once and exits (`ask`, `morning`) ends, its output written.
enum ProcessEnd {
    /// Closes the store and exits with `status` at once, leaving the assistant (its compiled
    /// grammar, the store's names and the rest) for the system to take back with the process:
    /// freeing it piece by piece costs as much as reading the grammar did.
    static func exit(closing assistant: Assistant, status: Int32) -> Never {
        try? assistant.ledger.database.close()
        fflush(nil)
        Foundation.exit(status)
    }
}
