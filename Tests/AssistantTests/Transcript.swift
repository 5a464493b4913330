import Foundation
import Finance

/// A golden conversation: a fixture, a fixed "now", and turns of typed lines with the replies
/// expected (the format is described in `Transcripts/README.md`).
struct Transcript {
    struct Turn {
        var line: String
        var reply: [String]
    }

    var path: String
    var header: [String] = []
    var fixture = "empty"
    var now = ""
    /// `display: terminal 72` shows replies as on a 72-column terminal (theme dark unless the
    /// conversation changes it); without it, replies are plain text as in scripted mode.
    var display = ""
    var turns: [Turn] = []

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    static let intentsFolder = folder.deletingLastPathComponent().appendingPathComponent("Intents").path

    /// The project's `Merchants/` folder, read once: the merchant list conversations use.
    private static let merchants = Result {
        try MerchantList.load(files: MerchantList.files(in: folder.deletingLastPathComponent().appendingPathComponent("Merchants").path))
    }

    /// The built-in merchant list; fails with the file and line of a mistake in it.
    static func merchantList() throws -> MerchantList {
        try merchants.get()
    }

    /// Every `*.transcript` file, by name.
    static func all() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".transcript") }.sorted()
    }

    init(file name: String) throws {
        path = Self.folder.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var inHeader = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("you> ") {
                inHeader = false
                turns.append(Turn(line: String(line.dropFirst(5)), reply: []))
            } else if line.hasPrefix("buddy> ") || line == "buddy>" {
                guard !turns.isEmpty else { throw TranscriptError("\(name): a reply before any 'you>' line") }
                turns[turns.count - 1].reply.append(String(line.dropFirst(min(7, line.count))))
            } else if inHeader {
                header.append(line)
                if line.hasPrefix("fixture:") { fixture = line.dropFirst(8).trimmingCharacters(in: .whitespaces) }
                if line.hasPrefix("now:") { now = line.dropFirst(4).trimmingCharacters(in: .whitespaces) }
                if line.hasPrefix("display:") { display = line.dropFirst(8).trimmingCharacters(in: .whitespaces) }
            } else if !line.isEmpty, !line.hasPrefix("#") {
                throw TranscriptError("\(name): '\(line)' is neither 'you> …' nor 'buddy> …'")
            }
        }
    }

    /// A reply as the file shows it: the escape character of colour codes written as `\e`.
    static func shown(_ reply: String) -> String {
        reply.replacingOccurrences(of: "\u{1B}", with: "\\e")
    }

    /// The transcript with `replies` in place of the expected ones.
    func recorded(_ replies: [String]) -> String {
        var out = header.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
        for (turn, reply) in zip(turns, replies) {
            out += "\nyou> \(turn.line)\n"
            out += Self.shown(reply).split(separator: "\n", omittingEmptySubsequences: false).map { "buddy> \($0)" }.joined(separator: "\n") + "\n"
        }
        return out
    }
}

struct TranscriptError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
