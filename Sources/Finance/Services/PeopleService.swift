import BuddyCore
import GRDB

/// What a person and I owe each other.
public struct PersonBalance: Sendable, Equatable {
    /// The person's name.
    public let name: String
    /// Positive: they owe me; negative: I owe them.
    public let balance: Money
    /// The day of the oldest change since the balance was last zero (how long it has been open).
    public let since: Day?
}

/// How an expense is shared.
public struct SplitRequest: Sendable, Equatable {
    /// The whole bill, positive.
    public var total: Money
    /// What it was for.
    public var description: String
    /// The category of my share, if any.
    public var category: String?
    /// The other people sharing it.
    public var people: [String]
    /// Amounts for some of the people ("Sam owes me 30"); the others share the rest equally with me.
    public var amounts: [String: Money]
    /// Who paid the bill: nil for me, else one of `people`.
    public var paidBy: String?
    /// The day.
    public var date: Day
    /// The account I paid the whole bill from, when I paid (nil for none).
    public var account: String?

    /// Creates a split request.
    public init(total: Money, description: String, category: String? = nil, people: [String], amounts: [String: Money] = [:],
                paidBy: String? = nil, date: Day, account: String? = nil) {
        self.account = account
        self.total = total
        self.description = description
        self.category = category
        self.people = people
        self.amounts = amounts
        self.paidBy = paidBy
        self.date = date
    }
}

/// The result of a split: my share and everyone else's.
public struct SplitResult: Sendable, Equatable {
    /// My share, recorded as my spending.
    public let myShare: Money
    /// Each other person's share, in the order given.
    public let shares: [(name: String, amount: Money)]
    /// The expense row of my share, if my share is above zero.
    public let expense: Transaction?

    public static func == (a: SplitResult, b: SplitResult) -> Bool {
        a.myShare == b.myShare && a.expense == b.expense && a.shares.map(\.name) == b.shares.map(\.name)
            && a.shares.map(\.amount) == b.shares.map(\.amount)
    }
}

/// Splits, IOUs and settling up with people.
///
/// Only my share of a split counts as my spending. When I paid, the whole bill leaves the
/// account I paid from: my share as an expense, the rest as a transfer ("Lent: …") into what
/// people owe me, so net worth falls by my share alone. A repayment moves money between an
/// account and a debt and leaves net worth as it was.
public struct PeopleService: Sendable {
    let ledger: Ledger

    /// Everyone with a record, by name.
    public func all() throws -> [Person] {
        try ledger.database.writer.read { db in
            try Person.filter(Person.Columns.profileId == ledger.profileId).order(Person.Columns.name).fetchAll(db)
        }
    }

    /// Shares an expense with people, equally or with the amounts given, in one transaction.
    public func split(_ request: SplitRequest) throws -> SplitResult {
        try ledger.database.writer.write { db in try split(request, in: db) }
    }

    /// Shares an expense already recorded with `people`, equally: the row is replaced by the split
    /// of its amount, on its day, from its account, with its description and category, in one
    /// transaction. Fails for a row that is no plain expense of the profile's (a transfer, or
    /// part of a split already).
    public func split(recorded id: Int64, with people: [String]) throws -> SplitResult {
        try ledger.database.writer.write { db in
            guard let row = try Transaction.filter(Column("id") == id && Transaction.Columns.profileId == ledger.profileId).fetchOne(db),
                  row.type == .expense, row.linkId == nil else {
                throw FinanceError(.invalidInput, "only a single expense can be split; nothing was changed")
            }
            let category = try row.categoryId.flatMap { try Category.fetchOne(db, key: $0)?.name }
            let account = try row.accountId.flatMap { try Account.fetchOne(db, key: $0)?.name }
            let importKey = try String.fetchOne(db, sql: #"SELECT importKey FROM "transaction" WHERE id = ?"#, arguments: [id])
            try row.delete(db)
            let request = SplitRequest(total: Money(minorUnits: -row.amount, currency: ledger.currency), description: row.description,
                                       category: category, people: people, date: row.date, account: account)
            let result = try split(request, in: db)
            // The share kept is still the statement's row: importing the statement again finds
            // it, and the bank's text and the notes stay with it.
            if let share = result.expense?.id {
                try db.execute(sql: #"UPDATE "transaction" SET importKey = ?, bankDescription = ?, notes = ? WHERE id = ?"#,
                               arguments: [importKey, row.bankDescription, row.notes, share])
            }
            return result
        }
    }

    func split(_ request: SplitRequest, in db: Database) throws -> SplitResult {
        let people = request.people.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard request.total.minorUnits > 0 else { throw FinanceError(.invalidInput, "a split needs an amount above zero") }
        try ledger.requireHomeCurrency(request.total)
        try ledger.requireWithinLimit(request.total)
        for amount in request.amounts.values {
            try ledger.requireHomeCurrency(amount)
            try ledger.requireWithinLimit(amount)
        }
        try ledger.requireStorable(request.date)
        guard !people.isEmpty else { throw FinanceError(.invalidInput, "a split needs at least one other person") }
        guard Set(people.map { $0.lowercased() }).count == people.count else {
            throw FinanceError(.invalidInput, "each person can be named only once")
        }
        if let payer = request.paidBy, !people.contains(where: { $0.lowercased() == payer.lowercased() }) {
            throw FinanceError(.invalidInput, "\(payer) paid but is not in the split")
        }
        let given = people.compactMap { name in request.amounts.first { $0.key.lowercased() == name.lowercased() }?.value }
        let fixed = try ledger.total(of: given.map(\.magnitude))
        guard fixed.minorUnits <= request.total.minorUnits else {
            throw FinanceError(.invalidInput, "the shares (\(fixed.formatted)) add up to more than the bill (\(request.total.formatted))")
        }
        // Me and the people without an amount share the rest equally; I take any leftover cent.
        let open = people.filter { name in !request.amounts.keys.contains { $0.lowercased() == name.lowercased() } }
        let equal = try (request.total - fixed).split(into: open.count + 1)
        var shares: [(name: String, amount: Money)] = []
        var next = 1
        for name in people {
            if let amount = request.amounts.first(where: { $0.key.lowercased() == name.lowercased() })?.value {
                shares.append((name, amount.magnitude))
            } else {
                shares.append((name, equal[next]))
                next += 1
            }
        }
        let myShare = equal[0]
        let account = try request.account.map { try AccountService.existing($0, profileId: ledger.profileId, in: db) }
        var expense: Transaction?
        if myShare.minorUnits > 0 {
            expense = try ledger.transactions.insert(NewTransaction(date: request.date, amount: myShare.negated,
                                                                     description: request.description, category: request.category,
                                                                     account: request.paidBy == nil ? account?.name : nil), in: db)
        }
        let others = try request.total - myShare
        let names = shares.map(\.name).joined(separator: ", ")
        // Money I lent (I paid) leaves; money I was lent (someone paid) comes in until I pay it back.
        var moved = Transaction(profileId: ledger.profileId, date: request.date,
                                amount: request.paidBy == nil ? -others.minorUnits : myShare.minorUnits,
                                currency: request.total.currency.code,
                                description: request.paidBy == nil ? "Lent: \(request.description) (\(names))"
                                    : "Owed to \(request.paidBy!): \(request.description)",
                                type: .transfer, accountId: request.paidBy == nil ? account?.id : nil, linkId: expense?.id)
        if moved.amount != 0 { try moved.insert(db) }
        if var first = expense, moved.id != nil {
            first.linkId = first.id
            try first.update(db)
            expense = first
        }
        for share in shares {
            let person = try Self.findOrCreate(share.name, profileId: ledger.profileId, in: db)
            let amount: Int64
            if let payer = request.paidBy {
                guard person.name.lowercased() == payer.lowercased(), myShare.minorUnits > 0 else { continue }
                amount = -myShare.minorUnits
            } else {
                guard share.amount.minorUnits > 0 else { continue }
                amount = share.amount.minorUnits
            }
            var debt = Debt(profileId: ledger.profileId, personId: person.id!, date: request.date, amount: amount,
                            currency: request.total.currency.code, description: request.description, transactionId: expense?.id)
            try debt.insert(db)
        }
        return SplitResult(myShare: myShare, shares: shares, expense: expense)
    }

    /// Records that `person` owes me `amount` (negative: that I owe them). With `lent`, the
    /// money also moved now ("I lent Sam 50", "I borrowed 20 from Alex") and is recorded as
    /// a transfer out of or into `account`; without, it is a debt alone ("Sam owes me 30").
    public func recordDebt(_ person: String, amount: Money, description: String, lent: Bool, on date: Day,
                           account: String? = nil) throws {
        guard amount.minorUnits != 0 else { throw FinanceError(.invalidInput, "an amount of zero records nothing") }
        try ledger.requireHomeCurrency(amount)
        try ledger.requireWithinLimit(amount)
        try ledger.requireStorable(date)
        try ledger.database.writer.write { db in
            let found = try Self.findOrCreate(person, profileId: ledger.profileId, in: db)
            var transactionId: Int64?
            if lent {
                let account = try account.map { try AccountService.existing($0, profileId: ledger.profileId, in: db) }
                var moved = Transaction(profileId: ledger.profileId, date: date, amount: -amount.minorUnits, currency: amount.currency.code,
                                        description: amount.minorUnits > 0 ? "Lent to \(found.name)" : "Borrowed from \(found.name)",
                                        type: .transfer, accountId: account?.id)
                try moved.insert(db)
                transactionId = moved.id
            }
            var debt = Debt(profileId: ledger.profileId, personId: found.id!, date: date, amount: amount.minorUnits,
                            currency: amount.currency.code, description: description, transactionId: transactionId)
            try debt.insert(db)
        }
    }

    /// Who settles, when settling up.
    public enum Payer: Sendable {
        /// The person pays me back.
        case them
        /// I pay the person back.
        case me
        /// Whoever owes.
        case whoeverOwes
    }

    /// Settles all (`amount` nil) or part of what is owed between me and `person`, recording
    /// the money that moves as a transfer into or out of `account`. Fails when nobody owes, when
    /// the payer is the one owed, or when `amount` is more than is owed. Returns the balance left.
    @discardableResult
    public func settle(with person: String, amount: Money? = nil, payer: Payer = .whoeverOwes, on date: Day,
                       account: String? = nil) throws -> PersonBalance {
        try ledger.database.writer.write { db in
            let found = try Self.existing(person, profileId: ledger.profileId, in: db)
            let account = try account.map { try AccountService.existing($0, profileId: ledger.profileId, in: db) }
            let signed = try owedPart(of: found, amount: amount, payer: payer, on: date, in: db)
            var moved = Transaction(profileId: ledger.profileId, date: date, amount: signed, currency: ledger.currency.code,
                                    description: signed > 0 ? "\(found.name) paid you back" : "Paid \(found.name) back", type: .transfer,
                                    accountId: account?.id)
            try moved.insert(db)
            var debt = Debt(profileId: ledger.profileId, personId: found.id!, date: date, amount: -signed, currency: ledger.currency.code,
                            description: "Settled up", transactionId: moved.id)
            try debt.insert(db)
            return try Self.personBalance(found, in: db, currency: ledger.currency)
        }
    }

    /// Lets off all (`amount` nil) or part of what `person` owes me, or what I owe them when they
    /// let me off (`payer` `.me`): the debt is cleared and no money moves, so nothing counts as
    /// spending or income. Fails as ``settle(with:amount:payer:on:account:)`` does. Returns the
    /// balance left.
    @discardableResult
    public func forgive(_ person: String, amount: Money? = nil, payer: Payer = .whoeverOwes, on date: Day) throws -> PersonBalance {
        try ledger.database.writer.write { db in
            let found = try Self.existing(person, profileId: ledger.profileId, in: db)
            let signed = try owedPart(of: found, amount: amount, payer: payer, on: date, in: db)
            var debt = Debt(profileId: ledger.profileId, personId: found.id!, date: date, amount: -signed, currency: ledger.currency.code,
                            description: signed > 0 ? "Let off" : "Let off by \(found.name)")
            try debt.insert(db)
            return try Self.personBalance(found, in: db, currency: ledger.currency)
        }
    }

    /// The part of what is owed between me and `found` that `amount` clears (all of it when nil),
    /// signed as the balance is (positive: they owe me); fails when nobody owes, when `payer` is
    /// the one owed, or when `amount` is more than is owed.
    private func owedPart(of found: Person, amount: Money?, payer: Payer, on date: Day, in db: Database) throws -> Int64 {
        let owed = try Self.balance(of: found, in: db)
        guard owed != 0 else { throw FinanceError(.invalidInput, "you and \(found.name) are square: nobody owes anything") }
        guard owed != .min else { throw FinanceError.amountOutOfRange }
        let owedMoney = Money(minorUnits: owed, currency: ledger.currency).magnitude
        switch (payer, owed > 0) {
        case (.me, true): throw FinanceError(.invalidInput, "\(found.name) owes you \(owedMoney.formatted); you don't owe \(found.name)")
        case (.them, false): throw FinanceError(.invalidInput, "you owe \(found.name) \(owedMoney.formatted); \(found.name) doesn't owe you")
        default: break
        }
        if let amount {
            try ledger.requireHomeCurrency(amount)
            try ledger.requireWithinLimit(amount)
        }
        try ledger.requireStorable(date)
        let paid = amount?.magnitude.minorUnits ?? owedMoney.minorUnits
        guard paid > 0 else { throw FinanceError(.invalidInput, "a repayment needs an amount above zero") }
        guard Money.isWithinLimit(paid) else { throw FinanceError.amountOutOfRange }
        guard paid <= owedMoney.minorUnits else {
            let who = owed > 0 ? "\(found.name) owes you" : "you owe \(found.name)"
            throw FinanceError(.invalidInput, "\(who) only \(owedMoney.formatted), less than \(Money(minorUnits: paid, currency: ledger.currency).formatted)")
        }
        return owed > 0 ? paid : -paid
    }

    /// The balance with everyone who owes or is owed, largest first.
    public func balances() throws -> [PersonBalance] {
        try ledger.database.writer.read { db in
            try Person.filter(Person.Columns.profileId == ledger.profileId).order(Person.Columns.name).fetchAll(db)
                .map { try Self.personBalance($0, in: db, currency: ledger.currency) }
                .filter { $0.balance.minorUnits != 0 }
                .sorted { ($0.balance.minorUnits.magnitude, $1.name) > ($1.balance.minorUnits.magnitude, $0.name) }
        }
    }

    /// The balance with one person; fails when there is no record of them.
    public func balance(with person: String) throws -> PersonBalance {
        try ledger.database.writer.read { db in
            try Self.personBalance(try Self.existing(person, profileId: ledger.profileId, in: db), in: db, currency: ledger.currency)
        }
    }

    /// Every change with one person, newest first, and their name as stored.
    public func history(with person: String, limit: Int = 20) throws -> (name: String, entries: [Debt]) {
        try ledger.database.writer.read { db in
            let found = try Self.existing(person, profileId: ledger.profileId, in: db)
            let entries = try Debt.filter(Debt.Columns.personId == found.id).order(Debt.Columns.date.desc, Column("id").desc)
                .limit(limit).fetchAll(db)
            return (found.name, entries)
        }
    }

    /// Every change with everyone, oldest first, with the person's name (for export).
    public func allEntries() throws -> [(person: String, debt: Debt)] {
        try ledger.database.writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT d.*, p.name AS personName FROM debt d JOIN person p ON p.id = d.personId
                WHERE d.profileId = ? ORDER BY d.date, d.id
                """, arguments: [ledger.profileId])
                .map { (person: $0["personName"], debt: try Debt(row: $0)) }
        }
    }

    private static func balance(of person: Person, in db: Database) throws -> Int64 {
        try Int64.fetchOne(db, sql: "SELECT COALESCE(SUM(amount), 0) FROM debt WHERE personId = ?", arguments: [person.id]) ?? 0
    }

    static func personBalance(_ person: Person, in db: Database, currency: Currency) throws -> PersonBalance {
        let entries = try Debt.filter(Debt.Columns.personId == person.id).order(Debt.Columns.date, Column("id")).fetchAll(db)
        var running: Int64 = 0
        var since: Day?
        for entry in entries {
            if running == 0 { since = entry.date }
            running = try running.checkedAdding(entry.amount)
        }
        return PersonBalance(name: person.name, balance: Money(minorUnits: running, currency: currency), since: running == 0 ? nil : since)
    }

    static func existing(_ name: String, profileId: Int64, in db: Database) throws -> Person {
        if let person = try Person.filter(Person.Columns.profileId == profileId && Person.Columns.name == name.trimmingCharacters(in: .whitespaces)).fetchOne(db) {
            return person
        }
        throw FinanceError(.notFound, "there is no record of \(name) yet")
    }

    static func findOrCreate(_ name: String, profileId: Int64, in db: Database) throws -> Person {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw FinanceError(.invalidInput, "a person needs a name") }
        if let person = try Person.filter(Person.Columns.profileId == profileId && Person.Columns.name == name).fetchOne(db) { return person }
        var person = Person(profileId: profileId, name: name)
        try person.insert(db)
        return person
    }
}
