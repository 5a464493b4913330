import BuddyCore
import Finance
import Foundation
import Testing

/// Malformed option values, arguments, environment variables and standard input, run through
/// the built executable: every run ends with exit status 0, 1 or 2 and says why, never with a
/// signal.
@Suite struct CommandLineFuzzTests {
    /// Values no option expects. None is a path outside the run's folder that a command could
    /// write to.
    static let values: [[UInt8]] = [
        "", " ", "\t", "-", "--", "-1", "0", "99999999999999999999", "9223372036854775808", "1e308", "NaN",
        String(repeating: "a", count: 5000), String(repeating: "9", count: 5000), "2026-03-12T25:00", "0000-01-01", "2026-02-30",
        "9999-12-31T23:59", "2026-03-12T09:00:00:00", "EUR", "¥500", "30 euros", "☕", "café", "\u{202E}txt.exe", "\u{1B}[31mred",
        "a\tb", "a/b/c", "/", ".", "..", "~", "x\u{7F}", "%s%n%x", "'; DROP TABLE profile; --", "{{amount}}",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE], [0xC3], [0x63, 0x61, 0x66, 0xE9], [0xED, 0xA0, 0x80], [0x2D, 0x2D, 0xFF]]

    /// Where a value goes: the arguments before and after it.
    static let slots: [(before: [String], after: [String])] = [
        (["ask", "--now"], ["how much did I spend"]), (["ask", "--store"], ["hi"]), (["ask", "--profile"], ["hi"]),
        (["ask", "--theme"], ["hi"]), (["ask"], []), (["ask", "--json"], []), (["morning", "--format"], []),
        (["export", "--format"], []), (["export", "--output"], []), (["import"], []), (["import", "bank.csv", "--date-format"], []),
        (["import", "bank.csv", "--account"], []), (["import", "bank.csv", "--dry-run", "--rules"], []), (["backup"], []),
        (["restore"], []), (["demo", "--seed"], []), ([], []),
    ]

    /// Environment variables Buddy reads.
    static let variables = ["BUDDY_NOW", "BUDDY_STORE", "BUDDY_PROFILE", "COLUMNS", "NO_COLOR", "TERM"]

    /// How many values each slot and variable is tried with, drawn from `values` by a fixed seed.
    static let valuesPerSlot = 3

    @Test(arguments: slots.indices)
    func malformedValuesEndInExitStatusZeroOneOrTwo(_ slot: Int) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        try "date,description,amount\n2026-03-01,Cafe,-4.50\n".write(toFile: command.path("bank.csv"), atomically: true, encoding: .utf8)
        var random = SeededGenerator(seed: 20260312 + UInt64(slot))
        let (before, after) = Self.slots[slot]
        let store = before.contains("--store") || before.isEmpty ? [] : ["--store", command.path("buddy.sqlite")]
        for value in Self.values.shuffled(using: &random).prefix(Self.valuesPerSlot) {
            let arguments = before.map { Array($0.utf8) } + [value] + (after + store).map { Array($0.utf8) }
            try check(try command.run(arguments), String(decoding: Array(arguments.joined(separator: [0x20])), as: UTF8.self))
        }
    }

    @Test(arguments: variables.indices)
    func malformedEnvironmentValuesEndInExitStatusZeroOneOrTwo(_ index: Int) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let variable = Self.variables[index]
        var random = SeededGenerator(seed: 20260312 + 100 + UInt64(index))
        for value in Self.values.shuffled(using: &random).prefix(Self.valuesPerSlot) {
            // An environment holds text: invalid bytes arrive as U+FFFD.
            let text = String(decoding: value, as: UTF8.self)
            try check(try command.run("ask", "how much did I spend", environment: [variable: text]), "\(variable)=\(text.debugDescription)")
        }
    }

    private func check(_ run: BuddyCommand.Outcome, _ invocation: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!run.signalled, "buddy \(invocation) crashed: \(run.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect([0, 1, 2].contains(run.status), "buddy \(invocation) exited \(run.status)", sourceLocation: sourceLocation)
        if run.status != 0 {
            #expect(!run.stderr.isEmpty, "buddy \(invocation) failed without a word", sourceLocation: sourceLocation)
        }
    }

    /// Lines a pipe may carry: questions and commands with bytes that are not UTF-8, control
    /// characters, a byte-order mark, comments, blanks and very long lines.
    static let scriptLines: [[UInt8]] = {
        var lines: [[UInt8]] = []
        let sentences = ["how much did I spend on food last week", "I spent 12.50 on lunch at Chipotle", "find café", "balances",
                         "how did I do in January 0000", "what bills are due this week", "show my last 5 transactions",
                         "the second one", "undo", "how much did I spend on ¥500", "set a budget of 400 for food", "why?"]
        let garbage: [[UInt8]] = [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00], [0x1B, 0x5B, 0x41], [0x0D], [0x07], [0xEF, 0xBB, 0xBF],
                                  Array("\u{1B}]0;pwned\u{07}".utf8), Array("\u{9B}2J\u{202E}".utf8)]
        for (index, sentence) in sentences.enumerated() {
            let bytes = Array(sentence.utf8)
            lines.append(bytes)
            for (offset, junk) in garbage.enumerated() {
                var garbled = bytes
                garbled.insert(contentsOf: junk, at: (index * 7 + offset * 5) % (bytes.count + 1))
                lines.append(garbled)
                lines.append(Array(garbled.prefix((index + offset * 3) % (bytes.count + 1))))
            }
        }
        lines += [[], Array("   ".utf8), Array("# a comment".utf8), Array(String(repeating: "how much ", count: 600).utf8),
                  Array(("I spent " + String(repeating: "9", count: 5000) + " on food").utf8)]
        return lines
    }()

    @Test func scriptedModeAnswersEveryGarbledLineOnce() throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let input: [UInt8] = Self.scriptLines.flatMap { $0 + [0x0A] }
        let run = try command.run([Array("--json".utf8), Array("--store".utf8), Array(command.path("buddy.sqlite").utf8),
                                   Array("--now".utf8), Array("2026-03-12".utf8)], input: input)
        #expect(!run.signalled, "crashed: \(run.stderr.prefix(2000))")
        let answered = Self.scriptLines.filter { line in
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && !text.hasPrefix("#")
        }
        let replies = run.stdout.split(separator: "\n")
        #expect(replies.count == answered.count)
        // JSON escapes every control character: nothing in the output acts on a terminal.
        #expect(!run.stdout.unicodeScalars.contains { $0 != "\n" && ControlCharacters.isControl($0) }, "\(run.stdout.debugDescription)")
        print("fuzz: \(Self.scriptLines.count) garbled script lines through buddy --json, 0 crashes, \(replies.count) answers, no raw control character")
        var failed = false
        for reply in replies {
            let object = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
            #expect((object?["reply"] as? String)?.isEmpty == false, "\(reply)")
            failed = failed || object?["failed"] as? Bool == true
        }
        // Every line is answered; the status says whether any answer failed (an amount beyond the limit does).
        #expect(run.status == (failed ? 1 : 0), "\(run.stderr)")
    }
}
