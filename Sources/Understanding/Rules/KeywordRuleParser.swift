/// Reads the `rule:` syntax of `Intents/README.md` into a ``KeywordRule``.
///
/// Terms are separated by spaces: `@list`, a word, `(a|b c)`, `{slot}`, `{name:type}`,
/// `{name=value}`; `[term]` makes a term optional, `!term` forbids it, and `~N` sets how many
/// unexplained words the rule allows.
enum KeywordRuleParser {
    /// Parses `text`; throws a message without file and line, which the caller adds.
    static func parse(_ text: String) throws(PatternSyntaxError) -> KeywordRule {
        var elements: [KeywordRule.Element] = []
        var gaps = KeywordRule.defaultGaps
        for raw in try pieces(of: text) {
            var piece = Substring(raw)
            if piece.hasPrefix("~") {
                guard let count = Int(piece.dropFirst()), (0...8).contains(count) else {
                    throw PatternSyntaxError("'~' takes how many words may be left over, 0 to 8: '~3'")
                }
                gaps = count
                continue
            }
            var optional = false, forbidden = false
            if piece.hasPrefix("!") {
                forbidden = true
                piece = piece.dropFirst()
            }
            if piece.hasPrefix("[") {
                guard piece.hasSuffix("]"), piece.count > 2 else { throw PatternSyntaxError("'[' without its ']' in '\(raw)'") }
                optional = true
                piece = piece.dropFirst().dropLast()
            }
            let term = try self.term(String(piece))
            if forbidden, optional { throw PatternSyntaxError("a term is either optional or forbidden, not both: '\(raw)'") }
            if case .constant = term, optional || forbidden {
                throw PatternSyntaxError("a constant '\(raw)' is always set; it cannot be optional or forbidden")
            }
            elements.append(.init(term: term, isOptional: optional, isForbidden: forbidden))
        }
        guard elements.contains(where: { !$0.isOptional && !$0.isForbidden && !$0.isConstant }) else {
            throw PatternSyntaxError("a rule needs at least one term that must be there")
        }
        if elements.filter({ if case .text = $0.term { true } else { false } }).count > 1 {
            throw PatternSyntaxError("a rule has at most one free-text slot")
        }
        return KeywordRule(elements: elements, gaps: gaps, text: text)
    }

    /// The space-separated pieces, keeping `( … )`, `[ … ]` and `{ … }` whole.
    private static func pieces(of text: String) throws(PatternSyntaxError) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for ch in text {
            switch ch {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            default: break
            }
            if depth < 0 { throw PatternSyntaxError("'\(ch)' closes nothing") }
            if ch == " " || ch == "\t", depth == 0 {
                if !current.isEmpty { pieces.append(current) }
                current = ""
            } else {
                current.append(ch)
            }
        }
        guard depth == 0 else { throw PatternSyntaxError("a bracket is not closed") }
        if !current.isEmpty { pieces.append(current) }
        guard !pieces.isEmpty else { throw PatternSyntaxError("the rule is empty") }
        return pieces
    }

    private static func term(_ piece: String) throws(PatternSyntaxError) -> KeywordRule.Term {
        if piece.hasPrefix("@") {
            let name = String(piece.dropFirst())
            guard !name.isEmpty else { throw PatternSyntaxError("'@' needs a word list's name") }
            return .list(name)
        }
        if piece.hasPrefix("{") {
            guard piece.hasSuffix("}") else { throw PatternSyntaxError("'{' without its '}' in '\(piece)'") }
            let inside = String(piece.dropFirst().dropLast())
            if let equals = inside.firstIndex(of: "=") {
                let name = String(inside[..<equals]), value = String(inside[inside.index(after: equals)...])
                guard !name.isEmpty, !value.isEmpty else { throw PatternSyntaxError("a constant is '{name=value}'") }
                return .constant(name: name, value: value)
            }
            let parts = inside.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let typeName = parts.last ?? ""
            guard parts.count <= 2, let type = SlotType(rawValue: typeName) else {
                throw PatternSyntaxError("unknown slot type '\(typeName)' in '\(piece)'")
            }
            let name = parts.count == 2 ? parts[0] : typeName
            guard !name.isEmpty else { throw PatternSyntaxError("a slot's name is empty in '\(piece)'") }
            return type == .text ? .text(name: name) : .slot(name: name, type: type)
        }
        var body = Substring(piece)
        if body.hasPrefix("(") {
            guard body.hasSuffix(")") else { throw PatternSyntaxError("'(' without its ')' in '\(piece)'") }
            body = body.dropFirst().dropLast()
        }
        let phrases = body.split(separator: "|", omittingEmptySubsequences: false).map { Normalizer.tokens(String($0)) }
        guard !phrases.isEmpty, phrases.allSatisfy({ !$0.isEmpty }) else {
            throw PatternSyntaxError("an empty alternative in '\(piece)'")
        }
        return .phrases(phrases)
    }
}

extension KeywordRule.Element {
    /// Whether the element only sets a constant.
    var isConstant: Bool {
        if case .constant = term { true } else { false }
    }
}
