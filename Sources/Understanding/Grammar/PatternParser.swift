import BuddyCore

/// Parses the pattern syntax into a ``Pattern``, with a message naming what is wrong.
struct PatternParser {
    private let chars: [Unicode.Scalar]
    private var position = 0

    /// Parses `text`; throws a message (without file and line, which the caller adds).
    static func parse(_ text: String) throws(PatternSyntaxError) -> Pattern {
        var parser = PatternParser(chars: Array(text.unicodeScalars))
        let pattern = try parser.alternatives(closing: nil)
        return pattern
    }

    private init(chars: [Unicode.Scalar]) {
        self.chars = chars
    }

    private mutating func alternatives(closing: Unicode.Scalar?) throws(PatternSyntaxError) -> Pattern {
        var options: [Pattern] = []
        var current: [Pattern] = []
        while position < chars.count {
            let ch = chars[position]
            if ch == closing {
                position += 1
                options.append(try finish(current))
                return options.count == 1 ? options[0] : .choice(options)
            }
            switch ch {
            case " ", "\t":
                position += 1
            case "|":
                position += 1
                options.append(try finish(current))
                current = []
            case "(":
                position += 1
                current.append(try alternatives(closing: ")"))
            case "[":
                position += 1
                current.append(.optional(try alternatives(closing: "]")))
            case "{":
                position += 1
                current.append(try slot())
            case "@":
                position += 1
                let name = word()
                guard !name.isEmpty else { throw PatternSyntaxError("'@' must be followed by a word list name") }
                current.append(.list(name))
            case ")", "]", "}":
                throw PatternSyntaxError("unexpected '\(ch)'")
            default:
                let w = word()
                guard !w.isEmpty else { throw PatternSyntaxError("unexpected '\(ch)'") }
                for token in Normalizer.tokens(w) { current.append(.word(token)) }
            }
        }
        if let closing { throw PatternSyntaxError("missing '\(closing)'") }
        options.append(try finish(current))
        return options.count == 1 ? options[0] : .choice(options)
    }

    private func finish(_ parts: [Pattern]) throws(PatternSyntaxError) -> Pattern {
        guard !parts.isEmpty else { throw PatternSyntaxError("an empty alternative (two '|' in a row, or '()' / '[]')") }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private mutating func word() -> String {
        var w = String.UnicodeScalarView()
        while position < chars.count {
            switch chars[position] {
            case " ", "\t", "|", "(", ")", "[", "]", "{", "}", "@": return String(w)
            default:
                w.append(chars[position])
                position += 1
            }
        }
        return String(w)
    }

    private mutating func slot() throws(PatternSyntaxError) -> Pattern {
        var body = ""
        while position < chars.count, chars[position] != "}" {
            body.unicodeScalars.append(chars[position])
            position += 1
        }
        guard position < chars.count else { throw PatternSyntaxError("missing '}'") }
        position += 1
        if let equals = body.firstIndex(of: "=") {
            let name = body[..<equals].trimmed
            let value = body[body.index(after: equals)...].trimmed
            guard !name.isEmpty, !value.isEmpty, !name.contains(" ") else {
                throw PatternSyntaxError("'{\(body)}' is not a constant (write {name=value})")
            }
            return .constant(name: name, value: value)
        }
        let pieces = body.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmed }
        let name = pieces[0]
        let typeName = pieces.count > 1 ? pieces[1] : pieces[0]
        guard pieces.count <= 2, !name.isEmpty else { throw PatternSyntaxError("'{\(body)}' is not a slot (write {type}, {name:type} or {name=value})") }
        guard let type = SlotType(rawValue: typeName) else {
            let known = SlotType.allCases.map(\.rawValue).joined(separator: ", ")
            throw PatternSyntaxError("unknown slot type '\(typeName)' (known: \(known))")
        }
        return .slot(name: name, type: type)
    }
}

/// What is wrong with a pattern.
struct PatternSyntaxError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
