import BuddyCore
import GRDB

/// What a period's spending comes to at the pace so far: what is spent, the day-to-day
/// spending carried to the period's end at its daily rate, and the tracked bills still due.
public struct SpendingForecast: Sendable, Equatable {
    /// The period forecast.
    public let period: Period
    /// What is spent in it through today (nothing for a period still to come).
    public let spent: Money
    /// The days the daily rate was measured over: the period's days so far, or for a period
    /// still to come the last 90 days. Nil when there is no record to measure.
    public let measured: Period?
    /// Day-to-day spending (all but tracked bills) a day over ``measured``.
    public let perDay: Money
    /// How many of the period's days are still to come.
    public let daysAhead: Int
    /// The day-to-day spending expected on them at that rate.
    public let ahead: Money
    /// The tracked bills still due in the period after today, an entry for each time one comes.
    public let billsDue: [DueItem]
    /// What they come to.
    public let billsDueTotal: Money
    /// What the period's spending comes to: spent, plus what is expected ahead and the bills due.
    public let total: Money
}

extension ReportService {
    /// How many days back the daily rate of a period still to come is measured over.
    static let forecastBasisDays = 90

    /// The forecast of what `filter` selects over its period (spending; the filter's kind is
    /// taken as expenses), seen on `today`. Tracked bills count when they come due, not at
    /// the daily rate: the rent paid on the 1st is not spent again every day. A period that is
    /// over comes to what was spent.
    public func forecast(_ filter: TransactionFilter, today: Day) throws -> SpendingForecast {
        var filter = filter
        filter.kind = .expense
        let period = filter.period
        let tomorrow = today.adding(days: 1)
        let bills = try ledger.recurring.active(kind: .bill).filter { $0.status == .active }
        // The days measured: those of the period so far; for a period that begins today or
        // later, the last 90 (a day or two is no pace).
        let underWay = period.start < today
        let basis = underWay ? period
            : Period(start: today.adding(days: 1 - Self.forecastBasisDays), end: tomorrow, label: "in the last \(Self.forecastBasisDays) days")
        let measured = try recordedPart(of: basis, today: today)
        var dayToDay: Int64 = 0
        // What is spent in the period through today: for a period under way, what was measured
        // (nothing is recorded before the first record).
        var spentMinor: Int64 = 0
        if let measured {
            var sofar = filter
            sofar.period = measured
            let (all, billed) = try totalWithBills(sofar, bills: bills)
            dayToDay = try all.checkedSubtracting(billed)
            if underWay { spentMinor = all }
        }
        if period.start == today {
            var sofar = filter
            sofar.period = Period(start: today, end: min(period.end, tomorrow), label: period.label)
            spentMinor = try total(sofar).minorUnits
        }
        let spent = Money(minorUnits: spentMinor, currency: ledger.currency)
        let aheadStart = max(period.start, tomorrow)
        let daysAhead = aheadStart < period.end ? aheadStart.days(until: period.end) : 0
        let days = measured?.dayCount ?? 1
        let ahead = Self.rounded(try dayToDay.checkedMultiplied(by: Int64(daysAhead)), days)
        let covered = try filter.category.map { Set(try ledger.categories.idsCovered(by: $0)) }
        let due = daysAhead == 0 ? [] : try ledger.recurring.due(in: Period(start: aheadStart, end: period.end, label: ""), kind: .bill)
            .filter { !$0.recorded && $0.item.currency == ledger.currency.code && Self.selects(filter, categories: covered, bill: $0.item) }
        let dueTotal = try due.reduce(Int64(0)) { try $0.checkedAdding($1.item.amount) }
        let total = try spent.minorUnits.checkedAdding(ahead).checkedAdding(dueTotal)
        let money = { (minor: Int64) in Money(minorUnits: minor, currency: ledger.currency) }
        return SpendingForecast(period: period, spent: spent, measured: measured,
                                perDay: money(Self.rounded(dayToDay, days)), daysAhead: daysAhead, ahead: money(ahead),
                                billsDue: due, billsDueTotal: money(dueTotal), total: money(total))
    }

    /// What `filter` selects as spending, and how much of it pays `bills`: a row under a
    /// bill's name, or of a bill's amount in its category (the rent paid to "Maple Street
    /// Apartments" pays the bill called Rent).
    private func totalWithBills(_ filter: TransactionFilter, bills: [Recurring]) throws -> (all: Int64, bills: Int64) {
        try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            var billed: [String] = []
            var values: [any DatabaseValueConvertible & Sendable] = []
            for bill in bills where bill.currency == ledger.currency.code {
                billed.append("t.description = ? COLLATE NOCASE")
                values.append(bill.name)
                if let category = bill.categoryId {
                    billed.append("(t.categoryId = ? AND t.amount = ?)")
                    values += [category, -bill.amount]
                }
            }
            let isBill = billed.isEmpty ? "0" : "(" + billed.joined(separator: " OR ") + ")"
            let row = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(t.amount), 0), COALESCE(SUM(CASE WHEN \(isBill) THEN t.amount ELSE 0 END), 0)
                FROM "transaction" t WHERE \(condition)
                """, arguments: StatementArguments(values) + StatementArguments(arguments))!
            return (try row.amount(atIndex: 0).checkedNegated(), try row.amount(atIndex: 1).checkedNegated())
        }
    }

    /// Whether the payments of `bill` are rows `filter` would select: in its category (whose
    /// ids with its children's are `categories`), on its account, under its payee's name.
    private static func selects(_ filter: TransactionFilter, categories: Set<Int64>?, bill: Recurring) -> Bool {
        if let categories {
            guard let id = bill.categoryId, categories.contains(id) else { return false }
        }
        if let account = filter.account, bill.accountId != account.id { return false }
        if let payees = filter.payees, !payees.contains(bill.name) { return false }
        if let text = filter.text, !PayeeKey.searchKey(bill.name).contains(PayeeKey.searchKey(text)) { return false }
        return true
    }
}
