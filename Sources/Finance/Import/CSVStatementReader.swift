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
    let defaultCurrency: Currency
    /// A date format to use instead of detecting one.
    var dateFormat: StatementDateFormat?
    /// Today, when known: a date reading that puts rows after it is not the file's.
    var today: Day?

    /// The layout and rows of `source`, or an error listing the bad lines (at most ten), each
    /// with its line and column.
    func read(_ source: StatementText) throws -> (layout: StatementLayout, rows: [StatementRow], zeroLines: [Int]) {
        guard !source.text.allSatisfy(\.isWhitespace) else { throw FinanceError(.invalidInput, "the file is empty") }
        let delimiter = CSVRecords.detectDelimiter(in: source.text)
        // Every field cleaned once, before anything reads it: no escape sequence, control
        // character, NUL or byte-order mark reaches a header, a message or the store.
        let records = try CSVRecords.read(source.text, delimiter: delimiter).compactMap { record -> CSVRecord? in
            let fields = record.fields.map(\.cleanedForStorage)
            return fields.allSatisfy(\.isEmpty) ? nil : CSVRecord(line: record.line, fields: fields)
        }
        guard let headerAt = records.prefix(10).firstIndex(where: { CSVColumns(header: $0.fields) != nil }),
              let columns = CSVColumns(header: records[headerAt].fields) else {
            let start = records.prefix(10)
            let message = CSVColumns.missing(in: start.map(\.fields))
            // A file with no known column name is not a statement: no line number points into it.
            throw FinanceError(.invalidInput, message.hasPrefix("this is not") ? message : "line \(start.first?.line ?? 1): \(message)")
        }
        if let duplicate = columns.duplicate(in: records[headerAt].fields) { throw FinanceError(.invalidInput, duplicate.description) }
        let body = records[(headerAt + 1)...]
        guard !body.isEmpty else { throw FinanceError(.invalidInput, "the file has a header but no rows") }
        let currencies = StatementCurrency.named(in: records, headerAt: headerAt, columns: columns)
        try StatementCurrency.requireHome(currencies, home: defaultCurrency)
        let (format, decision) = try decideDateFormat(body, columns: columns)
        let amountFields = body.lazy.flatMap { record in
            [columns.amount, columns.debit, columns.credit, columns.balance].compactMap { $0.flatMap { record.fields[safe: $0.index] } }
        }
        let mark = CSVAmount.decimalMark(of: amountFields)
        var layout = StatementLayout(encoding: source.encoding, delimiter: delimiter, headerLine: records[headerAt].line,
                                     columns: columns, dateFormat: format, dateFormatGiven: dateFormat != nil, dateDecision: decision,
                                     decimalMark: mark, signFromDirection: signsFromDirection(body, columns: columns, mark: mark),
                                     currency: defaultCurrency, currencySource: currencies.first?.source,
                                     isOwnExport: records[headerAt].fields.map { $0.lowercased() } == ExportService.csvHeader)
        var rows: [StatementRow] = []
        rows.reserveCapacity(body.count)
        var zeroLines: [Int] = []
        var problems: [String] = []
        var problemCount = 0
        var unreadBalance: String?
        for record in body {
            do {
                if let transaction = try row(record.fields, layout: layout) {
                    let balance = statedBalance(record, layout: layout, unread: &unreadBalance)
                    rows.append(StatementRow(line: record.line, transaction: transaction, balance: balance))
                } else {
                    zeroLines.append(record.line)
                }
            } catch let problem as RowProblem {
                problemCount += 1
                if problems.count < 10 { problems.append(problem.text(line: record.line)) }
            }
        }
        guard problemCount == 0 else {
            let more = problemCount > 10 ? ["… and \(problemCount - 10) more bad lines"] : []
            throw FinanceError(.invalidInput, (problems + more).joined(separator: "\n"))
        }
        if let unreadBalance {
            // One balance that is not an amount leaves the whole column unused: it is not guessed around.
            layout.balanceNotUsed = unreadBalance
            for index in rows.indices { rows[index].balance = nil }
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

    /// The format the dates are read in, and how it was decided when they read in several.
    private func decideDateFormat(_ body: ArraySlice<CSVRecord>, columns: CSVColumns) throws
        -> (StatementDateFormat, DateFormatDecision?) {
        if let dateFormat { return (dateFormat, nil) }
        let dates = body.lazy.compactMap { $0.fields[safe: columns.date.index]?.trimmed }.filter { !$0.isEmpty }
        let candidates = StatementDateFormat.candidates(for: dates)
        if candidates.count == 1 { return (candidates[0], nil) }
        if candidates.count > 1 {
            if let decision = DateFormatDecision.decide(candidates, dates: Array(dates), today: today) { return (decision.chosen, decision) }
            let example = dates.first { date in Set(candidates.map { $0.day(date) }).count > 1 } ?? dates.first ?? ""
            throw AmbiguousDateFormat(candidates: candidates, example: example)
        }
        // No format reads every date: take the one that reads most, so the bad rows are named.
        let most = StatementDateFormat.allCases.max { a, b in
            dates.filter { a.day($0) != nil }.count < dates.filter { b.day($0) != nil }.count
        }!
        return (most, nil)
    }

    /// Unsigned amounts with a debit/credit column beside them take their sign from it.
    private func signsFromDirection(_ body: ArraySlice<CSVRecord>, columns: CSVColumns, mark: DecimalMark) -> Bool {
        guard let amount = columns.amount, let direction = columns.direction else { return false }
        return body.allSatisfy { record in
            let value = record.fields[safe: amount.index] ?? ""
            let word = (record.fields[safe: direction.index] ?? "").trimmed.lowercased()
            return !value.contains("-") && !value.contains("(") && Self.directions[word] != nil
        }
    }

    private static let directions: [String: Bool] = ["debit": true, "dr": true, "d": true, "credit": false, "cr": false, "c": false]

    /// The row's transaction, or nil when its amount is zero (a card check, not money moved).
    private func row(_ fields: [String], layout: StatementLayout) throws -> NewTransaction? {
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
        for column in [columns.description, columns.category, columns.account, columns.notes] {
            if let text = field(column), let problem = StoredValueRules.textProblem(text) {
                throw RowProblem(column: column?.header, message: problem)
            }
        }
        guard let dateText = field(columns.date) else { throw RowProblem(column: columns.date.header, message: "no date") }
        guard let date = layout.dateFormat.day(dateText) else {
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
        return NewTransaction(date: date, amount: amount, description: field(columns.description) ?? "(no description)",
                              category: field(columns.category), account: field(columns.account), notes: field(columns.notes))
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

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
