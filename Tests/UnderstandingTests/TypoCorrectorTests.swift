import Testing
import Understanding

@Suite struct TypoCorrectorTests {
    let grammar = TypoCorrector(words: ["how", "much", "spend", "spent", "yesterday", "week", "food", "groceries", "rent",
                                        "transport", "last", "month"])

    @Test(arguments: [("mcuh", "much"), ("spnd", "spend"), ("yesterdy", "yesterday"), ("groseries", "groceries"),
                      ("hwo", "how"), ("fod", "food"), ("wek", "week"), ("trasnport", "transport"), ("rnet", "rent")])
    func aMisspellingIsReadAsTheOneClosestWord(_ typed: String, _ meant: String) {
        #expect(grammar.correction(for: typed) == meant)
    }

    @Test(arguments: ["weather", "joke", "paris", "at", "ho", "fdo", "12.50", "spend"])
    func otherWordsAreLeftAlone(_ word: String) {
        #expect(grammar.correction(for: word) == nil, "\(word) → \(grammar.correction(for: word) ?? "")")
    }

    @Test func aWordWithTwoEquallyCloseWordsIsLeftAlone() {
        // "spend" and "spent" are both one edit from "spens".
        #expect(grammar.correction(for: "spens") == nil)
    }

    @Test func aWordFarLongerThanAnyKnownWordIsLeftAlone() {
        let giant = String(repeating: "transport", count: 11_000)
        #expect(grammar.correction(for: giant) == nil)
        #expect(grammar.correct(["how", giant], extra: TypoCorrector(words: ["checking"])) == ["how", giant])
        // Two letters more than the longest known word is still within reach.
        #expect(grammar.correction(for: "yessterdayy") == "yesterday")
    }

    @Test func anAccentedLetterIsOneLetterHoweverItIsWritten() {
        let store = TypoCorrector(words: ["crème", "café"])
        // "è" as one code point and as "e" with a combining accent.
        #expect(store.correction(for: "cr\u{E8}mx") == "crème")
        #expect(store.correction(for: "cre\u{300}mx") == "crème")
        #expect(store.correction(for: "cafe\u{301}s") == "café")
    }

    @Test func aGrammarWordIsNeverTurnedIntoAStoreName() {
        let store = TypoCorrector(words: ["spens", "checking"])
        #expect(grammar.correct(["how", "much", "spend", "chekcing"], extra: store) == ["how", "much", "spend", "checking"])
    }
}

@Suite struct TypoTieBreakTests {
    @Test func aSwapOfNeighboursWinsATie() {
        let corrector = TypoCorrector(words: ["spend", "send"])
        #expect(corrector.correction(for: "sepnd") == "spend")
    }

    @Test func thenTheCommonerWordWins() {
        #expect(TypoCorrector(words: ["how", "who"], uses: ["how": 40, "who": 5]).correction(for: "hwo") == "how")
        #expect(TypoCorrector(words: ["how", "who"]).correction(for: "hwo") == nil)
    }

    @Test func theStoreAndTheGrammarDisagreeingIsSettledByASwap() {
        let grammar = TypoCorrector(words: ["net", "worth"])
        let store = TypoCorrector(words: ["rent"])
        #expect(grammar.correct(["rnet"], extra: store) == ["rent"])
    }
}
