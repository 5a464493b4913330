import BuddyCore
import Testing

@Suite struct MoneyTests {
    @Test(arguments: [
        ("12.5", Int64(1250)), ("12.50", 1250), ("-5", -500), ("+3", 300), (".75", 75), ("1200.00", 120_000), ("0.01", 1),
    ])
    func decimalsAreExactMinorUnits(_ text: String, _ cents: Int64) {
        #expect(Money(decimal: text, currency: .usd)?.minorUnits == cents)
    }

    @Test(arguments: ["12.345", "1,200", "abc", "", "-", "1.2.3", "$5"])
    func nonDecimalsAreRejected(_ text: String) {
        #expect(Money(decimal: text, currency: .usd) == nil)
    }

    @Test func formattingGroupsThousandsAndKeepsTheSign() {
        #expect(Money(minorUnits: 120_410, currency: .usd).formatted == "$1,204.10")
        #expect(Money(minorUnits: -500, currency: .usd).formatted == "-$5.00")
        #expect(Money(minorUnits: 123_456_789, currency: Currency(code: "EUR")!).formatted == "€1,234,567.89")
        #expect(Money(minorUnits: 1500, currency: Currency(code: "JPY")!).formatted == "¥1,500")
    }

    @Test func decimalStringIsTheJSONForm() {
        #expect(Money(minorUnits: 11275, currency: .usd).decimalString == "112.75")
        #expect(Money(minorUnits: -5, currency: .usd).decimalString == "-0.05")
        #expect(Money(minorUnits: 0, currency: .usd).decimalString == "0.00")
    }
}

/// Sums of amounts a person typed or a file brought in fail with an error, never a crash.
@Suite struct MoneySumTests {
    @Test func addingAnotherCurrencyFails() {
        let dollars = Money(minorUnits: 90_00, currency: .usd)
        let euros = Money(minorUnits: 30_00, currency: Currency(code: "EUR")!)
        #expect(throws: MoneyError(code: .currencyMismatch, message: "EUR and USD amounts cannot be added without an exchange rate")) {
            try dollars.adding(euros)
        }
        #expect(throws: MoneyError.self) { try Money.total(of: [dollars, euros], in: .usd) }
    }

    @Test func aSumBeyondWhatAnAmountHoldsFails() throws {
        let huge = Money(minorUnits: .max, currency: .usd)
        #expect(throws: MoneyError.self) { try huge.adding(Money(minorUnits: 1, currency: .usd)) }
        #expect(try Money.total(of: [huge, Money(minorUnits: -1, currency: .usd)], in: .usd).minorUnits == .max - 1)
    }
}
