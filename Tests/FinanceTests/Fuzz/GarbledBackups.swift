import BuddyCore
import Finance
import Foundation

/// Backups for fuzzing restores: a real backup with one thing changed the ways files get
/// damaged or forged — a value of another type, out of range, an impossible date, an unknown
/// currency, a duplicate or dangling id, text with control characters, a table, column or row
/// taken away, a header changed, or the file cut short. The same seed always gives the same
/// backups.
struct GarbledBackups {
    /// One table of a backup as the document holds it.
    struct Table {
        var name: String
        var columns: [String]
        var rows: [[Any]]
    }

    /// A changed backup: its text, the tables it holds (nil when it is not JSON any more), and
    /// whether the change put in a value a restore that checks values should refuse.
    struct Backup {
        let text: String
        let tables: [Table]?
        let suspect: Bool
        let change: String
    }

    private var random: SeededGenerator
    private let header: [String: Any]
    private let tables: [Table]

    /// Backups made from `text` (a real backup), drawn by a generator seeded with `seed`.
    init(seed: UInt64, backup text: String) throws {
        random = SeededGenerator(seed: seed)
        var document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        tables = (document.removeValue(forKey: "tables") as! [[String: Any]]).map { table in
            Table(name: table["name"] as! String, columns: table["columns"] as! [String], rows: table["rows"] as! [[Any]])
        }
        header = document
    }

    static var otherTypes: [Any] { ["text", "", 1.5, NSNull(), true, [1, 2], ["key": "value"], "12.50", "1e3"] }
    static var outOfRange: [Any] { [Int64.max, Int64.min, -1, 0, 1e300, -1e300, 9_007_199_254_740_993, "99999999999999999999"] }
    static var badDates: [Any] { ["2026-02-30", "0000-00-00", "9999-99-99", "2026-3-1", "yesterday", "", "2026-03-12T09:00", 20260312] }
    static var badCurrencies: [Any] { ["XYZ", "usd", "", "€", "EURO", 840, NSNull()] }
    static var controlTexts: [Any] { ["\u{1B}]0;pwned\u{07}", "\u{1B}[2J", "Star\u{0}bucks", "\u{202E}gnp.exe", String(repeating: "x", count: 100_000)] }

    /// The next backup.
    mutating func next() -> Backup {
        var tables = self.tables
        var header = self.header
        let change: String
        var suspect = false
        switch Int.random(in: 0..<14, using: &random) {
        case 0, 1:
            let value = pick(Self.otherTypes)
            (change, suspect) = replaceValue(in: &tables, value, where: { _, _ in true })
        case 2:
            (change, _) = replaceValue(in: &tables, pick(Self.outOfRange), where: { _, value in value is NSNumber && !(value is Bool) })
            suspect = true
        case 3:
            (change, _) = replaceValue(in: &tables, pick(Self.badDates), where: { _, value in Self.isDay(value) })
            suspect = true
        case 4:
            (change, _) = replaceValue(in: &tables, pick(Self.badCurrencies), where: { column, _ in column == "currency" })
            suspect = true
        case 5:
            // An id another row of the table has (suspect), or one no row has (an id like any other).
            let id = pick([1, 2, -5, 0, Int64.max] as [Int64])
            (change, _) = replaceValue(in: &tables, id, where: { column, _ in column == "id" })
            suspect = id == 1 || id == 2
        case 6:
            (change, _) = replaceValue(in: &tables, 999_999, where: { column, _ in column.hasSuffix("Id") })
            suspect = true
        case 7:
            (change, suspect) = replaceValue(in: &tables, pick(Self.controlTexts), where: { _, value in value is String })
        case 8:
            let index = Int.random(in: 0..<tables.count, using: &random)
            change = "table \(tables[index].name) left out"
            tables.remove(at: index)
        case 9:
            let t = Int.random(in: 0..<tables.count, using: &random)
            guard tables[t].columns.count > 1 else { return next() }
            let c = Int.random(in: 0..<tables[t].columns.count, using: &random)
            change = "column \(tables[t].name).\(tables[t].columns[c]) left out"
            tables[t].columns.remove(at: c)
            tables[t].rows = tables[t].rows.map { row in var row = row; row.remove(at: c); return row }
        case 10:
            let t = Int.random(in: 0..<tables.count, using: &random)
            guard !tables[t].rows.isEmpty else { return next() }
            let r = Int.random(in: 0..<tables[t].rows.count, using: &random)
            if Bool.random(using: &random) {
                change = "a row of \(tables[t].name) left out"
                tables[t].rows.remove(at: r)
            } else {
                change = "a row of \(tables[t].name) twice"
                tables[t].rows.append(tables[t].rows[r])
            }
        case 11:
            let t = Int.random(in: 0..<tables.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: tables[t].columns.append("extra"); change = "an unknown column"
            case 1: tables[t].name = "other"; change = "an unknown table"
            default:
                change = "a row one value short"
                guard !tables[t].rows.isEmpty else { return next() }
                tables[t].rows[0].removeLast()
            }
        case 12:
            let changes: [(String, Any?)] = [("version", 2), ("version", "1"), ("format", "other"), ("schema", ["a step from the future"]),
                                             ("format", nil)]
            let (key, value) = pick(changes)
            header[key] = value
            change = "header \(key) = \(value.map { "\($0)" } ?? "nothing")"
        default:
            let text = Self.text(header: header, tables: tables)
            let cut = Int.random(in: 0..<text.utf8.count, using: &random)
            return Backup(text: String(decoding: text.utf8.prefix(cut), as: UTF8.self), tables: nil, suspect: false,
                          change: "cut after \(cut) bytes")
        }
        return Backup(text: Self.text(header: header, tables: tables), tables: tables, suspect: suspect, change: change)
    }

    /// Columns of free text, where any text (long, empty, odd) is a value like another.
    static let freeText: Set<String> = ["name", "description", "notes", "importKey", "colour", "icon", "pattern", "synonym"]

    /// Puts `value` in a random cell of a random table among the cells `fits` accepts; the
    /// change in words, and whether the store should refuse it: anything but printable text put
    /// in a free-text column where text was.
    private mutating func replaceValue(in tables: inout [Table], _ value: Any, where fits: (String, Any) -> Bool)
        -> (change: String, suspect: Bool) {
        var cells: [(table: Int, row: Int, column: Int)] = []
        for (t, table) in tables.enumerated() {
            for (r, row) in table.rows.enumerated() {
                for (c, cell) in row.enumerated() where fits(table.columns[c], cell) { cells.append((t, r, c)) }
            }
        }
        guard let cell = cells.randomElement(using: &random) else { return ("nothing to change", false) }
        let column = tables[cell.table].columns[cell.column]
        let original = tables[cell.table].rows[cell.row][cell.column]
        let text = (original is String || original is NSNull) && Self.freeText.contains(column)
        tables[cell.table].rows[cell.row][cell.column] = value
        let shown = "\(value)".prefix(40).debugDescription
        let printable = (value as? String).map { !$0.unicodeScalars.contains { ControlCharacters.isControl($0) } } ?? false
        return ("\(tables[cell.table].name).\(column) row \(cell.row + 1) = \(shown)", !(text && printable))
    }

    private static func isDay(_ value: Any) -> Bool {
        guard let text = value as? String, text.count == 10 else { return false }
        return text.enumerated().allSatisfy { index, character in [4, 7].contains(index) ? character == "-" : character.isASCIIDigitCharacter }
    }

    private static func text(header: [String: Any], tables: [Table]) -> String {
        var document = header
        document["tables"] = tables.map { ["name": $0.name, "columns": $0.columns, "rows": $0.rows] as [String: Any] }
        let data = try! JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }
}
