import BuddyCore
import Foundation

/// The import rules file: one rule per line, the first that matches a row wins.
///
///     # comments and blank lines are ignored
///     starbucks|sbux      -> Coffee as Starbucks
///     amzn mktp|amazon    -> Shopping as Amazon
///     /^sq \*/            -> Eating Out
///     payroll             -> Salary
///     venmo               -> as Venmo
///
/// Left of `->` is the pattern (see ``ImportRule``); right of it a category, `as` and a clean
/// payee name, or both.
public enum RulesFile {
    /// The rules in `text`; fails naming the first line that is not a rule.
    public static func parse(_ text: String) throws -> [ImportRule] {
        var rules: [ImportRule] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A rule's payee is stored as a description: cleaned as one.
            let line = raw.cleanedForStorage
            if line.isEmpty || line.hasPrefix("#") { continue }
            do {
                rules.append(try rule(line))
            } catch let error as FinanceError {
                throw FinanceError(.invalidInput, "rules line \(offset + 1): \(error.message)")
            }
        }
        return rules
    }

    /// One rule written as `PATTERN -> CATEGORY as PAYEE`.
    static func rule(_ line: String) throws -> ImportRule {
        guard let arrow = line.range(of: "->") else {
            throw FinanceError(.invalidInput, "expected PATTERN -> CATEGORY, PATTERN -> CATEGORY as PAYEE or PATTERN -> as PAYEE")
        }
        let pattern = line[..<arrow.lowerBound].trimmed
        var target = " " + line[arrow.upperBound...].trimmed
        var payee: String?
        if let split = target.range(of: " as ", options: .backwards) {
            payee = target[split.upperBound...].trimmed
            target = String(target[..<split.lowerBound])
        } else if target.hasSuffix(" as") {
            target.removeLast(3)
        }
        let category = target.trimmed
        guard !pattern.isEmpty else { throw FinanceError(.invalidInput, "the rule has no pattern before '->'") }
        guard !category.isEmpty || !(payee ?? "").isEmpty else {
            throw FinanceError(.invalidInput, "the rule for '\(pattern)' gives neither a category nor a payee")
        }
        try RuleMatcher.validate(pattern)
        return ImportRule(pattern: pattern, category: category.isEmpty ? nil : category, payee: (payee ?? "").isEmpty ? nil : payee)
    }

    /// `rule` written as a line of the rules file.
    public static func line(_ rule: ImportRule) -> String {
        let target = [rule.category, rule.payee.map { "as \($0)" }].compactMap { $0 }.joined(separator: " ")
        return "\(rule.pattern) -> \(target)"
    }
}
