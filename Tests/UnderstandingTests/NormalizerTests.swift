import Testing
@testable import Understanding

@Suite struct NormalizerTests {
    @Test(arguments: [
        ("How much did I spend on food this week?", "how much did i spend on food this week"),
        ("  what's   my BALANCE!!", "what is my balance"),
        ("What’s my balance", "what is my balance"),
        ("I didn't spend \u{201C}much\u{201D}", "i did not spend much"),
        ("spent $12.50 at Trader Joe's", "spent $12.50 at trader joe"),
        ("1,200 on rent... (ugh)", "1,200 on rent ugh"),
        ("hw much on coffee rn", "how much on coffee right now"),
        ("on 2 / 15", "on 2/15"),
        ("on 3/15/2026, ok", "on 3/15/2026 ok"),
        ("July 13–15", "july 13 - 15"),
        ("from march 3 - march 10", "from march 3 - march 10"),
        ("a .5 tip", "a .5 tip"),
        ("€20 for the café", "€20 for the café"),
        ("20 € on crème brûlée", "20 € on crème brûlée"),
        ("thx u r great", "thanks you r great"),
        ("they've upped it", "they have upped it"),
        ("we're out, they're not", "we are out they are not"),
        ("it's been raised", "it has been raised"),
        ("#coffee & +tea", "coffee tea"),
        ("`im` here", "i am here"),
        ("- / .", "-"),
        ("", ""),
    ])
    func tokens(line: String, expected: String) {
        #expect(Normalizer.tokens(line).joined(separator: " ") == expected)
    }

    @Test func asciiAndUnicodeLinesAgree() {
        // The same words typed with and without a non-ASCII mark elsewhere on the line.
        let plain = Normalizer.tokens("What's the total for food?")
        let curly = Normalizer.tokens("What\u{2019}s the total for food?")
        #expect(plain == curly)
        #expect(Normalizer.tokens("spent 5 on tea ☕️") == ["spent", "5", "on", "tea"])
    }
}
