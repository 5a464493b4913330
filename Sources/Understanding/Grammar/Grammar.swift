import Foundation

/// Every intent and word list, loaded from grammar files and checked.
public struct Grammar: Sendable, Equatable {
    /// The intents, in the order they were first defined.
    public private(set) var intents: [IntentDefinition] = [] {
        didSet { if intents.count != positions.count { indexIntents() } }
    }
    /// The position of each intent in `intents`, by name (names are unique and never change).
    private var positions: [String: Int] = [:]
    /// Word lists by name: each entry is one alternative, as tokens.
    public internal(set) var wordLists: [String: [[String]]] = [:]
    /// A fingerprint of the files the grammar was loaded from (their paths and contents, in
    /// order): the same files give the same number, and any change to one another number.
    public internal(set) var fingerprint: UInt64 = Grammar.fingerprintBasis

    /// An empty grammar.
    public init() {}

    /// The intent called `name`, if any.
    public func intent(_ name: String) -> IntentDefinition? {
        positions[name].map { intents[$0] }
    }

    /// Sets the intents, each name once (a grammar read back from the cache).
    mutating func setIntents(_ intents: [IntentDefinition]) {
        self.intents = intents
    }

    /// Adds an intent whose name the grammar does not have yet.
    mutating func append(_ intent: IntentDefinition) {
        intents.append(intent)
    }

    /// Numbers the intents by name again, after some were added.
    private mutating func indexIntents() {
        for (position, intent) in intents.enumerated().dropFirst(positions.count) { positions[intent.name] = position }
        if positions.count != intents.count {
            positions = Dictionary(intents.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Adds another file's definitions: new intents are appended; an intent defined again gets
    /// the new patterns, examples and replies added to its own, and its settings overridden.
    public mutating func merge(_ other: Grammar) {
        for (name, entries) in other.wordLists {
            wordLists[name, default: []].append(contentsOf: entries)
        }
        for intent in other.intents {
            if let i = positions[intent.name] {
                intents[i].patterns += intent.patterns
                intents[i].rules += intent.rules
                intents[i].examples += intent.examples
                for (variant, templates) in intent.replies { intents[i].replies[variant, default: []] += templates }
                intents[i].settings.merge(intent.settings) { _, new in new }
                for question in intent.questions {
                    intents[i].questions.removeAll { $0.slot == question.slot }
                    intents[i].questions.append(question)
                }
            } else {
                intents.append(intent)
            }
        }
    }

    /// Checks what only the whole grammar can show: every `@list` is defined, every intent has
    /// a reply, and every intent with patterns has an example.
    public func validate() throws(GrammarError) {
        for intent in intents {
            for source in intent.patterns {
                for list in source.pattern.listNames.sorted() where wordLists[list] == nil {
                    throw GrammarError(file: source.file, line: source.line, message: "unknown word list '@\(list)'")
                }
            }
            for source in intent.rules {
                for list in source.rule.listNames.sorted() where wordLists[list] == nil {
                    throw GrammarError(file: source.file, line: source.line, message: "unknown word list '@\(list)'")
                }
            }
            let slots = intent.slotTypes
            for slot in intent.questions.flatMap({ [$0.slot] + $0.alternatives }) where slots[slot] == nil {
                throw GrammarError(file: intent.file, line: intent.line,
                                   message: "intent '\(intent.name)' asks for '\(slot)', which none of its patterns has")
            }
            for answering in intent.answeredBy where self.intent(answering) == nil {
                throw GrammarError(file: intent.file, line: intent.line,
                                   message: "intent '\(intent.name)' is answered by '\(answering)', which is no intent")
            }
            if intent.replies.isEmpty {
                throw GrammarError(file: intent.file, line: intent.line, message: "intent '\(intent.name)' has no reply")
            }
            if !(intent.patterns.isEmpty && intent.rules.isEmpty), intent.examples.isEmpty {
                throw GrammarError(file: intent.file, line: intent.line, message: "intent '\(intent.name)' has no example")
            }
        }
    }

    /// The fingerprint of no files.
    static let fingerprintBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// `fingerprint` with `bytes` added (FNV-1a, 64 bits).
    static func fingerprint(_ fingerprint: UInt64, adding bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = fingerprint
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// Loads every `*.intents` file in `directories`, in order (files sorted by name within
    /// each), merges them and validates the result. Missing directories are skipped.
    public static func load(directories: [String]) throws(GrammarError) -> Grammar {
        try GrammarFiles.read(directories: directories).grammar()
    }
}
