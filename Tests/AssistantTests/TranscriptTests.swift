import Assistant
import BuddyCore
import Finance
import Foundation
import Presentation
import Testing
import Understanding

/// Replays every transcript in `Transcripts/` against a fresh store. With `BUDDY_RECORD=1` the
/// files are rewritten with the actual replies and the run fails, so recording is always deliberate.
@Suite struct TranscriptTests {
    @Test(arguments: try Transcript.all())
    func transcriptReplaysExactly(_ name: String) throws {
        let transcript = try Transcript(file: name)
        let clock = try #require(Clock.parse(transcript.now, timeZone: .gmt), "\(name): 'now:' is missing or not a date")
        let ledger = try Ledger.open(AppDatabase.inMemory()).knowing(Transcript.merchantList())
        switch transcript.fixture {
        case "demo": try DemoStore(today: clock.today()).populate(ledger)
        case "empty": break
        default: Issue.record("\(name): unknown fixture '\(transcript.fixture)' (demo or empty)")
        }
        let grammar = try Grammar.load(directories: [Transcript.intentsFolder])
        let assistant = try Assistant(grammar: grammar, ledger: ledger, clock: clock)
        let display = transcript.display.split(separator: " ")
        if display.first == "terminal" {
            assistant.display = Display(theme: .dark, width: display.count > 1 ? Int(display[1]) ?? 80 : 80, isTerminal: true)
        }
        #expect(!transcript.turns.isEmpty, "\(name) has no turns")
        // `$TMP` is a new folder of this run's own, for the files a conversation writes.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buddy-transcript-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let replies = transcript.turns.map { turn in
            assistant.respond(to: turn.line.replacingOccurrences(of: "$TMP", with: folder)).text
                .replacingOccurrences(of: folder, with: "$TMP")
        }

        if ProcessInfo.processInfo.environment["BUDDY_RECORD"] == "1" {
            try transcript.recorded(replies).write(toFile: transcript.path, atomically: true, encoding: .utf8)
            Issue.record("\(name) re-recorded; review the diff and run again without BUDDY_RECORD")
            return
        }
        for (turn, reply) in zip(transcript.turns, replies) {
            #expect(Transcript.shown(reply) == turn.reply.joined(separator: "\n"), "\(name): you> \(turn.line)")
        }
    }
}
