import GRDB

/// Finds a payee's clean name and category from the sources that come after a statement's own
/// column, in order: import rules, the person's history for the same payee, then the merchant
/// list. Imports and typed entries ask it the same way; it reads what it needs from the store
/// once, on first use.
struct PayeeCategoriser {
    private let matcher: RuleMatcher
    private let list: MerchantList
    private let profileId: Int64
    private let db: Database
    private var suggester: CategorySuggester?
    private var profileCategories: ProfileCategories?
    private var recognitions: [String: PayeeRecognition] = [:]
    private var typedRecognitions: [TypedRow: PayeeRecognition] = [:]
    private var rowTypes: [String: MerchantList.RowType?] = [:]
    private var noPayee: [String: Bool] = [:]

    /// A categoriser for `ledger`'s profile with these rules (a rules file's, then the
    /// profile's learned ones), reading within `db`.
    init(rules: [ImportRule], ledger: Ledger, in db: Database) throws {
        matcher = try RuleMatcher(rules + ledger.rules.all(in: db))
        list = ledger.merchantList
        profileId = ledger.profileId
        self.db = db
    }

    /// How the merchant list reads `description` (remembered: statements repeat payees).
    mutating func recognition(_ description: String) -> PayeeRecognition {
        if let known = recognitions[description] { return known }
        let found = list.recognise(description)
        recognitions[description] = found
        return found
    }

    /// How the merchant list reads `row`'s description with its type column's word, notes and
    /// sign (``MerchantList/recognise(_:type:notes:paidOut:)``; remembered).
    mutating func recognition(_ row: TypedRow) -> PayeeRecognition {
        guard let type = row.type else { return recognition(row.description) }
        if let known = typedRecognitions[row] { return known }
        let found = list.recognise(row.description, type: type, notes: row.notes, paidOut: row.paidOut)
        typedRecognitions[row] = found
        return found
    }

    /// What the merchant list's `types:` make of a row of type `type` (remembered).
    mutating func rowType(_ type: String) -> MerchantList.RowType? {
        if let known = rowTypes[type] { return known }
        let found = list.rowType(type)
        rowTypes[type] = found
        return found
    }

    /// The category a row's type gives (``MerchantList/rowType(_:)``) on a row of `amount`, as
    /// the profile names it; nil when it gives none the profile has for that sign.
    mutating func typeCategory(_ type: String?, amount: Int64) throws -> String? {
        guard let type, let category = rowType(type)?.category else { return nil }
        return try categories().stored(category, amount: amount)
    }

    /// Whether the merchant list reads a row's notes with its type (``MerchantList/readsNotes(type:)``).
    func readsNotes(type: String) -> Bool {
        list.readsNotes(type: type)
    }

    /// Whether the merchant list reads `description` as naming no payee, only the service that
    /// passed the payment on (``MerchantList/namesNoPayee(_:)``; remembered).
    mutating func namesNoPayee(_ description: String) -> Bool {
        if let known = noPayee[description] { return known }
        let found = list.namesNoPayee(description)
        noPayee[description] = found
        return found
    }

    /// The first rule that matches the bank's text, its clean name (read with the row's type:
    /// "NOTEMACHINE LEEDS" on a cash machine's row is ATM Withdrawal), or the clean name's words
    /// ("trader joes" matches "Trader Joe's").
    mutating func rule(for row: TypedRow) -> ImportRule? {
        guard !matcher.isEmpty else { return nil }
        if let rule = matcher.rule(for: row.description) { return rule }
        let name = recognition(row).name
        return matcher.rule(for: name) ?? matcher.rule(for: PayeeKey.words(name).joined(separator: " "))
    }

    /// The first rule for a description typed or read with no type (``rule(for:)-(TypedRow)``).
    mutating func rule(for description: String) -> ImportRule? {
        rule(for: TypedRow(description: description))
    }

    /// The category the person gave this payee most often, compared by clean name.
    mutating func history(_ description: String) throws -> String? {
        if suggester == nil { suggester = try CategorySuggester(profileId: profileId, list: list, in: db) }
        guard let suggester else { return nil }
        return suggester.category(forName: recognition(description).name)
    }

    /// The merchant list's category for `row` on a row of `amount`, as the profile names it; nil
    /// when the list gives none, or gives one the profile does not have.
    mutating func listCategory(_ row: TypedRow, amount: Int64) throws -> String? {
        guard let category = recognition(row).category else { return nil }
        return try categories().stored(category, amount: amount)
    }

    /// The merchant list's category for a description typed or read with no type.
    mutating func listCategory(_ description: String, amount: Int64) throws -> String? {
        try listCategory(TypedRow(description: description), amount: amount)
    }

    /// The category to store for a statement's own category `name`: the profile's category of
    /// that name or synonym ("Grocery" is Groceries, "Eating out" Dining), or of one of its parts
    /// ("Gas/Automotive" is Transport, "Other Travel" Travel, by a word that is a category's name); the transfer word for money moved
    /// between one's own accounts or to a card ("Payment/Credit", "Transfers", a savings pot);
    /// else `name` itself, a category the import creates.
    mutating func fileCategory(_ name: String) throws -> String {
        let lower = name.trimmed.lowercased()
        if Self.transferCategoryNames.contains(lower) || Transaction.isTransferCategory(lower) { return Transaction.transferCategory }
        let categories = try categories()
        // A part of the name is taken only for spending ("Fee/Interest Charge" is no interest earned).
        func known(_ phrase: Substring, whole: Bool) -> String? {
            let phrase = String(phrase)
            for form in [phrase] + Self.otherNumberForms(phrase) {
                if let category = categories.category(form), whole || category.type == .expense { return category.name }
            }
            return nil
        }
        if let found = known(Substring(lower), whole: true) { return found }
        let parts = lower.split(whereSeparator: { "/&,;+".contains($0) }).map { $0.trimmingCharacters(in: .whitespaces) }
        for part in parts where !part.isEmpty { if let found = known(Substring(part), whole: false) { return found } }
        // A word of it that is a category's own name ("Other Travel", "Health Care"); a synonym
        // only as a whole part ("eating" says nothing alone in "Eating Out Fancy").
        for word in lower.split(whereSeparator: { !$0.isLetter }).reversed() where word.count > 2 && word != "other" {
            if let category = categories.named(String(word)), category.type == .expense { return category.name }
        }
        return name
    }

    /// A statement's own category names for money moved rather than spent: card payments,
    /// transfers, savings pots.
    private static let transferCategoryNames: Set<String> = [
        "payment/credit", "payments/credits", "payment", "payments", "credit card payment", "card payment", "transfers",
        "transfer", "savings", "saving", "internal transfer", "account transfer", "transfers & payments", "umbuchung",
    ]

    /// The other number of `word`: "grocery" and "groceries", "movie" and "movies".
    private static func otherNumberForms(_ word: String) -> [String] {
        if word.hasSuffix("ies") { return [String(word.dropLast(3)) + "y"] }
        if word.hasSuffix("s") { return [String(word.dropLast())] }
        if word.hasSuffix("y") { return [String(word.dropLast()) + "ies", word + "s"] }
        return [word + "s"]
    }

    /// The profile's categories, read once.
    mutating func categories() throws -> ProfileCategories {
        if let profileCategories { return profileCategories }
        let read = try ProfileCategories(profileId: profileId, in: db)
        profileCategories = read
        return read
    }
}

/// A payee's description as a statement's row gives it: with the bank's word for the kind of
/// row (its type column's), the row's notes when the type makes them count, and which way the
/// money went.
struct TypedRow: Hashable {
    let description: String
    var type: String? = nil
    var notes: String? = nil
    var paidOut = true
}
