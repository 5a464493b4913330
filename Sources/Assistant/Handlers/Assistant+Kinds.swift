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

        /// The rows it counts, as "why?" says it.
        var scope: String { "whose payee is of the kind \(kind.name) by the merchant list, or named “\(said)”" }
    }

    /// Narrows `filter`, which counts a category, to the payees of that category of the kind of
    /// business the line named (see ``kindNamedInsteadOf(_:in:)``), and returns that kind; leaves
    /// it as it is and returns nil when the line named no kind. The question is remembered with
    /// its kind, so that "and last month?" asks about the kind again.
    func narrowToKind(_ filter: inout TransactionFilter, match: Match) throws -> NamedKind? {
        guard filter.text == nil, let category = filter.category, let found = try kindNamedInsteadOf(category, in: match) else { return nil }
        filter.payees = try ledger.reports.payees(of: found.kind, saidAs: found.said, kind: filter.kind ?? .expense)
        context.lastQuestion = match.with(slots: match.slots.merging(["kind": .text(found.said)]) { $1 })
        return found
    }

    /// The kind of business the line named instead of `category`, by one of the category's other
    /// names that the merchant list calls a kind of it ("coffee": Coffee in Dining; "gas": Fuel in
    /// Transport; plurals too: "flights"), or the kind the question before named when a
    /// follow-up asks it again; nil when the line names the category itself or the word is no kind.
    func kindNamedInsteadOf(_ category: Category, in match: Match) throws -> NamedKind? {
        if let remembered = match.text("kind"), let kind = try ledger.reports.kind(said: remembered, within: category) {
            return NamedKind(kind: kind, said: remembered)
        }
        let words = Normalizer.tokens(currentLine)
        guard !words.contains(category.name.lowercased()) else { return nil }
        // "trains", "flights": a word said in the plural names the kind its singular does.
        let singular = words.map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 }
        let lines = [words, singular].map { " " + $0.joined(separator: " ") + " " }
        let said = try ledger.categories.synonyms().filter { synonym in
            synonym.category == category.name && lines.contains { $0.contains(" \(synonym.phrase) ") }
        }
        for synonym in said.sorted(by: { $0.phrase.count > $1.phrase.count }) {
            if let kind = try ledger.reports.kind(said: synonym.phrase, within: category) {
                // As the person said it: "flights", not "flight".
                let written = words.first { $0 != synonym.phrase && $0.hasPrefix(synonym.phrase) && $0.count == synonym.phrase.count + 1 } ?? synonym.phrase
                return NamedKind(kind: kind, said: synonym.phrase.contains(" ") ? synonym.phrase : written)
            }
        }
        return nil
    }
}
