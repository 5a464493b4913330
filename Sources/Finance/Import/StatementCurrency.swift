import BuddyCore

/// A currency a statement says its money is in, and where it says so.
///
/// A file names its currency in the names of its money columns ("Betrag (EUR)", "Amount in
/// GBP", "Saldo EUR"), in the account lines above its header ("Währung: EUR", "Kontostand vom
/// 20.11.2026: 2.314,55 EUR"), in marks on its amounts ("€4.80", "EUR 9.99") or in a currency
/// column. A profile keeps one currency and Buddy has no exchange rates, so a file that names
/// another is refused whole rather than read as the profile's.
struct StatementCurrency: Equatable {
    /// The currency named.
    let currency: Currency
    /// Where, as a clause: "as the column 'Betrag (EUR)' says", "as line 4 says ('2.314,55
    /// EUR')", "as its amounts show, such as '€4.80' on line 7", "as the column 'Währung' says on
    /// line 2 and 3 more".
    let source: String

    /// Names of a banner line's currency label ("Währung: EUR").
    private static let labels: Set<String> = ["currency", "ccy", "währung", "waehrung", "devise", "monnaie"]

    /// Every currency `records` name, the header being `records[headerAt]`: in the money
    /// columns' names, the banner lines above the header, the marks on the amounts, and the
    /// currency column.
    static func named(in records: [CSVRecord], headerAt: Int, columns: CSVColumns) -> [StatementCurrency] {
        let named = named(inHeaderOf: records[...], headerAt: headerAt, columns: columns)
        var tally = BodyTally()
        for record in records[(headerAt + 1)...] { tally.add(record, columns: columns) }
        return named + tally.named
    }

    /// The currencies a statement's header and the lines above it name (its body left to a
    /// ``BodyTally``).
    static func named(inHeaderOf records: ArraySlice<CSVRecord>, headerAt: Int, columns: CSVColumns) -> [StatementCurrency] {
        let money = [columns.amount, columns.debit, columns.credit, columns.balance].compactMap { $0 }
        var named = money.compactMap { column in
            unit(ofHeader: column.header).map { StatementCurrency(currency: $0, source: "as the column '\(Excerpt.of(column.header))' says") }
        }
        for record in records[..<headerAt] { named += inBanner(record) }
        return named
    }

    /// The currencies the rows name, in marks on their amounts and in a currency column,
    /// gathered one row at a time.
    struct BodyTally {
        private var marked: [Currency: String] = [:]
        private var columnLines: [Currency: (column: String, first: Int, count: Int)] = [:]

        mutating func add(_ record: CSVRecord, columns: CSVColumns) {
            for column in [columns.amount, columns.debit, columns.credit, columns.balance] {
                guard let column, let field = record.fields[safe: column.index], let currency = CurrencyMarks.ofAmount(field),
                      marked[currency] == nil else { continue }
                marked[currency] = "as its amounts show, such as '\(Excerpt.of(field.trimmed))' on line \(record.line)"
            }
            if let column = columns.currency, let code = record.fields[safe: column.index]?.trimmed, !code.isEmpty,
               let currency = Currency(code: code) {
                columnLines[currency, default: (column.header, record.line, 0)].count += 1
            }
        }

        /// What was found, marks first.
        var named: [StatementCurrency] {
            marked.sorted { $0.key.code < $1.key.code }.map { StatementCurrency(currency: $0.key, source: $0.value) }
                + columnLines.sorted { $0.value.first < $1.value.first }.map { currency, found in
                    let more = found.count > 1 ? " and \(found.count - 1) more" : ""
                    return StatementCurrency(currency: currency, source: "as the column '\(Excerpt.of(found.column))' says on line \(found.first)\(more)")
                }
        }
    }

    /// Fails, naming the currency and where the file says it, when `named` holds one other than
    /// `home`.
    static func requireHome(_ named: [StatementCurrency], home: Currency) throws {
        guard let foreign = named.first(where: { $0.currency != home }) else { return }
        let code = foreign.currency.code
        throw FinanceError(.invalidInput, "this statement's money is in \(code), \(foreign.source). This profile keeps its money in "
            + "\(home.code) and Buddy has no exchange rates, so it does not store \(code) amounts as \(home.code); convert them to "
            + "\(home.code) and import again")
    }

    /// The currency a column's name gives as its unit: "Betrag (EUR)", "Amount (€)", "Amount in
    /// GBP", "Saldo EUR".
    static func unit(ofHeader header: String) -> Currency? {
        if let open = header.firstIndex(where: { $0 == "(" || $0 == "[" }),
           let close = header.lastIndex(where: { $0 == ")" || $0 == "]" }), open < close,
           let currency = CurrencyMarks.unit(header[header.index(after: open)..<close]) {
            return currency
        }
        let words = header.split(whereSeparator: { !$0.isLetter })
        guard words.count >= 2, let last = words.last else { return nil }
        return CurrencyMarks.code(last) ?? CurrencyMarks.word(last)
    }

    /// The currencies an account line above the header names: after a currency label
    /// ("Währung: EUR", "Currency;GBP"), on an amount ("2.314,55 EUR"), or as a code beside one
    /// ("Saldo;2.314,55;EUR").
    private static func inBanner(_ record: CSVRecord) -> [StatementCurrency] {
        let fields = record.fields.map(\.trimmed)
        let hasAmount = fields.contains { field in
            field.contains(where: \.isASCIIDigitCharacter)
                && (CSVAmount.parse(field, currency: .usd, mark: .point) != nil || CSVAmount.parse(field, currency: .usd, mark: .comma) != nil)
        }
        var found: [StatementCurrency] = []
        for (index, field) in fields.enumerated() {
            let parts = field.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count == 2 ? parts[1].trimmed : ""
            var currency: Currency?
            if labels.contains(CSVColumns.normalise(String(parts[0]))) {
                currency = CurrencyMarks.unit(value.isEmpty ? fields[safe: index + 1] ?? "" : value)
            }
            currency = currency ?? CurrencyMarks.ofAmount(value.isEmpty ? field : value)
            if currency == nil, hasAmount { currency = CurrencyMarks.code(field) }
            if let currency { found.append(StatementCurrency(currency: currency, source: "as line \(record.line) says ('\(Excerpt.of(field))')")) }
        }
        return found
    }
}
