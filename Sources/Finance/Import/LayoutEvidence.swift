import BuddyCore

/// What a statement's rows say about its layout, gathered one row at a time over the whole
/// file, so that no decision rests on the first rows and no row has to be kept to make it: the
/// date formats that read every date (with what each makes of them), the decimal mark, whether
/// unsigned amounts take their sign from a debit/credit column, and the currencies named.
struct LayoutEvidence {
    let columns: CSVColumns
    /// Whether the dates are to be read for a format (none was given).
    let detectingDates: Bool
    /// The latest plausible day (today and its slack), when today is known.
    let latest: Day?

    /// The formats that read every date so far, with their tallies.
    private(set) var dates: [DateFormatDecision.Tally]
    /// How many non-empty dates were seen.
    private(set) var dateCount = 0
    private var dayCache: [String: [Day?]] = [:]
    private var points = 0, commas = 0
    private(set) var allDirectional = true
    private(set) var currencies = StatementCurrency.BodyTally()

    init(columns: CSVColumns, detectingDates: Bool, today: Day?) {
        self.columns = columns
        self.detectingDates = detectingDates
        latest = today?.adding(days: DateFormatDecision.slackDays)
        dates = StatementDateFormat.allCases.map { DateFormatDecision.Tally(format: $0) }
    }

    /// Counts one body record.
    mutating func add(_ record: CSVRecord) {
        let fields = record.fields
        if detectingDates, let text = fields[safe: columns.date.index]?.trimmed, !text.isEmpty { addDate(text) }
        for column in [columns.amount, columns.debit, columns.credit, columns.balance] {
            if let column, let field = fields[safe: column.index], let mark = CSVAmount.decimalVote(field) {
                if mark == .point { points += 1 } else { commas += 1 }
            }
        }
        if allDirectional {
            if let amount = columns.amount, let direction = columns.direction {
                let value = fields[safe: amount.index] ?? ""
                let word = (fields[safe: direction.index] ?? "").trimmed.lowercased()
                allDirectional = !value.utf8.contains(UInt8(ascii: "-")) && !value.utf8.contains(UInt8(ascii: "("))
                    && CSVStatementReader.directions[word] != nil
            } else {
                allDirectional = false
            }
        }
        currencies.add(record, columns: columns)
    }

    /// Reads a date in every format still left; as when candidates are listed, a format is
    /// dropped at its first date it cannot read, until at most one is left.
    private mutating func addDate(_ text: String) {
        dateCount += 1
        guard dates.count > 1 else { return }
        var days: [Day?]
        if let known = dayCache[text] {
            days = known
        } else {
            days = dates.map { $0.format.day(text) }
            dayCache[text] = days
        }
        if days.contains(where: { $0 == nil }) {
            let kept = zip(dates, days).filter { $0.1 != nil }
            dates = kept.map(\.0)
            days = kept.map(\.1)
            dayCache = [:]
        }
        for index in dates.indices { dates[index].add(days[index]!, latest: latest) }
    }

    /// The decimal mark the amounts vote for (a point when they do not say).
    var decimalMark: DecimalMark { commas > points ? .comma : .point }
}

extension DateFormatDecision {
    /// What one format makes of a file's dates, one at a time: how many it puts after today,
    /// and whether it keeps them in order.
    struct Tally {
        let format: StatementDateFormat
        private(set) var future = 0
        private(set) var rising = true
        private(set) var falling = true
        private var last: Day?

        init(format: StatementDateFormat) { self.format = format }

        mutating func add(_ day: Day, latest: Day?) {
            if let latest, day > latest { future += 1 }
            if let last {
                if day < last { rising = false }
                if day > last { falling = false }
            }
            last = day
        }

        /// Whether the days never go back, or never go forward.
        var ordered: Bool { rising || falling }
    }

    /// The one reading among `tallies` (each of a format that reads every date) that the file
    /// does not rule out, or nil when none or several are left.
    static func decide(_ tallies: [Tally]) -> DateFormatDecision? {
        let anyOrdered = tallies.contains(where: \.ordered)
        let plausible = tallies.filter { $0.future == 0 && ($0.ordered || !anyOrdered) }
        guard plausible.count == 1, let chosen = plausible.first,
              let other = tallies.first(where: { $0.format != chosen.format }) else { return nil }
        return DateFormatDecision(chosen: chosen.format, ruledOut: other.format,
                                  reason: other.future > 0 ? .future(rows: other.future) : .order)
    }
}
