import Foundation

/// The commands timed on every store, and the table of their medians.
struct ColdStartTable {
    /// The question the issue measures, and the sum the sqlite3 shell runs for it.
    static let question = "how much did I spend on transport in February 2026"
    static let sum = """
        SELECT printf('%.2f', -SUM(amount) / 100.0) FROM "transaction" WHERE profileId = 1 AND type = 'expense' \
        AND categoryId = (SELECT id FROM category WHERE profileId = 1 AND name = 'Transport') \
        AND date >= '2026-02-01' AND date < '2026-03-01'
        """

    /// A line just under the length Buddy reads, of words no grammar or store holds: each is
    /// looked up by the typo corrector, and no pattern reads the line. The same every run.
    static let madeUpLine: String = {
        let syllables = ["blor", "zan", "qui", "fex", "mop", "trel", "vash", "gund", "pli", "orb", "snat", "weft"]
        var state: UInt64 = 7, words: [String] = []
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        while words.joined(separator: " ").count < 1_950 {
            words.append((0..<(2 + next() % 2)).map { _ in syllables[next() % syllables.count] }.joined())
        }
        return words.joined(separator: " ")
    }()

    /// One row: what it measures, its target, and the command on a store (nil: not installed).
    struct Row {
        let label: String
        let target: String
        let command: (BenchStore) -> [String]?
        var runs: Int? = nil
    }

    let buddy: String
    let tools: Tools
    let timer: ProcessTimer
    let runs: Int
    let folder: URL

    func ask(_ question: String) -> (BenchStore) -> [String]? {
        { [buddy] store in [buddy, "ask", "--store", store.path, "--now", BenchStore.now, question] }
    }

    var rows: [Row] {
        var rows = [
            Row(label: "sqlite3 shell: the same SUM on an index", target: "", command: { [tools] store in
                tools.sqlite3.map { [$0, "-readonly", store.path, Self.sum] } }),
            Row(label: "buddy ask \"…transport in February 2026\"", target: "≤ 15 ms", command: ask(Self.question)),
            Row(label: "buddy ask hi", target: "", command: ask("hi")),
            Row(label: "buddy morning", target: "≤ 50 ms", command: { [buddy] store in
                [buddy, "morning", "--store", store.path, "--now", BenchStore.now] }),
            Row(label: "monthly review (\"how did I do last month\")", target: "≤ 50 ms", command: ask("how did I do last month")),
            Row(label: "action centre (\"anything I should know?\")", target: "≤ 50 ms", command: ask("anything I should know?")),
            Row(label: "chart (\"chart of my spending last month\")", target: "≤ 50 ms",
                command: ask("show me a chart of my spending last month")),
            Row(label: "a word Buddy does not know (\"blorf\")", target: "≤ 50 ms", command: ask("blorf")),
            Row(label: "1,990 characters of made-up words", target: "≤ 50 ms", command: ask(Self.madeUpLine)),
            Row(label: "a payee question (\"what did acme pay me\")", target: "≤ 50 ms", command: ask("what did acme pay me")),
        ]
        // ledger and hledger read the whole journal for every question: a few runs are enough.
        let few = min(runs, 3)
        rows.append(Row(label: "ledger: the same sum over the journal", target: "", command: { [tools] store in
            guard let ledger = tools.ledger, let journal = store.journal else { return nil }
            return [ledger, "-f", journal, "-b", "2026/02/01", "-e", "2026/03/01", "balance", "^expenses:Transport"]
        }, runs: few))
        rows.append(Row(label: "hledger: the same sum over the journal", target: "", command: { [tools] store in
            guard let hledger = tools.hledger, let journal = store.journal else { return nil }
            return [hledger, "-f", journal, "balance", "expenses:Transport", "-b", "2026-02-01", "-e", "2026-03-01"]
        }, runs: few))
        return rows
    }

    /// The transport question's answer from Buddy and from the sqlite3 shell, on every store:
    /// the figures are of the same work only if the two agree.
    func printAnswers(_ stores: [BenchStore]) throws {
        for store in stores {
            let answer = try timer.output([buddy, "ask", "--store", store.path, "--now", BenchStore.now, Self.question])
            print("\(grouped(store.transactions)) transactions: buddy says \"\(answer.text)\"", terminator: "")
            if let sqlite3 = tools.sqlite3 {
                print("; sqlite3 sums \(try timer.output([sqlite3, "-readonly", store.path, Self.sum]).text)")
            } else {
                print()
            }
        }
    }

    /// The table: a column of medians and ratios to the sqlite3 shell per store, then the
    /// figures that do not depend on the store.
    func printFigures(_ stores: [BenchStore]) throws {
        let labelWidth = 48
        var header = "".padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "target    "
        for store in stores { header += "\(grouped(store.transactions)) transactions".leftPadded(26) }
        print(header)
        var baseline: [Int: Double] = [:]
        for row in rows {
            var line = row.label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + row.target.padding(toLength: 10, withPad: " ", startingAt: 0)
            for store in stores {
                guard let command = row.command(store) else {
                    line += "not installed".leftPadded(26)
                    continue
                }
                guard let median = try timer.median(command, runs: row.runs ?? runs) else {
                    line += "failed".leftPadded(26)
                    continue
                }
                if baseline[store.transactions] == nil { baseline[store.transactions] = median }
                let ratio = median / baseline[store.transactions]!
                line += (format(median) + String(format: "  %7.1f×", ratio)).leftPadded(26)
            }
            print(line)
        }
        // The conversation, from start to its prompt on a terminal.
        let prompter = PromptTimer(environment: timer.environment)
        var promptLine = "buddy (the conversation) shows its prompt".padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "≤ 30 ms   "
        for store in stores {
            let median = try prompter.median([buddy, "--store", store.path, "--now", BenchStore.now], prompt: "you> ", runs: runs)
            promptLine += (median.map(format) ?? "failed").leftPadded(26)
        }
        print(promptLine)
        let empty = folder.appendingPathComponent("empty.sqlite").path
        let fixed: [(String, [String])] = [("buddy --help", [buddy, "--help"]),
                                           ("buddy ask hi, on an empty store", [buddy, "ask", "--store", empty, "--now", BenchStore.now, "hi"])]
        for (label, command) in fixed {
            let median = try timer.median(command, runs: runs)
            print(label.padding(toLength: labelWidth + 10, withPad: " ", startingAt: 0) + (median.map(format) ?? "failed").leftPadded(16))
        }
    }

    private func format(_ milliseconds: Double) -> String {
        milliseconds >= 1000 ? String(format: "%.2f s", milliseconds / 1000) : String(format: "%.1f ms", milliseconds)
    }
}

extension String {
    /// The string with spaces before it to `width` characters.
    func leftPadded(_ width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
