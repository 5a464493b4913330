import BuddyCore
import Testing

/// Escape sequences go whole, other controls go, line breaks become spaces, and ordinary text
/// (accents, emoji, curly quotes) is left as it is.
@Suite struct ControlCharactersTests {
    @Test(arguments: [
        ("plain text, café ☕ “quoted” – 12.50", "plain text, café ☕ “quoted” – 12.50"),
        ("\u{1B}]0;title\u{1B}\\after", "after"),
        ("\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{07}", "link"),
        ("\u{1B}]0;never ended", "0;never ended"),
        ("\u{1B}Pdevice\u{9C}x", "x"),
        ("\u{1B}cReset", "Reset"),
        ("\u{1B}(BCharset", "Charset"),
        ("\u{1B}[?25lHidden cursor", "Hidden cursor"),
        ("end\u{1B}", "end"),
        ("\u{1B}[", ""),
        ("a\u{0}b\u{7}c\u{7F}d\u{80}e\u{9F}f", "abcdef"),
        ("\u{61C}\u{180E}\u{200E}x\u{2064}\u{206F}\u{FFF9}", "x"),
        ("tab\there\u{0B}vt\u{0C}ff\u{2028}ls\u{2029}ps", "tab here vt ff ls ps"),
        ("👨\u{200D}👩\u{200D}👧 a\u{200D}b 🏳\u{FE0F}\u{200D}🌈", "👨\u{200D}👩\u{200D}👧 ab 🏳\u{FE0F}\u{200D}🌈"),
        ("1\u{200D}2", "12"),
    ])
    func removed(_ text: String, _ expected: String) {
        #expect(ControlCharacters.removed(from: text) == expected)
    }

    @Test func lineFeedsCanBeKeptAndSequencesChosen() {
        let text = "one\r\ntwo\u{1B}[1mbold\u{1B}[0m\u{1B}[2J"
        #expect(ControlCharacters.removed(from: text, keepingLineFeeds: true) == "one\ntwobold")
        #expect(ControlCharacters.removed(from: text, keepingLineFeeds: true) { $0.last == "m" } == "one\ntwo\u{1B}[1mbold\u{1B}[0m")
        #expect(ControlCharacters.removed(from: text) == "one  twobold")
    }

    @Test func isCleanSaysWhetherAnythingWouldChange() {
        #expect(ControlCharacters.isClean("Café ☕"))
        #expect(!ControlCharacters.isClean("a\tb"))
        #expect(ControlCharacters.isClean("a\nb", keepingLineFeeds: true))
    }
}
