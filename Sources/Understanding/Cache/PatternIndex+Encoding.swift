/// The compiled patterns as bytes, for ``GrammarCache``: the word table, each word list once
/// (however many patterns use it), and every pattern's program and required words.
extension PatternIndex {
    /// Writes the index.
    func encode(to writer: inout BinaryWriter) {
        writer.strings(table.words)
        // Programs share their lists: each distinct one is written once and named by its number.
        var lists: [[[Int32]]] = []
        var listNumbers: [[[Int32]]: Int] = [:]
        for entry in entries {
            for list in entry.program.lists where listNumbers[list] == nil {
                listNumbers[list] = lists.count
                lists.append(list)
            }
        }
        writer.array(lists) { writer, list in
            writer.array(list) { writer, phrase in writer.array(phrase) { writer, word in writer.number(Int(word)) } }
        }
        writer.array(entries) { writer, entry in
            writer.string(entry.intent)
            Orientation.encode(entry.orientation, to: &writer)
            writer.string(entry.text)
            // The words it is filed under (none: always tried).
            writer.array(entry.filing) { writer, word in writer.number(Int(word)) }
            writer.word(entry.signature)
            // The words it needs, then its program, each in a section of its own: read when a
            // line first reaches the entry, and first fits it.
            writer.section { writer in
                writer.array(entry.required.members) { writer, word in writer.number(word) }
                writer.array(entry.groups) { writer, group in writer.array(group.members) { writer, word in writer.number(word) } }
            }
            writer.section { writer in entry.program.encode(to: &writer, listNumbers: listNumbers) }
        }
    }

    /// Reads back what ``encode(to:)`` wrote, checking that every word, list, slot and jump it
    /// refers to exists; each entry's program and words are read when a line first reaches it.
    init(from reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        let table = WordTable(words: try reader.strings())
        let words = table.count
        let lists = try reader.array { reader throws(BinaryReader.Malformed) in
            try reader.array { reader throws(BinaryReader.Malformed) in
                try reader.array { reader throws(BinaryReader.Malformed) in Int32(try reader.number(below: words)) }
            }
        }
        var order = 0
        let entries = try reader.array { reader throws(BinaryReader.Malformed) in
            let intent = try reader.string()
            guard let orientation = try Orientation.decodeOptional(from: &reader) else { throw BinaryReader.Malformed() }
            let text = try reader.string()
            let filing = try reader.array { reader throws(BinaryReader.Malformed) in Int32(try reader.number(below: words)) }
            let signature = try reader.word()
            let needs = try reader.section(), program = try reader.section()
            defer { order += 1 }
            // The file's checksum matched, so this build wrote these bytes: failing to read them
            // back is a fault in this code, not a damaged file.
            return Entry(order: order, intent: intent, orientation: orientation, text: text, filing: filing, signature: signature,
                         needs: {
                             guard let read = try? Self.needs(from: needs, words: words) else { fatalError("grammar cache: pattern '\(text)' cannot be read back") }
                             return read
                         },
                         program: {
                             guard let read = try? Self.program(from: program, words: words, lists: lists) else {
                                 fatalError("grammar cache: pattern '\(text)' cannot be read back")
                             }
                             return read
                         })
        }
        self.init(table: table, entries: entries)
    }
}

extension PatternIndex {
    /// Reads back the words an entry needs from its section, checking that each is one of `words`.
    static func needs(from section: BinaryReader, words: Int) throws(BinaryReader.Malformed) -> Entry.Needs {
        var reader = section
        func wordSet(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> WordSet {
            var set = WordSet(capacity: words)
            for _ in 0..<(try reader.count()) { set.insert(try reader.number(below: words)) }
            return set
        }
        let required = try wordSet(&reader)
        let groups = try reader.array(wordSet)
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return Entry.Needs(required: required, groups: groups)
    }

    /// Reads back an entry's program from its section, over a table of `words` words, its lists
    /// taken from `lists`.
    static func program(from section: BinaryReader, words: Int, lists: [[[Int32]]]) throws(BinaryReader.Malformed) -> Program {
        var reader = section
        let program = try Program(from: &reader, words: words, lists: lists)
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return program
    }
}

extension Program {
    /// Writes the program, its lists by their numbers in `listNumbers`.
    func encode(to writer: inout BinaryWriter, listNumbers: [[[Int32]]: Int]) {
        writer.array(instructions) { writer, instruction in
            switch instruction {
            case .word(let word):
                writer.number(0)
                writer.number(Int(word))
            case .list(let list):
                writer.number(1)
                writer.number(list)
            case .slot(let slot, let type, let weight):
                writer.number(2)
                writer.number(slot)
                type.encode(to: &writer)
                writer.word(weight.bitPattern)
            case .constant(let slot, let constant):
                writer.number(3)
                writer.number(slot)
                writer.number(constant)
            case .fork(let target):
                writer.number(4)
                writer.number(target)
            case .jump(let target):
                writer.number(5)
                writer.number(target)
            case .accept:
                writer.number(6)
            }
        }
        writer.strings(slotNames)
        writer.array(lists) { writer, list in writer.number(listNumbers[list]!) }
        writer.strings(constants)
    }

    /// Reads back a program over a table of `words` words, its lists taken from `lists`.
    init(from reader: inout BinaryReader, words: Int, lists shared: [[[Int32]]]) throws(BinaryReader.Malformed) {
        // Numbers that refer to slots, lists and constants are checked once all are read.
        let instructions = try reader.array { reader throws(BinaryReader.Malformed) -> Instruction in
            switch try reader.number() {
            case 0: return .word(Int32(try reader.number(below: words)))
            case 1: return .list(try reader.number())
            case 2: return .slot(try reader.number(), try SlotType(from: &reader), weight: Double(bitPattern: try reader.word()))
            case 3: return .constant(try reader.number(), try reader.number())
            case 4: return .fork(try reader.number())
            case 5: return .jump(try reader.number())
            case 6: return .accept
            default: throw BinaryReader.Malformed()
            }
        }
        let slotNames = try reader.strings()
        let lists = try reader.array { reader throws(BinaryReader.Malformed) in shared[try reader.number(below: shared.count)] }
        let constants = try reader.strings()
        guard case .accept = instructions.last else { throw BinaryReader.Malformed() }
        for instruction in instructions {
            switch instruction {
            case .list(let list): guard list < lists.count else { throw BinaryReader.Malformed() }
            case .slot(let slot, _, _): guard slot < slotNames.count else { throw BinaryReader.Malformed() }
            case .constant(let slot, let constant):
                guard slot < slotNames.count, constant < constants.count else { throw BinaryReader.Malformed() }
            case .fork(let target), .jump(let target): guard target < instructions.count else { throw BinaryReader.Malformed() }
            case .word, .accept: break
            }
        }
        self.init(instructions: instructions, slotNames: slotNames, lists: lists, constants: constants)
    }
}
