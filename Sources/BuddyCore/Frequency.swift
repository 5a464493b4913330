/// How often a recurring payment, income or transfer comes due.
public enum Frequency: String, Sendable, Codable, CaseIterable {
    case once, weekly, biweekly, monthly, quarterly, yearly

    /// The day after `day` when it next comes due, keeping the day of the month `anchorDay`
    /// where the month has it (due on the 31st: 30 April, then 31 May); nil for `once`.
    public func next(after day: Day, anchorDay: Int) -> Day? {
        switch self {
        case .once: return nil
        case .weekly: return day.adding(days: 7)
        case .biweekly: return day.adding(days: 14)
        case .monthly: return Self.anchored(day.adding(months: 1), anchorDay)
        case .quarterly: return Self.anchored(day.adding(months: 3), anchorDay)
        case .yearly: return Self.anchored(day.adding(months: 12), anchorDay)
        }
    }

    /// The day one period before `day` (`day` itself for `once`): where the period that ends on
    /// `day` began.
    public func previous(before day: Day) -> Day {
        switch self {
        case .once: day
        case .weekly: day.adding(days: -7)
        case .biweekly: day.adding(days: -14)
        case .monthly: day.adding(months: -1)
        case .quarterly: day.adding(months: -3)
        case .yearly: day.adding(months: -12)
        }
    }

    private static func anchored(_ day: Day, _ anchorDay: Int) -> Day {
        Day(year: day.year, month: day.month, day: min(anchorDay, Day.daysIn(month: day.month, year: day.year)))!
    }

    /// What an amount paid this often comes to in a year, exactly (a weekly $10 is $520.00);
    /// fails when the product does not fit.
    public func yearlyEquivalent(_ amount: Money) throws(MoneyError) -> Money {
        let times: Int64 = switch self {
        case .once: 0
        case .weekly: 52
        case .biweekly: 26
        case .monthly: 12
        case .quarterly: 4
        case .yearly: 1
        }
        return Money(minorUnits: try amount.minorUnits.checkedMultiplied(by: times), currency: amount.currency)
    }

    /// What an amount paid this often comes to in an average month, rounded to the nearest
    /// minor unit (a weekly $10 is $43.33 a month); fails when the product does not fit.
    public func monthlyEquivalent(_ amount: Money) throws(MoneyError) -> Money {
        let (times, months): (Int64, Int64) = switch self {
        case .once: (0, 1)
        case .weekly: (52, 12)
        case .biweekly: (26, 12)
        case .monthly: (1, 1)
        case .quarterly: (1, 3)
        case .yearly: (1, 12)
        }
        let scaled = try amount.minorUnits.checkedMultiplied(by: times)
        return Money(minorUnits: scaled.dividedRounded(by: months), currency: amount.currency)
    }

    /// The frequency in words: "every month", "every 2 weeks", "once".
    public var phrase: String {
        switch self {
        case .once: "once"
        case .weekly: "every week"
        case .biweekly: "every 2 weeks"
        case .monthly: "every month"
        case .quarterly: "every 3 months"
        case .yearly: "every year"
        }
    }

    /// The frequency as an adjective: "monthly", "every 2 weeks".
    public var adjective: String {
        switch self {
        case .once: "one-off"
        case .biweekly: "every 2 weeks"
        default: rawValue
        }
    }
}
