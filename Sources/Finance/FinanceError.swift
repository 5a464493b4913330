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
        /// The store holds an amount beyond the limit, or another value Buddy does not record
        /// (written there by something other than Buddy), so an answer over it cannot be worked out.
        case outOfRange
        /// SQLite found the store file damaged.
        case damaged
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

    /// The store holds an amount out of range: what to say, and what to do about it.
    public static let amountOutOfRange = FinanceError(
        .outOfRange, "the store holds an amount out of range, so this cannot be worked out; "
            + "run `buddy check` to find it, and restore your last backup with `buddy restore FILE --replace`")

    /// The store holds a value Buddy cannot read (a day that does not exist, text where a number
    /// belongs): what to say, and what to do about it.
    public static let valueUnreadable = FinanceError(
        .outOfRange, "the store holds a value Buddy cannot read, so this cannot be worked out; "
            + "run `buddy check` to find it, and restore your last backup with `buddy restore FILE --replace`")

    /// The store file is damaged: what to say, and what to do about it.
    /// A damaged file cannot be written over, so the backup goes into a new file in its place.
    public static let storeDamaged = FinanceError(
        .damaged, "the store is damaged (SQLite cannot read part of it); run `buddy check` to see what is wrong, "
            + "then move the store file (with any -wal and -shm files beside it) aside and restore your last backup "
            + "in its place with `buddy restore FILE`")
}
