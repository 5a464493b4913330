import BuddyCore

/// Matches one line's tokens against patterns by backtracking, reading slots as it goes.
///
/// Slot readings are computed once per (slot type, orientation, position) for the line and reused
/// by every pattern, so adding patterns adds little work.
final class PatternWalker {
    /// A partial parse: how far it got, what it filled, and how specific it is so far.
    struct State {
        var position: Int
        var slots: [String: SlotValue]
        var score: Double
        var freeTextTokens: Int
    }

    private let tokens: [String]
    private let context: UnderstandingContext
    private let wordLists: [String: [[String]]]
    private var cache: [Int: [(length: Int, value: SlotValue)]] = [:]

    /// Score per token of each kind of slot: words the grammar wrote score 1.
    static let slotWeight: [SlotType: Double] = [
        .period: 0.9, .date: 0.9, .amount: 0.9, .category: 0.9, .account: 0.9, .number: 0.8, .text: 0.3,
    ]

    init(tokens: [String], context: UnderstandingContext, wordLists: [String: [[String]]]) {
        self.tokens = tokens
        self.context = context
        self.wordLists = wordLists
    }

    /// The best complete parse of the line by `pattern`, if any.
    func bestParse(_ pattern: Pattern, orientation: Orientation) -> State? {
        var best: State?
        walk(pattern, State(position: 0, slots: [:], score: 0, freeTextTokens: 0), orientation) { state in
            guard state.position == tokens.count else { return }
            if let current = best {
                if state.score > current.score || (state.score == current.score && state.freeTextTokens < current.freeTextTokens) {
                    best = state
                }
            } else {
                best = state
            }
        }
        return best
    }

    private func walk(_ pattern: Pattern, _ state: State, _ orientation: Orientation, _ next: (State) -> Void) {
        switch pattern {
        case .word(let word):
            guard state.position < tokens.count, tokens[state.position] == word else { return }
            var s = state
            s.position += 1
            s.score += 1
            next(s)
        case .sequence(let parts):
            walkSequence(parts[...], state, orientation, next)
        case .choice(let options):
            for option in options { walk(option, state, orientation, next) }
        case .optional(let inner):
            walk(inner, state, orientation, next)
            next(state)
        case .list(let name):
            for entry in wordLists[name] ?? [] {
                let end = state.position + entry.count
                guard end <= tokens.count, tokens[state.position..<end].elementsEqual(entry) else { continue }
                var s = state
                s.position = end
                s.score += Double(entry.count)
                next(s)
            }
        case .slot(let name, let type):
            guard state.slots[name] == nil else { return }
            for reading in readings(type, at: state.position, orientation) {
                var s = state
                s.position += reading.length
                s.slots[name] = reading.value
                s.score += Self.slotWeight[type, default: 0.5] * Double(reading.length)
                if type == .text { s.freeTextTokens += reading.length }
                next(s)
            }
        }
    }

    private func walkSequence(_ parts: ArraySlice<Pattern>, _ state: State, _ orientation: Orientation, _ next: (State) -> Void) {
        guard let first = parts.first else { return next(state) }
        walk(first, state, orientation) { s in
            self.walkSequence(parts.dropFirst(), s, orientation, next)
        }
    }

    func readings(_ type: SlotType, at index: Int, _ orientation: Orientation) -> [(length: Int, value: SlotValue)] {
        guard index < tokens.count else { return [] }
        let key = (index * 16 + SlotType.allCases.firstIndex(of: type)!) * 2 + (orientation == .past ? 0 : 1)
        if let cached = cache[key] { return cached }
        let result = computeReadings(type, at: index, orientation)
        cache[key] = result
        return result
    }

    private func computeReadings(_ type: SlotType, at index: Int, _ orientation: Orientation) -> [(length: Int, value: SlotValue)] {
        switch type {
        case .period, .date:
            let parser = PeriodParser(today: context.today, weekStart: context.weekStart, orientation: orientation)
            return parser.parse(tokens, at: index)
                .filter { type == .period || $0.value.dayCount == 1 }
                .map { ($0.length, .period($0.value)) }
        case .amount:
            return AmountParser(homeCurrency: context.homeCurrency).parse(tokens, at: index).map { ($0.length, .amount($0.value)) }
        case .category:
            return context.vocabulary.categories(in: tokens, at: index).map { ($0.length, .category($0.name)) }
        case .account:
            return context.vocabulary.accounts(in: tokens, at: index).map { ($0.length, .account($0.name)) }
        case .number:
            return NumberWords.cardinal(tokens, at: index).map { [($0.length, .number($0.value))] } ?? []
        case .text:
            let longest = min(8, tokens.count - index)
            guard longest > 0 else { return [] }
            return (1...longest).map { length in (length, .text(tokens[index..<index + length].joined(separator: " "))) }
        }
    }
}
