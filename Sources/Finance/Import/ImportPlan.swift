import BuddyCore

/// What an import may be told beyond the file.
public struct ImportOptions: Sendable {
    /// The date format, instead of detecting it.
    public var dateFormat: StatementDateFormat?
    /// Rules (from a rules file) tried before the profile's own.
    public var rules: [ImportRule]
    /// Today (the clock's): a reading of the dates that puts rows after it is not the file's.
    /// Without it, only the order of the dates decides between readings.
    public var today: Day?
    /// Whether a statement that names another currency than the profile's is read in it when
    /// the profile holds no records yet, the profile keeping its money in that currency from
    /// then on (a new store's first statement from a UK or euro-area bank); otherwise such a
    /// statement is refused.
    public var takesStatementCurrency = false
    /// The account for rows that name none, cleaned as every stored name is.
    public var account: String? {
        didSet { if let account, account != account.cleanedForStorage { self.account = account.cleanedForStorage } }
    }

    /// Creates options; every one is optional.
    public init(dateFormat: StatementDateFormat? = nil, rules: [ImportRule] = [], account: String? = nil, today: Day? = nil) {
        self.dateFormat = dateFormat
        self.today = today
        self.rules = rules
        self.account = account?.cleanedForStorage
    }
}

/// Where a planned row's category comes from.
public enum CategorySource: Sendable, Equatable {
    /// The file's category column.
    case file
    /// The rule with this pattern.
    case rule(String)
    /// The category the person gave the same payee before.
    case history
    /// The merchant list: a known merchant, a keyword, or a payment to a person.
    case merchantList
    /// None.
    case none
}

/// One row of a statement as it would be stored.
public struct PlannedRow: Sendable {
    /// The line of the file it starts on.
    public let line: Int
    /// The transaction as it would be stored (rules applied).
    public let transaction: NewTransaction
    /// The description as the file writes it (kept with the row when the stored one differs).
    public let fileDescription: String
    /// Where its category comes from.
    public let categorySource: CategorySource
    /// Whether it is already in the store, and would be skipped.
    public let duplicate: Bool
    /// The row's fingerprint.
    let importKey: String

    /// The same row, marked as already in the store or not.
    func marked(duplicate: Bool) -> PlannedRow {
        PlannedRow(line: line, transaction: transaction, fileDescription: fileDescription, categorySource: categorySource,
                   duplicate: duplicate, importKey: importKey)
    }
}

/// An import worked out in full before anything is written: what the preview shows and what
/// the import then writes.
public struct ImportPlan: Sendable {
    /// How the file was read.
    public let layout: StatementLayout
    /// Every row, kept as numbers.
    let planned: PlannedRows
    /// Every row with an amount, in file order.
    public var rows: [PlannedRow] { Array(planned) }
    /// Lines whose amount is zero (card checks), left out.
    public let zeroLines: [Int]
    /// The statement's balance column and what importing would do with it.
    public let balance: StatementBalance?
    /// Categories that importing would create.
    public let categoriesToCreate: [String]
    /// Accounts that importing would create.
    public let accountsToCreate: [String]
    /// The currency the profile would keep its money in from then on, when it holds no records
    /// yet and the statement names another (``ImportOptions/takesStatementCurrency``).
    public internal(set) var currencyTaken: Currency? = nil

    /// The rows that would be added.
    public var newRows: [PlannedRow] { planned.fresh.map { planned[$0] } }
    /// The rows already in the store.
    public var duplicates: [PlannedRow] { planned.indices.filter { planned.duplicate[$0] }.map { planned[$0] } }
}

/// What an import did.
public struct ImportSummary: Sendable, Equatable {
    /// Rows with a date read from the file (duplicates and zero amounts included).
    public let rowsRead: Int
    /// Transactions added.
    public let added: Int
    /// How the date format was decided when the dates read in more than one.
    public let dateDecision: DateFormatDecision?
    /// The statement's balance column and what the import did with it.
    public let balance: StatementBalance?
    /// Why the balance column was not used, when one of its fields is not an amount.
    public let balanceNotUsed: String?
    /// Rows already in the store, skipped.
    public let duplicatesSkipped: Int
    /// Rows with a zero amount, skipped.
    public let zeroSkipped: Int
    /// Rows the bank did not settle (declined, reverted, pending), skipped.
    public internal(set) var unsettledSkipped = 0
    /// Categories the import created.
    public let categoriesCreated: [String]
    /// Accounts the import created.
    public let accountsCreated: [String]
    /// Added rows categorised by a rule.
    public let categorisedByRules: Int
    /// Added rows categorised from the person's history for the same payee.
    public let categorisedFromHistory: Int
    /// Added rows categorised by the merchant list.
    public let categorisedFromMerchantList: Int
    /// The currency the profile keeps its money in from this import on, when it took the
    /// statement's (``ImportOptions/takesStatementCurrency``).
    public internal(set) var currencyTaken: Currency? = nil

    /// Whether the import changed an account's opening balance.
    public var balanceChanged: Bool {
        if case .account(let change) = balance?.target { return change.from != change.to }
        return false
    }
}
