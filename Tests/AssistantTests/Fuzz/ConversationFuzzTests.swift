import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

/// Garbled input through the path scripted mode takes: every line gets an answer, none crashes,
/// no answer carries a control character, and the store changes only on a line whose reply
/// acknowledges a write (an answer by an intent the handler registry marks `.writes`), never on
/// a question asked back, a failure, a line not understood or a skipped line.
@Suite struct ConversationFuzzTests {
    /// How many lines are fed (a few seconds in a debug build).
    static let lineCount = 1500

    @Test func garbledLinesEachGetAnAnswerAndOnlyAcknowledgedWritesChangeTheStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        let grammar = try Self.grammar(writingInside: folder)
        let ledger = try Ledger.open(AppDatabase.open(path: folder.appendingPathComponent("fuzz.sqlite").path))
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(ledger)
        let assistant = try Assistant(grammar: grammar, ledger: ledger, clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        assistant.exportFolder = folder.path
        let conversation = ScriptedConversation(assistant: assistant)
        let understander = Understander(grammar: grammar)
        var lines = FuzzLines(seed: 20260312, sentences: grammar.intents.flatMap(\.examples))
        let store = try StoreWatch(ledger)
        var counts = (fed: 0, answered: 0, writes: 0)
        for _ in 0..<Self.lineCount {
            // As `readLine` gives a line: bytes that are not UTF-8 become U+FFFD.
            let line = String(decoding: lines.next(), as: UTF8.self)
            guard Self.writesOnlyInside(folder.path, line, { understander.understand(line, in: assistant.understandingContext) })
            else { continue }
            counts.fed += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let step = conversation.step(line)
            var acknowledged = false
            switch step {
            case .skipped:
                #expect(trimmed.isEmpty || trimmed.hasPrefix("#"), "skipped: \(line.debugDescription)")
            case .leave:
                #expect(ScriptedConversation.exitWords.contains(trimmed.lowercased()), "left on: \(line.debugDescription)")
            case .reply(let reply):
                #expect(!reply.text.isEmpty, "no answer to: \(line.debugDescription)")
                #expect(!Self.hasControls(reply.text), "a control character in the answer to \(line.debugDescription): \(reply.text.debugDescription)")
                acknowledged = reply.understood && !reply.failed && !reply.asks && reply.intent.map(Assistant.writes) == true
                counts.answered += 1
            }
            if try store.changed() {
                counts.writes += 1
                #expect(acknowledged, "a silent write: \(line.debugDescription) → \(step)")
            }
        }
        #expect(counts.answered > counts.fed * 8 / 10)
        #expect(counts.writes > 20, "too few writes to tell anything")
        print("fuzz: \(counts.fed) lines through scripted mode, 0 crashes, \(counts.answered) answered, "
              + "\(counts.writes) writes all acknowledged (\(Int(Date().timeIntervalSince(started) * 1000)) ms)")
    }

    /// Whether `text` holds a character a terminal acts on (a line feed, and a joiner between
    /// emoji, aside).
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 != "\n" && $0 != "\u{200D}" && ControlCharacters.isControl($0) }
    }

    /// The built-in grammars with their example paths (`~/…`) moved into `folder`, since a
    /// mutated example may be read as an export to the path it names.
    static func grammar(writingInside folder: URL) throws -> Grammar {
        let copy = folder.appendingPathComponent("intents")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Transcript.intentsFolder) where name.hasSuffix(".intents") {
            let text = try String(contentsOfFile: "\(Transcript.intentsFolder)/\(name)", encoding: .utf8)
            try text.replacingOccurrences(of: "~/", with: folder.path + "/")
                .write(to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try Grammar.load(directories: [copy.path])
    }

    /// Whether answering `line` can write a file only inside `folder`. A line with nothing a
    /// file name could be read from (but for paths in `folder`) exports, if at all, to the
    /// assistant's export folder, which is `folder`; any other line is let through unless it is
    /// understood as an export.
    static func writesOnlyInside(_ folder: String, _ line: String, _ interpretation: () -> Interpretation) -> Bool {
        let rest = line.split(separator: " ").filter { word in
            !(word.hasPrefix(folder + "/") && !word.dropFirst(folder.count + 1).contains("/") && !word.contains(".."))
        }
        guard rest.joined().contains(where: { "/~.\"'“”‘’`\\".contains($0) }) else { return true }
        guard case .understood(let match) = interpretation() else { return true }
        return match.intent != "data.export"
    }
}
