/// What a question leaves out ("without rent", "except amazon and uber", "not counting the
/// credit card"): the categories, payees and accounts named, as the store has them.
public struct Exclusion: Sendable, Equatable {
    /// The categories left out.
    public var categories: [String] = []
    /// The payees left out.
    public var payees: [String] = []
    /// The accounts left out.
    public var accounts: [String] = []
    /// Whether transfers between accounts are left out.
    public var transfers = false
    /// Everything left out, in the order the line said it.
    public private(set) var said: [String] = []

    /// Leaves out nothing.
    public init() {}

    /// Whether nothing is left out.
    public var isEmpty: Bool { said.isEmpty }

    /// Adds what `other` leaves out.
    mutating func formUnion(_ other: Exclusion) {
        for name in other.said {
            let kind: ExclusionClause.Kind = other.categories.contains(name) ? .category : other.payees.contains(name) ? .payee
                : other.accounts.contains(name) ? .account : .transfers
            add(name, as: kind)
        }
    }

    /// Adds `name` of `kind`, once.
    mutating func add(_ name: String, as kind: ExclusionClause.Kind) {
        guard !said.contains(name) else { return }
        switch kind {
        case .category: categories.append(name)
        case .payee: payees.append(name)
        case .account: accounts.append(name)
        case .transfers: transfers = true
        }
        said.append(name)
    }
}
