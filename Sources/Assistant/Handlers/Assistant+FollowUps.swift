import BuddyCore
import Finance
import Understanding

/// Follow-ups about the last answer: "show them" lists the transactions behind a total, "why?"
/// says how the answer was found.
extension Assistant {
    /// How many transactions "show them" lists.
    static let listLimit = 10

    func showTransactions(_ match: Match) throws -> Answer {
        guard let filter = context.lastFilter else { return Answer(variant: "nothing") }
        let (rows, count) = try ledger.transactions.list(filter, limit: Self.listLimit)
        guard count > 0 else { return Answer(variant: "none") }
        var values = periodValues(filter.period)
        values.merge(listValues(rows, of: count)) { _, listed in listed }
        let query = "listed the newest \(Self.listLimit) of the rows behind the last total"
        return Answer(values: values, slots: ["period": .period(filter.period), "count": .number(count)], query: query, listed: rows)
    }

    func explain(_ match: Match) throws -> Answer {
        guard let explanation = context.explanation else { return Answer(variant: "nothing") }
        var slots = explanation.match.slots.sorted { $0.key < $1.key }.map { name, value in
            ["name": name, "value": Self.describe(value)]
        }
        // "without rent": read from a clause of its own, not by the pattern.
        if !explanation.match.exclusion.isEmpty {
            slots.append(["name": "left out", "value": "\(Self.list(explanation.match.exclusion.said)), said in a clause of its own"])
        }
        let corrections = explanation.match.corrections.sorted { $0.key < $1.key }.map { "“\($0.key)” as “\($0.value)”" }
        let match = explanation.match
        let rule = match.isRule ? String(match.pattern.dropFirst(Match.rulePrefix.count)) : nil
        return Answer(values: ["input": explanation.input, "intent": match.intent,
                               "pattern": match.pattern, "rule": rule.map { [$0] } ?? [],
                               "leftOver": match.leftOver.isEmpty ? [] : [match.leftOver.joined(separator: " ")], "slots": slots,
                               "corrections": corrections.isEmpty ? [] : [corrections.joined(separator: ", ")],
                               "query": try explanation.filter.map { "\(explanation.query): \(try ledger.reports.totalStatement($0))" }
                                   ?? explanation.query])
    }

    /// A slot's value in words, for "why?".
    static func describe(_ value: SlotValue) -> String {
        switch value {
        case .period(let p) where p.dayCount == 1: return "\(p.label) (\(p.start.iso))"
        case .period(let p): return "\(p.label) (\(p.start.iso) to \(p.lastDay.iso))"
        case .amount(let m): return m.formatted
        case .category(let name): return "the category \(name)"
        case .account(let name): return "the account \(name)"
        case .number(let n): return String(n)
        case .frequency(let f): return f.phrase
        case .text(let text): return "“\(text)”"
        }
    }
}
