import BuddyCore
import GRDB

/// What to set up as recurring.
public struct NewRecurring: Sendable, Equatable {
    /// Its name ("Netflix", "Rent", "Salary").
    public var name: String
    /// Bill, income or transfer.
    public var kind: Recurring.Kind
    /// The amount each time, positive.
    public var amount: Money
    /// How often.
    public var frequency: Frequency
    /// The first day it comes due.
    public var firstDue: Day
    /// The category's name for a bill or income (created when unknown).
    public var category: String?
    /// The account paid from or into (for a transfer, the one it leaves).
    public var account: String?
    /// For a transfer, the account it goes to.
    public var toAccount: String?

    /// Creates a description of a recurring payment, income or transfer.
    public init(name: String, kind: Recurring.Kind, amount: Money, frequency: Frequency, firstDue: Day,
                category: String? = nil, account: String? = nil, toAccount: String? = nil) {
        self.name = name
        self.kind = kind
        self.amount = amount
        self.frequency = frequency
        self.firstDue = firstDue
        self.category = category
        self.account = account
        self.toAccount = toAccount
    }
}

/// One day a recurring item comes due.
public struct DueItem: Sendable, Equatable {
    /// What comes due.
    public let item: Recurring
    /// The day.
    public let date: Day
    /// Whether this occurrence is already recorded (it came due today or earlier in the period).
    public let recorded: Bool

    /// Creates a due occurrence.
    public init(item: Recurring, date: Day, recorded: Bool = false) {
        self.item = item
        self.date = date
        self.recorded = recorded
    }
}

/// Subscriptions, bills, recurring income and scheduled transfers.
///
/// A due item is recorded by ``recordDue(through:)``, which every run calls: each occurrence up
/// to today becomes a transaction exactly once, because the item's next due day moves past it
/// in the same database transaction.
public struct RecurringService: Sendable {
    let ledger: Ledger

    /// Sets up a recurring item; fails when the name is taken or the amount is not above zero.
    @discardableResult
    public func add(_ new: NewRecurring) throws -> Recurring {
        let name = new.name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw FinanceError(.invalidInput, "it needs a name") }
        guard new.amount.minorUnits > 0 else { throw FinanceError(.invalidInput, "the amount must be above zero") }
        try ledger.requireHomeCurrency(new.amount)
        try ledger.requireWithinLimit(new.amount)
        try ledger.requireStorable(new.firstDue)
        return try ledger.database.writer.write { db in
            let profileId = ledger.profileId
            if let existing = try Self.named(name, profileId: profileId, in: db), existing.status != .cancelled, existing.status != .finished {
                throw FinanceError(.conflict, "there is already \(existing.name), \(existing.money.formatted) \(existing.frequency.phrase)")
            }
            try Recurring.filter(Recurring.Columns.profileId == profileId && Recurring.Columns.name == name).deleteAll(db)
            var item = Recurring(profileId: profileId, name: name, kind: new.kind, amount: new.amount.minorUnits,
                                 currency: new.amount.currency.code, frequency: new.frequency, dayOfMonth: new.firstDue.day,
                                 nextDue: new.firstDue, status: .active)
            switch new.kind {
            case .transfer:
                guard let from = new.account, let to = new.toAccount else { throw FinanceError(.invalidInput, "a transfer needs two accounts") }
                let source = try AccountService.existing(from, profileId: profileId, in: db)
                let target = try AccountService.existing(to, profileId: profileId, in: db)
                guard source.id != target.id else { throw FinanceError(.invalidInput, "a transfer needs two different accounts") }
                item.accountId = source.id
                item.toAccountId = target.id
            case .bill, .income:
                if let category = new.category {
                    item.categoryId = try CategoryService.findOrCreate(category, type: new.kind == .income ? .income : .expense,
                                                                       profileId: profileId, in: db).id
                }
                if let account = new.account {
                    item.accountId = try AccountService.existing(account, profileId: profileId, in: db).id
                }
            }
            try item.insert(db)
            return item
        }
    }

    /// Every item not cancelled or finished, of `kind` when given, soonest due first.
    public func active(kind: Recurring.Kind? = nil) throws -> [Recurring] {
        try ledger.database.writer.read { db in
            var request = Recurring.filter(Recurring.Columns.profileId == ledger.profileId
                                           && [Recurring.Status.active.rawValue, Recurring.Status.paused.rawValue].contains(Recurring.Columns.status))
            if let kind { request = request.filter(Column("kind") == kind.rawValue) }
            return try request.order(Recurring.Columns.nextDue, Recurring.Columns.name).fetchAll(db)
        }
    }

    /// The item whose name is `phrase`, or whose words are all in it ("the internet bill" finds
    /// "Internet"), or whose words the phrase's words begin ("netflix" finds "Netflix Premium",
    /// "pge" finds "PG&E Electric"; "ent" is no part of "Rent"); nil when none or several match.
    public func find(_ phrase: String) throws -> Recurring? {
        let items = try active()
        let trimmed = phrase.lowercased().trimmingCharacters(in: .whitespaces)
        if let exact = items.first(where: { $0.name.lowercased() == trimmed }) { return exact }
        let said = Self.words(phrase)
        guard !said.isEmpty else { return nil }
        let close = items.filter { item in
            let name = Self.words(item.name)
            return Set(name).isSubset(of: said) || said.allSatisfy { word in
                name.contains { $0 == word || word.count > 2 && $0.hasPrefix(word) }
            }
        }
        return close.count == 1 ? close[0] : nil
    }

    /// The words of a name in small letters, the marks inside them dropped ("PG&E" is "pge",
    /// "Joe's" is "joes"), split at anything else that is no letter or digit.
    static func words(_ text: String) -> [String] {
        text.lowercased().filter { !"&.'’".contains($0) }.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The one active item paid to a business of the kind `phrase` names in the merchant list
    /// ("gym": Pulse Fitness, a gym by its keyword "fitness"); nil when the phrase names no
    /// kind, or no item or several are of it.
    public func find(kindSaid phrase: String) throws -> Recurring? {
        guard let kind = ledger.kindList.kind(said: phrase) else { return nil }
        let of = try active().filter { ledger.kindList.isOf(kind, $0.name) }
        return of.count == 1 ? of[0] : nil
    }

    /// The days active items come due in `period`, in order (a weekly item may come several
    /// times), including the latest occurrence already recorded when it falls in the period.
    public func due(in period: Period, kind: Recurring.Kind? = nil) throws -> [DueItem] {
        var due: [DueItem] = []
        for item in try active(kind: kind) where item.status == .active {
            if let last = item.lastDue, period.contains(last), last < item.nextDue {
                due.append(DueItem(item: item, date: last, recorded: true))
            }
            var day: Day? = item.nextDue
            while let current = day, current < period.end {
                if current >= period.start { due.append(DueItem(item: item, date: current)) }
                day = item.frequency.next(after: current, anchorDay: item.dayOfMonth)
            }
        }
        return due.sorted { ($0.date, $0.item.name) < ($1.date, $1.item.name) }
    }

    /// What active items of `kind` come to in an average month.
    public func monthlyTotal(kind: Recurring.Kind) throws -> Money {
        try monthlyTotal(of: active(kind: kind))
    }

    /// Pauses, resumes or cancels the item called `name`; returns it as stored.
    @discardableResult
    public func setStatus(_ status: Recurring.Status, of name: String) throws -> Recurring {
        try ledger.database.writer.write { db in
            guard var item = try Self.named(name, profileId: ledger.profileId, in: db), item.status != .finished else {
                throw FinanceError(.notFound, "there is no recurring payment called \(name)")
            }
            if item.status == status { throw FinanceError(.invalidInput, "\(item.name) is already \(status.rawValue)") }
            if item.status == .cancelled { throw FinanceError(.invalidInput, "\(item.name) is cancelled; add it again to restart it") }
            item.status = status
            try item.update(db)
            return item
        }
    }

    /// Sets what the item called `name` costs (or pays) each time from now on: "netflix went up to
    /// 17.99". Payments already recorded keep their amounts. Returns the item as stored.
    @discardableResult
    public func setAmount(_ amount: Money, of name: String) throws -> Recurring {
        guard amount.minorUnits > 0 else { throw FinanceError(.invalidInput, "the amount must be more than zero") }
        return try ledger.database.writer.write { db in
            var item = try Self.going(name, profileId: ledger.profileId, in: db)
            guard amount.currency.code == item.currency else {
                throw FinanceError(.invalidInput, "\(item.name) is paid in \(item.currency), not \(amount.currency.code)")
            }
            item.amount = amount.minorUnits
            try item.update(db)
            return item
        }
    }

    /// Records every occurrence of an active item due on or before `today` that is not yet
    /// recorded, in one database transaction, and returns the rows made. A paused item's due
    /// days pass without being recorded.
    ///
    /// Every run calls it, and on most runs nothing is due: that is found with one read, and
    /// the store is written only when something is.
    @discardableResult
    public func recordDue(through today: Day) throws -> [Transaction] {
        // Raw SQL for the read every run makes: the query interface reads the table's schema first.
        let due = try ledger.database.writer.read { db in
            try Int.fetchOne(db, sql: #"SELECT COUNT(*) FROM "recurring" WHERE "profileId" = ? AND "status" IN (?, ?) AND "nextDue" <= ?"#,
                             arguments: [ledger.profileId, Recurring.Status.active.rawValue, Recurring.Status.paused.rawValue, today]) ?? 0
        }
        guard due > 0 else { return [] }
        return try ledger.database.writer.write { db in
            var made: [Transaction] = []
            let items = try dueItems(through: today).fetchAll(db)
            for var item in items {
                while item.status != .finished, item.nextDue <= today {
                    if item.status == .active {
                        // A transfer whose account is gone cannot be recorded: it stops.
                        guard let row = try record(item, on: item.nextDue, in: db) else {
                            item.status = .cancelled
                            break
                        }
                        made.append(row)
                        item.lastDue = item.nextDue
                    }
                    if let next = item.frequency.next(after: item.nextDue, anchorDay: item.dayOfMonth) {
                        item.nextDue = next
                    } else {
                        item.status = .finished
                    }
                }
                try item.update(db)
            }
            return made
        }
    }

    /// The active and paused items whose next due day is on or before `today`.
    private func dueItems(through today: Day) -> QueryInterfaceRequest<Recurring> {
        Recurring.filter(Recurring.Columns.profileId == ledger.profileId
                         && [Recurring.Status.active.rawValue, Recurring.Status.paused.rawValue].contains(Recurring.Columns.status)
                         && Recurring.Columns.nextDue <= today)
    }

    private func record(_ item: Recurring, on date: Day, in db: Database) throws -> Transaction? {
        // What the store holds is recorded only when Buddy could have written it.
        guard Money.isWithinLimit(item.amount) else { throw FinanceError.amountOutOfRange }
        switch item.kind {
        case .transfer:
            guard let from = try Account.fetchOne(db, key: item.accountId), let to = try Account.fetchOne(db, key: item.toAccountId) else {
                return nil
            }
            return try AccountService.transfer(item.money, from: from, to: to, on: date, ledger: ledger, in: db)
        case .bill, .income:
            let category = try item.categoryId.flatMap { try Category.fetchOne(db, key: $0) }
            var row = Transaction(profileId: ledger.profileId, date: date,
                                  amount: item.kind == .bill ? -item.amount : item.amount, currency: item.currency,
                                  description: item.name, notes: item.frequency == .once ? nil : item.frequency.adjective,
                                  type: item.kind == .bill ? .expense : .income, categoryId: category?.id, accountId: item.accountId)
            try row.insert(db)
            return row
        }
    }

    /// The item called `name` that is still going (active or paused), else a not-found error.
    static func going(_ name: String, profileId: Int64, in db: Database) throws -> Recurring {
        guard let item = try named(name, profileId: profileId, in: db), item.status != .finished, item.status != .cancelled else {
            throw FinanceError(.notFound, "there is no recurring payment called \(name)")
        }
        return item
    }

    static func named(_ name: String, profileId: Int64, in db: Database) throws -> Recurring? {
        try Recurring.filter(Recurring.Columns.profileId == profileId && Recurring.Columns.name == name.trimmingCharacters(in: .whitespaces))
            .fetchOne(db)
    }
}
