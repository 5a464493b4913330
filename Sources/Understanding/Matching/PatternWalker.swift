import BuddyCore

/// Runs compiled patterns (``Program``) over one line's tokens, backtracking with an explicit
/// stack and reading slots as it goes.
///
/// Slot readings are computed once per (slot type, orientation, position) for the line and reused
/// by every pattern, so adding patterns adds little work.
final class PatternWalker {
    /// The best complete parse of a line by one pattern.
    struct Parse {
        var score: Double
        var freeTextTokens: Int
        var slots: [String: SlotValue]
        /// The positions of the tokens read as free text.
        var freeText: [Range<Int>]
    }

    /// A slot reading: how many tokens it covers, and the value.
    typealias Reading = (length: Int, value: SlotValue)

    /// Score per token of each kind of slot: words the grammar wrote score 1.
    static let slotWeight: [SlotType: Double] = [
        .period: 0.9, .date: 0.9, .amount: 0.9, .category: 0.9, .account: 0.9, .number: 0.8, .ordinal: 0.8, .frequency: 0.9, .text: 0.3,
    ]

    /// Words after a category that say "things of that kind" ("health stuff", "travel related").
    static let kindWords: Set<String> = ["stuff", "things", "related", "bits", "items", "costs"]

    /// The most tokens a free-text slot takes.
    static let longestText = 8

    /// Words that, after "and", start a clause of their own ("take 100 from checking and send
    /// it to savings"): free text never runs into one, so a name is never "savings and send it".
    static let clauseStarts: Set<String> = ["it", "then", "i", "we", "send", "put", "move", "transfer", "pay", "add", "also", "sent",
                                            "moved", "paid", "added", "deposit", "deposited", "take", "took", "get", "got"]

    /// Words after "split" that say with whom or how it was split.
    static let splitWith: Set<String> = ["with", "w", "between", "evenly", "equally", "it", "50/50"]

    /// Words no name starts with: "open a high yield savings account for me" names no account
    /// "for me", and "put 200 in from checking" no goal "from checking".
    static let noTextStart: Set<String> = ["for", "me", "us", "please", "pls", "plz", "from"]

    /// How many tokens free text starting at each position may take before such a clause (none
    /// at a word no name starts with).
    private lazy var textReach: [Int] = {
        var reach = Array(repeating: Self.longestText, count: tokens.count + 1)
        var next = tokens.count
        for index in tokens.indices.reversed() {
            if tokens[index] == "and", index + 1 < tokens.count, Self.clauseStarts.contains(tokens[index + 1]) { next = index }
            // "120 at the fillmore, split with jo": a split said after the purchase is a clause of its own.
            if index + 1 < tokens.count, tokens[index] == "split", Self.splitWith.contains(tokens[index + 1]) { next = index }
            reach[index] = Self.noTextStart.contains(tokens[index]) ? 0 : min(Self.longestText, next - index)
            // "84 at nandos, alex owes me half": so is a debt, whose subject may still be read as a name.
            if index + 1 < tokens.count, index > 0, ["owes", "owe"].contains(tokens[index + 1]) { next = index }
        }
        return reach
    }()

    private let tokens: [String]
    /// The tokens as typed, before correction: free text is read from these.
    private let typed: [String]
    /// The grammar word number of each token.
    let numbers: [Int32]
    private let context: UnderstandingContext
    /// Readings by `(position * slot types + type) * 2 + orientation`, computed when first asked.
    private var cache: [[Reading]?]

    /// A place to come back to: the instruction, which alternative to try there next, and the
    /// parse so far.
    private struct Frame {
        var pc: Int
        var alternative: Int
        var position: Int
        var score: Double
        var freeText: Int
        var trail: Int
    }

    /// A filled slot: its number, where its reading starts, and which reading it is. A constant
    /// starts nowhere (position −1), and its reading is the index of its value.
    private struct Fill {
        var slot: Int
        var type: SlotType
        var position: Int
        var reading: Int
    }

    /// Whether the line speaks of the future ("what will…", "projected"): see ``LineMood/speaksOfTheFuture(_:)``.
    private let aheadInTime: Bool
    /// Whether the line asks about spending that is over ("did I go over… in october"): see ``LineMood/speaksOfThePast(_:)``.
    private let backInTime: Bool

    /// Period readers for the past and the future orientation, made when first needed.
    private var periodReaders: [PeriodReader?] = Orientation.allCases.map { _ in nil }

    private func periodReader(_ orientation: Orientation) -> PeriodReader {
        let slot = orientation.index
        if let reader = periodReaders[slot] { return reader }
        let parser = PeriodParser(today: context.today, weekStart: context.weekStart, orientation: orientation)
        let reader = PeriodReader(parser: parser, tokens: tokens)
        periodReaders[slot] = reader
        return reader
    }

    // Working storage, kept between patterns to avoid allocating for each one.
    private var stackBuffer: [Frame] = []
    private var trailBuffer: [Fill] = []
    private var bestBuffer: [Fill] = []

    /// Creates a walker over `tokens`, whose grammar word numbers are `numbers`; free text is
    /// read from `typed` (the same tokens before any correction).
    init(tokens: [String], numbers: [Int32], typed: [String]? = nil, context: UnderstandingContext) {
        self.tokens = tokens
        self.typed = typed ?? tokens
        self.numbers = numbers
        self.context = context
        aheadInTime = LineMood.speaksOfTheFuture(tokens)
        backInTime = LineMood.speaksOfThePast(tokens)
        cache = Array(repeating: nil, count: tokens.count * SlotType.allCases.count * Orientation.allCases.count)
    }

    /// The best complete parse of the line by `program`, if any: the highest score, then the
    /// fewest free-text tokens, then the first found.
    func bestParse(_ program: Program, orientation: Orientation) -> Parse? {
        let code = program.instructions
        let count = numbers.count
        // The buffers are moved into locals for the walk (no copying, no exclusivity checks) and back after.
        var stack = stackBuffer, trail = trailBuffer, bestFills = bestBuffer
        (stackBuffer, trailBuffer, bestBuffer) = ([], [], [])
        defer {
            stack.removeAll(keepingCapacity: true)
            trail.removeAll(keepingCapacity: true)
            bestFills.removeAll(keepingCapacity: true)
            (stackBuffer, trailBuffer, bestBuffer) = (stack, trail, bestFills)
        }
        var filled = Array(repeating: false, count: program.slotNames.count)
        var best: (score: Double, freeText: Int)?
        func push(_ pc: Int, _ alternative: Int, _ position: Int, _ score: Double, _ freeText: Int) {
            stack.append(Frame(pc: pc, alternative: alternative, position: position, score: score, freeText: freeText,
                               trail: trail.count))
        }

        var pc = 0, alternative = 0, position = 0, score = 0.0, freeText = 0
        while true {
            var failed = false
            switch code[pc] {
            case .word(let word):
                if position < count, numbers[position] == word {
                    position += 1
                    score += 1
                    pc += 1
                } else {
                    failed = true
                }
            case .list(let index):
                var chosen: [Int32]?
                var next = alternative
                let entries = program.lists[index]
                while next < entries.count {
                    let entry = entries[next]
                    next += 1
                    if position + entry.count <= count, numbers[position..<position + entry.count].elementsEqual(entry) {
                        chosen = entry
                        break
                    }
                }
                if let chosen {
                    if next < entries.count { push(pc, next, position, score, freeText) }
                    position += chosen.count
                    score += Double(chosen.count)
                    pc += 1
                } else {
                    failed = true
                }
            case .slot(let slot, let type, let weight):
                // Free text is any run of one to eight tokens; its value is only made for the best parse.
                let readings = filled[slot] || type == .text ? [] : self.readings(type, at: position, orientation)
                let available = filled[slot] ? 0 : type == .text ? min(textReach[position], count - position) : readings.count
                if alternative < available {
                    if alternative + 1 < available { push(pc, alternative + 1, position, score, freeText) }
                    let length = type == .text ? alternative + 1 : readings[alternative].length
                    trail.append(Fill(slot: slot, type: type, position: position, reading: alternative))
                    filled[slot] = true
                    position += length
                    score += weight * Double(length)
                    if type == .text { freeText += length }
                    pc += 1
                } else {
                    failed = true
                }
            case .constant(let slot, let value):
                if filled[slot] {
                    failed = true
                } else {
                    trail.append(Fill(slot: slot, type: .text, position: -1, reading: value))
                    filled[slot] = true
                    pc += 1
                }
            case .fork(let target):
                if alternative == 0 {
                    push(pc, 1, position, score, freeText)
                    pc += 1
                } else {
                    pc = target
                }
            case .jump(let target):
                pc = target
            case .accept:
                if position == count {
                    if best == nil || score > best!.score || (score == best!.score && freeText < best!.freeText) {
                        best = (score, freeText)
                        bestFills.removeAll(keepingCapacity: true)
                        bestFills.append(contentsOf: trail)
                    }
                }
                failed = true
            }
            alternative = 0
            guard failed else { continue }
            guard let frame = stack.popLast() else { break }
            while trail.count > frame.trail { filled[trail.removeLast().slot] = false }
            (pc, alternative, position, score, freeText) = (frame.pc, frame.alternative, frame.position, frame.score, frame.freeText)
        }
        guard let best else { return nil }
        var slots: [String: SlotValue] = [:]
        var textRanges: [Range<Int>] = []
        for fill in bestFills {
            if fill.position < 0 {
                slots[program.slotNames[fill.slot]] = .text(program.constants[fill.reading])
            } else if fill.type == .text {
                let range = fill.position..<fill.position + fill.reading + 1
                textRanges.append(range)
                slots[program.slotNames[fill.slot]] = .text(typed[range].joined(separator: " "))
            } else {
                slots[program.slotNames[fill.slot]] = readings(fill.type, at: fill.position, orientation)[fill.reading].value
            }
        }
        return Parse(score: best.score, freeTextTokens: best.freeText, slots: slots, freeText: textRanges)
    }

    /// Every reading of a slot of `type` starting at token `index`, longest first where it
    /// matters; none for free text, which is any run of one to ``longestText`` tokens.
    func readings(_ type: SlotType, at index: Int, _ orientation: Orientation) -> [Reading] {
        guard index < tokens.count else { return [] }
        // "what will my net worth be on new year's eve": a line that speaks of the future points
        // bare names forward, whatever its intent looks back on.
        let orientation = aheadInTime && orientation == .past ? .future : backInTime && orientation == .future ? .past : orientation
        // Only periods and dates depend on the orientation: other slots' readings are kept once.
        let oriented = type == .period || type == .date ? orientation.index : 0
        let key = (index * SlotType.allCases.count + type.index) * Orientation.allCases.count + oriented
        if let cached = cache[key] { return cached }
        let result = computeReadings(type, at: index, orientation)
        cache[key] = result
        return result
    }

    private func computeReadings(_ type: SlotType, at index: Int, _ orientation: Orientation) -> [Reading] {
        switch type {
        case .period:
            return periodReader(orientation).parse(at: index).map { ($0.length, .period($0.value)) }
        case .date:
            return readings(.period, at: index, orientation).filter {
                if case .period(let period) = $0.value { period.dayCount == 1 } else { false }
            }
        case .amount:
            // "5 guys 23.50", "7 eleven 12": the number that begins a business's name is no amount.
            guard !beginsBusinessName(at: index), !isYearOfNamedTime(at: index) else { return [] }
            return AmountParser(homeCurrency: context.homeCurrency).parse(tokens, at: index).map { ($0.length, .amount($0.value)) }
        case .category:
            // "health stuff", "car related": a category said with a word for its kind of thing
            // is the category.
            return context.vocabulary.categories(in: tokens, at: index).flatMap { found -> [Reading] in
                let end = index + found.length
                let withKind = end < tokens.count && Self.kindWords.contains(tokens[end])
                return [(found.length, .category(found.name))] + (withKind ? [(found.length + 1, .category(found.name))] : [])
            }
        case .account:
            return context.vocabulary.accounts(in: tokens, at: index).map { ($0.length, .account($0.name)) }
        case .number:
            return NumberWords.cardinal(tokens, at: index).map { [($0.length, .number($0.value))] } ?? []
        case .ordinal:
            return NumberWords.position(tokens, at: index).map { [($0.length, .number($0.value))] } ?? []
        case .frequency:
            return FrequencyWords.read(tokens, at: index).map { [($0.length, .frequency($0.value))] } ?? []
        case .text:
            // Free text is any run of tokens; the walker takes it without listing readings.
            return []
        case .payee:
            return context.vocabulary.payees.names(in: tokens, at: index).map { ($0.length, .text($0.name)) }
        case .bill:
            return context.vocabulary.bills.names(in: tokens, at: index).map { ($0.length, .text($0.name)) }
        case .person:
            return context.vocabulary.people.names(in: tokens, at: index).map { ($0.length, .text($0.name)) }
        }
    }
}

extension PatternWalker {
    /// Whether the token at `index` is a year after a month or season ("dec 2025 spending",
    /// "summer 2025"): a bare number from 1900 to 2200 written right after one is no amount.
    private func isYearOfNamedTime(at index: Int) -> Bool {
        guard index > 0, tokens[index].utf8.count == 4, let year = Int(tokens[index]), Day.supportedYears.contains(year) else { return false }
        return PeriodParser.monthNames[tokens[index - 1]] != nil || PeriodParser.seasonStarts[tokens[index - 1]] != nil
    }

    /// Whether the words at `index` are a number that begins the name of a business ("5 guys",
    /// "7 eleven", "99 ranch"); the names are looked up only for a number followed by a word.
    func beginsBusinessName(at index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index].allSatisfy(\.isNumber), tokens[index + 1].contains(where: \.isLetter) else {
            return false
        }
        return context.vocabulary.businesses.names(in: tokens, at: index).contains { $0.length > 1 }
    }

    /// The store's account that `name` says, as a line would say it ("Cash" is the one cash
    /// account, whatever it is called); nil when none is.
    func account(named name: String) -> String? {
        let tokens = Normalizer.tokens(name)
        return context.vocabulary.accounts(in: tokens, at: 0).first { $0.length == tokens.count }?.name
    }
}

extension SlotType {
    /// The type's position among all slot types.
    var index: Int {
        switch self {
        case .period: 0
        case .date: 1
        case .amount: 2
        case .category: 3
        case .account: 4
        case .number: 5
        case .text: 6
        case .ordinal: 7
        case .frequency: 8
        case .payee: 9
        case .bill: 10
        case .person: 11
        }
    }
}
