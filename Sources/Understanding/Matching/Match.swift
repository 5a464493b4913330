import BuddyCore

/// A value read from a slot of a matched pattern.
public enum SlotValue: Sendable, Equatable {
    case period(Period)
    case amount(Money)
    case category(String)
    case account(String)
    case number(Int)
    case frequency(Frequency)
    case text(String)
}

/// A line understood as one intent, with its typed slots.
public struct Match: Sendable, Equatable {
    /// The intent's name.
    public let intent: String
    /// The slots the pattern filled, by name.
    public let slots: [String: SlotValue]
    /// How well the pattern covers the line (higher is more specific).
    public let score: Double
    /// The pattern that matched, as written in its grammar file.
    public let pattern: String

    /// Words read as other words to make the line match ("spnd" → "spend"), by the word typed.
    public let corrections: [String: String]

    /// How many of the line's words were taken as free text rather than matched.
    public let freeTextWords: Int

    /// Words of the line a keyword rule left unexplained (none for a pattern, which reads every word).
    public let leftOver: [String]

    /// Other readings as likely as this one, of other intents: the line is ambiguous, and
    /// Buddy asks which was meant rather than guessing.
    public let alternatives: [Match]

    /// What the line leaves out ("without rent"), read from a clause of its own; empty for most lines.
    public let exclusion: Exclusion

    /// Creates a match.
    public init(intent: String, slots: [String: SlotValue], score: Double, pattern: String,
                corrections: [String: String] = [:], freeTextWords: Int = 0, leftOver: [String] = [], alternatives: [Match] = [],
                exclusion: Exclusion = Exclusion()) {
        self.exclusion = exclusion
        self.freeTextWords = freeTextWords
        self.leftOver = leftOver
        self.alternatives = alternatives
        self.intent = intent
        self.slots = slots
        self.score = score
        self.pattern = pattern
        self.corrections = corrections
    }

    /// Whether a keyword rule rather than a pattern read the line.
    public var isRule: Bool { pattern.hasPrefix(Self.rulePrefix) }

    /// What ``pattern`` starts with when a keyword rule read the line.
    public static let rulePrefix = "rule: "

    /// The same match with other slots.
    public func with(slots: [String: SlotValue]) -> Match {
        Match(intent: intent, slots: slots, score: score, pattern: pattern, corrections: corrections,
              freeTextWords: freeTextWords, leftOver: leftOver, alternatives: alternatives, exclusion: exclusion)
    }

    /// The same match with other corrections.
    public func with(corrections: [String: String]) -> Match {
        Match(intent: intent, slots: slots, score: score, pattern: pattern, corrections: corrections,
              freeTextWords: freeTextWords, leftOver: leftOver, alternatives: alternatives, exclusion: exclusion)
    }

    /// The same match with other alternatives.
    public func with(alternatives: [Match]) -> Match {
        Match(intent: intent, slots: slots, score: score, pattern: pattern, corrections: corrections,
              freeTextWords: freeTextWords, leftOver: leftOver, alternatives: alternatives, exclusion: exclusion)
    }

    /// The same match, leaving out `exclusion` too.
    public func with(exclusion more: Exclusion) -> Match {
        var both = exclusion
        both.formUnion(more)
        return Match(intent: intent, slots: slots, score: score, pattern: pattern, corrections: corrections,
                     freeTextWords: freeTextWords, leftOver: leftOver, alternatives: alternatives, exclusion: both)
    }

    /// The period slot named `name`, if filled.
    public func period(_ name: String = "period") -> Period? {
        if case .period(let p)? = slots[name] { return p }
        return nil
    }

    /// The amount slot named `name`, if filled.
    public func amount(_ name: String = "amount") -> Money? {
        if case .amount(let m)? = slots[name] { return m }
        return nil
    }

    /// The category slot named `name`, if filled.
    public func category(_ name: String = "category") -> String? {
        if case .category(let c)? = slots[name] { return c }
        return nil
    }

    /// The account slot named `name`, if filled.
    public func account(_ name: String = "account") -> String? {
        if case .account(let a)? = slots[name] { return a }
        return nil
    }

    /// The number (or ordinal) slot named `name`, if filled.
    public func number(_ name: String) -> Int? {
        if case .number(let n)? = slots[name] { return n }
        return nil
    }

    /// The frequency slot named `name`, if filled.
    public func frequency(_ name: String = "frequency") -> Frequency? {
        if case .frequency(let f)? = slots[name] { return f }
        return nil
    }

    /// The text slot named `name`, if filled.
    public func text(_ name: String) -> String? {
        if case .text(let t)? = slots[name] { return t }
        return nil
    }
}

/// What the understanding layer made of a line.
public enum Interpretation: Sendable, Equatable {
    /// The line matched an intent.
    case understood(Match)
    /// No intent matched well enough; `suggestions` are example sentences close to the line.
    case notUnderstood(suggestions: [String])
}
