/// A second, looser way for an intent to be recognised: the words and values that must be in a
/// line, in any order, with a few other words allowed around them (`rule:` in a grammar file).
///
/// A pattern must cover every word of a line; a rule only needs its terms. "how much did
/// groceries cost me between March 1 and March 10" is explained by the rule
/// `rule: @how-much {category} @spend [{period}]` with "me" left over. Rules are tried only when
/// no pattern reads the line, so they widen what is understood without changing what patterns
/// already answer.
public struct KeywordRule: Sendable, Equatable {
    /// The free-text slots that name a payee, and so take one the store has before other words.
    static let payeeSlots: Set<String> = ["merchant", "name", "text"]

    /// What one term of a rule looks for.
    public enum Term: Sendable, Equatable {
        /// Any entry of a word list (`@spend`), in any of its inflections.
        case list(String)
        /// One of the phrases written in the rule itself (`bill` or `(pay|paid)`).
        case phrases([[String]])
        /// A typed value (`{category}`, `{when:period}`).
        case slot(name: String, type: SlotType)
        /// The words of the line no other term explains, as free text (`{merchant:text}`).
        case text(name: String)
        /// A slot set to a fixed text when the rule applies (`{which=next}`).
        case constant(name: String, value: String)
    }

    /// One term and how the rule needs it.
    public struct Element: Sendable, Equatable {
        /// What the term looks for.
        public let term: Term
        /// Whether the rule applies without it (`[…]`).
        public let isOptional: Bool
        /// Whether the rule does not apply when it is there (`!…`).
        public let isForbidden: Bool
    }

    /// The terms, in the order written (which is not the order they must appear in).
    public let elements: [Element]
    /// How many words of the line may be left unexplained (`~N`; function words such as "the",
    /// "my" or "please" never count).
    public let gaps: Int
    /// The rule as written.
    public let text: String

    /// The gaps a rule allows when it does not say.
    public static let defaultGaps = 2

    /// The slot names the rule can fill, with their types (constants and free text are text).
    public var slotTypes: [String: SlotType] {
        var types: [String: SlotType] = [:]
        for element in elements where !element.isForbidden {
            switch element.term {
            case .slot(let name, let type): types[name] = type
            case .text(let name), .constant(let name, _): types[name] = .text
            case .list, .phrases: break
            }
        }
        return types
    }

    /// The word lists the rule refers to.
    public var listNames: Set<String> {
        Set(elements.compactMap { if case .list(let name) = $0.term { name } else { nil } })
    }
}
