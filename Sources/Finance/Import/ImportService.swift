import BuddyCore
import Foundation
import GRDB

/// Imports bank statements and Buddy's own CSV exports: every row or none.
public struct ImportService: Sendable {
    let ledger: Ledger

    /// Works out the import of `source` without writing anything (the `--dry-run` preview).
    public func preview(_ source: StatementText, options: ImportOptions = ImportOptions()) throws -> ImportPlan {
        let read = try reader(options).read(source)
        let importer = inCurrency(of: read)
        return try ledger.database.writer.read { db in try importer.plan(read, options: options, in: db) }
    }

    /// This import as the statement's currency has it: the profile's own, or the one it names
    /// when the profile holds no records yet and takes it (``ImportOptions/takesStatementCurrency``).
    private func inCurrency(of read: (layout: StatementLayout, rows: StatementRows, zeroLines: [Int])) -> ImportService {
        read.layout.currency == ledger.currency ? self : ImportService(ledger: ledger.keepingMoney(in: read.layout.currency))
    }

    /// Makes the profile keep its money in the statement's currency, inside the import's write
    /// transaction, when the import takes it; fails, changing nothing, when the profile has
    /// come to hold records since the file was read.
    private func takeCurrency(of plan: ImportPlan, from original: Ledger, in db: Database) throws {
        guard let currency = plan.currencyTaken else { return }
        guard try original.holdsNoRecords(in: db) else {
            throw FinanceError(.invalidInput, "this statement's money is in \(currency.code) and this profile now holds records in "
                + "\(original.currency.code); convert the amounts to \(original.currency.code) and import again")
        }
        try db.execute(sql: #"UPDATE "profile" SET currency = ? WHERE id = ?"#, arguments: [currency.code, original.profileId])
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
        let importer = inCurrency(of: read), original = ledger
        return try ledger.database.writer.writeWithoutTransaction { db in
            var planned: ImportPlan?
            var version: Int64?
            try db.inTransaction(.deferred) {
                planned = try importer.plan(read, options: options, in: db)
                version = try Self.dataVersion(db)
                return .commit
            }
            if let progress, let count = planned?.planned.fresh.count, count > 0 { progress(0, count) }
            var summary: ImportSummary?
            // The rows are written with SQLite's foreign-key checks off (see TransactionInserter),
            // which it lets a connection switch only between transactions; the write checks the
            // profile itself, and makes or finds every category and account its rows refer to.
            let foreignKeys = try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? true
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            defer { try? db.execute(sql: "PRAGMA foreign_keys = \(foreignKeys ? "ON" : "OFF")") }
            try db.inTransaction(.immediate) {
                let current = try Self.dataVersion(db) == version ? planned! : try importer.plan(read, options: options, in: db)
                try takeCurrency(of: current, from: original, in: db)
                summary = try importer.write(current, in: db, progress: progress)
                summary?.currencyTaken = current.currencyTaken
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

    private func reader(_ options: ImportOptions) throws -> CSVStatementReader {
        var reader = CSVStatementReader(defaultCurrency: ledger.currency, dateFormat: options.dateFormat, today: options.today)
        reader.takesNamedCurrency = try options.takesStatementCurrency && ledger.database.writer.read { db in try ledger.holdsNoRecords(in: db) }
        return reader
    }

    private func plan(_ read: (layout: StatementLayout, rows: StatementRows, zeroLines: [Int]),
                      options: ImportOptions, in db: Database) throws -> ImportPlan {
        var categoriser = try PayeeCategoriser(rules: options.rules, ledger: ledger, in: db)
        let file = read.rows
        var planned = PlannedRows(file: file)
        let defaultAccount = planned.texts.number(options.account)
        var contents = ImportContents()
        /// What categorising gave a description (with or without a category from the file, on
        /// a row of money out or in): statements repeat their payees, so each is worked out once.
        struct Asked: Hashable { let description: Int32, category: Int32, out: Bool, purpose: Int32, type: Int32, notes: Int32 }
        var answers: [Asked: (description: Int32, category: Int32, source: Int32)] = [:]
        /// Whether the merchant list reads a row's notes with its type, by the type's number.
        var readsNotes: [Int32: Bool] = [:]
        var occurrences = OccurrenceCount(days: file.days)
        for index in file.indices {
            let account = file.accounts[index] >= 0 ? file.accounts[index] : defaultAccount
            let fileCategory = file.categories[index]
            let amount = file.amounts[index]
            // "PayPal Europe S.a.r.l. et Cie S.C.A" beside "… Spotify AB, Ihr Einkauf bei Spotify AB": a payee
            // column that names only the service that passed the payment on is read with the purpose after it.
            let purpose = file.notes[index] >= 0 && !read.layout.isOwnExport && categoriser.namesNoPayee(file.texts[file.descriptions[index]]) ? file.notes[index] : -1
            let type = file.types[index]
            // A payment's notes may say what it was for, read with a type of payment (a standing order's "RENT AUG").
            var withNotes = false
            if type >= 0 {
                if readsNotes[type] == nil { readsNotes[type] = categoriser.readsNotes(type: file.texts[type]) }
                withNotes = readsNotes[type]!
            }
            let notes = withNotes ? file.notes[index] : -1
            let asked = Asked(description: file.descriptions[index], category: fileCategory, out: amount < 0, purpose: purpose, type: type,
                              notes: notes)
            let answer: (description: Int32, category: Int32, source: Int32)
            if let known = answers[asked] {
                answer = known
            } else {
                var t = file.transaction(index)
                if purpose >= 0 { t.description += " " + file.texts[purpose] }
                let source = try categorise(&t, type: file.texts.text(type), notes: file.texts.text(notes), with: &categoriser,
                                            cleaning: !read.layout.isOwnExport)
                let number: Int32 = switch source {
                case .none: PlannedRows.Source.none.rawValue
                case .file: PlannedRows.Source.file.rawValue
                case .history: PlannedRows.Source.history.rawValue
                case .merchantList: PlannedRows.Source.merchantList.rawValue
                case .rule(let pattern): PlannedRows.Source.rule.rawValue + planned.texts.number(pattern)
                }
                answer = (planned.texts.number(t.description), planned.texts.number(t.category), number)
                answers[asked] = answer
            }
            let content = contents.content(day: file.days[index], amount: amount, description: file.descriptions[index],
                                           account: account, texts: planned.texts)
            let occurrence = occurrences.next(content, at: index)
            let hash = contents.hash(content, currency: file.currency, occurrence: occurrence, texts: planned.texts)
            planned.append(description: answer.description, category: answer.category, account: account, source: answer.source, hash: hash)
        }
        occurrences = OccurrenceCount(days: [])
        try markDuplicates(&planned, contents: &contents, in: db)
        var freshCategories: [Int32] = [], freshAccounts: [Int32] = []
        var seenCategories = Set<Int32>(), seenAccounts = Set<Int32>()
        for index in planned.indices where !planned.duplicate[index] {
            let category = planned.categories[index], account = planned.accounts[index]
            if category >= 0, seenCategories.insert(category).inserted { freshCategories.append(category) }
            if account >= 0, seenAccounts.insert(account).inserted { freshAccounts.append(account) }
        }
        var plan = ImportPlan(layout: read.layout, planned: planned, zeroLines: read.zeroLines,
                              balance: try plannedBalance(planned, in: db),
                              categoriesToCreate: try missing(freshCategories.map { planned.texts[$0] }.filter { !Transaction.isTransferCategory($0) },
                                                              table: "category", in: db),
                              accountsToCreate: try missing(freshAccounts.map { planned.texts[$0] }, table: "account", in: db))
        // A statement read in another currency than the one the profile keeps (see inCurrency(of:)).
        let kept = try String.fetchOne(db, sql: #"SELECT currency FROM "profile" WHERE id = ?"#, arguments: [ledger.profileId])
        if kept != ledger.currency.code { plan.currencyTaken = ledger.currency }
        return plan
    }

    /// Gives a row its payee and category, the first source that has one winning: the rules
    /// (a rules file's, then the learned ones), the file's category column, the category the
    /// file's type column gives (`types:` of the merchant list: "UMBUCHUNG" is a transfer), the
    /// person's history for the payee, then the merchant list, which reads the row's `type`
    /// too, and the `notes` when its type makes them count. Unless `cleaning` is off (Buddy's own
    /// export), the description becomes the payee's clean name.
    private func categorise(_ t: inout NewTransaction, type: String?, notes: String?, with categoriser: inout PayeeCategoriser,
                            cleaning: Bool) throws -> CategorySource {
        let bank = t.description
        let row = TypedRow(description: bank, type: type, notes: notes, paidOut: t.amount.minorUnits < 0)
        var source = CategorySource.none
        let rule = categoriser.rule(for: row)
        if let rule, let category = rule.category {
            t.category = category
            source = .rule(rule.pattern)
        }
        if let payee = rule?.payee {
            t.description = payee
        } else if cleaning {
            t.description = categoriser.recognition(row).name
        }
        if source == .none, let named = t.category {
            // Money moved between one's own accounts or to a card is a transfer whatever the
            // file calls it (a card payment filed under "Bills" would count the card's spending twice).
            let recognised = categoriser.recognition(row)
            t.category = recognised.isTransfer && recognised.basis != .person ? Transaction.transferCategory : try categoriser.fileCategory(named)
            return .file
        }
        if source == .none, let category = try categoriser.typeCategory(type, amount: t.amount.minorUnits) {
            t.category = category
            return .file
        }
        if source == .none, let category = try categoriser.history(t.description) ?? categoriser.history(bank) {
            t.category = category
            source = .history
        }
        if source == .none, let category = try categoriser.listCategory(row, amount: t.amount.minorUnits) {
            t.category = category
            source = .merchantList
        }
        return source
    }

    /// Marks the rows already in the store: a row whose fingerprint an earlier import stored, or,
    /// row for row, one with the same day, amount, description and account (a row typed in, or
    /// Buddy's own export read back). When every row of the file is stored, a row stored in no
    /// account is the same as one that goes to an account, and one stored in an account the same
    /// as one that goes to none: the same file imported again with `--account`, or without it,
    /// adds nothing.
    ///
    /// When every row's fingerprint is stored (the same file again), the store's rows are not
    /// read one by one: every row is a duplicate whatever they hold.
    private func markDuplicates(_ planned: inout PlannedRows, contents: inout ImportContents, in db: Database) throws {
        let file = planned.file
        guard let first = file.days.min(), let last = file.days.max() else { return }
        let firstDay = StatementRows.unpacked(first), lastDay = StatementRows.unpacked(last)
        let arguments: StatementArguments = [ledger.profileId, firstDay.iso, lastDay.iso]
        var keys = Set<ImportContents.Key>(minimumCapacity: planned.count)
        let stored = try String.fetchCursor(db, sql: """
            SELECT importKey FROM "transaction" WHERE profileId = ? AND date BETWEEN ? AND ? AND importKey IS NOT NULL
            """, arguments: arguments)
        while let key = try stored.next() {
            if let (day, hash) = ImportFingerprint.parse(key) { keys.insert(ImportContents.Key(day: day, hash: hash)) }
        }
        let known = planned.indices.map { keys.contains(ImportContents.Key(day: file.days[$0], hash: planned.hashes[$0])) }
        keys = []
        if !known.contains(false) {
            planned.duplicate = known
            return
        }
        // The store's rows, counted by the content of the planned rows they could match.
        var counts: [ImportContents.Content: Int] = [:]
        // The store's rows in no account, and those in one, by their content whatever the account.
        var inNoAccount: [ImportContents.Content: Int] = [:], inAnAccount: [ImportContents.Content: Int] = [:]
        let cursor = try Row.fetchCursor(db, sql: """
            SELECT t.date, t.amount, t.currency, t.description, a.name FROM "transaction" t LEFT JOIN account a ON a.id = t.accountId
            WHERE t.profileId = ? AND t.date BETWEEN ? AND ?
            """, arguments: arguments)
        let cleaned = ImportContents.Matching(planned)
        while let row = try cursor.next() {
            let currency: String = row[2]
            guard (Currency(code: currency) ?? .usd).code == file.currency.code else { continue }
            let day = Day(iso: row[0]).map(StatementRows.packed) ?? first, amount = try row.amount(atIndex: 1)
            let account: String? = row[4]
            guard let contents = cleaned.contents(day: day, amount: amount, description: row[3], account: account) else { continue }
            if account == nil { inNoAccount[contents.anyAccount, default: 0] += 1 } else { inAnAccount[contents.anyAccount, default: 0] += 1 }
            if let content = contents.inAccount { counts[content, default: 0] += 1 }
        }
        var elsewhere = Array(repeating: false, count: planned.count)
        for index in planned.indices {
            var duplicate = known[index]
            let content = cleaned.content(of: index)
            if duplicate || counts[content, default: 0] > 0 {
                duplicate = true
                if let count = counts[content], count > 0 { counts[content] = count - 1 }
            } else {
                // The same row stored in no account when this one goes to one, or in one when this goes to none.
                let any = cleaned.contentInAnyAccount(of: index)
                let toNone = cleaned.goesToNoAccount(index)
                if let count = toNone ? inAnAccount[any] : inNoAccount[any], count > 0 {
                    elsewhere[index] = true
                    if toNone { inAnAccount[any] = count - 1 } else { inNoAccount[any] = count - 1 }
                }
            }
            planned.duplicate[index] = duplicate
        }
        // Rows stored with another account are this file's only when every row of it is stored
        // (the same file again, with or without `--account`): a charge two cards share on a day
        // is two charges.
        if planned.indices.allSatisfy({ planned.duplicate[$0] || elsewhere[$0] }) {
            for index in planned.indices where elsewhere[index] { planned.duplicate[index] = true }
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
}

extension Ledger {
    /// Importing statements.
    public var imports: ImportService { ImportService(ledger: self) }
}
