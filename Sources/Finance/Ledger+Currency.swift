import BuddyCore

/// The one check that an amount a person typed or a file brought in is in the profile's
/// currency: the finance services keep every account, budget, bill, goal and debt in it and
/// have no exchange rates, so a foreign amount is refused before anything is written.
extension Ledger {
    /// `amount`, when it is in the home currency; fails with a sentence otherwise.
    @discardableResult
    public func requireHomeCurrency(_ amount: Money) throws -> Money {
        guard amount.currency != currency else { return amount }
        throw FinanceError(.invalidInput, "this profile keeps its money in \(currency.code) and Buddy has no exchange rates, "
            + "so \(amount.magnitude.decimalString) \(amount.currency.code) cannot be used; say the amount in \(currency.code)")
    }

    /// The total of `amounts` in the home currency; a mismatch becomes a FinanceError, and an
    /// overflow ``FinanceError/amountOutOfRange`` (no amounts within the limit add up past what
    /// an amount holds, so the store must hold one beyond it).
    public func total(of amounts: some Sequence<Money>) throws -> Money {
        do {
            return try Money.total(of: amounts, in: currency)
        } catch where error.code == .overflow {
            throw FinanceError.amountOutOfRange
        } catch {
            throw FinanceError(.invalidInput, error.message)
        }
    }
}
