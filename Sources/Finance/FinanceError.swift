import GRDB

/// What went wrong in the finance layer, with a message a person can act on.
public struct FinanceError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The kind of failure.
    public enum Code: String, Sendable {
        /// The store file could not be created or opened.
        case storeUnavailable
        /// The input (a file, an amount, a name) is not valid; nothing was written.
        case invalidInput
        /// A named thing (category, account, transaction) does not exist.
        case notFound
        /// The request conflicts with what is in the store.
        case conflict
    }

    /// The kind of failure.
    public let code: Code
    /// A sentence saying what happened and, where it helps, what to do.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    /// Any error as one short sentence for a person: a ``FinanceError``'s message, SQLite's own
    /// words for a database error ("database is locked"), else the error's description.
    public static func describing(_ error: any Error) -> String {
        switch error {
        case let error as FinanceError: return error.message
        case let error as DatabaseError: return error.message ?? "\(error.resultCode)"
        default: return Excerpt.of("\(error)", limit: 200)
        }
    }
}
