import BuddyCore
import Foundation
import Understanding

/// The project's own `Intents/` folder and a context like the demo store's.
enum BuiltinGrammar {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Intents").path

    static func load() throws -> Grammar {
        try Grammar.load(directories: [folder])
    }

    /// What `understander` makes of `line` in ``context``, or nil when it is not understood.
    static func match(_ line: String, with understander: Understander) -> Match? {
        if case .understood(let m) = understander.understand(line, in: context) { return m }
        return nil
    }

    /// Thursday 12 March 2026, with the default categories, a few synonyms, the demo's accounts and
    /// some of its payees, bills and people.
    static let context = UnderstandingContext(
        today: Day(iso: "2026-03-12")!,
        vocabulary: Vocabulary(
            categories: ["Food", "Groceries", "Dining", "Transport", "Rent", "Utilities", "Entertainment", "Shopping",
                         "Health", "Travel", "Subscriptions", "Other", "Salary", "Freelance", "Interest", "Other Income"],
            synonyms: ["eating out": "Dining", "eat out": "Dining", "takeout": "Dining", "lunch": "Dining", "coffee": "Dining", "gas": "Transport", "uber": "Transport",
                       "grocery": "Groceries", "paycheck": "Salary", "electric": "Utilities"],
            accounts: ["Checking", "Savings", "Credit Card", "Cash"],
            payees: StoredNames(load: { ["Amazon", "Chipotle", "Comcast Internet", "Netflix", "Acme Corp Payroll", "Trader Joe's"] },
                               isCommon: { _ in false }),
            bills: StoredNames(load: { ["Netflix", "Spotify", "City Water", "Geico Car Insurance", "Pulse Fitness"] },
                               isCommon: { _ in false }, byEndings: true),
            people: StoredNames(load: { ["Sam", "Alex", "Jo"] }, isCommon: { _ in false })))
}
