import BuddyCore
import GRDB

/// Monthly spending limits per category. Progress is computed on demand from the transactions.
public struct BudgetService: Sendable {
    let ledger: Ledger

    /// Sets the limit of `category` to `amount` for the month containing `month`, or for every
    /// month when `month` is nil, replacing the limit there was. Returns the category's name.
    @discardableResult
    public func set(_ amount: Money, for category: String, month: Day? = nil) throws -> String {
        try ledger.requireHomeCurrency(amount)
        try ledger.requireWithinLimit(amount)
        if let month { try ledger.requireStorable(month) }
        guard amount.minorUnits > 0 else {
            throw FinanceError(.invalidInput, "a budget must be above zero; to drop one, say “remove my \(category) budget”")
        }
        return try ledger.database.writer.write { db in
            let found = try CategoryService.existing(category, profileId: ledger.profileId, in: db)
            guard found.type == .expense else { throw FinanceError(.invalidInput, "\(found.name) is an income category; budgets limit spending") }
            let key = month.map(Budget.monthKey) ?? Budget.everyMonth
            try Budget.filter(Budget.Columns.profileId == ledger.profileId && Budget.Columns.categoryId == found.id
                              && Budget.Columns.month == key).deleteAll(db)
            var budget = Budget(profileId: ledger.profileId, categoryId: found.id!, month: key, amount: amount.minorUnits)
            try budget.insert(db)
            return found.name
        }
    }

    /// Removes the limit of `category` for the month containing `month` (or the every-month
    /// limit when nil); fails when there is none.
    public func remove(for category: String, month: Day? = nil) throws {
        try ledger.database.writer.write { db in
            let found = try CategoryService.existing(category, profileId: ledger.profileId, in: db)
            let key = month.map(Budget.monthKey) ?? Budget.everyMonth
            let removed = try Budget.filter(Budget.Columns.profileId == ledger.profileId && Budget.Columns.categoryId == found.id
                                            && Budget.Columns.month == key).deleteAll(db)
            guard removed > 0 else { throw FinanceError(.notFound, "\(found.name) has no budget \(month == nil ? "for every month" : "for that month")") }
        }
    }

    /// The status of `category`'s budget in the month containing `day`, seen on `today`; nil
    /// when the category has no budget that month.
    public func status(for category: String, month day: Day, today: Day) throws -> BudgetStatus? {
        let found = try ledger.database.writer.read { db in try CategoryService.existing(category, profileId: ledger.profileId, in: db) }
        return try overview(month: day, today: today).first { $0.category.lowercased() == found.name.lowercased() }
    }

    /// The budget spending on `category` counts against: its own, else the nearest parent's
    /// that has one (Groceries with no budget of its own counts in Food's); nil when none has.
    public func covering(_ category: String, month day: Day, today: Day) throws -> BudgetStatus? {
        let chain = try ledger.database.writer.read { db in
            var names: [String] = []
            var next: Category? = try CategoryService.existing(category, profileId: ledger.profileId, in: db)
            while let current = next, names.count < 16 {
                names.append(current.name.lowercased())
                next = try current.parentId.flatMap { try Category.fetchOne(db, key: $0) }
            }
            return names
        }
        let all = try overview(month: day, today: today)
        for name in chain {
            if let found = all.first(where: { $0.category.lowercased() == name }) { return found }
        }
        return nil
    }

    /// Every budget's status in the month containing `day`, seen on `today`, riskiest first
    /// (over, then on pace to go over, by projected share of the limit).
    public func overview(month day: Day, today: Day) throws -> [BudgetStatus] {
        let month = Period.month(containing: day)
        let countedEnd = month.contains(today) ? today.adding(days: 1) : month.end
        let elapsed = today < month.start ? 0 : month.start.days(until: min(countedEnd, month.end))
        let limits = try ledger.database.writer.read { db in
            // A month's own limit wins over the every-month one.
            try Row.fetchAll(db, sql: """
                SELECT c.id, c.name, b.amount, b.month FROM budget b JOIN category c ON c.id = b.categoryId
                WHERE b.profileId = ? AND b.month IN (?, '')
                ORDER BY c.id, b.month DESC
                """, arguments: [ledger.profileId, Budget.monthKey(day)])
        }
        var seen = Set<Int64>()
        var statuses: [BudgetStatus] = []
        for row in limits {
            let id: Int64 = row["id"]
            guard seen.insert(id).inserted else { continue }
            let category = Category(id: id, profileId: ledger.profileId, name: row["name"], type: .expense, colour: "")
            let spent = elapsed == 0 ? Money.zero(ledger.currency)
                : try ledger.reports.spending(in: Period(start: month.start, end: countedEnd, label: month.label), category: category)
            let projected = try BudgetStatus.projection(spent: spent.minorUnits, elapsed: elapsed, days: month.dayCount)
            statuses.append(try BudgetStatus(category: row["name"], month: month,
                                         limit: Money(minorUnits: try row.amount("amount"), currency: ledger.currency),
                                         spent: spent, projected: Money(minorUnits: projected, currency: ledger.currency),
                                         everyMonth: (row["month"] as String).isEmpty))
        }
        return statuses.sorted { ($0.state, $0.risk, $1.category) > ($1.state, $1.risk, $0.category) }
    }
}
