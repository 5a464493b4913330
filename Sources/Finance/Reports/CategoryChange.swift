import BuddyCore

/// One category's total in a period next to its total in an earlier one.
public struct CategoryChange: Sendable, Equatable {
    /// The top-level category's name.
    public let category: String
    /// The total in the period looked at.
    public let current: Money
    /// The total in the period compared with.
    public let previous: Money

    /// Creates a change.
    public init(category: String, current: Money, previous: Money) {
        self.category = category
        self.current = current
        self.previous = previous
    }

    /// Current minus previous; fails when the store holds an amount out of range.
    public var difference: Money { get throws(MoneyError) { try current - previous } }

    /// The change as a whole percentage of the previous total (nil when that was zero).
    public var percent: Int? { Self.percent(current.minorUnits, of: previous.minorUnits) }

    /// `(value - base) / base` as a whole percentage, rounded half away from zero; nil for a zero
    /// base. Never traps (see ``Percentage``).
    public static func percent(_ value: Int64, of base: Int64) -> Int? {
        Percentage.change(from: base, to: value)
    }
}
