import BuddyCore
import GRDB

extension FinanceError {
    /// The sentence for a failure that comes from the store's contents rather than from what
    /// was asked: a damaged file (SQLite's `SQLITE_CORRUPT` or `SQLITE_NOTADB`), or an amount
    /// out of range (a sum SQLite or Buddy cannot hold). Nil for any other error, which keeps
    /// its own message.
    public init?(explaining error: any Error) {
        switch error {
        case let error as FinanceError where error.code == .outOfRange || error.code == .damaged:
            self = error
        case let error as MoneyError where error.code == .overflow:
            self = .amountOutOfRange
        case is RowDecodingError:
            self = .valueUnreadable
        case let error as DatabaseError:
            if Self.isDamage(error) {
                self = .storeDamaged
            } else if error.resultCode == .SQLITE_ERROR, error.message?.contains("integer overflow") == true {
                self = .amountOutOfRange
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether SQLite reported the file damaged or not a database.
    static func isDamage(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
    }
}
