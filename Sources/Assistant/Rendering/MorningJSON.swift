import BuddyCore
import Finance
import Foundation
import Presentation

/// The morning summary as JSON (`buddy morning --format json`); the README documents it.
/// Amounts are `{"value": decimal string, "currency": code}`, days ISO dates, as in the JSON
/// contract of answers.
struct MorningJSON: Encodable {
    struct Amount: Encodable {
        let value: String
        let currency: String
        init(_ money: Money) {
            value = money.decimalString
            currency = money.currency.code
        }
    }

    struct Expense: Encodable {
        let date: String
        let description: String
        let category: String?
        let account: String?
        let amount: Amount
    }

    struct Yesterday: Encodable {
        let date: String
        let spent: Amount
        let earned: Amount
        let dailyAverage: Amount
        /// The days the average covers: 30, or fewer when the records are younger (0: no average).
        let averageDays: Int
        /// Yesterday against the daily average, in percent (null when the average is zero).
        let againstAverage: Int?
        let expenses: [Expense]
    }

    struct Month: Encodable {
        let start: String
        let end: String
        let label: String
        let spent: Amount
    }

    struct Budget: Encodable {
        let category: String
        let limit: Amount
        let spent: Amount
        let remaining: Amount
        let projected: Amount
        let percentUsed: Int
        /// "onTrack", "atRisk" or "over".
        let state: String
    }

    struct Due: Encodable {
        let date: String
        let name: String
        /// "bill", "income" or "transfer".
        let kind: String
        let amount: Amount
        let recorded: Bool
    }

    struct Action: Encodable {
        let kind: String
        let text: String
    }

    let date: String
    let yesterday: Yesterday
    let month: Month
    let budgets: [Budget]
    let dueToday: [Due]
    let dueThisWeek: [Due]
    let actions: [Action]
}

extension Assistant {
    /// The summary as one JSON object with sorted keys.
    func morningJSON(_ s: MorningSummary) throws -> String {
        let due = { (item: DueItem) in
            MorningJSON.Due(date: item.date.iso, name: item.item.name, kind: item.item.kind.rawValue,
                            amount: .init(item.item.money), recorded: item.recorded)
        }
        let document = MorningJSON(
            date: s.today.iso,
            yesterday: .init(date: s.yesterday.start.iso, spent: .init(s.spent), earned: .init(s.earned),
                             dailyAverage: .init(s.dailyAverage), averageDays: s.averageDays, againstAverage: s.againstAverage,
                             expenses: s.expenses.map {
                                 .init(date: $0.transaction.date.iso, description: $0.transaction.description, category: $0.category,
                                       account: $0.account, amount: .init($0.transaction.money.magnitude))
                             }),
            month: .init(start: s.month.start.iso, end: s.month.end.iso, label: s.month.label, spent: .init(s.monthSpent)),
            budgets: s.budgets.map {
                .init(category: $0.category, limit: .init($0.limit), spent: .init($0.spent), remaining: .init($0.remaining),
                      projected: .init($0.projected), percentUsed: $0.percentUsed, state: $0.state.rawValue)
            },
            dueToday: s.dueToday.map(due), dueThisWeek: s.dueThisWeek.map(due),
            actions: s.actions.map { .init(kind: $0.kind, text: sentence($0)) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return TerminalText.json(String(decoding: try encoder.encode(document), as: UTF8.self))
    }
}

extension ActionItem {
    /// The item's kind as the JSON names it.
    var kind: String {
        switch self {
        case .budgetOver: return "budget-over"
        case .budgetOnPace: return "budget-pace"
        case .lowBalance: return "low-balance"
        case .billDue: return "bill-due"
        case .goalBehind: return "goal-behind"
        case .oldDebt: return "old-debt"
        case .unusual: return "unusual"
        }
    }
}
