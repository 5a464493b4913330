import BuddyCore
import Foundation
import GRDB

/// Imports bank statements and Buddy's own CSV exports: every row or none.
public struct ImportService: Sendable {
    let ledger: Ledger

    /// Works out the import of `source` without writing anything (the `--dry-run` preview).
    public func preview(_ source: StatementText, options: ImportOptions = ImportOptions()) throws -> ImportPlan {
        let read = try reader(options).read(source)
        return try ledger.database.writer.read { db in try plan(read, options: options, in: db) }
    }

    /// Imports `source` in one database transaction: every new row, or nothing and an error
    /// naming each bad line and column. `progress` is told (rows written, rows to write) as it
    /// goes, first (0, rows to write) once the import is planned and before it waits to write.
    ///
    /// Only the inserts hold the store's write lock. The file is read and checked, and the
    /// import planned (rules, categories from history, rows already in the store), in a read
    /// transaction, while other `buddy` processes go on writing. The write transaction then
    /// checks that no one has written since the plan was read; if someone has, the plan is
    /// worked out again inside the write transaction, so a row added meanwhile (the same
    /// statement imported twice at once, say) is still skipped as a duplicate.
    public func importStatement(_ source: StatementText, options: ImportOptions = ImportOptions(),
                                progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> ImportSummary {
        let read = try reader(options).read(source)
        return try ledger.database.writer.writeWithoutTransaction { db in
            // A larger page cache for the indexes a big statement grows, for this import only.
            let cache = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            try db.execute(sql: "PRAGMA cache_size = -131072")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cache)") }
            var planned: ImportPlan?
            var version: Int64?
            try db.inTransaction(.deferred) {
                planned = try plan(read, options: options, in: db)
                version = try Self.dataVersion(db)
                return .commit
            }
            if let progress, let count = planned?.rows.count(where: { !$0.duplicate }), count > 0 { progress(0, count) }
            var summary: ImportSummary?
            try db.inTransaction(.immediate) {
                let current = try Self.dataVersion(db) == version ? planned! : try plan(read, options: options, in: db)
                summary = try write(current, in: db, progress: progress)
                return .commit
            }
            return summary!
        }
    }

    /// SQLite's count of the changes other connections have committed to the store, as this
    /// connection's current transaction sees it: the same number means no one else has written.
    private static func dataVersion(_ db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "PRAGMA data_version")
    }

    /// Imports CSV text (see ``importStatement(_:options:progress:)``).
    public func importCSV(_ text: String, options: ImportOptions = ImportOptions()) throws -> ImportSummary {
        try importStatement(StatementText(text), options: options)
    }

    /// Imports the CSV file at `path` (see ``importStatement(_:options:progress:)``).
    public func importCSV(path: String, options: ImportOptions = ImportOptions(),
                          progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> ImportSummary {
        try importStatement(StatementText(path: path), options: options, progress: progress)
    }

    private func reader(_ options: ImportOptions) -> CSVStatementReader {
        CSVStatementReader(defaultCurrency: ledger.currency, dateFormat: options.dateFormat, today: options.today)
    }

    private func plan(_ read: (layout: StatementLayout, rows: [StatementRow], zeroLines: [Int]),
                      options: ImportOptions, in db: Database) throws -> ImportPlan {
        var categoriser = try PayeeCategoriser(rules: options.rules, ledger: ledger, in: db)
        var occurrences: [String: Int] = [:]
        var planned: [(row: PlannedRow, content: String)] = []
        planned.reserveCapacity(read.rows.count)
        for row in read.rows {
            var t = row.transaction
            if t.account == nil { t.account = options.account }
            let content = ImportFingerprint.content(t, account: t.account)
            occurrences[content, default: 0] += 1
            let key = ImportFingerprint.key(date: t.date, content: content, occurrence: occurrences[content]!)
            let source = try categorise(&t, with: &categoriser, cleaning: !read.layout.isOwnExport)
            let stored = PlannedRow(line: row.line, transaction: t, fileDescription: row.transaction.description,
                                    categorySource: source, duplicate: false, importKey: key)
            planned.append((stored, ImportFingerprint.content(t, account: t.account)))
        }
        let rows = try markDuplicates(planned, in: db)
        let fresh = rows.lazy.filter { !$0.duplicate }
        return ImportPlan(layout: read.layout, rows: rows, zeroLines: read.zeroLines,
                          balance: try plannedBalance(rows, fileRows: read.rows, in: db),
                          categoriesToCreate: try missing(fresh.compactMap(\.transaction.category).filter { !Transaction.isTransferCategory($0) },
                                                          table: "category", in: db),
                          accountsToCreate: try missing(fresh.compactMap(\.transaction.account), table: "account", in: db))
    }

    /// Gives a row its payee and category, the first source that has one winning: the rules
    /// (a rules file's, then the learned ones), the file's category column, the person's history
    /// for the payee, then the merchant list. Unless `cleaning` is off (Buddy's own export), the
    /// description becomes the payee's clean name.
    private func categorise(_ t: inout NewTransaction, with categoriser: inout PayeeCategoriser, cleaning: Bool) throws -> CategorySource {
        let bank = t.description
        var source = CategorySource.none
        let rule = categoriser.rule(for: bank)
        if let rule, let category = rule.category {
            t.category = category
            source = .rule(rule.pattern)
        }
        if let payee = rule?.payee {
            t.description = payee
        } else if cleaning {
            t.description = categoriser.recognition(bank).name
        }
        if source == .none, t.category != nil { return .file }
        if source == .none, let category = try categoriser.history(t.description) ?? categoriser.history(bank) {
            t.category = category
            source = .history
        }
        if source == .none, let category = try categoriser.listCategory(bank, amount: t.amount.minorUnits) {
            t.category = category
            source = .merchantList
        }
        return source
    }

    /// Marks the rows already in the store: a row whose fingerprint an earlier import stored, or,
    /// row for row, one with the same day, amount, description and account (a row typed in, or
    /// Buddy's own export read back).
    ///
    /// When every row's fingerprint is stored (the same file again), the store's rows are not
    /// read one by one: every row is a duplicate whatever they hold.
    private func markDuplicates(_ planned: [(row: PlannedRow, content: String)], in db: Database) throws -> [PlannedRow] {
        guard let first = planned.map(\.row.transaction.date).min(), let last = planned.map(\.row.transaction.date).max() else { return [] }
        let arguments: StatementArguments = [ledger.profileId, first.iso, last.iso]
        let keys = try Set(String.fetchAll(db, sql: """
            SELECT importKey FROM "transaction" WHERE profileId = ? AND date BETWEEN ? AND ? AND importKey IS NOT NULL
            """, arguments: arguments))
        if planned.allSatisfy({ keys.contains($0.row.importKey) }) {
            return planned.map { entry in entry.row.marked(duplicate: true) }
        }
        var stored: [String: Int] = [:]
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT t.date, t.amount, t.currency, t.description, a.name FROM "transaction" t LEFT JOIN account a ON a.id = t.accountId
            WHERE t.profileId = ? AND t.date BETWEEN ? AND ?
            """, arguments: arguments)
        while let row = try cursor.next() {
            let t = NewTransaction(date: Day(iso: row[0]) ?? first, amount: Money(minorUnits: try row.amount(atIndex: 1), currency: Currency(code: row[2]) ?? .usd),
                                   description: row[3])
            stored[ImportFingerprint.content(t, account: row[4]), default: 0] += 1
        }
        return planned.map { entry in
            var duplicate = keys.contains(entry.row.importKey)
            if duplicate || stored[entry.content, default: 0] > 0 {
                duplicate = true
                if let count = stored[entry.content], count > 0 { stored[entry.content] = count - 1 }
            }
            return entry.row.marked(duplicate: duplicate)
        }
    }

    /// The names in `names` (first spelling, file order) that `table` does not hold yet.
    private func missing(_ names: [String], table: String, in db: Database) throws -> [String] {
        let existing = Set(try String.fetchAll(db, sql: "SELECT name FROM \(table) WHERE profileId = ?", arguments: [ledger.profileId])
            .map { $0.lowercased() })
        var seen = Set<String>()
        return names.map { $0.trimmed }.filter { name in
            let key = name.lowercased()
            return !existing.contains(key) && seen.insert(key).inserted
        }
    }

    /// Writes the plan's new rows with one prepared statement, creating each new category and
    /// account at its first use; a large import into a smaller table sets the table's indexes
    /// aside while it writes (see ``TransactionIndexes``).
    private func write(_ plan: ImportPlan, in db: Database, progress: (@Sendable (Int, Int) -> Void)?) throws -> ImportSummary {
        let profileId = ledger.profileId
        // The new rows are walked in place, not copied: a large statement holds enough already.
        let fresh = plan.rows.lazy.filter { !$0.duplicate }
        let freshCount = plan.rows.count(where: { !$0.duplicate })
        var categories: [String: Category] = [:]
        var accounts: [String: Int64] = [:]
        let insert = try db.makeStatement(sql: """
            INSERT INTO "transaction" (profileId, date, amount, currency, description, notes, type, categoryId, accountId, importKey,
                                       bankDescription)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let step = max(1, freshCount / 200)
        let indexes = try TransactionIndexes.setAside(adding: freshCount, in: db)
        for (index, row) in fresh.enumerated() {
            let t = row.transaction
            var category: Category?
            let isTransfer = t.category.map(Transaction.isTransferCategory) ?? false
            if !isTransfer, let name = t.category?.trimmed, !name.isEmpty {
                let key = name.lowercased()
                if categories[key] == nil {
                    categories[key] = try CategoryService.findOrCreate(name, type: t.amount.minorUnits < 0 ? .expense : .income,
                                                                       profileId: profileId, in: db)
                }
                category = categories[key]
            }
            var accountId: Int64?
            if let name = t.account?.trimmed, !name.isEmpty {
                let key = name.lowercased()
                if accounts[key] == nil {
                    accounts[key] = try AccountService.findOrCreate(name, profileId: profileId, currency: ledger.currency.code, in: db).id
                }
                accountId = accounts[key]
            }
            let type: Transaction.Kind = isTransfer ? .transfer : .inferred(amount: t.amount.minorUnits, category: category)
            let description = t.description.trimmed
            let bank = row.fileDescription.trimmed
            insert.setUncheckedArguments([profileId, t.date.iso, t.amount.minorUnits, t.amount.currency.code,
                                          description, t.notes, type.rawValue, category?.id, accountId, row.importKey,
                                          bank == description ? nil : bank])
            try insert.execute()
            if let progress, (index + 1) % step == 0 || index + 1 == freshCount { progress(index + 1, freshCount) }
        }
        try indexes.rebuild(in: db)
        return ImportSummary(rowsRead: plan.rows.count + plan.zeroLines.count, added: freshCount,
                             dateDecision: plan.layout.dateDecision, balance: try applyBalance(plan.balance, in: db),
                             balanceNotUsed: plan.layout.balanceNotUsed,
                             duplicatesSkipped: plan.rows.count - freshCount, zeroSkipped: plan.zeroLines.count,
                             categoriesCreated: plan.categoriesToCreate, accountsCreated: plan.accountsToCreate,
                             categorisedByRules: fresh.filter { if case .rule = $0.categorySource { true } else { false } }.count,
                             categorisedFromHistory: fresh.filter { $0.categorySource == .history }.count,
                             categorisedFromMerchantList: fresh.filter { $0.categorySource == .merchantList }.count)
    }
}

extension Ledger {
    /// Importing statements.
    public var imports: ImportService { ImportService(ledger: self) }
}
