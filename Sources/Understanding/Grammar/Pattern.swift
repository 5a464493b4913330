/// One phrasing of an intent, compiled from the pattern syntax of `Intents/README.md`:
/// words, `(a|b)` choices, `[optional]` parts, `{slot}` / `{name:type}` slots, `{name=value}`
/// constants and `@list` word lists.
public indirect enum Pattern: Sendable, Equatable {
    /// A literal word.
    case word(String)
    /// Parts that follow one another.
    case sequence([Pattern])
    /// Exactly one of several alternatives.
    case choice([Pattern])
    /// A part that may be left out.
    case optional(Pattern)
    /// A typed value, stored under `name`.
    case slot(name: String, type: SlotType)
    /// A reference to a word list defined with `words NAME: …`.
    case list(String)
    /// A slot set to a fixed text when the pattern matches, reading no words: what a phrasing
    /// means when its words alone say it (`{newest=expense}` for "my last expense").
    case constant(name: String, value: String)

    /// The names of the slots the pattern can fill.
    public var slotNames: Set<String> {
        switch self {
        case .word, .list: return []
        case .sequence(let parts), .choice(let parts): return parts.reduce(into: []) { $0.formUnion($1.slotNames) }
        case .optional(let part): return part.slotNames
        case .slot(let name, _), .constant(let name, _): return [name]
        }
    }

    /// The type of each slot the pattern can fill, by name.
    public var slotTypes: [String: SlotType] {
        var types: [String: SlotType] = [:]
        addSlotTypes(to: &types)
        return types
    }

    /// Adds the type of each slot the pattern can fill to `types`, keeping a type already there
    /// (the first part to name a slot gives its type).
    func addSlotTypes(to types: inout [String: SlotType]) {
        switch self {
        case .word, .list: return
        case .sequence(let parts), .choice(let parts): for part in parts { part.addSlotTypes(to: &types) }
        case .optional(let part): part.addSlotTypes(to: &types)
        case .slot(let name, let type): if types[name] == nil { types[name] = type }
        case .constant(let name, _): if types[name] == nil { types[name] = .text }
        }
    }

    /// The word lists the pattern refers to.
    public var listNames: Set<String> {
        switch self {
        case .word, .slot, .constant: return []
        case .sequence(let parts), .choice(let parts): return parts.reduce(into: []) { $0.formUnion($1.listNames) }
        case .optional(let part): return part.listNames
        case .list(let name): return [name]
        }
    }
}
