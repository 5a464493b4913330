import Finance

/// A reproducible corpus of varied lines: questions, commands, follow-ups, small talk,
/// misspellings and lines from other domains, built from parts by a seeded generator.
struct Corpus {
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let categories = ["food", "groceries", "dining", "rent", "transport", "utilities", "entertainment", "shopping",
                             "health", "travel", "subscriptions", "coffee", "lunch", "eating out", "gas", "uber"]
    static let periods = ["today", "yesterday", "this week", "last week", "this month", "last month", "this year",
                          "so far this month", "in the past 30 days", "since Monday", "in March", "last Tuesday",
                          "between March 1 and March 10", "in Q1", "last quarter", "3 days ago", "on 3/15",
                          "the day before yesterday", "from July 13 to 15", "in 2025", ""]
    static let amounts = ["12.50", "$40", "twenty bucks", "1,200", "$1.2k", "€20", "8.99", "15 dollars 50", "300", "forty five"]
    static let merchants = ["Amazon", "Shell", "Trader Joe's", "Costco", "Starbucks", "IKEA", "Whole Foods"]
    static let questionShapes = [
        "how much did I spend on {c} {p}", "what did I spend {p}", "how much have I spent on {c} {p}",
        "{p} how much did we spend on {c}", "show me my {c} spending {p}", "total {c} expenses {p}",
        "how much money went on {c} {p}", "hey buddy how much did I spend at {m} {p} please",
        "how much did I earn {p}", "what was my income {p}", "how much money came in {p}",
    ]
    static let commandShapes = [
        "I spent {a} on {c} {p}", "paid {a} for {c} at {m}", "add an expense of {a} for {c}", "{c} {a}",
        "got paid {a} today", "I earned {a} from freelance work", "call {c} shops dining",
    ]
    static let conversation = [
        "and last month?", "what about rent?", "and at Amazon?", "show them", "why?", "hello", "thanks", "help", "yes",
        "no", "cancel", "undo",
    ]
    static let elsewhere = [
        "what's the weather like today", "book a flight to Paris", "how do I make pancakes", "turn off the lights",
        "who wrote Hamlet", "open a new bank account", "what's my credit score", "how much is bitcoin worth",
        "set an alarm for 7", "tell me a joke", "what is the current interest rate", "play some jazz",
    ]

    private mutating func pick(_ options: [String]) -> String {
        options[Int(random.next() % UInt64(options.count))]
    }

    private mutating func fill(_ shape: String) -> String {
        var line = shape
        for (mark, options) in [("{c}", Self.categories), ("{p}", Self.periods), ("{a}", Self.amounts), ("{m}", Self.merchants)] {
            while let range = line.range(of: mark) { line.replaceSubrange(range, with: pick(options)) }
        }
        return line.split(separator: " ").joined(separator: " ")
    }

    /// A word with two neighbouring letters swapped, for one line in ten.
    private mutating func misspell(_ line: String) -> String {
        var words = line.split(separator: " ").map(String.init)
        let candidates = words.indices.filter { words[$0].count > 4 && words[$0].allSatisfy(\.isLetter) }
        guard !candidates.isEmpty else { return line }
        let i = candidates[Int(random.next() % UInt64(candidates.count))]
        var letters = Array(words[i])
        let j = 1 + Int(random.next() % UInt64(letters.count - 2))
        letters.swapAt(j, j + 1)
        words[i] = String(letters)
        return words.joined(separator: " ")
    }

    /// `count` lines of every kind.
    mutating func lines(_ count: Int) -> [String] {
        (0..<count).map { _ in
            let roll = random.next() % 100
            var line: String
            switch roll {
            case 0..<45: line = fill(pick(Self.questionShapes))
            case 45..<65: line = fill(pick(Self.commandShapes))
            case 65..<80: line = pick(Self.conversation)
            default: line = pick(Self.elsewhere)
            }
            if random.next() % 10 == 0 { line = misspell(line) }
            return line
        }
    }

    /// `count` questions about totals, for whole answers (they write nothing).
    mutating func questions(_ count: Int) -> [String] {
        (0..<count).map { _ in
            var line = fill(pick(Self.questionShapes))
            if random.next() % 10 == 0 { line = misspell(line) }
            return line
        }
    }
}
