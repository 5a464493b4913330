import ArgumentParser
import Foundation
import Testing
@testable import buddy

/// Help reads as written in an 80-column terminal: paragraphs break only where a word would
/// not fit, never where the source happened to end a line.
@Suite struct HelpLayoutCommandTests {
    /// Every command's words after `buddy`: the top level, each subcommand and theirs.
    static let commands: [[String]] = {
        func paths(_ command: ParsableCommand.Type, _ prefix: [String]) -> [[String]] {
            [prefix] + command.configuration.subcommands.flatMap { paths($0, prefix + [$0._commandName]) }
        }
        return paths(Buddy.self, [])
    }()

    @Test func everyCommandIsListed() {
        #expect(Self.commands.contains(["morning"]))
        #expect(Self.commands.contains(["intents", "eval"]))
    }

    @Test(arguments: commands)
    func paragraphsBreakOnlyWhereTheNextWordWouldNotFit(words: [String]) throws {
        let command = try BuddyCommand()
        defer { command.removeFolder() }
        let run = try command.run(["help"] + words, environment: ["COLUMNS": "80"])
        #expect(run.status == 0, "\(run.stderr)")
        let early = Self.linesEndingEarly(run.stdout, width: 80)
        #expect(early.isEmpty, "help for '\(words.joined(separator: " "))' breaks early after: \(early)")
    }

    @Test func aSourceLineBreakInAParagraphIsFound() {
        let text = "OVERVIEW: Buddy.\n\nWith no subcommand, Buddy opens a conversation when standard input is a\nterminal, and\notherwise answers.\n"
        #expect(Self.linesEndingEarly(text, width: 80) == ["terminal, and"])
    }

    /// The lines of unindented paragraphs (the overview and discussion) after which the next
    /// line's first word would still have fitted; the library keeps the last column free, so a
    /// line holds at most `width - 1` characters. Headings, the usage line and the indented
    /// tables of options and subcommands are laid out by the library and left out.
    static func linesEndingEarly(_ help: String, width: Int) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var early: [String] = []
        for (line, next) in zip(lines, lines.dropFirst()) {
            let prose = { (text: String) in
                !text.isEmpty && !text.hasPrefix(" ") && !text.hasPrefix("USAGE:") && !text.hasSuffix(":")
            }
            guard prose(line), prose(next), let word = next.split(separator: " ").first else { continue }
            if line.count + 1 + word.count <= width - 1 { early.append(line) }
        }
        return early
    }
}
