/// A pattern compiled into a flat list of instructions over numbered words, for
/// ``PatternWalker`` to run with an explicit backtracking stack.
///
/// Alternatives are tried in the order they are written: a choice's first option before its
/// second, an optional part before leaving it out, a list's entries and a slot's readings in
/// their order. The walker therefore finds parses in the same order as the pattern reads.
struct Program: Sendable, Equatable {
    enum Instruction: Sendable, Equatable {
        /// The next token must be this word.
        case word(Int32)
        /// The next tokens must be one entry of this list (an index into ``Program/lists``).
        case list(Int)
        /// A slot, by its number in ``Program/slotNames``, of a type, scoring `weight` per token.
        case slot(Int, SlotType, weight: Double)
        /// A slot, by its number, set to the text ``Program/constants`` holds at the index, reading no token.
        case constant(Int, Int)
        /// Go on with the next instruction; on backtracking, go to `target` instead.
        case fork(Int)
        /// Go to `target`.
        case jump(Int)
        /// The pattern is complete; a parse if every token was used.
        case accept
    }

    let instructions: [Instruction]
    /// The names of the slots, by slot number.
    let slotNames: [String]
    /// The entries of the word lists the pattern refers to, as numbered words.
    let lists: [[[Int32]]]
    /// The values of the pattern's `{name=value}` constants.
    let constants: [String]

    /// A program of these parts (as a cache file gives them back).
    init(instructions: [Instruction], slotNames: [String], lists: [[[Int32]]], constants: [String]) {
        self.instructions = instructions
        self.slotNames = slotNames
        self.lists = lists
        self.constants = constants
    }

    /// Compiles `pattern`, numbering its words (and those of the lists it uses) in `table`.
    init(_ pattern: Pattern, lists wordLists: [String: [[String]]], table: inout WordTable) {
        var compiler = Compiler(wordLists: wordLists)
        compiler.emit(pattern, &table)
        compiler.code.append(.accept)
        instructions = compiler.code
        slotNames = compiler.slotNames
        lists = compiler.lists
        constants = compiler.constants
    }

    private struct Compiler {
        let wordLists: [String: [[String]]]
        var code: [Instruction] = []
        var slotNames: [String] = []
        var lists: [[[Int32]]] = []
        var listNumbers: [String: Int] = [:]
        var constants: [String] = []

        mutating func slotNumber(_ name: String) -> Int {
            if let number = slotNames.firstIndex(of: name) { return number }
            slotNames.append(name)
            return slotNames.count - 1
        }

        mutating func emit(_ pattern: Pattern, _ table: inout WordTable) {
            switch pattern {
            case .word(let word):
                code.append(.word(table.intern(word)))
            case .sequence(let parts):
                for part in parts { emit(part, &table) }
            case .choice(let options):
                var jumps: [Int] = []
                for (i, option) in options.enumerated() {
                    let isLast = i == options.count - 1
                    let fork = code.count
                    if !isLast { code.append(.fork(0)) }
                    emit(option, &table)
                    if !isLast {
                        jumps.append(code.count)
                        code.append(.jump(0))
                        code[fork] = .fork(code.count)
                    }
                }
                for jump in jumps { code[jump] = .jump(code.count) }
            case .optional(let inner):
                let fork = code.count
                code.append(.fork(0))
                emit(inner, &table)
                code[fork] = .fork(code.count)
            case .slot(let name, let type):
                code.append(.slot(slotNumber(name), type, weight: PatternWalker.slotWeight[type, default: 0.5]))
            case .constant(let name, let value):
                code.append(.constant(slotNumber(name), constants.count))
                constants.append(value)
            case .list(let name):
                if listNumbers[name] == nil {
                    listNumbers[name] = lists.count
                    lists.append((wordLists[name] ?? []).map { $0.map { table.intern($0) } })
                }
                code.append(.list(listNumbers[name]!))
            }
        }
    }
}
