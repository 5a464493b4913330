import BuddyCore
import GRDB

/// Which occurrence of a bill a payment made today is for.
public enum BillOccurrence: Sendable, Equatable {
    /// The occurrence due on this day is not recorded yet: a payment today pays it.
    case open(Day)
    /// The occurrence nearest today, due on this day, is already recorded (on its due day, or
    /// paid early): paying again would pay it twice.
    case recorded(Day)
}

/// A bill paid by hand: the expense recorded and the bill as it stands after.
public struct BillPayment: Sendable, Equatable {
    /// The bill, its next due day moved on past the occurrence paid.
    public let item: Recurring
    /// The expense recorded.
    public let transaction: Transaction
    /// The due day of the occurrence paid.
    public let occurrence: Day
}

/// Paying a bill by hand ("pay my water bill"): the payment is recorded as an expense today and
/// the bill's next due day moves on by one period, so the day it was due passes without a second record.
extension RecurringService {
    /// The active or paused bills (not income or transfers) whose name is `phrase`, contains
    /// it or is contained in it, ignoring case: one when the name is exact ("electric" finds
    /// "PG&E Electric"; "pg&e" finds both PG&E bills).
    public func bills(matching phrase: String) throws -> [Recurring] {
        let phrase = phrase.lowercased().trimmingCharacters(in: .whitespaces)
        guard !phrase.isEmpty else { return [] }
        let bills = try active(kind: .bill)
        if let exact = bills.first(where: { $0.name.lowercased() == phrase }) { return [exact] }
        return bills.filter { phrase.contains($0.name.lowercased()) || $0.name.lowercased().contains(phrase) }
    }

    /// The occurrence of `item` a payment on `today` is for: the one nearest today, which is
    /// the recorded latest occurrence when it is nearer than the next due day (or was paid
    /// ahead of its day), else the next one.
    public func occurrence(of item: Recurring, on today: Day) -> BillOccurrence {
        if let last = item.lastDue, last < item.nextDue, last.days(until: today) < today.days(until: item.nextDue) {
            return .recorded(last)
        }
        return .open(item.nextDue)
    }

    /// The expenses recorded for `item` (by its name), newest first.
    public func payments(of item: Recurring, limit: Int) throws -> [Transaction] {
        try ledger.database.writer.read { db in
            try Transaction.filter(Transaction.Columns.profileId == ledger.profileId && Transaction.Columns.type == "expense"
                                   && Column("description").collating(.nocase) == item.name)
                .order(Transaction.Columns.date.desc, Column("id").desc).limit(limit).fetchAll(db)
        }
    }

    /// Records a payment of the bill called `name` on `date`: an expense of `amount` (else the
    /// bill's amount) in the bill's category, from `account` (else the bill's account), and
    /// moves the bill's next due day on by one period. Fails when the occurrence is already
    /// recorded (see ``occurrence(of:on:)``), in one database transaction.
    @discardableResult
    public func pay(_ name: String, amount: Money? = nil, account: String? = nil, on date: Day) throws -> BillPayment {
        if let amount { try ledger.requireHomeCurrency(amount) }
        return try ledger.database.writer.write { db in
            guard var item = try Self.named(name, profileId: ledger.profileId, in: db), item.kind == .bill,
                  item.status == .active || item.status == .paused else {
                throw FinanceError(.notFound, "there is no bill called \(name)")
            }
            let due: Day
            switch occurrence(of: item, on: date) {
            case .recorded(let day): throw FinanceError(.conflict, "\(item.name) due \(day.iso) is already recorded")
            case .open(let day): due = day
            }
            let paid = amount?.magnitude ?? item.money
            guard paid.minorUnits > 0 else { throw FinanceError(.invalidInput, "the amount must be above zero") }
            let accountId = try account.map { try AccountService.existing($0, profileId: ledger.profileId, in: db).id } ?? item.accountId
            var row = Transaction(profileId: ledger.profileId, date: date, amount: -paid.minorUnits, currency: paid.currency.code,
                                  description: item.name, notes: "\(item.frequency.adjective) bill due \(due.iso)",
                                  type: .expense, categoryId: item.categoryId, accountId: accountId)
            try row.insert(db)
            item.lastDue = due
            if let next = item.frequency.next(after: due, anchorDay: item.dayOfMonth) {
                item.nextDue = next
            } else {
                item.status = .finished
            }
            try item.update(db)
            return BillPayment(item: item, transaction: row, occurrence: due)
        }
    }
}
