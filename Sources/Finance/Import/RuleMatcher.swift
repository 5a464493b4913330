import BuddyCore
import Foundation

/// Matches descriptions against import rules, first match winning; compiled once per import.
struct RuleMatcher {
    private enum Test {
        /// Pieces that must appear in order ("uber*eats" is ["uber", "eats"]).
        case pieces([String])
        case expression(NSRegularExpression)
    }

    private let rules: [(rule: ImportRule, tests: [Test])]

    /// Compiles `rules`; fails naming a rule whose regular expression does not compile.
    init(_ rules: [ImportRule]) throws {
        self.rules = try rules.map { rule in (rule, try Self.compile(rule.pattern)) }
    }

    /// Whether there are no rules to match.
    var isEmpty: Bool { rules.isEmpty }

    /// The first rule `description` matches.
    func rule(for description: String) -> ImportRule? {
        guard !rules.isEmpty else { return nil }
        let text = Self.folded(description)
        return rules.first { entry in entry.tests.contains { Self.passes($0, text, description) } }?.rule
    }

    /// Checks that `pattern` can be compiled, with the reason when not.
    static func validate(_ pattern: String) throws {
        _ = try compile(pattern)
    }

    private static func compile(_ pattern: String) throws -> [Test] {
        let trimmed = pattern.trimmed
        if trimmed.count > 2, trimmed.hasPrefix("/"), trimmed.hasSuffix("/") {
            do {
                return [.expression(try NSRegularExpression(pattern: String(trimmed.dropFirst().dropLast()), options: [.caseInsensitive]))]
            } catch {
                throw FinanceError(.invalidInput, "'\(pattern)' is not a regular expression that can be read")
            }
        }
        let tests = trimmed.split(separator: "|").map { alternative in
            Test.pieces(alternative.split(separator: "*").map { folded(String($0)) }.filter { !$0.isEmpty })
        }.filter { if case .pieces(let pieces) = $0 { return !pieces.isEmpty } else { return true } }
        guard !tests.isEmpty else { throw FinanceError(.invalidInput, "the pattern '\(pattern)' matches nothing") }
        return tests
    }

    private static func passes(_ test: Test, _ folded: String, _ original: String) -> Bool {
        switch test {
        case .expression(let expression):
            return expression.firstMatch(in: original, range: NSRange(original.startIndex..., in: original)) != nil
        case .pieces(let pieces):
            var rest = folded[...]
            for piece in pieces {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
    }

    /// Lower case with runs of spaces made one.
    static func folded(_ text: String) -> String {
        let lower = text.lowercased()
        var previousSpace = true
        for byte in lower.utf8 {
            let space = byte == 0x20
            if (space && previousSpace) || byte < 0x20 || byte == 0x7F || byte >= 0x80 {
                // Control characters count for nothing, so a row stored before they were cleaned
                // away still matches, and is still recognised when imported again.
                return ControlCharacters.removed(from: lower).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
            previousSpace = space
        }
        return previousSpace && !lower.isEmpty ? String(lower.dropLast()) : lower
    }
}
