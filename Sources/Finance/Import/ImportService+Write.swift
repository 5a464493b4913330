import BuddyCore
import GRDB

/// Writing a planned import, in the transaction that holds the store's write lock.
extension ImportService {
    /// Writes the plan's new rows, many to a prepared statement (see ``TransactionInserter``),
    /// creating each new category and account at its first use; a large import into a smaller
    /// table, of rows in no order of days, sets the table's indexes aside while it writes (see
    /// ``TransactionIndexes``).
    ///
    /// What a row is made of is worked out once per text, category, account and day, each
    /// known by its number in the plan, and kept in arrays by that number: the loop over the rows
    /// hashes no string and makes none.
    func write(_ plan: ImportPlan, in db: Database, progress: (@Sendable (Int, Int) -> Void)?) throws -> ImportSummary {
        let profileId = ledger.profileId
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM profile WHERE id = ?)", arguments: [profileId]) == true else {
            throw FinanceError(.notFound, "the profile \(ledger.profile.name) was removed while the file was read; nothing was imported")
        }
        let planned = plan.planned
        let file = planned.file
        let fresh = planned.fresh
        let freshCount = fresh.count
        // The rows are made of values checked already (an ISO day, an amount that is not zero, a
        // kind Buddy knows): the table's CHECK constraints are not tested again on each of them
        // (the check of the kind alone, an IN list, builds a temporary table per row).
        try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
        defer { try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF") }
        let inserter = try TransactionInserter(profileId: profileId, currency: file.currency.code, in: db)
        let step = max(1, freshCount / 200)
        let inDayOrder = TransactionIndexes.inDayOrder(fresh.lazy.map { file.days[$0] })
        let indexes = try TransactionIndexes.setAside(adding: freshCount, inDayOrder: inDayOrder, in: db)
        // A larger page cache while writing, for this import only: 128 MB for the indexes a
        // statement grows in random places; 32 MB for rows in day order, which grow each index
        // at a few places only, and when the indexes are set aside, where it holds written pages
        // and bounds the sorts that build the indexes again (a larger one spares those sorts
        // little and costs a large import its memory).
        let cache = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = \(indexes.setAside || inDayOrder ? -32768 : -131072)")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cache)") }
        var rows = RowParts(planned.texts, texts: inserter.texts)
        var day: Int32 = -1
        var date = inserter.texts.add("")
        var dates: [Int32: InsertTexts.Text] = [:]
        for (done, index) in fresh.enumerated() {
            let amount = file.amounts[index]
            let categoryNumber = planned.categories[index]
            let isTransfer = rows.isTransfer(categoryNumber)
            // Each category and account is looked up (or created) at its first row, and then known by its number.
            var category: Category?
            if !isTransfer {
                if let known = rows.categories[Int(categoryNumber) + 1] {
                    category = known
                } else {
                    if let name = planned.texts.text(categoryNumber)?.trimmed, !name.isEmpty {
                        category = try CategoryService.findOrCreate(name, type: Self.kindOfNewCategory(name),
                                                                    profileId: profileId, in: db)
                    }
                    rows.categories[Int(categoryNumber) + 1] = .some(category)
                }
            }
            var accountId: Int64?
            let accountNumber = planned.accounts[index]
            if let known = rows.accounts[Int(accountNumber) + 1] {
                accountId = known
            } else {
                if let name = planned.texts.text(accountNumber)?.trimmed, !name.isEmpty {
                    accountId = try AccountService.findOrCreate(name, profileId: profileId, currency: ledger.currency.code, in: db).id
                }
                rows.accounts[Int(accountNumber) + 1] = .some(accountId)
            }
            let type: Transaction.Kind = isTransfer ? .transfer : .inferred(amount: amount, category: category)
            let (description, bank) = rows.descriptions(stored: planned.descriptions[index], bank: file.descriptions[index])
            if file.days[index] != day {
                day = file.days[index]
                if let known = dates[day] {
                    date = known
                } else {
                    date = inserter.texts.add(StatementRows.unpacked(day).iso)
                    dates[day] = date
                }
            }
            try inserter.add(TransactionInsert(date: date, amount: amount, description: description, notes: rows.note(file.notes[index]),
                                               type: rows.text(of: type), categoryId: category?.id, accountId: accountId,
                                               keyDay: file.days[index], keyHash: planned.hashes[index], bankDescription: bank))
            if let progress, (done + 1) % step == 0, done + 1 < freshCount { progress(done + 1, freshCount) }
        }
        try inserter.finish()
        if let progress, freshCount > 0 { progress(freshCount, freshCount) }
        try indexes.rebuild(in: db)
        func count(_ source: (Int32) -> Bool) -> Int { fresh.count { source(planned.sources[$0]) } }
        var summary = ImportSummary(rowsRead: planned.count + plan.zeroLines.count + plan.layout.unsettledLines.count, added: freshCount,
                             dateDecision: plan.layout.dateDecision, balance: try applyBalance(plan.balance, in: db),
                             balanceNotUsed: plan.layout.balanceNotUsed,
                             duplicatesSkipped: planned.count - freshCount, zeroSkipped: plan.zeroLines.count,
                             categoriesCreated: plan.categoriesToCreate, accountsCreated: plan.accountsToCreate,
                             categorisedByRules: count { $0 >= PlannedRows.Source.rule.rawValue },
                             categorisedFromHistory: count { $0 == PlannedRows.Source.history.rawValue },
                             categorisedFromMerchantList: count { $0 == PlannedRows.Source.merchantList.rawValue })
        summary.unsettledSkipped = plan.layout.unsettledLines.count
        return summary
    }

    /// The kind of a category an import creates from a statement's own column: income when its
    /// name says so ("Income", "Salary", "Interest"; not "Fee/Interest Charge"), else spending,
    /// whatever its first row (a card's first "Lodging" row may be a refund).
    static func kindOfNewCategory(_ name: String) -> Category.Kind {
        let words = Set(name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        if !words.isDisjoint(with: incomeWords), words.isDisjoint(with: ["fee", "fees", "charge", "charges", "charged", "expense", "expenses"]) {
            return .income
        }
        return .expense
    }

    /// Words of a category's name that make it income.
    private static let incomeWords: Set<String> = ["income", "salary", "salaries", "payroll", "wages", "wage", "paycheck", "pay",
                                                   "interest", "dividends", "dividend", "earnings", "bonus", "pension", "benefits"]
}

/// What the rows of an import are made of, worked out at the first row that needs each part
/// and kept by the number of its text in the plan (shifted by one, for -1: no text).
private struct RowParts {
    let planned: TextTable
    let texts: InsertTexts
    /// Each text trimmed, as stored.
    private var trimmed: [InsertTexts.Text?]
    /// Each text as the file gives it (for notes).
    private var asGiven: [InsertTexts.Text?]
    /// Whether each category names a transfer.
    private var transfers: [Bool?]
    /// Each category, when looked up (nil inside: none).
    var categories: [Category??]
    /// Each account's id, when looked up (nil inside: none).
    var accounts: [Int64??]
    /// For each bank description, the stored description last seen with it and whether the two
    /// differ once trimmed.
    private var pairs: [(stored: Int32, differ: Bool)?]
    /// The kinds' raw values.
    private let expense, income, transfer: InsertTexts.Text

    init(_ planned: TextTable, texts: InsertTexts) {
        self.planned = planned
        self.texts = texts
        let count = planned.texts.count + 1
        trimmed = Array(repeating: nil, count: count)
        asGiven = Array(repeating: nil, count: count)
        transfers = Array(repeating: nil, count: count)
        categories = Array(repeating: nil, count: count)
        accounts = Array(repeating: nil, count: count)
        pairs = Array(repeating: nil, count: count)
        expense = texts.add(Transaction.Kind.expense.rawValue)
        income = texts.add(Transaction.Kind.income.rawValue)
        transfer = texts.add(Transaction.Kind.transfer.rawValue)
    }

    /// The raw value of `kind`.
    func text(of kind: Transaction.Kind) -> InsertTexts.Text {
        switch kind {
        case .expense: expense
        case .income: income
        case .transfer: transfer
        }
    }

    /// Whether the category numbered `number` (-1: none) names a transfer.
    mutating func isTransfer(_ number: Int32) -> Bool {
        if let known = transfers[Int(number) + 1] { return known }
        let answer = planned.text(number).map(Transaction.isTransferCategory) ?? false
        transfers[Int(number) + 1] = answer
        return answer
    }

    /// The stored description, trimmed, and the bank's, trimmed, when it differs from it.
    mutating func descriptions(stored: Int32, bank: Int32) -> (InsertTexts.Text, InsertTexts.Text?) {
        let description = trim(stored)
        if stored == bank { return (description, nil) }
        let differ: Bool
        if let pair = pairs[Int(bank) + 1], pair.stored == stored {
            differ = pair.differ
        } else {
            differ = planned[stored].trimmed != planned[bank].trimmed
            pairs[Int(bank) + 1] = (stored, differ)
        }
        return (description, differ ? trim(bank) : nil)
    }

    /// The note numbered `number` as the file gives it, or nil for -1.
    mutating func note(_ number: Int32) -> InsertTexts.Text? {
        guard number >= 0 else { return nil }
        if let known = asGiven[Int(number) + 1] { return known }
        let text = texts.add(planned[number])
        asGiven[Int(number) + 1] = text
        return text
    }

    private mutating func trim(_ number: Int32) -> InsertTexts.Text {
        if let known = trimmed[Int(number) + 1] { return known }
        let text = texts.add(planned[number].trimmed)
        trimmed[Int(number) + 1] = text
        return text
    }
}
