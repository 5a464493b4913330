import Finance
import Understanding

/// Questions that name a kind of business rather than a category: "how much did I spend on
/// coffee" is the coffee shops the merchant list knows, not all of Dining; "on gas" the filling
/// stations, not all of Transport.
extension Assistant {
    /// A kind of business a line named, and the words it was named by.
    struct NamedKind {
        let kind: MerchantKind
        let said: String
    }

    /// Narrows `filter`, which counts a category, to the payees of the kind of business the line
    /// named instead (see ``kindNamedInsteadOf(_:in:)``), and returns that kind; leaves it as it is
    /// and returns nil when the line named no kind.
    func narrowToKind(_ filter: inout TransactionFilter, match: Match) throws -> NamedKind? {
        guard filter.text == nil, let category = filter.category, let found = try kindNamedInsteadOf(category, in: match) else { return nil }
        filter.category = nil
        filter.payees = try ledger.reports.payees(of: found.kind, saidAs: found.said, in: filter)
        return found
    }

    /// The kind of business the line named instead of `category`, by one of the category's other
    /// names that the merchant list calls a kind of it ("coffee": Coffee in Dining; "gas": Fuel in
    /// Transport), or the kind the question before named when a follow-up asks it again; nil when
    /// the line names the category itself or the word is no kind.
    func kindNamedInsteadOf(_ category: Category, in match: Match) throws -> NamedKind? {
        let list = ledger.merchantList
        if let remembered = match.text("kind") {
            return list.kind(said: remembered).flatMap { $0.category.lowercased() == category.name.lowercased() ? NamedKind(kind: $0, said: remembered) : nil }
        }
        let words = Normalizer.tokens(currentLine)
        guard !words.contains(category.name.lowercased()) else { return nil }
        let line = " " + words.joined(separator: " ") + " "
        let said = try ledger.categories.synonyms().filter { $0.category == category.name && line.contains(" \($0.phrase) ") }
        for synonym in said.sorted(by: { $0.phrase.count > $1.phrase.count }) {
            if let kind = list.kind(said: synonym.phrase), kind.category.lowercased() == category.name.lowercased() { return NamedKind(kind: kind, said: synonym.phrase) }
        }
        return nil
    }

}
