import BuddyCore
import Finance
import Presentation
import Understanding

/// How balances changed over a period: "how much did my savings grow since june", "did
/// checking go down this month", "which account grew the most", "am I richer than in the summer".
extension Assistant {
    /// The closing balance the day before the period began against the one at its end (or
    /// today, when it is under way): of the account named, or of every account with the net
    /// worth, and which grew and which shrank the most. With the slot `since` ("am I richer
    /// than 3 months ago", "…than at the start of summer") the period is the day compared with
    /// today: its end (or the day before it, when said as its start) against today's.
    func balanceChange(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        var (before, end) = (period.start.adding(days: -1), min(period.lastDay, today))
        var values = periodValues(period)
        values["edge"] = "end"
        if match.text("since") != nil, match.period() != nil {
            // "than at the start of summer", and a period still under way ("than this month"), is
            // compared from its start; one gone by ("than 3 months ago") from its end.
            let start = PeriodParser.namesStart(period) || period.lastDay >= today
            (before, end) = (start ? period.start.adding(days: -1) : min(period.lastDay, today), today)
            values["edge"] = start ? "start" : "end"
            values["from"] = PeriodText.relative(start ? period.start : before, today: today)
        } else {
            values["from"] = PeriodText.relative(before, today: today)
        }
        values["to"] = PeriodText.relative(end, today: today)
        let slots: [String: ReplySlot] = ["period": .period(period)]
        guard before < end else { return Answer(variant: "ahead", values: values, slots: slots) }
        if let name = match.account() {
            let (was, now) = (try ledger.accounts.balance(of: name, on: before), try ledger.accounts.balance(of: name, on: end))
            let change = try now.balance - was.balance
            // "how much have I moved into savings": what came from the other accounts, apart
            // from interest, income and spending.
            let moved = try ledger.accounts.movedBetweenAccounts(now.account, in: Period(start: before.adding(days: 1), end: end.adding(days: 1), label: ""))
            if moved.minorUnits != 0, moved != change {
                let ofIt = moved.minorUnits > 0 && moved.minorUnits <= change.minorUnits
                values["moved"] = [ofIt ? "\(moved.formatted) of it moved in from your other accounts"
                                   : "with \(moved.magnitude.formatted) moved \(moved.minorUnits > 0 ? "in from" : "out to") your other accounts"]
            }
            values.merge(["name": now.account.name, "was": Self.balanceText(was.balance, kind: now.account.kind),
                          "now": Self.balanceText(now.balance, kind: now.account.kind),
                          "change": try Self.changeText(from: was.balance, to: now.balance, kind: now.account.kind)]) { $1 }
            return Answer(variant: "single", values: values, slots: slots.merging(["account": .text(now.account.name)]) { $1 }, amount: change)
        }
        let (was, now) = (try ledger.accounts.balances(on: before), try ledger.accounts.balances(on: end))
        guard !now.isEmpty else { return Answer(variant: "none", values: values, slots: slots) }
        let opening = Dictionary(was.map { ($0.account.id, $0.balance) }) { first, _ in first }
        let changes = try now.map { account in
            let was = opening[account.account.id] ?? .zero(ledger.currency)
            return (account: account, was: was, change: try account.balance - was)
        }
        var text = ReportText(display)
        text.append(Table(try changes.map { [$0.account.account.name, Self.balanceText($0.was, kind: $0.account.account.kind),
                                             Self.balanceText($0.account.balance, kind: $0.account.account.kind),
                                             try Self.changeText(from: $0.was, to: $0.account.balance, kind: $0.account.account.kind)] },
                          rightAligned: [1, 2]).lines(in: display))
        values["body"] = "\n" + text.text + "\n"
        let (worthWas, worthNow) = (try ledger.accounts.netWorth(on: before), try ledger.accounts.netWorth(on: end))
        let worthChange = try worthNow - worthWas
        values.merge(["worthWas": worthWas.formatted, "worthNow": worthNow.formatted, "worthChange": Self.changeText(worthChange)]) { $1 }
        if let most = changes.max(by: { $0.change.minorUnits < $1.change.minorUnits }), most.change.minorUnits > 0 {
            values["grew"] = ["\(most.account.account.name) grew the most (\(Self.changeText(most.change)))"]
        }
        if let least = changes.min(by: { $0.change.minorUnits < $1.change.minorUnits }), least.change.minorUnits < 0 {
            values["shrank"] = ["\(least.account.account.name) fell the most (\(Self.changeText(least.change)))"]
        }
        return Answer(values: values, slots: slots, amount: worthChange)
    }

    /// An account's change from `was` to `now`, as ``changeText(_:owing:)`` says it; on a card
    /// that owes on either day, with what is owed.
    static func changeText(from was: Money, to now: Money, kind: Account.Kind) throws -> String {
        changeText(try now - was, owing: kind == .credit && min(was.minorUnits, now.minorUnits) < 0)
    }

    /// "up $120.00", "down $35.50", "no change"; on a card that is `owing` before or after, what
    /// is owed is said too: "down $500.00 (more owed)", since its balance falls as the debt grows.
    static func changeText(_ change: Money, owing: Bool = false) -> String {
        let owed = owing ? (change.minorUnits < 0 ? " (more owed)" : " (less owed)") : ""
        switch change.minorUnits {
        case 0: return "no change"
        case ..<0: return "down \(change.magnitude.formatted)" + owed
        default: return "up \(change.formatted)" + owed
        }
    }
}
