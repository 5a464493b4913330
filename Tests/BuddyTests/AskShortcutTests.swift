import ArgumentParser
import Testing
@testable import buddy

/// `buddy ask` in the shapes scripts use is read without the argument parser (``Ask/shortcut(_:)``),
/// to the same values the parser gives; every other command line is left to the parser.
@Suite struct AskShortcutTests {
    static let common: [[String]] = [
        ["ask", "how", "much", "did", "I", "spend", "on", "food"],
        ["ask", "how much did I spend on transport in February 2026", "--store", "/tmp/b.sqlite", "--now", "2026-03-12"],
        ["ask", "--now", "2026-03-12T09:00", "hi", "--json", "--no-color", "--profile", "Sam", "--theme", "plain", "--yes", "there"],
        ["ask", "--store", "my store.sqlite", "what's my balance?"],
        ["ask", "ask", "again"],
    ]

    @Test(arguments: common) func aQuestionIsReadAsTheParserReadsIt(_ arguments: [String]) throws {
        let quick = try #require(Ask.shortcut(arguments))
        let parsed = try #require(try Buddy.parseAsRoot(arguments) as? Ask)
        #expect(quick.question == parsed.question)
        #expect(quick.yes == parsed.yes)
        let (a, b) = (quick.options, parsed.options)
        #expect(a.store == b.store && a.now == b.now && a.profile == b.profile && a.theme == b.theme)
        #expect(a.json == b.json && a.noColor == b.noColor)
    }

    static let leftToTheParser: [[String]] = [
        [], ["morning"], ["ask"], ["ask", "--json"], ["ask", "--help"], ["ask", "-h", "hi"], ["ask", "--version"],
        ["ask", "--store=/tmp/b.sqlite", "hi"], ["ask", "--", "hi"], ["ask", "--json", "--json", "hi"],
        ["ask", "--now", "2026-03-12", "--now", "2026-03-13", "hi"], ["ask", "--now", "someday", "hi"],
        ["ask", "--theme", "neon", "hi"], ["ask", "--store", "--json", "hi"], ["ask", "hi", "--store"], ["ask", "--store", " ", "hi"],
        ["ask", "spent", "-5", "on", "lunch"], ["ask", "--unknown", "hi"], ["ask", "-j", "hi"],
    ]

    @Test(arguments: leftToTheParser) func anyOtherCommandLineIsLeftToTheParser(_ arguments: [String]) {
        #expect(Ask.shortcut(arguments) == nil)
    }
}
