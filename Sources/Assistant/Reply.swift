import BuddyCore
import Understanding

/// A slot's value as the JSON contract shows it.
public enum ReplySlot: Sendable, Equatable, Encodable {
    case text(String)
    case number(Int)
    case amount(Money)
    case period(Period)

    private enum PeriodKeys: String, CodingKey { case start, end, label }
    private enum AmountKeys: String, CodingKey { case value, currency }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let text):
            var c = encoder.singleValueContainer()
            try c.encode(text)
        case .number(let n):
            var c = encoder.singleValueContainer()
            try c.encode(n)
        case .amount(let money):
            var c = encoder.container(keyedBy: AmountKeys.self)
            try c.encode(money.decimalString, forKey: .value)
            try c.encode(money.currency.code, forKey: .currency)
        case .period(let period):
            var c = encoder.container(keyedBy: PeriodKeys.self)
            try c.encode(period.start.iso, forKey: .start)
            try c.encode(period.end.iso, forKey: .end)
            try c.encode(period.label, forKey: .label)
        }
    }
}

/// Buddy's answer to one line: the text to show and what was understood, for `--json`.
public struct Reply: Sendable, Equatable {
    /// The line as typed, cleaned as everything stored is.
    public let input: String
    /// Whether a grammar matched the line.
    public let understood: Bool
    /// The intent that answered, when understood.
    public let intent: String?
    /// The slots the answer used (after defaults), by name.
    public let slots: [String: ReplySlot]
    /// The amount the answer is about, if any.
    public let amount: Money?
    /// The reply as text.
    public let text: String
    /// Example sentences close to a line that was not understood.
    public let suggestions: [String]
    /// Whether the reply says that what was asked could not be done (an error, a refused
    /// change, a file that could not be read or written). Nothing was changed then. A line that
    /// was not understood, or a question Buddy asks back, is not a failure.
    public let failed: Bool
    /// Whether the reply asks back for something the line left out (an amount, an account…)
    /// before it can be answered. Nothing was changed then.
    public let asks: Bool

    /// Creates a reply.
    public init(input: String, understood: Bool, intent: String?, slots: [String: ReplySlot] = [:],
                amount: Money? = nil, text: String, suggestions: [String] = [], failed: Bool = false, asks: Bool = false) {
        self.input = input
        self.understood = understood
        self.intent = intent
        self.slots = slots
        self.amount = amount
        self.text = text
        self.suggestions = suggestions
        self.failed = failed
        self.asks = asks
    }
}

extension Reply: Encodable {
    private enum Keys: String, CodingKey { case input, understood, intent, slots, amount, reply, suggestions, failed }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(input, forKey: .input)
        try c.encode(understood, forKey: .understood)
        try c.encode(intent, forKey: .intent)
        try c.encode(slots, forKey: .slots)
        if let amount { try c.encode(ReplySlot.amount(amount), forKey: .amount) }
        try c.encode(text, forKey: .reply)
        if !understood { try c.encode(suggestions, forKey: .suggestions) }
        if failed { try c.encode(true, forKey: .failed) }
    }
}

extension ReplySlot {
    /// A slot as the understanding layer read it, as the JSON output shows it.
    init(_ value: SlotValue) {
        switch value {
        case .period(let period): self = .period(period)
        case .amount(let money): self = .amount(money)
        case .category(let name), .account(let name), .text(let name): self = .text(name)
        case .number(let n): self = .number(n)
        case .frequency(let f): self = .text(f.rawValue)
        }
    }
}
