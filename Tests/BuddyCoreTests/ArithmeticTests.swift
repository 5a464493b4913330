import BuddyCore
import Testing

@Suite struct ArithmeticTests {
    func usd(_ cents: Int64) -> Money { Money(minorUnits: cents, currency: .usd) }

    @Test func aSplitNeverLosesOrInventsACent() {
        #expect(usd(10_000).split(into: 3).map(\.minorUnits) == [3334, 3333, 3333])
        #expect(usd(10_001).split(into: 3).map(\.minorUnits) == [3334, 3334, 3333])
        #expect(usd(1).split(into: 3).map(\.minorUnits) == [1, 0, 0])
        #expect(usd(0).split(into: 4).map(\.minorUnits) == [0, 0, 0, 0])
        #expect(usd(-10_000).split(into: 3).map(\.minorUnits) == [-3334, -3333, -3333])
        for cents: Int64 in [1, 99, 100, 12_345, 99_999] {
            for n in 1...7 { #expect(usd(cents).split(into: n).reduce(0) { $0 + $1.minorUnits } == cents) }
        }
    }

    @Test func monthlyItemsKeepTheirDayThroughShortMonths() {
        let jan31 = Day(iso: "2026-01-31")!
        let feb = Frequency.monthly.next(after: jan31, anchorDay: 31)!
        #expect(feb.iso == "2026-02-28")
        let mar = Frequency.monthly.next(after: feb, anchorDay: 31)!
        #expect(mar.iso == "2026-03-31")
        #expect(Frequency.monthly.next(after: mar, anchorDay: 31)!.iso == "2026-04-30")
        #expect(Frequency.monthly.next(after: Day(iso: "2028-01-31")!, anchorDay: 31)!.iso == "2028-02-29")
        #expect(Frequency.yearly.next(after: Day(iso: "2028-02-29")!, anchorDay: 29)!.iso == "2029-02-28")
        #expect(Frequency.quarterly.next(after: Day(iso: "2026-11-30")!, anchorDay: 30)!.iso == "2027-02-28")
        #expect(Frequency.weekly.next(after: Day(iso: "2026-12-29")!, anchorDay: 29)!.iso == "2027-01-05")
        #expect(Frequency.once.next(after: jan31, anchorDay: 31) == nil)
    }

    @Test func monthlyEquivalentsRoundToTheNearestCent() throws {
        #expect(try Frequency.weekly.monthlyEquivalent(usd(1000)).minorUnits == 4333)
        #expect(try Frequency.biweekly.monthlyEquivalent(usd(100)).minorUnits == 217)
        #expect(try Frequency.yearly.monthlyEquivalent(usd(9900)).minorUnits == 825)
        #expect(try Frequency.quarterly.monthlyEquivalent(usd(100)).minorUnits == 33)
        #expect(try Frequency.monthly.monthlyEquivalent(usd(1599)).minorUnits == 1599)
        #expect(try Frequency.once.monthlyEquivalent(usd(1599)).minorUnits == 0)
    }

    @Test func monthPeriodsCoverLeapFebruary() {
        let feb = Period.month(containing: Day(iso: "2028-02-10")!)
        #expect(feb.dayCount == 29)
        #expect(feb.label == "February 2028")
        #expect(Period.month(containing: Day(iso: "2026-12-31")!).end.iso == "2027-01-01")
    }
}
