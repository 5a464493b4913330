import Foundation
import BuddyCore
import GRDB

/// The finance services for one profile of a store: the entry point the assistant, the CLI and
/// the tests all use. No service reads or writes another profile's rows.
public struct Ledger: Sendable {
    /// The store.
    public let database: AppDatabase
    /// The profile every query is scoped to.
    public private(set) var profile: Profile
    /// The merchant list that imports and typed payees are read with; empty unless given with
    /// ``knowing(_:)`` or ``knowing(loading:)`` (names are then cleaned only of numbers, dates
    /// and addresses).
    public var merchantList: MerchantList { merchants.value }
    private var merchants = Deferred { MerchantList.empty }
    /// The kinds of business the merchant list names (`[Dining: Coffee = coffee | coffees]`), with
    /// their merchants and keywords: all a question about a kind ("how much did I spend on
    /// coffee") reads of the list, so that it need not load the whole of it. The merchant list
    /// itself unless given apart with ``knowing(loading:kinds:)``.
    public var kindList: MerchantList { kinds.value }
    private var kinds = Deferred { MerchantList.empty }

    /// The profile's row id.
    public var profileId: Int64 { profile.id! }
    /// The profile's home currency.
    public var currency: Currency { profile.homeCurrency }

    /// Opens the profile `name`, creating it with the default categories on first use.
    public static func open(_ database: AppDatabase, profile name: String = "default") throws -> Ledger {
        let trimmed = name.spacesTrimmed
        guard !trimmed.isEmpty else { throw FinanceError(.invalidInput, "a profile needs a name") }
        // Nearly every run finds the profile: one read, and no write transaction.
        if let existing = try existing(database, profile: trimmed) { return existing }
        let profile = try database.writer.write { db -> Profile in
            if let existing = try Profile.filter(Profile.Columns.name == trimmed).fetchOne(db) {
                return existing
            }
            var profile = Profile(name: trimmed)
            try profile.insert(db)
            try seedDefaults(db, profileId: profile.id!)
            return profile
        }
        return Ledger(database: database, profile: profile)
    }

    /// The profile `name` when the store has it, without writing anything (for read-only
    /// stores); nil when it does not.
    public static func existing(_ database: AppDatabase, profile name: String = "default") throws -> Ledger? {
        let trimmed = name.spacesTrimmed
        // Raw SQL: the query interface reads the table's schema first, and every run opens a profile.
        let profile = try database.writer.read { db in try Profile.fetchOne(db, sql: #"SELECT * FROM "profile" WHERE "name" = ? LIMIT 1"#, arguments: [trimmed]) }
        return profile.map { Ledger(database: database, profile: $0) }
    }

    private static func seedDefaults(_ db: Database, profileId: Int64) throws {
        var ids: [String: Int64] = [:]
        for entry in DefaultCategories.all {
            var category = Category(profileId: profileId, name: entry.name, type: entry.type,
                                    colour: entry.colour, icon: entry.icon,
                                    parentId: entry.parent.flatMap { ids[$0] })
            try category.insert(db)
            ids[entry.name] = category.id
            for phrase in entry.synonyms {
                var synonym = CategorySynonym(profileId: profileId, categoryId: category.id!, phrase: phrase)
                try synonym.insert(db)
            }
        }
    }

    /// This ledger with the profile's money kept in `currency`, in memory only (an import that
    /// takes a statement's currency plans with it before it writes the change).
    func keepingMoney(in currency: Currency) -> Ledger {
        var copy = self
        copy.profile.currency = currency.code
        return copy
    }

    /// Whether the profile holds no records yet: no transaction, account, budget, bill, goal or
    /// debt (its categories aside), so that its currency may still change.
    func holdsNoRecords(in db: Database) throws -> Bool {
        let tables = ["transaction", "account", "budget", "recurring", "goal", "debt"]
        let sql = tables.map { #"SELECT 1 FROM "\#($0)" WHERE profileId = ?1"# }.joined(separator: " UNION ALL ") + " LIMIT 1"
        return try Int.fetchOne(db, sql: sql, arguments: [profileId]) == nil
    }

    /// This ledger, reading payees with `list`.
    public func knowing(_ list: MerchantList) -> Ledger {
        var copy = self
        copy.merchants = Deferred { list }
        copy.kinds = Deferred { list }
        return copy
    }

    /// This ledger, reading payees with the list `load` gives, loaded the first time a payee is
    /// read: a question that reads none (most of them) never loads it.
    public func knowing(loading load: @escaping @Sendable () -> MerchantList) -> Ledger {
        var copy = self
        copy.merchants = Deferred(load)
        copy.kinds = Deferred(load)
        return copy
    }

    /// This ledger, reading payees with the list `load` gives and kinds of business with the
    /// smaller list `kinds` gives (the files that name kinds), each loaded the first time it is needed.
    public func knowing(loading load: @escaping @Sendable () -> MerchantList, kinds: @escaping @Sendable () -> MerchantList) -> Ledger {
        var copy = knowing(loading: load)
        copy.kinds = Deferred(kinds)
        return copy
    }

    /// Categories: listing, lookup by name or synonym, creation.
    public var categories: CategoryService { CategoryService(ledger: self) }
    /// Accounts: listing, lookup, creation.
    public var accounts: AccountService { AccountService(ledger: self) }
    /// Transactions: adding, removing, listing.
    public var transactions: TransactionService { TransactionService(ledger: self) }
    /// Totals over periods: spending and income, statistics, breakdowns.
    public var reports: ReportService { ReportService(ledger: self) }
    /// Monthly limits per category and how they stand.
    public var budgets: BudgetService { BudgetService(ledger: self) }
    /// Splits, IOUs and settling up.
    public var people: PeopleService { PeopleService(ledger: self) }
    /// Subscriptions, bills, recurring income and scheduled transfers.
    public var recurring: RecurringService { RecurringService(ledger: self) }
    /// Savings goals.
    public var goals: GoalService { GoalService(ledger: self) }
    /// Preferences such as the theme.
    public var settings: SettingsService { SettingsService(ledger: self) }
    /// Monthly reviews, trends and comparisons between periods.
    public var reviews: ReviewService { ReviewService(ledger: self) }
    /// What needs attention: budgets, bills, balances, goals, debts, unusual spending.
    public var actions: ActionService { ActionService(ledger: self) }
}

