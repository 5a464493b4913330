import BuddyCore
import Foundation

/// A profile as an hledger journal: every transaction balanced, so `hledger bal` gives the
/// balances and category totals Buddy gives.
///
/// Accounts become `assets:NAME` (checking, savings, cash) or `liabilities:NAME` (credit);
/// rows with no account use `assets:unassigned`. Categories become `expenses:NAME` or
/// `income:NAME` (under their parent, if any), uncategorised rows `expenses:uncategorised` or
/// `income:uncategorised`. The two rows of a transfer are one journal entry; opening balances
/// are one entry against `equity:opening balances` on the first day. What people owe me is
/// `assets:people:NAME` (negative: what I owe them): a split, a loan or a repayment moves money
/// between an account and that, and a debt noted with no money moving is set against
/// `equity:debts noted`. So the total of `hledger bal assets liabilities` is Buddy's net worth.
struct HledgerJournal {
    let ledger: Ledger
    /// The day for opening balances when there are no transactions.
    let today: Day

    func text() throws -> String {
        let accounts = try ledger.accounts.all()
        let categories = try ledger.categories.all()
        let rows = try ledger.transactions.allDetailed()
        let debts = try ledger.people.allEntries()
        let byId = Dictionary(uniqueKeysWithValues: categories.map { ($0.id!, $0) })
        let kinds = Dictionary(accounts.map { ($0.name.lowercased(), $0.kind) }, uniquingKeysWith: { a, _ in a })

        func account(_ name: String?) -> String {
            guard let name else { return "assets:unassigned" }
            return (kinds[name.lowercased()] == .credit ? "liabilities:" : "assets:") + Self.clean(name)
        }
        func category(_ item: DetailedTransaction) -> String {
            let t = item.transaction
            let root = t.type == .income ? "income" : "expenses"
            guard let id = t.categoryId, let category = byId[id] else { return root + ":uncategorised" }
            let parent = category.parentId.flatMap { byId[$0] }.map { Self.clean($0.name) + ":" } ?? ""
            return "\(category.type == .income ? "income" : "expenses"):\(parent)\(Self.clean(category.name))"
        }

        var lines = [
            "; Budget Buddy journal for the profile \"\(ledger.profile.name)\".",
            "; Check and read it with hledger:  hledger -f FILE check  ·  hledger -f FILE bal  ·  hledger -f FILE is",
            "",
        ]
        func person(_ name: String) -> String { "assets:people:" + Self.clean(name) }
        var declared = accounts.map { account($0.name) } + ["assets:unassigned", "equity:opening balances", "equity:transfers"]
        declared += debts.map { person($0.person) } + ["equity:debts noted"]
        declared += categories.map { item in
            let parent = item.parentId.flatMap { byId[$0] }.map { Self.clean($0.name) + ":" } ?? ""
            return "\(item.type == .income ? "income" : "expenses"):\(parent)\(Self.clean(item.name))"
        }
        declared += ["expenses:uncategorised", "income:uncategorised"]
        var seen = Set<String>()
        for name in declared where seen.insert(name).inserted {
            lines.append("account \(name)  ; type: \(Self.type(of: name))")
        }

        let opening = accounts.filter { $0.openingBalance != 0 }
        if !opening.isEmpty {
            let day = min(rows.first?.transaction.date ?? today, today)
            lines += ["", "\(day.iso) Opening balances"]
            for item in opening {
                let money = Money(minorUnits: item.openingBalance, currency: Currency(code: item.currency) ?? ledger.currency)
                lines.append(Self.posting(account(item.name), money))
                lines.append(Self.posting("equity:opening balances", money.negated))
            }
        }

        let links = Dictionary(grouping: rows.filter { $0.transaction.type == .transfer && $0.transaction.linkId != nil },
                               by: { $0.transaction.linkId! })
        // Debts belong to the entry of the row that moved the money (a loan, a repayment) or to
        // the transfer rows of the split they came from.
        let debtsByRow = Dictionary(grouping: debts.filter { $0.debt.transactionId != nil }, by: { $0.debt.transactionId! })
        var posted = Set<Int64>()
        var done = Set<Int64>()
        for item in rows {
            let t = item.transaction
            guard !done.contains(t.id!) else { continue }
            lines += ["", "\(t.date.iso) \(Self.clean(t.description, keepColons: true))"]
            if let notes = t.notes { lines.append("    ; \(notes.split(whereSeparator: \.isNewline).joined(separator: " "))") }
            if t.type == .transfer {
                let group = t.linkId.flatMap { links[$0] } ?? [item]
                var rest: [String: Int64] = [:]
                for part in group {
                    done.insert(part.transaction.id!)
                    lines.append(Self.posting(account(part.account), part.transaction.money))
                    rest[part.transaction.currency] = try rest[part.transaction.currency, default: 0].checkedSubtracting(part.transaction.amount)
                }
                let keys = Set(group.map { $0.transaction.id! } + [t.linkId].compactMap { $0 })
                for entry in keys.sorted().flatMap({ debtsByRow[$0] ?? [] }) where posted.insert(entry.debt.id!).inserted {
                    let money = Money(minorUnits: entry.debt.amount, currency: Currency(code: entry.debt.currency) ?? ledger.currency)
                    lines.append(Self.posting(person(entry.person), money))
                    rest[entry.debt.currency] = try rest[entry.debt.currency, default: 0].checkedSubtracting(entry.debt.amount)
                }
                for (code, amount) in rest.sorted(by: { $0.key < $1.key }) where amount != 0 {
                    lines.append(Self.posting("equity:transfers", Money(minorUnits: amount, currency: Currency(code: code) ?? ledger.currency)))
                }
            } else {
                lines.append(Self.posting(category(item), t.money.negated))
                lines.append(Self.posting(account(item.account), t.money))
            }
        }
        for entry in debts where !posted.contains(entry.debt.id!) {
            let money = Money(minorUnits: entry.debt.amount, currency: Currency(code: entry.debt.currency) ?? ledger.currency)
            lines += ["", "\(entry.debt.date.iso) \(Self.clean(entry.person)): \(Self.clean(entry.debt.description, keepColons: true))",
                      Self.posting(person(entry.person), money), Self.posting("equity:debts noted", money.negated)]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A posting line: four spaces, the account, at least two spaces, the amount.
    static func posting(_ account: String, _ money: Money) -> String {
        let amount = self.amount(money)
        let gap = max(2, 44 - account.count - amount.count)
        return "    " + account + String(repeating: " ", count: gap) + amount
    }

    /// `$45.50`, `-$45.50`, `€3.10`, `1200 JPY`: a one-character symbol before, else the code after.
    static func amount(_ money: Money) -> String {
        let digits = money.magnitude.decimalString
        let sign = money.minorUnits < 0 ? "-" : ""
        let symbol = money.currency.symbol
        if symbol.count == 1, !symbol.first!.isLetter { return sign + symbol + digits }
        return sign + digits + " " + money.currency.code
    }

    /// A name hledger reads as one account segment or a description: no colons (unless kept),
    /// no semicolons, no runs of spaces, no line breaks.
    static func clean(_ name: String, keepColons: Bool = false) -> String {
        var text = name.replacingOccurrences(of: ";", with: ",")
        if !keepColons { text = text.replacingOccurrences(of: ":", with: "-") }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func type(of account: String) -> String {
        switch account.prefix { $0 != ":" } {
        case "assets": "A"
        case "liabilities": "L"
        case "equity": "E"
        case "income": "R"
        default: "X"
        }
    }
}
