import GRDB

/// What Buddy knows about a payee a person names when recording by hand ("lunch 14.25 at
/// Sweetgreen"): the same knowledge an import uses.
public struct PayeeService: Sendable {
    let ledger: Ledger

    /// A payee's category and where it came from.
    public struct Known: Sendable, Equatable {
        /// The category's name, as the profile has it.
        public let category: String
        /// Where it came from: a learned rule, the person's history, or the merchant list.
        public let source: CategorySource
    }

    /// The category for an entry of `kind` paid to (or received from) `payee`, from the
    /// profile's learned rules, then the category the person gave the same payee most often
    /// (typed or imported, compared by clean name), then the merchant list.
    ///
    /// `typed` is the category the person's own words named, if any: the payee's category is
    /// given only when it is more specific, that is `typed` itself or one of its subcategories
    /// ("groceries … at Whole Foods" is Groceries, "food … at Whole Foods" too, and "lunch … at
    /// Whole Foods" stays Dining). Nil when nothing knows the payee, when what it knows is a
    /// transfer or a category of the other kind, or when the profile has no such category.
    public func category(for payee: String, kind: Category.Kind, typed: String? = nil) throws -> Known? {
        try ledger.database.writer.read { db in
            var categoriser = try PayeeCategoriser(rules: [], ledger: ledger, in: db)
            let found: (name: String, source: CategorySource)
            if let rule = categoriser.rule(for: payee), let category = rule.category {
                found = (category, .rule(rule.pattern))
            } else if let category = try categoriser.history(payee) {
                found = (category, .history)
            } else if let category = try categoriser.listCategory(payee, amount: kind == .income ? 1 : -1) {
                found = (category, .merchantList)
            } else {
                return nil
            }
            let categories = try categoriser.categories()
            guard let record = categories.category(found.name), record.type == kind else { return nil }
            if let typed, let named = categories.category(typed), !categories.covers(named, record) { return nil }
            return Known(category: record.name, source: found.source)
        }
    }

    /// The merchant list's own spelling of a payee it knows by exactly that name ("trader
    /// joes" is "Trader Joe's"), or nil.
    public func knownName(_ payee: String) -> String? {
        ledger.merchantList.merchantNamed(payee)
    }
}

extension Ledger {
    /// What Buddy knows about payees named by hand.
    public var payees: PayeeService { PayeeService(ledger: self) }
}
