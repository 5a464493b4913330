import BuddyCore

/// What a line says to name one past transaction: its payee's words, a category by its own
/// name, a day and an amount, each if said ("the 22 parking thing", "tuesday's safeway", "the
/// duplicate whole foods charge from monday").
public struct TransactionReference: Sendable, Equatable {
    /// The words that name the transaction's payee ("amazon", "whole foods"), if any.
    public let payee: String?
    /// The category it names instead of a payee ("rent was 1850"), if any.
    public let category: String?
    /// The day it names ("tuesday's", "from monday"), if any.
    public let date: Period?
    /// The amount it names ("the 40 dollar one"), if any.
    public let amount: Money?

    public init(payee: String?, category: String?, date: Period?, amount: Money?) {
        self.payee = payee
        self.category = category
        self.date = date
        self.amount = amount
    }
}
