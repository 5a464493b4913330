/// Why two amounts could not be added: they are in different currencies, or the sum does not fit.
public struct MoneyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Sendable, Equatable {
        /// The amounts are in different currencies and there are no exchange rates.
        case currencyMismatch
        /// The sum is beyond what an amount can hold.
        case overflow
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

    public var description: String { message }
}
