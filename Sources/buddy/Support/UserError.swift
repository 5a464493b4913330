import Finance
import Understanding

/// A failure the person can fix: printed as one message on stderr, exit status 1.
struct UserError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    init(_ error: FinanceError) {
        message = error.message
    }

    init(_ error: GrammarError) {
        message = "grammar error: \(error)"
    }
}
