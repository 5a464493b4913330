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

    /// Current minus previous.
    public var difference: Money { current - previous }

    /// The change as a whole percentage of the previous total (nil when that was zero).
    public var percent: Int? { Self.percent(current.minorUnits, of: previous.minorUnits) }

    /// `(value - base) / base` as a whole percentage, rounded half away from zero; nil for a zero base.
    public static func percent(_ value: Int64, of base: Int64) -> Int? {
        guard base != 0 else { return nil }
        return Int(ReportService.rounded((value - base) * 100, Int(base.magnitude)))
    }
}
