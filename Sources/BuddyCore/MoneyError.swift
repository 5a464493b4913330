/// Why arithmetic on amounts failed: different currencies, a result that does not fit, or an
/// amount beyond the limit Buddy records.
public struct MoneyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Sendable, Equatable {
        /// The amounts are in different currencies and there are no exchange rates.
        case currencyMismatch
        /// The result is beyond what an amount can hold.
        case overflow
        /// One amount is larger than ``Money/maximumMinorUnits``.
        case beyondLimit
    }

    /// What went wrong.
    public let code: Code
    /// A sentence for people.
    public let message: String

    /// Creates an error.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// A sum, difference or product of amounts that does not fit.
    public static let overflow = MoneyError(code: .overflow, message: "the total is too large to show")

    public var description: String { message }
}
