/// A grammar as bytes, for ``GrammarCache``: every intent with its patterns, rules, examples,
/// replies, questions and settings, and every word list, as the grammar files gave them.
extension Grammar {
    /// Writes the whole grammar.
    func encode(to writer: inout BinaryWriter) {
        writer.word(fingerprint)
        writer.array(wordLists.sorted { $0.key < $1.key }) { writer, list in
            writer.string(list.key)
            writer.array(list.value) { writer, entry in writer.strings(entry) }
        }
        writer.array(intents) { writer, intent in intent.encode(to: &writer) }
    }

    /// Reads back what ``encode(to:)`` wrote.
    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self.init()
        fingerprint = try reader.word()
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            wordLists[name] = try reader.array { reader throws(BinaryReader.Malformed) in try reader.strings() }
        }
        setIntents(try reader.array { reader throws(BinaryReader.Malformed) in try IntentDefinition(from: &reader) })
    }
}

extension IntentDefinition {
    func encode(to writer: inout BinaryWriter) {
        writer.string(name)
        writer.string(file)
        writer.number(line)
        // Patterns and rules in a section of their own: read when first asked for (see ``Phrasings``).
        writer.section { writer in
            writer.array(patterns) { writer, source in
                source.pattern.encode(to: &writer)
                writer.string(source.text)
                writer.string(source.file)
                writer.number(source.line)
                Orientation.encode(source.orientation, to: &writer)
            }
            writer.array(rules) { writer, source in
                source.rule.encode(to: &writer)
                writer.string(source.file)
                writer.number(source.line)
                Orientation.encode(source.orientation, to: &writer)
            }
        }
        writer.strings(examples)
        writer.array(replies.sorted { $0.key < $1.key }) { writer, variant in
            writer.string(variant.key)
            writer.strings(variant.value)
        }
        writer.array(questions) { writer, question in
            writer.string(question.slot)
            writer.strings(question.alternatives)
            writer.string(question.text)
        }
        writer.array(settings.sorted { $0.key < $1.key }) { writer, setting in
            writer.string(setting.key)
            writer.string(setting.value)
        }
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let name = try reader.string(), file = try reader.string(), line = try reader.number()
        self.init(name: name, file: file, line: line)
        let section = try reader.section()
        phrasings = Phrasings {
            // The file's checksum matched, so this build wrote these bytes: failing to read them
            // back is a fault in this code, not a damaged file.
            guard let parts = try? Self.phrasings(from: section) else { fatalError("grammar cache: intent '\(name)' cannot be read back") }
            return parts
        }
        examples = try reader.strings()
        for _ in 0..<(try reader.count()) {
            let variant = try reader.string()
            replies[variant] = try reader.strings()
        }
        questions = try reader.array { reader throws(BinaryReader.Malformed) in
            SlotQuestion(slot: try reader.string(), alternatives: try reader.strings(), text: try reader.string())
        }
        for _ in 0..<(try reader.count()) {
            let key = try reader.string()
            settings[key] = try reader.string()
        }
    }
}

extension IntentDefinition {
    /// Reads back the patterns and rules of an intent's section, all of it.
    static func phrasings(from section: BinaryReader) throws(BinaryReader.Malformed) -> Phrasings.Parts {
        var reader = section
        let patterns = try reader.array { reader throws(BinaryReader.Malformed) in
            PatternSource(pattern: try Pattern(from: &reader), text: try reader.string(), file: try reader.string(),
                          line: try reader.number(), orientation: try Orientation.decodeOptional(from: &reader))
        }
        let rules = try reader.array { reader throws(BinaryReader.Malformed) in
            RuleSource(rule: try KeywordRule(from: &reader), file: try reader.string(), line: try reader.number(),
                       orientation: try Orientation.decodeOptional(from: &reader))
        }
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return (patterns, rules)
    }
}

extension Pattern {
    /// How deeply parts may nest in a file: far more than any grammar writes, and a bound on
    /// what a damaged file can make the reader do.
    private static let deepestNesting = 64

    func encode(to writer: inout BinaryWriter) {
        switch self {
        case .word(let word):
            writer.number(0)
            writer.string(word)
        case .sequence(let parts):
            writer.number(1)
            writer.array(parts) { writer, part in part.encode(to: &writer) }
        case .choice(let options):
            writer.number(2)
            writer.array(options) { writer, option in option.encode(to: &writer) }
        case .optional(let part):
            writer.number(3)
            part.encode(to: &writer)
        case .slot(let name, let type):
            writer.number(4)
            writer.string(name)
            type.encode(to: &writer)
        case .list(let name):
            writer.number(5)
            writer.string(name)
        case .constant(let name, let value):
            writer.number(6)
            writer.string(name)
            writer.string(value)
        }
    }

    init(from reader: inout BinaryReader, depth: Int = 0) throws(BinaryReader.Malformed) {
        guard depth < Self.deepestNesting else { throw BinaryReader.Malformed() }
        switch try reader.number() {
        case 0: self = .word(try reader.string())
        case 1: self = .sequence(try reader.array { reader throws(BinaryReader.Malformed) in try Pattern(from: &reader, depth: depth + 1) })
        case 2: self = .choice(try reader.array { reader throws(BinaryReader.Malformed) in try Pattern(from: &reader, depth: depth + 1) })
        case 3: self = .optional(try Pattern(from: &reader, depth: depth + 1))
        case 4: self = .slot(name: try reader.string(), type: try SlotType(from: &reader))
        case 5: self = .list(try reader.string())
        case 6: self = .constant(name: try reader.string(), value: try reader.string())
        default: throw BinaryReader.Malformed()
        }
    }
}

extension KeywordRule {
    func encode(to writer: inout BinaryWriter) {
        writer.array(elements) { writer, element in
            switch element.term {
            case .list(let name):
                writer.number(0)
                writer.string(name)
            case .phrases(let phrases):
                writer.number(1)
                writer.array(phrases) { writer, phrase in writer.strings(phrase) }
            case .slot(let name, let type):
                writer.number(2)
                writer.string(name)
                type.encode(to: &writer)
            case .text(let name):
                writer.number(3)
                writer.string(name)
            case .constant(let name, let value):
                writer.number(4)
                writer.string(name)
                writer.string(value)
            }
            writer.number((element.isOptional ? 1 : 0) | (element.isForbidden ? 2 : 0))
        }
        writer.number(gaps)
        writer.string(text)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let elements = try reader.array { reader throws(BinaryReader.Malformed) in
            let term: Term
            switch try reader.number() {
            case 0: term = .list(try reader.string())
            case 1: term = .phrases(try reader.array { reader throws(BinaryReader.Malformed) in try reader.strings() })
            case 2: term = .slot(name: try reader.string(), type: try SlotType(from: &reader))
            case 3: term = .text(name: try reader.string())
            case 4: term = .constant(name: try reader.string(), value: try reader.string())
            default: throw BinaryReader.Malformed()
            }
            let flags = try reader.number(below: 4)
            return Element(term: term, isOptional: flags & 1 != 0, isForbidden: flags & 2 != 0)
        }
        self.init(elements: elements, gaps: try reader.number(), text: try reader.string())
    }
}

extension SlotType {
    func encode(to writer: inout BinaryWriter) {
        writer.number(Self.allCases.firstIndex(of: self)!)
    }

    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        self = Self.allCases[try reader.number(below: Self.allCases.count)]
    }
}

extension Orientation {
    /// The orientations a pattern or rule may have, by their numbers in a file: nil, when it has the intent's own, first.
    private static let coded: [Orientation?] = [nil, .past, .future, .recent]

    static func encode(_ orientation: Orientation?, to writer: inout BinaryWriter) {
        writer.number(coded.firstIndex(of: orientation)!)
    }

    static func decodeOptional(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Orientation? {
        coded[try reader.number(below: coded.count)]
    }
}
