import Assistant
import BuddyCore
import Finance
import Foundation
import Understanding

/// Measures the understanding layer alone over a varied corpus, then whole answered questions
/// on the demo store, and prints lines per second and per-line latency percentiles.
///
///     swift run -c release buddy-bench [LINES]
let lineCount = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
let intents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Intents").path

/// Runs `body` once per line, timing each call; returns the per-line nanoseconds and the total.
func measure(_ lines: [String], _ body: (String) -> Void) -> (perLine: [UInt64], total: UInt64) {
    var times: [UInt64] = []
    times.reserveCapacity(lines.count)
    let start = DispatchTime.now().uptimeNanoseconds
    for line in lines {
        let t0 = DispatchTime.now().uptimeNanoseconds
        body(line)
        times.append(DispatchTime.now().uptimeNanoseconds - t0)
    }
    return (times, DispatchTime.now().uptimeNanoseconds - start)
}

func report(_ title: String, _ lines: Int, _ result: (perLine: [UInt64], total: UInt64)) {
    let sorted = result.perLine.sorted()
    func percentile(_ p: Double) -> Double { Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1000 }
    let perSecond = Double(lines) / (Double(result.total) / 1e9)
    print(title)
    print(String(format: "  %d lines in %.3f s: %.0f lines/s", lines, Double(result.total) / 1e9, perSecond))
    print(String(format: "  latency per line: p50 %.1f µs, p90 %.1f µs, p99 %.1f µs, max %.1f µs",
                 percentile(0.5), percentile(0.9), percentile(0.99), Double(sorted.last ?? 0) / 1000))
}

do {
    let loadStart = DispatchTime.now().uptimeNanoseconds
    let grammar = try Grammar.load(directories: [intents])
    let understander = Understander(grammar: grammar)
    let loadTime = Double(DispatchTime.now().uptimeNanoseconds - loadStart) / 1e6
    let patterns = grammar.intents.reduce(0) { $0 + $1.patterns.count }
    print("Grammar: \(grammar.intents.count) intents, \(patterns) patterns, loaded and compiled in \(String(format: "%.1f", loadTime)) ms")

    // The demo store: six months of a household's money ending on a fixed day.
    let today = Day(iso: "2026-03-12")!
    let ledger = try Ledger.open(AppDatabase.inMemory())
    let rows = try DemoStore(today: today).populate(ledger)
    let assistant = try Assistant(grammar: grammar, ledger: ledger, clock: .fixed(at: today))
    let context = assistant.understandingContext
    print("Demo store: \(rows) transactions")

    var corpus = Corpus(seed: 7)
    let lines = corpus.lines(lineCount)
    print("Corpus: \(lines.count) lines, \(Set(lines).count) distinct")

    // Warm up caches and code paths once.
    for line in lines.prefix(500) { _ = understander.understand(line, in: context) }
    var understood = 0
    let matching = measure(lines) { line in
        if case .understood = understander.understand(line, in: context) { understood += 1 }
    }
    report("Understanding (normalise, match, slots; one core):", lines.count, matching)
    print("  \(understood) of \(lines.count) lines understood")

    let questions = corpus.questions(lineCount)
    for line in questions.prefix(200) { _ = assistant.respond(to: line) }
    let answering = measure(questions) { line in _ = assistant.respond(to: line) }
    report("Whole answers to questions on the demo store (understand, SQL, template):", questions.count, answering)
} catch {
    FileHandle.standardError.write(Data("buddy-bench: \(error)\n".utf8))
    exit(1)
}
