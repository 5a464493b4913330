import Assistant
import BuddyCore
import Finance
import Foundation
import Testing
import Understanding

/// The household month of `Transcripts/household.transcript`, line by line: after every line,
/// Buddy's net worth equals the total of the assets and liabilities in its own hledger journal,
/// read the way hledger balances it.
@Suite struct HouseholdNetWorthTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func netWorthEqualsTheJournalAfterEveryLine() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Transcripts/household.transcript"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("you> ") }.map { String($0.dropFirst(5)) }
        #expect(lines.count >= 20)
        let clock = try #require(Clock.parse("2026-11-30", timeZone: .gmt))
        let today = clock.today()
        let ledger = try Ledger.open(AppDatabase.inMemory())
        let grammar = try Grammar.load(directories: [Self.root.appendingPathComponent("Intents").path])
        let assistant = try Assistant(grammar: grammar, ledger: ledger, clock: clock)
        for line in lines {
            _ = assistant.respond(to: line)
            let totals = try HledgerExportTests.balances(try ledger.exports.hledger(today: today))
            let journal = totals.filter { $0.key.hasPrefix("assets:") || $0.key.hasPrefix("liabilities:") }.values.reduce(0, +)
            #expect(try ledger.accounts.netWorth(on: today).minorUnits == journal, "after “\(line)”")
        }
        // By hand: 3,200 + 5,000 − 450 opening; salary 2,310.55 on 6 and 20 Nov; rent 1,850; lunch
        // 12.50; groceries 84.20; gas 40; my share of dinner 32; my share of pizza 22.50.
        let expected: Int64 = 3_200_00 + 5_000_00 - 450_00 + 2 * 2_310_55 - 1_850_00 - 12_50 - 84_20 - 40_00 - 32_00 - 22_50
        // The card statement said 380 owed where Buddy had 220.20: 159.80 more owed, unexplained.
        #expect(try ledger.accounts.netWorth(on: today).minorUnits == expected - 159_80)
        #expect(try ledger.accounts.balance(of: "Visa", on: today).balance.minorUnits == -380_00)
        #expect(try ledger.people.balances().map(\.balance.minorUnits) == [12_00])
    }
}
