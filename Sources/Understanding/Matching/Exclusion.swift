/// What a question leaves out ("without rent", "except amazon and uber", "not counting the
/// credit card"): the categories, payees and accounts named, as the store has them.
public struct Exclusion: Sendable, Equatable {
    /// One name left out, and what it names.
    private struct Entry: Sendable, Equatable {
        let name: String
        let kind: ExclusionClause.Kind
    }

    /// Everything left out, in the order the line said it.
    private var entries: [Entry] = []

    /// Leaves out nothing.
    public init() {}

    /// The categories left out.
    public var categories: [String] { names(of: .category) }
    /// The payees left out.
    public var payees: [String] { names(of: .payee) }
    /// The accounts left out.
    public var accounts: [String] { names(of: .account) }
    /// Whether transfers between accounts are left out.
    public var transfers: Bool { entries.contains { $0.kind == .transfers } }
    /// Everything left out, in the order the line said it.
    public var said: [String] { entries.map(\.name) }

    /// Whether nothing is left out.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names of `kind` left out.
    private func names(of kind: ExclusionClause.Kind) -> [String] {
        entries.filter { $0.kind == kind }.map(\.name)
    }

    /// Adds what `other` leaves out.
    mutating func formUnion(_ other: Exclusion) {
        for entry in other.entries { add(entry.name, as: entry.kind) }
    }

    /// Adds `name` of `kind`, once.
    mutating func add(_ name: String, as kind: ExclusionClause.Kind) {
        guard !entries.contains(where: { $0.name == name }) else { return }
        entries.append(Entry(name: name, kind: kind))
    }
}
