/// How the merchant list reads one payee: the clean name to store, and the category it gives.
public struct PayeeRecognition: Sendable, Equatable {
    /// What the category was found by.
    public enum Basis: Sendable, Equatable {
        /// A known merchant's spelling.
        case merchant
        /// A payment to a person (a phrase such as "Zelle payment to" before the name).
        case person
        /// A keyword in the name ("pharmacy", "cafe").
        case keyword(String)
        /// Nothing: the name is cleaned, and the category is left to the person.
        case none
    }

    /// The name to store: the merchant's own spelling ("Trader Joe's"), the person's name, or
    /// the description cleaned of what banks add.
    public let name: String
    /// The category as the merchant list names it (``Transaction/transferCategory`` for a
    /// transfer or a payment to a person), or nil.
    public let category: String?
    /// What the category was found by.
    public let basis: Basis

    /// A reading of a payee.
    public init(name: String, category: String?, basis: Basis) {
        self.name = name
        self.category = category
        self.basis = basis
    }

    /// Whether the category is the transfer word: neither spending nor income.
    public var isTransfer: Bool { category.map(Transaction.isTransferCategory) ?? false }
}
