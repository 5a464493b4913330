import BuddyCore

/// What a statement's balance column says: the account's balance after the statement's latest
/// row, and the rows whose balance does not follow from the one before.
///
/// The rows are taken in date order, the file's own order breaking ties (a statement newest
/// first is read from its end). A credit card's statement may write what is owed as a positive
/// balance: the reading under which the balances add up is taken.
public struct StatementBalance: Sendable, Equatable {
    /// A row whose balance is not the balance before it plus its amount.
    public struct Mismatch: Sendable, Equatable {
        /// The row's line in the file.
        public let line: Int
        /// The balance the row states, as the file writes it.
        public let stated: Money
        /// The balance before it plus its amount, as the file would write it.
        public let expected: Money
    }

    /// The balance after the latest row (by date, then file order): the one it states, or the
    /// last one stated plus the amounts after it. In the account's sign: a debt is negative.
    public let closing: Money
    /// The day of the latest row.
    public let date: Day
    /// The line of the latest row.
    public let line: Int
    /// The first rows (at most ``mismatchesKept``) whose balance does not add up, in date order.
    public let mismatches: [Mismatch]
    /// How many rows' balances do not add up.
    public let mismatchCount: Int
    /// Whether the file writes a debt as a positive balance (as card statements do).
    public let owedAsPositive: Bool
    /// How many mismatches are kept to be shown.
    public static let mismatchesKept = 10
    /// What importing does with the balance.
    public internal(set) var target: BalanceTarget = .noAccount

    /// The balances of `rows` (in file order), or nil when no row states one or they cannot be
    /// added up. Of the readings that add up best, the first is taken: a debt written as it is
    /// (negative) unless `owedFirst` (a credit card), then the order of the file's dates.
    static func read(_ rows: [StatementRow], owedFirst: Bool) -> StatementBalance? {
        guard let first = rows.first, let last = rows.last, rows.contains(where: { $0.balance != nil }) else { return nil }
        let forward = inDateOrder(rows)
        let backward = inDateOrder(rows.reversed())
        let orders = first.transaction.date <= last.transaction.date ? [forward, backward] : [backward, forward]
        var best: StatementBalance?
        for owed in owedFirst ? [true, false] : [false, true] {
            for order in orders {
                guard let reading = chain(order, owedAsPositive: owed) else { continue }
                if best == nil || reading.mismatchCount < best!.mismatchCount { best = reading }
            }
        }
        return best
    }

    /// `rows` sorted by date, keeping their order within a day.
    private static func inDateOrder<S: Sequence>(_ rows: S) -> [StatementRow] where S.Element == StatementRow {
        rows.enumerated().sorted { ($0.element.transaction.date, $0.offset) < ($1.element.transaction.date, $1.offset) }.map(\.element)
    }

    /// The balance carried through `rows`, or nil when it overflows.
    private static func chain(_ rows: [StatementRow], owedAsPositive: Bool) -> StatementBalance? {
        let sign: Int64 = owedAsPositive ? -1 : 1
        var running: Int64?
        var mismatches: [Mismatch] = []
        var count = 0
        for row in rows {
            let amount = row.transaction.amount
            if let before = running {
                let (after, overflow) = before.addingReportingOverflow(amount.minorUnits)
                guard !overflow else { return nil }
                running = after
            }
            guard let stated = row.balance else { continue }
            let balance = sign * stated.minorUnits
            if let expected = running, expected != balance {
                count += 1
                let (written, overflow) = expected.multipliedReportingOverflow(by: sign)
                guard !overflow else { return nil }
                if mismatches.count < mismatchesKept {
                    mismatches.append(Mismatch(line: row.line, stated: stated, expected: Money(minorUnits: written, currency: stated.currency)))
                }
            }
            running = balance
        }
        guard let closing = running, let latest = rows.last else { return nil }
        return StatementBalance(closing: Money(minorUnits: closing, currency: latest.transaction.amount.currency),
                                date: latest.transaction.date, line: latest.line, mismatches: mismatches,
                                mismatchCount: count, owedAsPositive: owedAsPositive)
    }
}

/// What importing a statement does with its closing balance.
public enum BalanceTarget: Sendable, Equatable {
    /// Every row goes to this one account: its opening balance is set so that its balance at
    /// the end of the statement's latest day is the statement's.
    case account(OpeningBalanceChange)
    /// The rows go to no account (none is named in the file or given), so no balance is set.
    case noAccount
    /// The rows go to several accounts, so no balance is set.
    case severalAccounts
}

/// An account's opening balance set from a statement's closing balance.
public struct OpeningBalanceChange: Sendable, Equatable {
    /// The account, as the import names it.
    public let account: String
    /// Its kind (a credit card's balance is what is owed).
    public let kind: Account.Kind
    /// The opening balance before the import.
    public let from: Money
    /// The opening balance after it.
    public let to: Money
    /// The account's rows dated after the statement's latest day.
    public let laterRows: Int
    /// The account's balance after every row, those later rows included.
    public let current: Money
}
