import BuddyCore
import GRDB

extension ReportService {
    /// The different payees among the transactions `filter` selects, the most frequent first
    /// (then by name), at most `limit`: which names a question about "uber" counted ("Uber",
    /// "Uber Eats").
    public func payees(_ filter: TransactionFilter, limit: Int = 5) throws -> [String] {
        try ledger.database.writer.read { db in
            let (condition, arguments) = try filter.condition(in: db, ledger: ledger)
            return try String.fetchAll(db, sql: """
                SELECT t.description FROM "transaction" t WHERE \(condition)
                GROUP BY t.description ORDER BY count(*) DESC, t.description LIMIT ?
                """, arguments: StatementArguments(arguments) + [limit])
        }
    }

    /// The payees of the person's spending and income (transfers are named by Buddy, not paid
    /// to anyone), the most frequent first, at most `limit`: the names a line may call a payee
    /// by. Read from the rows' counts by payee (see `PayeeCounts`), not from the rows.
    public func payeeNames(limit: Int = 5_000) throws -> [String] {
        try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT description FROM payee WHERE profileId = ? AND type != 'transfer'
                GROUP BY description ORDER BY SUM(uses) DESC, description LIMIT ?
                """, arguments: [ledger.profileId, limit])
        }
    }

    /// The kinds of the person's rows whose payee `text` names, as ``TransactionFilter/text``
    /// finds them, in any currency and on any day: "acme" only ever paid the person when this is
    /// income alone. Read from the rows' counts by payee, not from the rows.
    public func payeeKinds(_ text: String) throws -> Set<Transaction.Kind> {
        try ledger.database.writer.read { db in
            let (condition, arguments) = TransactionFilter.textCondition(text, column: "description")
            return Set(try String.fetchAll(db, sql: "SELECT DISTINCT type FROM payee WHERE profileId = ? AND \(condition)",
                                           arguments: StatementArguments([ledger.profileId] + arguments)).compactMap(Transaction.Kind.init))
        }
    }

    /// The payees of any of the person's rows, on any day, whose name `text` names as
    /// ``TransactionFilter/text`` finds them, the most frequent first, at most `limit`: whether
    /// "uber" or "the netflix payments" is a payee's name. Read from the rows' counts by payee.
    public func payees(named text: String, limit: Int) throws -> [String] {
        try ledger.database.writer.read { db in
            let (condition, arguments) = TransactionFilter.textCondition(text, column: "description")
            return try String.fetchAll(db, sql: """
                SELECT description FROM payee WHERE profileId = ? AND \(condition)
                GROUP BY description ORDER BY SUM(uses) DESC, description LIMIT ?
                """, arguments: StatementArguments([ledger.profileId] + arguments + [limit]))
        }
    }

    /// The kind of business that `phrase` names within `category`, as the merchant list names
    /// kinds (`[Dining: Coffee = coffee | coffees]`: "coffee" within Dining), the list's category
    /// read as the profile has it (a renamed or merged category by its old name); nil when
    /// `phrase` names no kind, or one of another category.
    public func kind(said phrase: String, within category: Category) throws -> MerchantKind? {
        guard let kind = ledger.kindList.kind(said: phrase) else { return nil }
        let profiles = try ledger.database.writer.read { db in try ProfileCategories(profileId: ledger.profileId, in: db) }
        return profiles.category(kind.category)?.id == category.id ? kind : nil
    }

    /// The person's payees of rows of `kind` (expenses, say), on any day, that are businesses of
    /// `business` by the merchant list ("Blue Bottle Coffee", "Starbucks", a typed "coffee"), or
    /// whose name holds `word`, the word the person said for it, or its singular ("City Water"
    /// for "water", though no list names it), the most frequent first: the payees a question
    /// about the kind counts. Read from the rows' counts by payee (see `PayeeCounts`), not from the rows.
    public func payees(of business: MerchantKind, saidAs word: String?, kind: Transaction.Kind) throws -> [String] {
        let list = ledger.kindList
        let words = word.map { said in [said] + (said.hasSuffix("s") && said.count > 3 ? [String(said.dropLast())] : []) } ?? []
        let names = try ledger.database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT description FROM payee WHERE profileId = ? AND type = ? GROUP BY description ORDER BY SUM(uses) DESC, description",
                                arguments: [ledger.profileId, kind.rawValue])
        }
        return names.filter { name in list.isOf(business, name) || words.contains { PayeeKey.finds($0, in: name) } }
    }
}
