import BuddyCore
import Foundation

/// One row of a statement as read, before rules and duplicates are considered.
struct StatementRow {
    /// The line of the file it starts on.
    let line: Int
    /// The transaction as the file gives it.
    var transaction: NewTransaction
    /// The account's balance after it, when the file has a balance column.
    var balance: Money?
}

/// Reads a CSV statement: detects its layout from the whole file, then reads every row,
/// collecting every bad line before anything is written.
struct CSVStatementReader {
    var defaultCurrency: Currency
    /// Whether a statement naming one other currency is read in it rather than refused.
    var takesNamedCurrency = false
    /// A date format to use instead of detecting one.
    var dateFormat: StatementDateFormat?
    /// Today, when known: a date reading that puts rows after it is not the file's.
    var today: Day?

    /// The layout and rows of `source`, or an error listing the bad lines (at most ten), each
    /// with its line and column.
    ///
    /// The file is read twice, record by record, and no record is kept: first for its layout
    /// (the header among the first twenty records, then the dates, decimal marks, signs and
    /// currencies of every row), then for its rows, each kept as a few numbers.
    func read(_ source: StatementText) throws -> (layout: StatementLayout, rows: StatementRows, zeroLines: [Int]) {
        guard !source.text.allSatisfy(\.isWhitespace) else { throw FinanceError(.invalidInput, "the file is empty") }
        let delimiter = CSVRecords.detectDelimiter(in: source.text)
        var text = source.text
        do {
            return try text.withUTF8 { bytes in try read(bytes, delimiter: delimiter, encoding: source.encoding) }
        } catch let named as NamedCurrency {
            // Read again in the currency the statement names (the layout pass stopped before any row).
            var again = self
            again.defaultCurrency = named.currency
            again.takesNamedCurrency = false
            return try again.read(source)
        }
    }

    /// Thrown when a statement names one other currency and ``takesNamedCurrency`` is set.
    private struct NamedCurrency: Error {
        let currency: Currency
    }

    private func read(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: CSVDelimiter, encoding: StatementText.Encoding) throws
        -> (layout: StatementLayout, rows: StatementRows, zeroLines: [Int]) {
        // The first twenty records that are not blank (ING writes thirteen lines before its
        // header), and where the scan stands after each.
        var scanner = CSVScanner(bytes, delimiter: delimiter)
        var spans: [CSVScanner.Span] = []
        var start: [CSVRecord] = []
        var after: [CSVScanner] = []
        while start.count < 20, let line = scanner.next(into: &spans) {
            guard let record = CSVRecords.record(spans, line: line, in: scanner) else { continue }
            start.append(record)
            after.append(scanner)
        }
        // The header row, or none when the first rows name no column but show one by what they
        // hold in every row (a headerless export).
        let headerAt: Int?
        let columns: CSVColumns
        if let found = start.firstIndex(where: { CSVColumns(header: $0.fields) != nil }), let named = CSVColumns(header: start[found].fields) {
            (headerAt, columns) = (found, named)
        } else if let found = CSVColumns(headerless: start.prefix(10).map(\.fields)) {
            (headerAt, columns) = (nil, found)
        } else {
            let (message, line) = CSVColumns.missing(in: start.map(\.fields))
            // A file with no known column name is not a statement: no line number points into it.
            throw FinanceError(.invalidInput, message.hasPrefix("this is not") ? message : "line \(start[safe: line]?.line ?? 1): \(message)")
        }
        let header = headerAt.map { start[$0] }
        if let header, let duplicate = columns.duplicate(in: header.fields) { throw FinanceError(.invalidInput, duplicate.description) }
        let bodyStart = headerAt.map { after[$0] } ?? CSVScanner(bytes, delimiter: delimiter)
        /// Calls `body` with every record after the header, only the fields `wanted` read.
        func forEachBody(wanted: ((Int) -> Bool)? = nil, _ body: (CSVRecord) throws -> Void) rethrows {
            var scanner = bodyStart
            var spans: [CSVScanner.Span] = []
            while let line = scanner.next(into: &spans) {
                if let record = CSVRecords.record(spans, line: line, in: scanner, wanted: wanted) { try body(record) }
            }
        }
        let layoutColumns = Set([columns.date, columns.amount, columns.debit, columns.credit, columns.balance, columns.direction,
                                 columns.currency].compactMap { $0?.index })
        var evidence = LayoutEvidence(columns: columns, detectingDates: dateFormat == nil, today: today)
        var bodyCount = 0
        forEachBody(wanted: layoutColumns.contains) { record in
            bodyCount += 1
            evidence.add(record)
        }
        guard bodyCount > 0 else { throw FinanceError(.invalidInput, "the file has a header but no rows") }
        let currencies = StatementCurrency.named(inHeaderOf: start[...], headerAt: headerAt ?? 0, columns: columns) + evidence.currencies.named
        if takesNamedCurrency, let named = currencies.first?.currency, named != defaultCurrency, currencies.allSatisfy({ $0.currency == named }) {
            throw NamedCurrency(currency: named)
        }
        try StatementCurrency.requireHome(currencies, home: defaultCurrency)
        let (format, decision) = try decideDateFormat(evidence) { body in
            forEachBody(wanted: { $0 == columns.date.index }) { record in
                if let date = record.fields[safe: columns.date.index]?.trimmed, !date.isEmpty { body(date) }
            }
        }
        var layout = StatementLayout(encoding: encoding, delimiter: delimiter, headerLine: header?.line ?? 0,
                                     columns: columns, dateFormat: format, dateFormatGiven: dateFormat != nil, dateDecision: decision,
                                     decimalMark: evidence.decimalMark, signFromDirection: evidence.allDirectional,
                                     currency: defaultCurrency, currencySource: currencies.first?.source,
                                     isOwnExport: header?.fields.map { $0.lowercased() } == ExportService.csvHeader)
        var rows = StatementRows(currency: defaultCurrency, balances: columns.balance != nil)
        var zeroLines: [Int] = []
        var problems: [String] = []
        var problemCount = 0
        var unreadBalance: String?
        var days = DayCache()
        // Only a file that ends without a line break can be cut inside its last row.
        let endsWithLineBreak = bytes.last.map { $0 == 10 || $0 == 13 } ?? true
        var cut = endsWithLineBreak ? nil : CutLastRow(mark: layout.decimalMark)
        forEachBody { record in
            cut?.add(record, columns: layout.columns)
            do {
                if let state = layout.columns.state, let word = record.fields[safe: state.index]?.trimmed.lowercased(),
                   Self.unsettledStates.contains(word) {
                    layout.unsettledLines.append(record.line)
                } else if Self.isBalanceLine(record.fields, columns: layout.columns) {
                    layout.balanceLines.append(record.line)
                } else if Self.isTotalLine(record.fields, columns: layout.columns) {
                    layout.totalLines.append(record.line)
                } else if let (transaction, type) = try row(record.fields, layout: layout, days: &days) {
                    // A total before a row was no total of the file's ("TOTAL WINE & MORE" with its
                    // date lost): it stops the import as any row with no date does.
                    for line in layout.totalLines {
                        problemCount += 1
                        if problems.count < 10 { problems.append(RowProblem(column: layout.columns.date.header, message: "no date").text(line: line)) }
                    }
                    layout.totalLines = []
                    let balance = statedBalance(record, layout: layout, unread: &unreadBalance)
                    if problemCount == 0 { rows.append(line: record.line, transaction: transaction, type: type, balance: balance) }
                } else {
                    zeroLines.append(record.line)
                }
            } catch let problem as RowProblem {
                problemCount += 1
                if problems.count < 10 { problems.append(problem.text(line: record.line)) }
            } catch {
                // row(_:layout:days:) throws nothing else.
            }
        }
        guard problemCount == 0 else {
            let more = problemCount > 10 ? ["… and \(problemCount - 10) more bad lines"] : []
            throw FinanceError(.invalidInput, (problems + more).joined(separator: "\n"))
        }
        if let problem = cut?.problem {
            throw FinanceError(.invalidInput, problem)
        }
        if CardSignDecision.chargesArePositive(rows, layout: layout) {
            rows.turnAmountsOver()
            layout.chargesPositive = true
        }
        if let unreadBalance {
            // One balance that is not an amount leaves the whole column unused: it is not guessed around.
            layout.balanceNotUsed = unreadBalance
            rows.forgetBalances()
        }
        return (layout, rows, zeroLines)
    }

    /// The balance `record` states in the balance column, or nil; the first balance that is not
    /// an amount is described in `unread`.
    private func statedBalance(_ record: CSVRecord, layout: StatementLayout, unread: inout String?) -> Money? {
        guard unread == nil, let column = layout.columns.balance, let text = record.fields[safe: column.index]?.trimmed,
              !text.isEmpty else { return nil }
        guard let balance = CSVAmount.parse(text, currency: defaultCurrency, mark: layout.decimalMark) else {
            unread = "line \(record.line) has '\(Excerpt.of(text))', which is not an amount"
            return nil
        }
        return balance
    }

    /// A bad field or row: what is wrong and in which column.
    private struct RowProblem: Error {
        let column: String?
        let message: String
        /// Whether `message` follows the line's number as one sentence ("line 14 has both …").
        var aboutTheRow = false

        /// The problem as the error lists it.
        func text(line: Int) -> String {
            aboutTheRow ? "line \(line) \(message)" : "line \(line)\(column.map { ", column '\($0)'" } ?? ""): \(message)"
        }
    }

    /// The format the dates are read in, and how it was decided when they read in several;
    /// `dates` calls its argument with every non-empty date of the file again, for the rare
    /// answers that need them (an example for the question, or the format that reads most).
    private func decideDateFormat(_ evidence: LayoutEvidence, dates: ((String) -> Void) -> Void) throws
        -> (StatementDateFormat, DateFormatDecision?) {
        if let dateFormat { return (dateFormat, nil) }
        let candidates = evidence.dates.map(\.format)
        if candidates.count == 1 { return (candidates[0], nil) }
        if candidates.count > 1 {
            if let decision = DateFormatDecision.decide(evidence.dates) { return (decision.chosen, decision) }
            var first: String?
            var differing: String?
            dates { date in
                if first == nil { first = date }
                if differing == nil, Set(candidates.map { $0.day(date) }).count > 1 { differing = date }
            }
            throw AmbiguousDateFormat(candidates: candidates, example: differing ?? first ?? "")
        }
        // No format reads every date: take the one that reads most, so the bad rows are named.
        var reads = Array(repeating: 0, count: StatementDateFormat.allCases.count)
        dates { date in
            for (index, format) in StatementDateFormat.allCases.enumerated() where format.day(date) != nil { reads[index] += 1 }
        }
        let most = reads.indices.max { reads[$0] < reads[$1] }!
        return (StatementDateFormat.allCases[most], nil)
    }

    /// Whether a row only states a balance ("Beginning balance as of 09/01/2026" with no amount
    /// and the balance in its column, as Bank of America writes first): no money moved.
    static func isBalanceLine(_ fields: [String], columns: CSVColumns) -> Bool {
        // Asked of every row: the amount, filled on nearly all, is looked at first, and no field is copied.
        guard !filled(columns.amount, in: fields), !filled(columns.debit, in: fields), !filled(columns.credit, in: fields),
              filled(columns.balance, in: fields),
              let description = columns.description.flatMap({ fields[safe: $0.index] })?.lowercased() else { return false }
        return ["balance", "saldo", "solde", "brought forward", "carried forward"].contains { description.contains($0) }
    }

    /// Whether a row only sums up the file (",,Total,,,," or "Total: 8 transactions" after the
    /// last row): no date, no amount, and a word of totals in one of its fields. No money moved.
    static func isTotalLine(_ fields: [String], columns: CSVColumns) -> Bool {
        func saysTotal(_ field: String) -> Bool { field.lowercased().split { !$0.isLetter }.contains { totalWords.contains(String($0)) } }
        // "Total,,,-1234.56": a total where the date goes, whatever the amounts say.
        if let date = fields[safe: columns.date.index], let first = date.lowercased().split(whereSeparator: { !$0.isLetter }).first,
           totalWords.contains(String(first)), !date.contains(where: \.isNumber) || fields.count == 1 {
            return true
        }
        guard !filled(columns.date, in: fields), !filled(columns.amount, in: fields), !filled(columns.debit, in: fields),
              !filled(columns.credit, in: fields) else { return false }
        return fields.contains(where: saysTotal)
    }

    /// Whether `column` of a row's `fields` holds more than spaces.
    static func filled(_ column: CSVColumns.Column?, in fields: [String]) -> Bool {
        column.flatMap { fields[safe: $0.index] }.map { $0.contains { !$0.isWhitespace } } ?? false
    }

    /// Words of a row that sums up a statement.
    static let totalWords: Set<String> = ["total", "totals", "subtotal", "summe", "gesamt", "gesamtsumme", "totaal", "totale", "sum"]

    /// The words of a state column for rows no money moved by (yet).
    static let unsettledStates: Set<String> = ["declined", "reverted", "failed", "cancelled", "canceled", "pending", "rejected", "refused"]

    /// The words of a direction column, and whether each says money out: "debit"/"credit", "DR"/"CR",
    /// Dutch "Af"/"Bij", German "S"/"H" (Soll/Haben).
    static let directions: [String: Bool] = ["debit": true, "dr": true, "d": true, "credit": false, "cr": false, "c": false,
                                             "af": true, "bij": false, "debet": true, "s": true, "h": false, "soll": true, "haben": false]

    /// The row's transaction and the bank's word for its kind (its type column's), or nil when
    /// its amount is zero (a card check, not money moved).
    private func row(_ fields: [String], layout: StatementLayout, days: inout DayCache) throws -> (NewTransaction, String?)? {
        let columns = layout.columns
        let extraFilled = fields.dropFirst(columns.count).contains { !$0.allSatisfy(\.isWhitespace) }
        guard (fields.count >= columns.count || fields.count > columns.maxIndex), !extraFilled else {
            let hint = extraFilled ? " (is there a \(layout.delimiter.name) inside a field that is not in quotes?)" : ""
            throw RowProblem(column: nil, message: "expected \(columns.count) fields, found \(fields.count)\(hint)")
        }
        func field(_ column: CSVColumns.Column?) -> String? {
            guard let column, let value = fields[safe: column.index]?.trimmed, !value.isEmpty else { return nil }
            return value
        }
        // Each text field is read once, and checked as the store would check it.
        func text(_ column: CSVColumns.Column?) throws -> String? {
            guard let text = field(column) else { return nil }
            if let problem = StoredValueRules.textProblem(text) { throw RowProblem(column: column?.header, message: problem) }
            return text
        }
        let description = try text(columns.description), category = try text(columns.category)
        let account = try text(columns.account), notes = try text(columns.notes) ?? text(columns.moreNotes)
        guard let dateText = field(columns.date) else { throw RowProblem(column: columns.date.header, message: "no date") }
        guard let date = days.day(dateText, format: layout.dateFormat) else {
            throw RowProblem(column: columns.date.header, message: "'\(Excerpt.of(dateText))' is not a date in the \(layout.dateFormat.rawValue) form the other rows use")
        }
        var currency = defaultCurrency
        if let code = field(columns.currency) {
            guard let named = Currency(code: code) else {
                throw RowProblem(column: columns.currency?.header, message: "'\(Excerpt.of(code))' is not a currency code (expected three letters, e.g. USD)")
            }
            currency = named
        }
        guard var amount = try self.amount(field, layout: layout, currency: currency) else { return nil }
        if layout.signFromDirection, let word = field(columns.direction)?.lowercased(), Self.directions[word] == true {
            amount = amount.magnitude.negated
        }
        // A fee is money out on top of the amount: "-38.60" with a fee of "0.49" left 39.09.
        if let column = columns.fee, let text = field(column) {
            guard let fee = CSVAmount.parse(text, currency: currency, mark: layout.decimalMark) else {
                throw RowProblem(column: column.header, message: "'\(Excerpt.of(text))' is not an amount")
            }
            amount = try amount - fee.magnitude
            guard amount.minorUnits != 0 else { return nil }
        }
        let transaction = NewTransaction(date: date, amount: amount, description: description ?? "(no description)",
                                         category: category, account: account, notes: notes)
        return (transaction, field(columns.type).map { String($0.prefix(100)) })
    }

    private func amount(_ field: (CSVColumns.Column?) -> String?, layout: StatementLayout, currency: Currency) throws -> Money? {
        let columns = layout.columns
        func parse(_ column: CSVColumns.Column) throws -> Money? {
            guard let text = field(column) else { return nil }
            guard let money = CSVAmount.parse(text, currency: currency, mark: layout.decimalMark) else {
                throw RowProblem(column: column.header, message: "'\(Excerpt.of(text))' is not an amount")
            }
            guard money.isWithinLimit else {
                throw RowProblem(column: column.header, message: "'\(text)' is more than Buddy can record "
                                 + "(the limit is \(Money.limit(in: currency).formatted))")
            }
            return money
        }
        var total: Money?
        if let column = columns.amount, let money = try parse(column) {
            total = money
        } else {
            let debit = try columns.debit.flatMap(parse)?.magnitude.negated
            let credit = try columns.credit.flatMap(parse)?.magnitude
            // Money out and money in on one row is not a netted amount but a file to look at.
            if let debit, let credit, debit.minorUnits != 0, credit.minorUnits != 0,
               let debitColumn = columns.debit, let creditColumn = columns.credit {
                throw RowProblem(column: nil, message: "has both \(debitColumn.header) (\(field(debitColumn) ?? "")) and "
                                 + "\(creditColumn.header) (\(field(creditColumn) ?? "")); a row should have one", aboutTheRow: true)
            }
            if let debit, let credit {
                total = Money(minorUnits: debit.minorUnits + credit.minorUnits, currency: currency)
            } else {
                total = debit ?? credit
            }
        }
        let named = columns.amount?.header ?? [columns.debit, columns.credit].compactMap { $0?.header }.joined(separator: "' and '")
        guard let total else { throw RowProblem(column: named, message: "no amount") }
        return total.minorUnits == 0 ? nil : total
    }
}

/// The days of a file's date texts, each text read once: statements repeat a date on many rows,
/// most often one after another.
private struct DayCache {
    private var last: (text: String, day: Day)?
    private var days: [String: Day] = [:]

    /// The day `text` gives in `format`, or nil when it gives none.
    mutating func day(_ text: String, format: StatementDateFormat) -> Day? {
        // The same date as the row before, the usual case, is told by comparing two short strings.
        if let last, last.text == text { return last.day }
        var day = days[text]
        if day == nil, let read = format.day(text) {
            if days.count >= 10_000 { days.removeAll(keepingCapacity: true) }
            days[text] = read
            day = read
        }
        if let day { last = (text, day) }
        return day
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
