/// The words a pattern is made of, for indexing and for typo correction.
extension Pattern {
    /// Words that every parse by this pattern contains: a line without one of them cannot match.
    public var requiredWords: Set<String> {
        switch self {
        case .word(let word): return [word]
        case .sequence(let parts): return parts.reduce(into: []) { $0.formUnion($1.requiredWords) }
        case .choice(let options):
            guard var common = options.first?.requiredWords else { return [] }
            for option in options.dropFirst() { common.formIntersection(option.requiredWords) }
            return common
        case .optional, .slot, .list, .constant: return []
        }
    }

    /// Groups of single words of which every parse contains at least one: `(spending|expenses)`
    /// gives one group. A line that has no word of some group cannot match.
    public var requiredAlternatives: [Set<String>] {
        switch self {
        case .word(let word): return [[word]]
        case .sequence(let parts): return parts.flatMap(\.requiredAlternatives)
        case .choice(let options):
            var words: Set<String> = []
            for option in options {
                // Each option must itself require a word; its first group stands for it.
                guard let group = option.requiredAlternatives.first else { return [] }
                words.formUnion(group)
            }
            return words.isEmpty ? [] : [words]
        case .optional, .slot, .list, .constant: return []
        }
    }

    /// Every word the pattern can use, with the words of the lists it refers to.
    public func words(lists: [String: [[String]]]) -> Set<String> {
        switch self {
        case .word(let word): return [word]
        case .sequence(let parts), .choice(let parts):
            return parts.reduce(into: []) { $0.formUnion($1.words(lists: lists)) }
        case .optional(let part): return part.words(lists: lists)
        case .slot, .constant: return []
        case .list(let name): return Set((lists[name] ?? []).joined())
        }
    }
}
