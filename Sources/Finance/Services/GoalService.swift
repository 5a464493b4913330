import BuddyCore
import GRDB

/// How a savings goal stands on a day.
public struct GoalProgress: Sendable, Equatable {
    /// The goal.
    public let goal: Goal
    /// Put aside so far.
    public let saved: Money
    /// The target.
    public let target: Money
    /// What is left to put aside (zero once reached).
    public let remaining: Money
    /// Whole months from today to the deadline, counting a started month (nil without a deadline;
    /// zero when the deadline has passed).
    public let monthsLeft: Int?
    /// What to put aside each month to reach the target by the deadline (nil without one; the
    /// whole remainder when the deadline has passed or is this month).
    public let monthlyNeeded: Money?
    /// Saved as a whole percentage of the target, rounded down (at most 100).
    public var percent: Int {
        guard target.minorUnits > 0 else { return 0 }
        let (scaled, overflow) = saved.minorUnits.multipliedReportingOverflow(by: 100)
        return min(100, overflow ? Percentage.of(saved.minorUnits, target.minorUnits) ?? 0 : Int(scaled / target.minorUnits))
    }
    /// Whether the target is reached.
    public var isReached: Bool { saved.minorUnits >= target.minorUnits }

    /// A goal's progress; fails when the store holds an amount out of range, so that what is
    /// left does not fit.
    init(goal: Goal, saved: Money, target: Money, monthsLeft: Int?) throws(MoneyError) {
        self.goal = goal
        self.saved = saved
        self.target = target
        self.monthsLeft = monthsLeft
        let left = max(0, try target.minorUnits.checkedSubtracting(saved.minorUnits))
        remaining = Money(minorUnits: left, currency: target.currency)
        monthlyNeeded = monthsLeft.map { months in
            let (q, r) = left.quotientAndRemainder(dividingBy: Int64(max(1, months)))
            return Money(minorUnits: q + (r > 0 ? 1 : 0), currency: target.currency)
        }
    }
}

/// Savings goals: a target, a deadline, contributions, and the monthly amount needed.
public struct GoalService: Sendable {
    let ledger: Ledger

    /// Sets a goal; the deadline, when given, must be after `today`, and the account, when
    /// given, must exist. Fails when a goal of that name exists.
    @discardableResult
    public func add(name: String, target: Money, deadline: Day?, account: String?, today: Day) throws -> Goal {
        try ledger.requireHomeCurrency(target)
        try ledger.requireWithinLimit(target)
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw FinanceError(.invalidInput, "a goal needs a name") }
        guard target.minorUnits > 0 else { throw FinanceError(.invalidInput, "a goal's target must be above zero") }
        if let deadline, deadline <= today { throw FinanceError(.invalidInput, "the deadline \(deadline.iso) has already passed") }
        return try ledger.database.writer.write { db in
            if let existing = try Self.named(name, profileId: ledger.profileId, in: db) {
                throw FinanceError(.conflict, "there is already a goal called \(existing.name)")
            }
            let accountId = try account.map { try AccountService.existing($0, profileId: ledger.profileId, in: db).id! }
            var goal = Goal(profileId: ledger.profileId, name: name, target: target.minorUnits, currency: target.currency.code,
                            deadline: deadline, created: today, accountId: accountId)
            try goal.insert(db)
            return goal
        }
    }

    /// Gives the goal called `name` the deadline `deadline`, which must be after `today`.
    @discardableResult
    public func setDeadline(_ deadline: Day, of name: String, today: Day) throws -> Goal {
        guard deadline > today else { throw FinanceError(.invalidInput, "the deadline \(deadline.iso) has already passed") }
        try ledger.requireStorable(deadline)
        return try ledger.database.writer.write { db in
            var goal = try Self.existing(name, profileId: ledger.profileId, in: db)
            goal.deadline = deadline
            try goal.update(db)
            return goal
        }
    }

    /// Gives the goal called `name` the target `target`, which must be above zero and in the
    /// goal's currency; what was saved towards it stays.
    @discardableResult
    public func setTarget(_ target: Money, of name: String) throws -> Goal {
        guard target.minorUnits > 0 else { throw FinanceError(.invalidInput, "a goal's target must be above zero") }
        try ledger.requireHomeCurrency(target)
        try ledger.requireWithinLimit(target)
        return try ledger.database.writer.write { db in
            var goal = try Self.existing(name, profileId: ledger.profileId, in: db)
            goal.target = target.minorUnits
            try goal.update(db)
            return goal
        }
    }

    /// Every goal, by name.
    public func all() throws -> [Goal] {
        try ledger.database.writer.read { db in
            try Goal.filter(Goal.Columns.profileId == ledger.profileId).order(Goal.Columns.name).fetchAll(db)
        }
    }

    /// Puts `amount` towards the goal called `name` (a negative amount takes money out). When
    /// `from` names an account and the goal has its own, the money also moves there as a
    /// transfer. Returns the goal's progress after it.
    @discardableResult
    public func contribute(_ amount: Money, to name: String, from account: String?, on date: Day) throws -> GoalProgress {
        guard amount.minorUnits != 0 else { throw FinanceError(.invalidInput, "an amount of zero changes nothing") }
        try ledger.requireHomeCurrency(amount)
        try ledger.requireWithinLimit(amount)
        try ledger.requireStorable(date)
        return try ledger.database.writer.write { db in
            let goal = try Self.existing(name, profileId: ledger.profileId, in: db)
            let saved = try Self.saved(goal, in: db)
            if try saved.checkedAdding(amount.minorUnits) < 0 {
                throw FinanceError(.invalidInput, "\(goal.name) holds only \(Money(minorUnits: saved, currency: ledger.currency).formatted)")
            }
            if let account, let goalAccountId = goal.accountId {
                let source = try AccountService.existing(account, profileId: ledger.profileId, in: db)
                let target = try Account.fetchOne(db, key: goalAccountId)!
                if source.id != target.id {
                    let (from, to) = amount.minorUnits > 0 ? (source, target) : (target, source)
                    try AccountService.transfer(amount.magnitude, from: from, to: to, on: date, ledger: ledger, in: db)
                }
            }
            var contribution = GoalContribution(profileId: ledger.profileId, goalId: goal.id!, date: date, amount: amount.minorUnits)
            try contribution.insert(db)
            return try Self.progress(goal, on: date, in: db, currency: ledger.currency)
        }
    }

    /// The progress of the goal called `name` on `today`.
    public func progress(of name: String, on today: Day) throws -> GoalProgress {
        try ledger.database.writer.read { db in
            try Self.progress(try Self.existing(name, profileId: ledger.profileId, in: db), on: today, in: db, currency: ledger.currency)
        }
    }

    /// Every goal's progress on `today`, by name.
    public func progress(on today: Day) throws -> [GoalProgress] {
        try ledger.database.writer.read { db in
            try Goal.filter(Goal.Columns.profileId == ledger.profileId).order(Goal.Columns.name).fetchAll(db)
                .map { try Self.progress($0, on: today, in: db, currency: ledger.currency) }
        }
    }

    /// Whole calendar months from `today`'s month to the deadline's, counting both (a deadline
    /// later this month is 1; a passed one 0).
    static func monthsLeft(from today: Day, to deadline: Day) -> Int {
        guard deadline >= today else { return 0 }
        return (deadline.year - today.year) * 12 + (deadline.month - today.month) + 1
    }

    private static func progress(_ goal: Goal, on today: Day, in db: Database, currency: Currency) throws -> GoalProgress {
        try GoalProgress(goal: goal, saved: Money(minorUnits: try saved(goal, in: db), currency: currency),
                     target: Money(minorUnits: goal.target, currency: currency),
                     monthsLeft: goal.deadline.map { monthsLeft(from: today, to: $0) })
    }

    private static func saved(_ goal: Goal, in db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT COALESCE(SUM(amount), 0) FROM goalContribution WHERE goalId = ?", arguments: [goal.id]) ?? 0
    }

    static func named(_ name: String, profileId: Int64, in db: Database) throws -> Goal? {
        try Goal.filter(Goal.Columns.profileId == profileId && Goal.Columns.name == name.trimmingCharacters(in: .whitespaces)).fetchOne(db)
    }

    static func existing(_ name: String, profileId: Int64, in db: Database) throws -> Goal {
        if let goal = try named(name, profileId: profileId, in: db) { return goal }
        let names = try String.fetchAll(db, Goal.select(Goal.Columns.name).filter(Goal.Columns.profileId == profileId))
        throw FinanceError(.notFound, "there is no goal called \(name)" + (names.isEmpty ? "; set one with “save 2000 for a trip by June”" : "; the goals are " + names.joined(separator: ", ")))
    }
}
