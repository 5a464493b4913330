/// The character between the fields of a CSV file.
public enum CSVDelimiter: String, CaseIterable, Sendable {
    case comma = ","
    case semicolon = ";"
    case tab = "\t"

    /// Its name, for previews and messages.
    public var name: String {
        switch self {
        case .comma: "comma"
        case .semicolon: "semicolon"
        case .tab: "tab"
        }
    }

    var scalar: UnicodeScalar { rawValue.unicodeScalars.first! }
}

/// One row of a CSV file and the line of the file it starts on.
struct CSVRecord {
    let line: Int
    let fields: [String]
}

/// Splits CSV text into rows, quoting and all (RFC 4180, through CSV.swift).
enum CSVRecords {
    /// The delimiter that splits the first lines into the most rows of one same, wider shape.
    static func detectDelimiter(in text: String) -> CSVDelimiter {
        let sample = text.split(separator: "\n", maxSplits: 20, omittingEmptySubsequences: true).prefix(20).joined(separator: "\n")
        var best = (delimiter: CSVDelimiter.comma, rows: 0, fields: 1)
        for delimiter in CSVDelimiter.allCases {
            guard let rows = try? read(sample, delimiter: delimiter) else { continue }
            let counts = Dictionary(grouping: rows.map(\.fields.count), by: { $0 }).mapValues(\.count)
            guard let (fields, agreeing) = counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }), fields > 1 else { continue }
            if (agreeing, fields) > (best.rows, best.fields) { best = (delimiter, agreeing, fields) }
        }
        return best.delimiter
    }

    /// Every row of `text`, blank lines left out (their fields as the file writes them).
    static func read(_ text: String, delimiter: CSVDelimiter) throws -> [CSVRecord] {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = CSVScanner(bytes, delimiter: delimiter)
            var spans: [CSVScanner.Span] = []
            var records: [CSVRecord] = []
            while let line = scanner.next(into: &spans) {
                let fields = spans.map(scanner.text)
                if !fields.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) { records.append(CSVRecord(line: line, fields: fields)) }
            }
            return records
        }
    }

    /// The record `scanner` just found, each field cleaned for storage (no escape sequence,
    /// control character, NUL or byte-order mark reaches a header, a message or the store), or
    /// nil when every field is blank. Fields that are not `wanted` are left empty.
    static func record(_ spans: [CSVScanner.Span], line: Int, in scanner: CSVScanner, wanted: ((Int) -> Bool)? = nil) -> CSVRecord? {
        var fields: [String] = []
        fields.reserveCapacity(spans.count)
        var blank = true
        for (index, span) in spans.enumerated() {
            if let wanted, !wanted(index) {
                if blank, !scanner.isBlank(span) { blank = false }
                fields.append("")
            } else {
                let field = scanner.isClean(span) ? scanner.text(span) : scanner.text(span).cleanedForStorage
                if !field.isEmpty { blank = false }
                fields.append(field)
            }
        }
        return blank ? nil : CSVRecord(line: line, fields: fields)
    }
}
