import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

/// Garbled input through the path scripted mode takes: every line gets an answer, none crashes.
@Suite struct ConversationFuzzTests {
    /// How many lines are fed (a few seconds in a debug build).
    static let lineCount = 2500

    @Test func thousandsOfGarbledLinesEachGetAnAnswerAndNoneCrashes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let grammar = try Self.grammar(writingInside: folder)
        let ledger = try Ledger.open(AppDatabase.open(path: folder.appendingPathComponent("fuzz.sqlite").path))
        try DemoStore(today: Day(iso: "2026-03-12")!).populate(ledger)
        let assistant = try Assistant(grammar: grammar, ledger: ledger, clock: Clock.parse("2026-03-12T09:00", timeZone: .gmt)!)
        assistant.exportFolder = folder.path
        let conversation = ScriptedConversation(assistant: assistant)
        let understander = Understander(grammar: grammar)
        var lines = FuzzLines(seed: 20260312, sentences: grammar.intents.flatMap(\.examples))
        var answered = 0
        for _ in 0..<Self.lineCount {
            // As `readLine` gives a line: bytes that are not UTF-8 become U+FFFD.
            let line = String(decoding: lines.next(), as: UTF8.self)
            guard Self.writesOnlyInside(folder.path, line, { understander.understand(line, in: assistant.understandingContext) }) else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch conversation.step(line) {
            case .skipped:
                #expect(trimmed.isEmpty || trimmed.hasPrefix("#"), "skipped: \(line.debugDescription)")
            case .leave:
                #expect(ScriptedConversation.exitWords.contains(trimmed.lowercased()), "left on: \(line.debugDescription)")
            case .reply(let reply):
                #expect(!reply.text.isEmpty, "no answer to: \(line.debugDescription)")
                answered += 1
            }
        }
        #expect(answered > Self.lineCount * 8 / 10)
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
