import BuddyCore
import GRDB

/// The action centre: what needs attention today, most urgent first.
public struct ActionService: Sendable {
    let ledger: Ledger

    /// Bills due within this many days (today included) are listed.
    public static let billDays = 3
    /// Money owed for longer than this many days is listed.
    public static let debtDays = 30
    /// The low-balance line when the profile has not set one: 100.00.
    public static let defaultLowBalance: Int64 = 100_00

    /// Everything that needs attention on `today`: budgets over or on pace to go over this
    /// month; accounts (not credit cards) under the low-balance line or under what is due from
    /// them in the next week; bills due in the next three days; goals behind a steady pace to
    /// their deadline; money owed to or by someone for over 30 days; and expenses of the last
    /// seven days far above what their category usually costs.
    public func items(today: Day) throws -> [ActionItem] {
        var items: [ActionItem] = []
        for status in try ledger.budgets.overview(month: today, today: today) {
            if status.state == .over { items.append(.budgetOver(status)) }
            else if status.projected.minorUnits > status.limit.minorUnits { items.append(.budgetOnPace(status)) }
        }
        // What comes due this week and is not yet recorded: for balances and for bills.
        let week = Period(start: today, end: today.adding(days: 7), label: "this week")
        let due = try ledger.recurring.due(in: week).filter { !$0.recorded }
        items += try lowBalances(today: today, due: due.filter { $0.item.kind != .income })
        let billsEnd = today.adding(days: Self.billDays)
        items += due.filter { $0.item.kind == .bill && $0.date < billsEnd }.map(ActionItem.billDue)
        items += try goalsBehind(today: today)
        for balance in try ledger.people.balances() {
            guard let since = balance.since, since.days(until: today) > Self.debtDays else { continue }
            items.append(.oldDebt(balance, days: since.days(until: today)))
        }
        items += try unusualExpenses(today: today)
        return items.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element)
    }

    /// Accounts under the line, or under what bills and transfers take from them this week.
    private func lowBalances(today: Day, due: [DueItem]) throws -> [ActionItem] {
        let line = try ledger.settings.value(.lowBalance).flatMap(Int64.init) ?? Self.defaultLowBalance
        return try ledger.accounts.balances(on: today).compactMap { balance in
            guard balance.account.kind != .credit, balance.balance.currency == ledger.currency else { return nil }
            let dueSoon = try Int64.checkedSum(due.filter { $0.item.accountId == balance.account.id }.map(\.item.amount))
            guard balance.balance.minorUnits < max(line, dueSoon) else { return nil }
            return .lowBalance(balance, dueSoon: Money(minorUnits: dueSoon, currency: ledger.currency))
        }
    }

    /// Goals with a deadline whose savings are under 90% of a steady pace from their start.
    private func goalsBehind(today: Day) throws -> [ActionItem] {
        try ledger.goals.progress(on: today).compactMap { progress in
            guard let deadline = progress.goal.deadline, !progress.isReached else { return nil }
            let span = progress.goal.created.days(until: deadline)
            guard span > 0 else { return nil }
            let elapsed = min(span, max(0, progress.goal.created.days(until: today)))
            let expected = try progress.target.minorUnits.checkedMultiplied(by: Int64(elapsed)) / Int64(span)
            guard try progress.saved.minorUnits.checkedMultiplied(by: 10) < expected.checkedMultiplied(by: 9) else { return nil }
            return .goalBehind(progress, expected: Money(minorUnits: expected, currency: progress.target.currency))
        }
    }

    /// An average SQLite worked out in floating point, as money; fails when it is no amount.
    private static func money(_ average: Double, in currency: Currency) throws -> Money {
        guard let minorUnits = Int64(exactly: average.rounded()), Money.isWithinLimit(minorUnits) else {
            throw FinanceError.amountOutOfRange
        }
        return Money(minorUnits: minorUnits, currency: currency)
    }

    /// A recent expense is unusual at three times its category's average expense over the 90
    /// days before it (with at least three of them) and at least 50.00; with less history, at
    /// 500.00 or more. A payment that is expected never is: one a tracked bill stands for (the
    /// bill's name in its description, or the bill's category, at an amount within 10% of the
    /// bill's; a bill records itself so), or one paid regularly (the same payee, in the same
    /// category, at an amount within 10% in one of the twelve months before its own).
    ///
    /// Only expenses of 50.00 or more can be unusual; the averages are added up once per category
    /// and day from one pass over those categories' rows of the 96 days concerned (not once per
    /// expense over its 90 days), and only the expenses above them are looked for among the
    /// bills and the payments of the year before.
    private func unusualExpenses(today: Day) throws -> [ActionItem] {
        try ledger.database.writer.read { db in
            try Row.fetchAll(db, sql: """
                WITH recent AS MATERIALIZED (
                    SELECT * FROM "transaction"
                    WHERE profileId = :profile AND type = 'expense' AND amount <= -5000 AND currency = :currency
                      AND date >= :start AND date < :end),
                daily AS MATERIALIZED (
                    -- In the index's order (category, day): no sort.
                    SELECT categoryId, date, SUM(-amount) AS spent, COUNT(*) AS count FROM "transaction"
                    WHERE profileId = :profile AND categoryId IN (SELECT categoryId FROM recent)
                      AND date >= date(:start, '-90 days') AND date < :end AND type = 'expense' AND currency = :currency
                    GROUP BY categoryId, date),
                pairs AS MATERIALIZED (
                    SELECT DISTINCT categoryId, date, date(date, '-90 days') AS since FROM recent WHERE categoryId IS NOT NULL),
                usual AS MATERIALIZED (
                    SELECT categoryId, date, spent * 1.0 / count AS typical, COALESCE(count, 0) AS history FROM (
                        SELECT p.categoryId, p.date,
                            (SELECT SUM(d.spent) FROM daily d WHERE d.categoryId = p.categoryId AND d.date >= p.since AND d.date < p.date) AS spent,
                            (SELECT SUM(d.count) FROM daily d WHERE d.categoryId = p.categoryId AND d.date >= p.since AND d.date < p.date) AS count
                        FROM pairs p)),
                unusual AS MATERIALIZED (
                    SELECT t.*, u.typical, COALESCE(u.history, 0) AS history FROM recent t
                    LEFT JOIN usual u ON u.categoryId = t.categoryId AND u.date = t.date
                    WHERE (COALESCE(u.history, 0) >= 3 AND -t.amount >= 3 * u.typical) OR (COALESCE(u.history, 0) < 3 AND -t.amount >= 50000))
                SELECT t.*, c.name AS categoryName, a.name AS accountName FROM unusual t
                LEFT JOIN category c ON c.id = t.categoryId
                LEFT JOIN account a ON a.id = t.accountId
                WHERE NOT EXISTS (
                    SELECT 1 FROM recurring r
                    WHERE r.profileId = t.profileId AND r.kind = 'bill' AND r.currency = t.currency
                      AND abs(r.amount + t.amount) * 10 <= r.amount
                      AND (r.categoryId = t.categoryId OR instr(lower(t.description), lower(r.name)) > 0))
                  AND NOT EXISTS (
                    SELECT 1 FROM "transaction" u
                    WHERE u.profileId = t.profileId AND u.categoryId IS t.categoryId AND u.type = 'expense' AND u.currency = t.currency
                      AND u.date >= date(t.date, 'start of month', '-12 months') AND u.date < date(t.date, 'start of month')
                      AND lower(u.description) = lower(t.description) AND abs(u.amount - t.amount) * 10 <= -t.amount)
                ORDER BY amount, date DESC
                """, arguments: ["profile": ledger.profileId, "currency": ledger.currency.code,
                                 "start": today.adding(days: -6), "end": today.adding(days: 1)])
                .map { row in
                    let history: Int = row["history"]
                    let typical: Double? = row["typical"]
                    return .unusual(try DetailedTransaction(row: row),
                                    typical: history >= 3 ? try typical.map { try Self.money($0, in: ledger.currency) } : nil)
                }
        }
    }
}
