import BuddyCore
import GRDB

/// What moving many rows to one category did ("put all uber rides in transport").
public struct Recategorisation: Sendable, Equatable {
    /// The category the rows went to, as the profile names it ("Transfer" for transfers).
    public let category: String
    /// Whether the category was made for these rows.
    public let categoryCreated: Bool
    /// Rows whose category changed.
    public let moved: Int
    /// Rows that were in the category already.
    public let alreadyThere: Int
    /// Transfers between the person's own accounts that the filter selected and that were left
    /// alone: they have no category.
    public let transfersLeft: Int
    /// The payees of the rows moved or already there, the most frequent first (at most five).
    public let payees: [String]
    /// Payees whose name contains the one asked for but is not it ("Uber Eats" when "uber" asked
    /// for "Uber"), left alone (at most five).
    public let payeesLeft: [String]
}

extension TransactionService {
    /// Moves every row `filter` selects to the category `name`, in one database transaction.
    ///
    /// When the filter names a payee and a payee has exactly that name (compared as
    /// ``PayeeKey/searchKey(_:)`` reads both), only that payee's rows move: "uber" moves Uber and leaves
    /// Uber Eats, which is named in ``Recategorisation/payeesLeft``. A category the profile does
    /// not have is made when there are rows to move (an income category when every row is money in, an expense category
    /// otherwise). "Transfer" makes the rows transfers. A row's amount never changes; its type
    /// follows the category, as an imported row's does. Transfers between the person's own
    /// accounts are left alone.
    public func recategorise(_ filter: TransactionFilter, to name: String) throws -> Recategorisation {
        let trimmed = try Self.categoryName(name)
        return try ledger.database.writer.write { db in
            var (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            let (whole, left) = try wholeName(filter.text, condition: condition, arguments: arguments, in: db)
            if !whole.isEmpty {
                condition += " AND t.description IN (\(databaseQuestionMarks(count: whole.count)))"
                arguments += whole.map { $0 as any DatabaseValueConvertible & Sendable }
            }
            return try move(where: condition, StatementArguments(arguments), to: trimmed, leaving: left, in: db)
        }
    }

    /// Moves every row `rule` matches (by its description or the statement's own text) to the
    /// rule's category, as ``recategorise(_:to:)`` moves rows; `rule` is not saved.
    public func recategorise(matching rule: ImportRule) throws -> Recategorisation {
        guard let category = rule.category else { throw FinanceError(.invalidInput, "the rule names no category") }
        let trimmed = try Self.categoryName(category)
        let matcher = try RuleMatcher([rule])
        return try ledger.database.writer.write { db in
            var ids: [Int64] = []
            let rows = try Row.fetchCursor(db, sql: """
                SELECT id, description, bankDescription FROM "transaction" WHERE profileId = ? AND currency = ?
                """, arguments: [ledger.profileId, ledger.currency.code])
            while let row = try rows.next() {
                let texts = [row["description"] as String?, row["bankDescription"] as String?].compactMap { $0 }
                if texts.contains(where: { matcher.rule(for: $0) != nil }) { ids.append(row["id"]) }
            }
            let json = "[" + ids.map(String.init).joined(separator: ",") + "]"
            return try move(where: "t.id IN (SELECT value FROM json_each(?))", [json], to: trimmed, leaving: [], in: db)
        }
    }

    private static func categoryName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw FinanceError(.invalidInput, "a category needs a name") }
        return trimmed
    }

    /// Moves the rows `condition` selects (on alias `t`) to the category `name`.
    private func move(where condition: String, _ selected: StatementArguments, to trimmed: String, leaving left: [String],
                      in db: Database) throws -> Recategorisation {
        let linked = """
            t.type = 'transfer' AND (t.linkId IS NOT NULL OR EXISTS (SELECT 1 FROM "transaction" o WHERE o.linkId = t.id))
            """
        let transfersLeft = try Int.fetchOne(db, sql: "SELECT count(*) FROM \"transaction\" t WHERE \(condition) AND \(linked)",
                                             arguments: selected) ?? 0
        let rows = "SELECT t.id FROM \"transaction\" t WHERE \(condition) AND NOT (\(linked))"
        let payees = try String.fetchAll(db, sql: """
            SELECT t.description FROM "transaction" t WHERE t.id IN (\(rows))
            GROUP BY t.description ORDER BY count(*) DESC, t.description LIMIT 5
            """, arguments: selected)
        if ["transfer", "transfers"].contains(trimmed.lowercased()) {
            let already = try Int.fetchOne(db, sql: "SELECT count(*) FROM \"transaction\" WHERE id IN (\(rows)) AND type = 'transfer'",
                                           arguments: selected) ?? 0
            try db.execute(sql: "UPDATE \"transaction\" SET type = 'transfer', categoryId = NULL WHERE id IN (\(rows)) AND type <> 'transfer'",
                           arguments: selected)
            return Recategorisation(category: Transaction.transferCategory, categoryCreated: false, moved: db.changesCount,
                                    alreadyThere: already, transfersLeft: transfersLeft, payees: payees, payeesLeft: left)
        }
        var created = false
        let category: Category
        if let existing = try CategoryService.named(trimmed, profileId: ledger.profileId, in: db) {
            category = existing
        } else if payees.isEmpty {
            // Nothing to move: no category is made for it.
            return Recategorisation(category: trimmed.capitalized, categoryCreated: false, moved: 0, alreadyThere: 0,
                                    transfersLeft: transfersLeft, payees: [], payeesLeft: left)
        } else {
            let moneyOut = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \"transaction\" WHERE id IN (\(rows)) AND amount < 0)",
                                             arguments: selected) ?? true
            category = try CategoryService.findOrCreate(trimmed.capitalized, type: moneyOut ? .expense : .income,
                                                        profileId: ledger.profileId, in: db)
            created = true
        }
        guard let id = category.id else { throw FinanceError(.notFound, "there is no category called \(trimmed)") }
        let type = category.type == .income ? Transaction.Kind.income : .expense
        // The rows are found by id ("+": not by scanning the category's index for them).
        let already = try Int.fetchOne(db, sql: "SELECT count(*) FROM \"transaction\" WHERE id IN (\(rows)) AND +categoryId = ?",
                                       arguments: selected + [id]) ?? 0
        try db.execute(sql: """
            UPDATE "transaction" SET categoryId = ?, type = ? WHERE id IN (\(rows)) AND categoryId IS NOT ?
            """, arguments: [id, type.rawValue] + selected + [id])
        return Recategorisation(category: category.name, categoryCreated: created, moved: db.changesCount, alreadyThere: already,
                                transfersLeft: transfersLeft, payees: payees, payeesLeft: left)
    }

    /// The names of the payee called exactly `text`, when there is one and other payees' names
    /// contain it too; and those others (at most five).
    private func wholeName(_ text: String?, condition: String, arguments: [any DatabaseValueConvertible & Sendable],
                           in db: Database) throws -> (whole: [String], others: [String]) {
        guard let text, case let key = PayeeKey.searchKey(text), !key.isEmpty else { return ([], []) }
        let names = try String.fetchAll(db, sql: """
            SELECT t.description FROM "transaction" t WHERE \(condition) GROUP BY t.description ORDER BY count(*) DESC, t.description
            """, arguments: StatementArguments(arguments))
        let whole = names.filter { PayeeKey.searchKey($0) == key }
        guard !whole.isEmpty, whole.count < names.count else { return ([], []) }
        return (whole, Array(names.filter { PayeeKey.searchKey($0) != key }.prefix(5)))
    }
}
