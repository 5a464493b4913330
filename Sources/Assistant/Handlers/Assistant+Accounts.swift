import BuddyCore
import Finance
import Understanding

/// Accounts in conversation: balances and net worth, new accounts, adjustments and transfers.
extension Assistant {
    /// A transfer of this much or more is made only after a yes (the seeds' approval flow).
    static let largeTransfer: Int64 = 1_000_00

    /// "what's my checking balance", "balances", "what's my net worth", and on a day gone by:
    /// "savings at the end of september", "what did i owe on the card at the start of the year".
    func balances(_ match: Match) throws -> Answer {
        let (day, edge, date) = balanceDay(match.period())
        // "what will checking be on dec 1": today's balances with what comes due by then.
        if day > today { return try projectedBalances(match, on: day) }
        let note = try balanceNote(asked: match.period(), day: day)
        if let name = match.account() {
            let found = try ledger.accounts.balance(of: name, on: day)
            return Answer(values: note.merging(["single": true, "name": found.account.name, "date": date, "edge": edge,
                                                "balance": Self.balanceText(found.balance, kind: found.account.kind)]) { $1 },
                          slots: ["account": .text(found.account.name)], amount: found.balance)
        }
        let all = try ledger.accounts.balances(on: day)
        guard !all.isEmpty else { return Answer(variant: "none") }
        let worth = try ledger.accounts.worth(on: day)
        return Answer(values: note.merging(["single": false, "date": date, "edge": edge, "netWorth": worth.total.formatted,
                                            "others": othersValues(worth), "rows": balanceRows(all)]) { $1 },
                      amount: worth.total)
    }

    /// Each account's `name`, `kind` and `balance`, as a list of balances shows them.
    func balanceRows(_ balances: [AccountBalance]) -> [[String: Any]] {
        balances.map { ["name": $0.account.name, "kind": $0.account.kind == .credit ? "credit card" : $0.account.kind.rawValue,
                        "balance": Self.balanceText($0.balance, kind: $0.account.kind)] }
    }

    /// What counts in the net worth beside the accounts, each `name` and `balance`: rows with no
    /// account, what is owed to you, what you owe.
    func othersValues(_ worth: NetWorth) -> [[String: Any]] {
        var others: [[String: Any]] = []
        if worth.unassigned.minorUnits != 0 { others.append(["name": "Recorded with no account", "balance": worth.unassigned.formatted]) }
        if worth.owedToMe.minorUnits != 0 { others.append(["name": "Owed to you", "balance": worth.owedToMe.formatted]) }
        if worth.owedByMe.minorUnits != 0 { others.append(["name": "You owe", "balance": worth.owedByMe.negated.formatted]) }
        return others
    }

    /// The day whose closing balances answer a question about `asked`: its last day, or the day
    /// before it began when it was said as "the start of" something. A day still to come ("on
    /// dec 1", "by the end of the month") is answered by a projection.
    /// Returns that day, whether the reply speaks of the "end" or the "start" of a day, and the day it names.
    private func balanceDay(_ asked: Period?) -> (day: Day, edge: String, date: String) {
        guard let asked else { return (today, "end", PeriodText.relative(today, today: today)) }
        if asked.start > today || PeriodParser.namesDeadline(asked) && asked.lastDay > today {
            return (asked.lastDay, "end", PeriodText.relative(asked.lastDay, today: today))
        }
        if PeriodParser.namesStart(asked) {
            return (asked.start.adding(days: -1), "start", PeriodText.relative(asked.start, today: today))
        }
        let day = min(asked.lastDay, today)
        return (day, "end", PeriodText.relative(day, today: today))
    }

    /// What a balance on `day`, asked as `asked`, cannot be: `before` (the first record's day, a
    /// list of zero or one) when it is before the first record (the opening balances answer).
    private func balanceNote(asked: Period?, day: Day) throws -> [String: Any] {
        guard asked != nil else { return ["before": [String]()] }
        let first = try ledger.reports.firstRecord().flatMap { day < $0.adding(days: -1) ? $0 : nil }
        return ["before": first.map { [PeriodText.relative($0, today: today)] } ?? []]
    }

    /// "add a savings account called Emergency with 500".
    func addAccount(_ match: Match) throws -> Answer {
        guard let typed = match.text("name") else { throw FinanceError(.invalidInput, "an account needs a name") }
        let name = titleCased(typed)
        let kind = Account.Kind.guess(fromName: [match.text("kind"), typed].compactMap { $0 }.joined(separator: " "))
        let opening = match.amount() ?? .zero(ledger.currency)
        let account = try write("the account \(name)") { try ledger.accounts.add(name: name, kind: kind, openingBalance: opening) }
        let balance = Money(minorUnits: account.openingBalance, currency: opening.currency)
        return Answer(values: ["name": account.name, "kind": kind == .credit ? "credit card" : kind.rawValue,
                               "balance": Self.balanceText(balance, kind: kind)],
                      slots: ["name": .text(account.name)], amount: balance)
    }

    /// "rename cash account to wallet", "call my savings account rainy day": the account's new name.
    func renameAccount(_ match: Match) throws -> Answer {
        guard let old = match.account(), let typed = match.text("name") else { throw FinanceError(.invalidInput, "say “rename my cash account to wallet”") }
        let before = try ledger.accounts.named(old).name
        let account = try write("the name of \(before)") { try ledger.accounts.rename(before, to: titleCased(typed)) }
        return Answer(values: ["before": before, "name": account.name], slots: ["account": .text(account.name)])
    }

    /// "my checking balance is actually 1,204.10": records the difference.
    func adjustBalance(_ match: Match) throws -> Answer {
        guard let name = match.account(), let actual = match.amount() else { throw FinanceError(.invalidInput, "say “my checking balance is 1,204.10”") }
        let before = try ledger.accounts.balance(of: name, on: today)
        let row = try write("the adjustment of \(before.account.name)") { try ledger.accounts.adjustBalance(of: name, to: actual, on: today) }
        let after = try ledger.accounts.balance(of: name, on: today).balance
        var values: [String: Any] = ["name": before.account.name, "balance": Self.balanceText(after, kind: before.account.kind)]
        guard let row else { return Answer(variant: "same", values: values, amount: actual) }
        context.focus = row.id
        values["difference"] = (row.amount > 0 ? "+" : "") + row.money.formatted
        return Answer(values: values, slots: ["account": .text(before.account.name)], amount: actual)
    }

    /// "transfer 200 from checking to savings", "move 50 to savings every month": now, on a
    /// later day, or repeating; a large one waits for a yes.
    func transfer(_ match: Match) throws -> Answer {
        if let unknown = match.text("unknown") {
            let names = try ledger.accounts.all().map(\.name).joined(separator: ", ")
            return Answer(variant: "unknown", values: ["unknown": unknown, "accounts": names.isEmpty ? "none yet" : names])
        }
        if let to = try match.account("to"), let nothing = try nothingToPayOff(match, to: to) { return nothing }
        // "moved 200 out of savings": money taken from one account goes to the everyday one.
        guard let amount = match.amount()?.magnitude,
              let to = try match.account("to") ?? match.account("from").flatMap({ try defaultSourceAccount(besides: $0) }) else {
            throw FinanceError(.invalidInput, "say “transfer 200 from checking to savings”")
        }
        guard let from = try match.account("from") ?? defaultSourceAccount(besides: to) else {
            throw FinanceError(.invalidInput, "say which account it leaves, e.g. “transfer 200 from checking to \(to.lowercased())”")
        }
        let date = match.period("start")?.start ?? match.period("date")?.start ?? today
        var values: [String: Any] = ["amount": amount.formatted, "from": from, "to": to, "date": PeriodText.relative(date, today: today)]
        if match.frequency() != nil || date > today {
            let frequency = match.frequency() ?? .once
            try write("the \(frequency.adjective) transfer to \(to)") {
                try ledger.recurring.add(NewRecurring(name: "\(frequency == .once ? "Transfer" : frequency.adjective.capitalized + " transfer") \(from) to \(to)",
                                                                 kind: .transfer, amount: amount, frequency: frequency, firstDue: date,
                                                                 account: from, toAccount: to))
                try ledger.recurring.recordDue(through: today)
            }
            values["when"] = frequency == .once ? "once" : frequency.phrase
            return Answer(variant: "scheduled", values: values, amount: amount)
        }
        let move: () throws -> Answer = { [unowned self] in
            let row = try write("the transfer of \(amount.formatted) to \(to)") { try ledger.accounts.transfer(amount, from: from, to: to, on: date) }
            context.focus = row.id
            var done = values
            for (key, name) in [("fromBalance", from), ("toBalance", to)] {
                let found = try ledger.accounts.balance(of: name, on: today)
                done[key] = Self.balanceText(found.balance, kind: found.account.kind)
            }
            return Answer(values: done, amount: amount)
        }
        guard amount.minorUnits >= Self.largeTransfer else { return try move() }
        _ = try ledger.accounts.named(from)
        context.confirmation = PendingConfirmation(intent: match.intent, action: move)
        return Answer(variant: "confirm", values: values, amount: amount)
    }

    /// The everyday account money moves from or to when a line names only the other: the first
    /// checking account that is not `target`.
    private func defaultSourceAccount(besides target: String) throws -> String? {
        try ledger.accounts.all().first { $0.kind == .checking && $0.name.lowercased() != target.lowercased() }?.name
    }
}
