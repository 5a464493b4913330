import BuddyCore
import CSV
import Foundation

/// Reads a CSV statement into new transactions, checking every row before anything is written.
struct CSVStatementReader {
    let defaultCurrency: Currency

    /// One problem with one line of the file.
    struct LineProblem {
        let line: Int
        let message: String
    }

    /// The transactions in `text`, or an error listing every bad line (at most ten).
    func read(_ text: String) throws -> [NewTransaction] {
        var body = text
        if body.hasPrefix("\u{FEFF}") { body.removeFirst() }
        guard !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw FinanceError(.invalidInput, "the file is empty")
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(string: body, hasHeaderRow: true)
        } catch {
            throw FinanceError(.invalidInput, "line 1: cannot read the header row")
        }
        guard let header = reader.headerRow else { throw FinanceError(.invalidInput, "line 1: cannot read the header row") }
        let columns = try CSVColumns(header: header)
        var line = 1 + header.reduce(0) { $0 + $1.filter { $0 == "\n" }.count }
        var items: [NewTransaction] = []
        var problems: [LineProblem] = []
        while let fields = reader.next() {
            line += 1
            defer { line += fields.reduce(0) { $0 + $1.filter { $0 == "\n" }.count } }
            if fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            do {
                items.append(try row(fields, columns: columns, headerCount: header.count))
            } catch let error as FinanceError {
                problems.append(LineProblem(line: line, message: error.message))
            }
        }
        if let error = reader.error {
            throw FinanceError(.invalidInput, "line \(line): the file cannot be read as CSV (\(error))")
        }
        guard problems.isEmpty else {
            let shown = problems.prefix(10).map { "line \($0.line): \($0.message)" }
            let more = problems.count > 10 ? ["… and \(problems.count - 10) more bad lines"] : []
            throw FinanceError(.invalidInput, (shown + more).joined(separator: "\n"))
        }
        guard !items.isEmpty else { throw FinanceError(.invalidInput, "the file has a header but no rows") }
        return items
    }

    private func row(_ fields: [String], columns: CSVColumns, headerCount: Int) throws -> NewTransaction {
        guard fields.count == headerCount else {
            throw FinanceError(.invalidInput, "expected \(headerCount) fields, found \(fields.count)")
        }
        func field(_ index: Int?) -> String? {
            guard let index else { return nil }
            let value = fields[index].trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        let dateText = field(columns.date) ?? ""
        guard let date = Day(iso: dateText) else {
            throw FinanceError(.invalidInput, "'\(dateText)' is not a date (expected YYYY-MM-DD)")
        }
        var currency = defaultCurrency
        if let code = field(columns.currency) {
            guard let named = Currency(code: code) else {
                throw FinanceError(.invalidInput, "'\(code)' is not a currency code (expected three letters, e.g. USD)")
            }
            currency = named
        }
        let amount = try amount(fields, columns: columns, currency: currency, field: field)
        return NewTransaction(date: date, amount: amount,
                              description: field(columns.description) ?? "(no description)",
                              category: field(columns.category), account: field(columns.account),
                              notes: field(columns.notes))
    }

    private func amount(_ fields: [String], columns: CSVColumns, currency: Currency,
                        field: (Int?) -> String?) throws -> Money {
        func parse(_ text: String, _ name: String) throws -> Money {
            guard let money = CSVAmount.parse(text, currency: currency) else {
                throw FinanceError(.invalidInput, "'\(text)' is not an amount (column \(name))")
            }
            return money
        }
        var total: Money?
        if let text = field(columns.amount) {
            total = try parse(text, "amount")
        } else {
            let debit = try field(columns.debit).map { try parse($0, "debit").magnitude.negated }
            let credit = try field(columns.credit).map { try parse($0, "credit").magnitude }
            if let debit, let credit {
                total = Money(minorUnits: debit.minorUnits + credit.minorUnits, currency: currency)
            } else {
                total = debit ?? credit
            }
        }
        guard let total else { throw FinanceError(.invalidInput, "no amount") }
        guard total.minorUnits != 0 else { throw FinanceError(.invalidInput, "the amount is zero") }
        return total
    }
}
