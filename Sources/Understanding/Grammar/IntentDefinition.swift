/// One intent as a grammar file defines it: its phrasings, examples, replies and settings.
public struct IntentDefinition: Sendable, Equatable {
    /// A pattern with the text it was written as and where.
    public struct PatternSource: Sendable, Equatable {
        /// The compiled pattern.
        public let pattern: Pattern
        /// The pattern as written.
        public let text: String
        /// The file it came from.
        public let file: String
        /// Its line in that file.
        public let line: Int
        /// Where bare period names point in this pattern (`pattern past: …`), when it differs
        /// from the intent's ``IntentDefinition/orientation``.
        public var orientation: Orientation? = nil
    }

    /// A keyword rule with where it was written.
    public struct RuleSource: Sendable, Equatable {
        /// The compiled rule.
        public let rule: KeywordRule
        /// The file it came from.
        public let file: String
        /// Its line in that file.
        public let line: Int
        /// Where bare period names point (`rule past: …`), when it differs from the intent's.
        public var orientation: Orientation? = nil
    }

    /// The intent's name, e.g. `spending.total`.
    public let name: String
    /// The phrasings that select it.
    public internal(set) var patterns: [PatternSource] {
        get { phrasings.patterns }
        _modify { yield &phrasings.patterns }
    }
    /// The looser readings tried when no pattern reads a line (`rule: …`).
    public internal(set) var rules: [RuleSource] {
        get { phrasings.rules }
        _modify { yield &phrasings.rules }
    }
    /// The patterns and rules, held or still to be read from the grammar cache.
    var phrasings = Phrasings()
    /// Example sentences: shown in help and suggestions, and checked to match this intent.
    public internal(set) var examples: [String] = []
    /// Reply templates (Mustache) by variant; `""` is the default variant.
    public internal(set) var replies: [String: [String]] = [:]
    /// A question asked when a slot the intent cannot do without is missing.
    public struct SlotQuestion: Sendable, Equatable {
        /// The slot's name; the answer fills it.
        public let slot: String
        /// Other slots that make the question unnecessary when filled (`ask what|merchant: …`).
        public let alternatives: [String]
        /// What to ask, e.g. "How much was it?".
        public let text: String

        /// Creates a question for `slot`, left unasked when it or one of `alternatives` is filled.
        public init(slot: String, alternatives: [String], text: String) {
            self.slot = slot
            self.alternatives = alternatives
            self.text = text
        }

        /// Whether `filled` slot names leave this question unasked.
        public func isAnswered(by filled: some Collection<String>) -> Bool {
            filled.contains(slot) || alternatives.contains { filled.contains($0) }
        }
    }

    /// Questions asked when a slot is missing (`ask amount: How much was it?`), in the order
    /// they are asked. The slots named here are the ones the intent cannot do without.
    public internal(set) var questions: [SlotQuestion] = []
    /// Settings such as `orientation`, `default-period`, `topic` and `scope`.
    public internal(set) var settings: [String: String] = [:]
    /// Where the intent was first defined.
    public let file: String
    /// The line of its `intent` header.
    public let line: Int

    /// An intent called `name`, defined at `line` of `file`, with nothing in it yet.
    init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }

    /// Which way bare period names point for this intent (past unless set to `future`).
    public var orientation: Orientation {
        settings["orientation"].flatMap(Orientation.init(rawValue:)) ?? .past
    }

    /// Whether the intent declines a question outside what Buddy can answer (`scope: outside`).
    public var isOutOfScope: Bool { settings["scope"] == "outside" }
    /// Whether the words a declining intent explains name things people pay for (`priced: yes`:
    /// flights, hotels, tickets), so that "hotel 240" still records a purchase.
    public var namesPricedThings: Bool { settings["priced"] == "yes" }

    /// Whether a line may list several of this intent's changes, each with its amount (`several:
    /// yes`): "lunch 12 and coffee 4", "got 28.20 from sam and 10 from alex".
    public var mayBeListed: Bool { settings["several"] == "yes" }

    /// The intents that the line after this intent's reply may complete (`answered-by:
    /// budget.set, transfer.add`): a reply that asks back ("Which budget, and to how much?") is
    /// answered by a line read together with the line that asked ("dining to 300" after "change
    /// my budget" is "change my budget dining to 300"), when that reading is one of these.
    public var answeredBy: [String] {
        (settings["answered-by"] ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    }

    /// Whether the intent records money moving (`moves: money`): a line that says the move is
    /// still to be made ("I need to pay my car insurance", "gotta move 200 to savings") is
    /// recorded only on a yes.
    public var movesMoney: Bool { settings["moves"] == "money" }

    /// Whether the intent reads only lines that ask (`mood: question`): a question mark, a
    /// question word, an inverted auxiliary. "rent paid?" asks whether rent is paid; "rent paid"
    /// says it was.
    public var readsQuestionsOnly: Bool { settings["mood"] == "question" }

    /// Whether a line for this intent may name the account it used in a clause of its own
    /// ("… on my visa", "… from checking", "… into savings"): `accepts: account`. The clause
    /// is read as the `account` slot and the rest of the line is matched without it.
    public var acceptsAccountClause: Bool { accepted.contains("account") }

    /// Whether the intent's answer can leave things out ("spending last month without rent"):
    /// `accepts: except`. A line with such a clause is read without it, and an intent that
    /// does not accept one is never given the line (its answer would count what was left out).
    public var acceptsExclusion: Bool { accepted.contains("except") }

    /// The clauses named by the `accepts` setting, e.g. `accepts: account, except`.
    private var accepted: Set<String> { Self.clauses(in: settings["accepts"] ?? "") }

    /// The clauses an intent may accept.
    static let acceptableClauses: Set<String> = ["account", "except"]

    /// The clauses `value`, an `accepts` setting, names.
    static func clauses(in value: String) -> Set<String> {
        Set(value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
    }

    /// The type of each slot the intent's patterns can fill.
    public var slotTypes: [String: SlotType] {
        var types: [String: SlotType] = [:]
        for source in patterns { source.pattern.addSlotTypes(to: &types) }
        return rules.reduce(into: types) { $0.merge($1.rule.slotTypes) { first, _ in first } }
    }

    /// The reply templates for `variant`, falling back to the default variant.
    public func templates(for variant: String) -> [String] {
        if let chosen = replies[variant], !chosen.isEmpty { return chosen }
        return replies[""] ?? []
    }
}
