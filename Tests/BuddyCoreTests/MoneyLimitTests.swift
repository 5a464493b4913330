import BuddyCore
import Testing

/// The one bound on amounts, and arithmetic that fails instead of trapping at the edges of `Int64`.
@Suite struct MoneyLimitTests {
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    @Test func theLimitIsOneBillionInEitherDirection() throws {
        #expect(Money.limit(in: .usd).formatted == "$1,000,000,000.00")
        #expect(usd(100_000_000_000).isWithinLimit)
        #expect(usd(-100_000_000_000).isWithinLimit)
        #expect(!usd(100_000_000_001).isWithinLimit)
        #expect(!usd(.min).isWithinLimit)
        #expect(!usd(.max).isWithinLimit)
        #expect(throws: MoneyError.beyondLimit(.usd)) { try usd(100_000_000_001).withinLimit() }
        #expect(MoneyError.beyondLimit(.usd).message == "that's more than Buddy can record (the limit is $1,000,000,000.00)")
    }

    @Test func sumsAndDifferencesThatDoNotFitFail() {
        #expect(throws: MoneyError.overflow) { try usd(.max) + usd(1) }
        #expect(throws: MoneyError.overflow) { try usd(.min) - usd(1) }
        #expect(throws: MoneyError.overflow) { try usd(.max - 1).adding(usd(.max - 1)) }
        #expect(throws: MoneyError.self) { try usd(1) + Money(minorUnits: 1, currency: Currency(code: "EUR")!) }
        #expect(throws: MoneyError.overflow) { try Int64.max.checkedMultiplied(by: 2) }
        #expect(throws: MoneyError.overflow) { try Int64.min.checkedNegated() }
        #expect(throws: MoneyError.overflow) { try Int64.checkedSum([.max, 1]) }
        #expect((try? usd(5) - usd(7)) == usd(-2))
    }

    @Test func negatingTheSmallestIntegerDoesNotTrap() {
        #expect(usd(.min).negated.minorUnits == .max)
        #expect(usd(.min).magnitude.minorUnits == .max)
        #expect(usd(-5).magnitude == usd(5))
        #expect(usd(.min).formatted == "-$92,233,720,368,547,758.08")
    }

    @Test func roundedDivisionNeverOverflows() {
        #expect(Int64.max.dividedRounded(by: 2) == Int64.max / 2 + 1)
        #expect(Int64.min.dividedRounded(by: 2) == Int64.min / 2)
        #expect(Int64.min.dividedRounded(by: 3) == -3_074_457_345_618_258_603)
        #expect(Int64(5).dividedRounded(by: 2) == 3)
        #expect(Int64(-5).dividedRounded(by: 2) == -3)
        #expect(Int64(7).dividedRounded(by: 0) == 0)
    }

    @Test func percentagesAreExactWhenTheyFitAndNeverTrap() {
        #expect(Percentage.of(1, 3) == 33)
        #expect(Percentage.of(2, 3) == 67)
        #expect(Percentage.of(5, 0) == nil)
        #expect(Percentage.change(from: 26_000, to: 34_500) == 33)
        #expect(Percentage.change(from: -100, to: 50) == 150)
        for (base, value) in [(Int64.min, Int64.max), (1, .max), (1, .min), (.max, .min), (-1, .max), (.min, 0)] {
            let percent = Percentage.change(from: base, to: value)
            #expect(percent != nil && percent != .min, "\(base) → \(value)")
        }
        #expect(Percentage.of(.max, 1) == .max)
        #expect(Percentage.of(.min, 1) == -.max)
    }

    @Test func monthlyEquivalentsOfHugeAmountsFail() {
        #expect(throws: MoneyError.overflow) { try Frequency.weekly.monthlyEquivalent(usd(.max)) }
    }
}
