import BuddyCore
import Finance
import Testing

@Suite struct HledgerExportTests {
    /// Reads a journal as hledger does for `bal`: every entry must balance; returns the total
    /// of each account in minor units.
    static func balances(_ journal: String) throws -> [String: Int64] {
        var totals: [String: Int64] = [:]
        var entry: [(String, Int64)] = []
        func close() throws {
            let sum = entry.reduce(0) { $0 + $1.1 }
            try #require(sum == 0, "an entry does not balance: \(entry)")
            for (account, amount) in entry { totals[account, default: 0] += amount }
            entry = []
        }
        for line in journal.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.first?.isNumber == true { try close() }
            guard line.hasPrefix("    "), !line.hasPrefix("    ;") else { continue }
            let text = line.dropFirst(4)
            let gap = try #require(text.range(of: "  "), "a posting without two spaces before its amount: \(line)")
            let account = String(text[..<gap.lowerBound])
            var amount = text[gap.upperBound...].trimmingCharacters(in: .whitespaces)
            let negative = amount.hasPrefix("-")
            amount.removeAll { $0 == "-" || $0 == "$" || $0 == "." }
            let cents = try #require(Int64(amount), "not an amount: \(line)")
            entry.append((account, negative ? -cents : cents))
        }
        try close()
        return totals
    }

    @Test func theJournalBalancesToHandComputedTotals() throws {
        let fixture = try Fixture()
        let ledger = fixture.ledger
        _ = try ledger.accounts.add(name: "Checking", kind: .checking, openingBalance: fixture.usd(100_000))
        _ = try ledger.accounts.add(name: "Visa", kind: .credit)
        try fixture.add("2026-03-01", -80_000, "Landlord; March", "Rent", account: "Checking")
        try fixture.add("2026-03-02", 200_000, "Payroll", "Salary", account: "Checking")
        try fixture.add("2026-03-03", -5525, "Market", "Groceries", account: "Visa")
        try fixture.add("2026-03-04", 525, "Market refund", "Groceries", account: "Visa")
        try fixture.add("2026-03-05", -1000, "Parking: city centre", nil)
        _ = try ledger.accounts.transfer(fixture.usd(30_000), from: "Checking", to: "Visa", on: fixture.day("2026-03-06"))
        let journal = try ledger.exports.hledger(today: fixture.day("2026-03-12"))
        let totals = try Self.balances(journal)
        // By hand: checking 1000 − 800 + 2000 − 300; the card −55.25 + 5.25 + 300.
        #expect(totals["assets:Checking"] == 190_000)
        #expect(totals["liabilities:Visa"] == 25_000)
        #expect(totals["equity:opening balances"] == -100_000)
        #expect(totals["expenses:Rent"] == 80_000)
        #expect(totals["income:Salary"] == -200_000)
        #expect(totals["expenses:Food:Groceries"] == 5000)
        #expect(totals["expenses:uncategorised"] == 1000)
        #expect(totals["assets:unassigned"] == -1000)
        #expect(totals["equity:transfers"] == nil)
        #expect(totals.values.reduce(0, +) == 0)
        // The same figures Buddy gives.
        let today = fixture.day("2026-03-12")
        #expect(try ledger.accounts.balance(of: "Checking", on: today).balance.minorUnits == totals["assets:Checking"])
        #expect(try ledger.accounts.balance(of: "Visa", on: today).balance.minorUnits == totals["liabilities:Visa"])
        #expect(journal.contains("2026-03-01 Landlord, March\n"))
        #expect(journal.contains("2026-03-05 Parking: city centre\n"))
        #expect(journal.contains("account liabilities:Visa  ; type: L"))
        #expect(journal.contains("2026-03-01 Opening balances\n    assets:Checking"))
    }

    @Test func theDemoJournalMatchesBuddysBalancesAndSpending() throws {
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let today = Day(iso: "2026-03-12")!
        try DemoStore(today: today).populate(ledger)
        let totals = try Self.balances(try ledger.exports.hledger(today: today))
        for balance in try ledger.accounts.balances(on: today) {
            let prefix = balance.account.kind == .credit ? "liabilities:" : "assets:"
            #expect(totals[prefix + balance.account.name, default: 0] == balance.balance.minorUnits, "\(balance.account.name)")
        }
        let all = Period(start: Day(iso: "2000-01-01")!, end: Day(iso: "2100-01-01")!, label: "ever")
        let spending = try ledger.reports.spending(in: all)
        let expenses = totals.filter { $0.key.hasPrefix("expenses:") }.values.reduce(0, +)
        #expect(expenses == spending.minorUnits)
    }
}
