import BuddyCore
import GRDB

/// A day pay comes in, with how much and from where.
public struct Payday: Sendable, Equatable {
    /// How a payday is known.
    public enum Source: Sendable, Equatable {
        /// From recurring income (its next due day and amount).
        case recurring
        /// Guessed from the days past salary came in on.
        case pattern
        /// A recorded income transaction.
        case recorded
    }

    /// The day.
    public let date: Day
    /// How much (for several recurring incomes on one day, their sum).
    public let amount: Money
    /// The recurring income's name or the transaction's description ("Payroll", "Acme Corp Payroll").
    public let name: String
    /// How the payday is known.
    public let source: Source

    /// Creates a payday.
    public init(date: Day, amount: Money, name: String, source: Source) {
        self.date = date
        self.amount = amount
        self.name = name
        self.source = source
    }
}

/// When pay comes in: the next payday, from recurring income or the pattern of past salary,
/// and the last one recorded.
public struct PaydayService: Sendable {
    let ledger: Ledger

    /// The category salary is recorded in.
    static let salaryCategory = "Salary"

    /// The next payday after `today`: the soonest active recurring income (several due that
    /// day are added up), else a guess from the days past salary came in on; nil when neither
    /// says.
    public func next(after today: Day) throws -> Payday? {
        let incomes = try ledger.recurring.active(kind: .income).filter { $0.status == .active && $0.nextDue > today }
        if let soonest = incomes.map(\.nextDue).min() {
            let that = incomes.filter { $0.nextDue == soonest }
            return Payday(date: soonest, amount: try ledger.total(of: that.map(\.money)),
                          name: that.map(\.name).joined(separator: " and "), source: .recurring)
        }
        return try guessed(after: today)
    }

    /// The newest income on or before `today`, salary first: the newest in the Salary category
    /// (or one under it), else the newest income of any kind; nil when there is none.
    public func last(through today: Day) throws -> Payday? {
        let rows = try salaryRows(through: today, limit: 1)
        let row = try rows.first ?? newestIncome(through: today)
        return row.map { Payday(date: $0.date, amount: $0.money, name: $0.description, source: .recorded) }
    }

    /// The next payday after `today` guessed from salary of the last four months: every 7 or
    /// 14 days when the gaps between paydays say so, else the days of the month pay came on.
    func guessed(after today: Day) throws -> Payday? {
        let rows = try salaryRows(through: today, limit: 12).filter { $0.date >= today.adding(months: -4) }
        let days = Array(Set(rows.map(\.date))).sorted()
        guard let latest = rows.first, days.count >= 2 else { return nil }
        let gaps = zip(days, days.dropFirst()).map { $0.days(until: $1) }
        var next: Day?
        for step in [7, 14] where gaps.allSatisfy({ abs($0 - step) <= 1 }) {
            var day = days.last!.adding(days: step)
            while day <= today { day = day.adding(days: step) }
            next = day
        }
        if next == nil {
            // The days of the month salary came on in the two months before the latest payday.
            let recent = days.filter { $0 >= days.last!.adding(months: -2) }
            let monthDays = Set(recent.map { $0.day })
            var day = today.adding(days: 1)
            for _ in 0..<62 where next == nil {
                let lastOfMonth = Day.daysIn(month: day.month, year: day.year)
                if monthDays.contains(day.day) || (day.day == lastOfMonth && monthDays.contains { $0 > lastOfMonth }) { next = day }
                day = day.adding(days: 1)
            }
        }
        return next.map { Payday(date: $0, amount: latest.money, name: latest.description, source: .pattern) }
    }

    /// The newest salary rows on or before `today`, newest first.
    private func salaryRows(through today: Day, limit: Int) throws -> [Transaction] {
        try ledger.database.writer.read { db in
            guard let salary = try Category.filter(Column("profileId") == ledger.profileId && Column("name") == Self.salaryCategory)
                .fetchOne(db) else { return [] }
            let ids = try CategoryService.idsCovered(by: salary.id!, profileId: ledger.profileId, in: db)
            return try Transaction.filter(Transaction.Columns.profileId == ledger.profileId && Transaction.Columns.type == "income"
                                          && ids.contains(Transaction.Columns.categoryId) && Transaction.Columns.date <= today
                                          && Column("currency") == ledger.currency.code)
                .order(Transaction.Columns.date.desc, Column("id").desc).limit(limit).fetchAll(db)
        }
    }

    private func newestIncome(through today: Day) throws -> Transaction? {
        try ledger.database.writer.read { db in
            try Transaction.filter(Transaction.Columns.profileId == ledger.profileId && Transaction.Columns.type == "income"
                                   && Transaction.Columns.date <= today && Column("currency") == ledger.currency.code)
                .order(Transaction.Columns.date.desc, Column("id").desc).fetchOne(db)
        }
    }
}

extension Ledger {
    /// Paydays: the next one and the last one.
    public var paydays: PaydayService { PaydayService(ledger: self) }
}
