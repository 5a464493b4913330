import BuddyCore
import Foundation
import Testing
import Understanding

/// Peers' test suites converted to our conventions (`../shared/conformance/`), read in place.
/// The tests are skipped, with a message, when the folder is not beside the project.
@Suite struct ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/conformance")

    struct PeriodFile: Decodable, Sendable {
        struct Entry: Decodable, Sendable { let text, start, end: String }
        let now: String
        let periods: [Entry]
    }

    struct MoneyFile: Decodable, Sendable {
        struct Entry: Decodable, Sendable { let text, amount, currency: String }
        let amounts: [Entry]
        let not_money: [String]
    }

    static func load<T: Decodable>(_ name: String, as type: T.Type) -> T? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }

    static let periods = load("periods-duckling.json", as: PeriodFile.self)

    /// Why `period` (read from `text`) is not the entry's answer, or nil when it is.
    static func mismatch(_ text: String, _ period: Period?, _ entry: PeriodFile.Entry) -> String? {
        guard let period else { return "'\(text)': not read (want \(entry.start)..<\(entry.end))" }
        guard period.start.iso != entry.start || period.end.iso != entry.end else { return nil }
        return "'\(text)': \(period.start.iso)..<\(period.end.iso), want \(entry.start)..<\(entry.end)"
    }
    static let money = load("money-duckling.json", as: MoneyFile.self)

    @Test(.enabled(if: periods != nil, "../shared/conformance/periods-duckling.json is absent"))
    func everyDucklingPeriodResolves() throws {
        let file = try #require(Self.periods)
        let now = try #require(Day(iso: String(file.now.prefix(10))))
        let parser = PeriodParser(today: now)
        let entries = file.periods
        #expect(entries.count >= 190)
        var failures: [String] = []
        for entry in entries {
            if let failure = Self.mismatch(entry.text, parser.parse(entry.text), entry) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(entries.count) periods wrong:\n\(failures.joined(separator: "\n"))")
    }

    @Test(.enabled(if: periods != nil, "../shared/conformance/periods-duckling.json is absent"))
    func everyDucklingPeriodIsUnderstoodInAQuestion() throws {
        let file = try #require(Self.periods)
        let now = try #require(Day(iso: String(file.now.prefix(10))))
        let understander = Understander(grammar: try BuiltinGrammar.load())
        let context = UnderstandingContext(today: now, vocabulary: BuiltinGrammar.context.vocabulary)
        var failures: [String] = []
        for entry in file.periods {
            let line = "how much did I spend \(entry.text)"
            guard case .understood(let match) = understander.understand(line, in: context), match.intent == "spending.total",
                  let period = match.period() else {
                failures.append("'\(line)': not understood as spending.total with a period")
                continue
            }
            if let failure = Self.mismatch(line, period, entry) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(file.periods.count) questions wrong:\n\(failures.joined(separator: "\n"))")
    }

    @Test(.enabled(if: money != nil, "../shared/conformance/money-duckling.json is absent"))
    func everyDucklingAmountIsRead() throws {
        let file = try #require(Self.money)
        let parser = AmountParser(homeCurrency: Currency(code: "USD")!)
        let entries = file.amounts
        var failures: [String] = []
        for entry in entries {
            let (text, amount, code) = (entry.text, entry.amount, entry.currency)
            guard let money = parser.parse(text) else {
                failures.append("'\(text)': not read (want \(amount) \(code))")
                continue
            }
            let want = Currency(code: code).flatMap { Money(decimal: amount, currency: $0) }
            if money != want {
                failures.append("'\(text)': \(money.decimalString) \(money.currency.code), want \(amount) \(code)")
            }
        }
        for text in file.not_money where parser.parse(text) != nil {
            failures.append("'\(text)' was read as money")
        }
        #expect(failures.isEmpty, "\(failures.count) of \(entries.count) amounts wrong:\n\(failures.joined(separator: "\n"))")
    }
}
