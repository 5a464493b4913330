import BuddyCore

/// How a statement file was read: everything decided about the whole file before any row is
/// taken, as the preview shows it.
public struct StatementLayout: Sendable {
    /// The encoding the bytes were in.
    public let encoding: StatementText.Encoding
    /// The character between fields.
    public let delimiter: CSVDelimiter
    /// The line of the header row (lines above it, such as an account banner, are skipped); 0
    /// for a file with none, whose columns were found by what its rows hold.
    public let headerLine: Int
    /// Where each field is.
    public let columns: CSVColumns
    /// How dates are written.
    public let dateFormat: StatementDateFormat
    /// Whether the date format was given rather than detected.
    public let dateFormatGiven: Bool
    /// How the date format was decided when the dates read in more than one (nil when they read
    /// in one, or the format was given).
    public let dateDecision: DateFormatDecision?
    /// How decimals are written.
    public let decimalMark: DecimalMark
    /// Whether amounts are unsigned and take their sign from a debit/credit column.
    public let signFromDirection: Bool
    /// The currency the amounts are read in: the profile's (a file naming another is refused).
    public let currency: Currency
    /// Where the file names its currency ("as the column 'Amount (USD)' says"), or nil when it
    /// does not.
    public let currencySource: String?
    /// Whether the amounts were turned over, the file writing a card's charges as positive
    /// (``CardSignDecision``).
    public internal(set) var chargesPositive = false
    /// The lines of rows the bank did not settle (declined, reverted, failed or still pending, as
    /// its state column says), left out: no money moved, or not yet.
    public internal(set) var unsettledLines: [Int] = []
    /// The lines of rows that only state a balance, with no amount ("Beginning balance as of …"), left out.
    public internal(set) var balanceLines: [Int] = []
    /// The lines after the last row that only sum up the file ("Total", "Total,,-26.55"): left out.
    public internal(set) var totalLines: [Int] = []
    /// Why the balance column is not used, when one of its fields is not an amount.
    public internal(set) var balanceNotUsed: String?
    /// Whether the header is exactly Buddy's own CSV export's: its descriptions are the names
    /// the person kept, and are not cleaned as a bank's are.
    public let isOwnExport: Bool

    /// Each field read and the column it comes from, for the preview.
    public var fields: [(field: String, column: String)] {
        var list: [(String, String)] = [("date", columns.date.header)]
        if let description = columns.description { list.append(("description", description.header)) }
        if let amount = columns.amount {
            let sign = signFromDirection ? columns.direction.map { " (sign from \($0.header))" } ?? ""
                : chargesPositive ? " (charges written positive, as card statements do: turned over)" : ""
            list.append(("amount", amount.header + sign))
        }
        if let debit = columns.debit { list.append(("money out", debit.header)) }
        if let credit = columns.credit { list.append(("money in", credit.header)) }
        for (field, column) in [("fee", columns.fee), ("state", columns.state), ("category", columns.category), ("account", columns.account),
                                ("currency", columns.currency), ("notes", columns.notes), ("balance", columns.balance),
                                ("type", columns.type)] {
            if let column { list.append((field, column.header)) }
        }
        return list
    }
}

/// Thrown when every date in a file reads in more than one format (03/04/2026 as March 4 and
/// as 3 April): the importer asks rather than guesses.
public struct AmbiguousDateFormat: Error, CustomStringConvertible, Sendable {
    /// The formats that read every date.
    public let candidates: [StatementDateFormat]
    /// A date from the file that reads differently in each, for the question.
    public let example: String

    public var description: String {
        let choices = candidates.map { "--date-format \"\($0.rawValue)\"" }.joined(separator: " or ")
        return "the dates in this file (such as \(example)) read both as \(candidates.map(\.rawValue).joined(separator: " and ")); say which with \(choices)"
    }
}
