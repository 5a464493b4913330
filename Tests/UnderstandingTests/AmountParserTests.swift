import BuddyCore
import Testing
import Understanding

@Suite struct AmountParserTests {
    let parser = AmountParser(homeCurrency: .usd)

    @Test(arguments: [
        ("12.5", Int64(1250), "USD"), ("$12.50", 1250, "USD"), ("12 dollars", 1200, "USD"), ("twenty bucks", 2000, "USD"),
        ("1,200", 120_000, "USD"), ("$1.2k", 120_000, "USD"), ("€20", 2000, "EUR"), ("20 eur", 2000, "EUR"),
        ("12 dollars 50", 1250, "USD"), ("12 dollars and 50 cents", 1250, "USD"), ("10 cents", 10, "USD"),
        ("twenty five dollars", 2500, "USD"), ("a dollar", 100, "USD"), ("10$", 1000, "USD"), ("$ 10", 1000, "USD"),
        ("two hundred and fifty", 25000, "USD"), ("£3.99", 399, "GBP"), ("2 grand", 200_000, "USD"),
        // Prices as people say them: "twelve fifty" is 12.50, not 62.
        ("twelve fifty", 1250, "USD"), ("nineteen ninety nine", 1999, "USD"), ("two fifty", 250, "USD"),
        ("twenty five fifty", 2550, "USD"), ("twenty-five", 2500, "USD"), ("two hundred fifty", 25000, "USD"),
    ])
    func amountsAreReadExactly(_ text: String, _ minor: Int64, _ currency: String) throws {
        let tokens = Normalizer.tokens(text)
        let reading = try #require(parser.parse(tokens, at: 0).first { $0.length == tokens.count }, "'\(text)' not read whole")
        #expect(reading.value.minorUnits == minor, "\(text)")
        #expect(reading.value.currency.code == currency, "\(text)")
    }

    @Test(arguments: [
        ("18446744073709552k", Int64.max), ("99999999999999999999", .max), ("$9223372036854775807", .max),
        ("9223372036854775807k", .max), ("1000000000.01", 100_000_000_001), ("2000000000", 200_000_000_000),
        ("92233720368547758m", .max), ("99999999999999999999 cents", .max),
        ("$5 and 99999999999999999999 cents", 500),
    ])
    func hugeAmountsAreReadAsTheyAreAndNeverWrapRound(_ text: String, _ minor: Int64) throws {
        let tokens = Normalizer.tokens(text)
        let readings = parser.parse(tokens, at: 0)
        let whole = readings.first { $0.length == tokens.count }
        if minor == 500 {
            // "and 99999999999999999999 cents" is no number of cents: only "$5" is read.
            #expect(whole == nil)
            #expect(readings.first?.value.minorUnits == 500)
        } else {
            let reading = try #require(whole, "'\(text)' not read whole")
            #expect(reading.value.minorUnits == minor, "\(text)")
            #expect(!reading.value.isWithinLimit, "\(text)")
        }
    }

    @Test func theLimitItselfIsAnAmount() throws {
        let tokens = Normalizer.tokens("1,000,000,000")
        let reading = try #require(parser.parse(tokens, at: 0).first { $0.length == tokens.count })
        #expect(reading.value == Money.limit(in: .usd))
        #expect(reading.value.isWithinLimit)
    }

    @Test func numberWordsStopBelowABillion() {
        let words = Normalizer.tokens("a hundred hundred hundred hundred hundred hundred hundred hundred hundred hundred hundred")
        #expect((NumberWords.cardinal(words, at: 0)?.value ?? 0) < 1_000_000_000)
    }

    @Test(arguments: ["lunch", "$", "12.3.4", "0", "1,20", "fifty fifty"])
    func otherTextIsNotAnAmount(_ text: String) {
        let tokens = Normalizer.tokens(text)
        #expect(parser.parse(tokens, at: 0).allSatisfy { $0.length < tokens.count } || tokens.isEmpty)
    }
}
