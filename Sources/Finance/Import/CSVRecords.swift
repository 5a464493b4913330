import CSV

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

    /// Every row of `text`, blank lines left out; fails naming the line where the CSV breaks.
    static func read(_ text: String, delimiter: CSVDelimiter) throws -> [CSVRecord] {
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false, delimiter: delimiter.scalar)
        } catch {
            throw FinanceError(.invalidInput, "line 1: the file cannot be read as CSV (\(error))")
        }
        var records: [CSVRecord] = []
        var line = 1
        while let fields = reader.next() {
            if !fields.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
                records.append(CSVRecord(line: line, fields: fields))
            }
            line += 1
            for field in fields where field.utf8.contains(UInt8(ascii: "\n")) {
                line += field.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            }
        }
        if let error = reader.error {
            throw FinanceError(.invalidInput, "line \(line): the file cannot be read as CSV (\(error))")
        }
        return records
    }
}
