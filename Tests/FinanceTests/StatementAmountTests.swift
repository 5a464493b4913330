@testable import Finance
import BuddyCore
import Testing

@Suite struct StatementAmountTests {
    @Test(arguments: [
        ("-12.50", DecimalMark.point, -1250), ("$1,200.00", .point, 120_000), ("(42.10)", .point, -4210), ("+3", .point, 300),
        ("-$7.25", .point, -725), ("$-7.25", .point, -725), ("1.234,56 €", .comma, 123_456), ("-1.234,56", .comma, -123_456),
        ("12,50-", .comma, -1250), ("EUR 9.99", .point, 999), ("100.00 CR", .point, 10_000), ("100.00 DR", .point, -10_000),
        ("1 234,56", .comma, 123_456), ("1'234.50", .point, 123_450), ("£2,300.00", .point, 230_000), ("−4.00", .point, -400),
        ("US$12.50", .point, 1250), ("C$ 4.00", .point, 400), ("12.50 EUR", .point, 1250),
    ] as [(String, DecimalMark, Int64)])
    func amountsAreReadAsBanksWriteThem(_ text: String, _ mark: DecimalMark, _ cents: Int64) {
        #expect(CSVAmount.parse(text, currency: .usd, mark: mark)?.minorUnits == cents)
    }

    @Test(arguments: ["twelve", "12.3.4", "1,2000.00", "--5", "1.005", "$", "12a", "8.5O", "8.5X", "O8.50", "12.50 EU", "US12.50"])
    func nonAmountsAreRefused(_ text: String) {
        #expect(CSVAmount.parse(text, currency: .usd, mark: .point) == nil)
    }

    @Test func theDecimalMarkIsDecidedFromTheWholeColumn() {
        #expect(CSVAmount.decimalMark(of: ["1.234", "-4,80", "12"]) == .comma)
        #expect(CSVAmount.decimalMark(of: ["1,234", "-4.80"]) == .point)
        #expect(CSVAmount.decimalMark(of: ["1.234,00"]) == .comma)
        #expect(CSVAmount.decimalMark(of: ["1,234", "12"]) == .point)
    }
}
