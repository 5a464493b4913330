import Finance

/// Statement files for fuzzing imports: the fixtures, cut, shuffled, with columns duplicated,
/// swapped or named twice, control characters inside fields, and values no bank should send.
/// The same seed always gives the same files.
struct GarbledStatements {
    private var random: SeededGenerator
    private let fixtures: [[UInt8]]

    /// Files made from `fixtures` (the bytes of real statement shapes), drawn by a generator
    /// seeded with `seed`.
    init(seed: UInt64, fixtures: [[UInt8]]) {
        random = SeededGenerator(seed: seed)
        self.fixtures = fixtures
    }

    static let fields = ["", " ", "99999999999999999999", "-9223372036854775808", "9223372036854775807", "1e308", "NaN", "0", "-0.00",
                         "0000-00-00", "0000-01-01", "9999-12-31", "1899-12-31", "2201-01-01", "31/02/2026", "02/31/2026",
                         "2026-13-01", "00/00/0000", "1/1/1", "12.3.4", "(42.10", "42.10-", "--5", "1.234.567,89,0", "EUR", "XYZ",
                         "€", "¥500", "£1,000,000,000,000", "30 euros", "usd", "CR", "DR", "=cmd|' /C calc'!A0", "\"unclosed",
                         "a\"b", "\"\"", "NULL", "Transfer", "transfer", String(repeating: "x", count: 5000),
                         String(repeating: "9", count: 5000), "café ☕ trader joe’s", "\u{202E}gnp.exe",
                         String(repeating: "y", count: 70_000), "92233720368547758.07", "-92233720368547758.08", "999,999,999,999,999.99",
                         "1e20", "3.00", "12.00", "\u{1B}]0;pwned\u{07}Cafe", "Star\u{0}bucks", "\u{FEFF}Tesco", "\u{9B}2J"]

    static let bytes: [[UInt8]] = [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF],
                                   [0x0D], [0x0A], [0x22], [0x2C], [0x3B], [0x09], [0x1B]]

    /// Escape sequences and invisible characters, put inside a field.
    static let controls: [[UInt8]] = ["\u{1B}[2J\u{1B}[H", "\u{1B}]0;pwned\u{07}", "\u{1B}[31m", "\u{9B}31m", "\u{9D}0;t\u{9C}", "\u{202E}",
                                      "\u{2066}", "\u{200B}", "\u{FEFF}", "\u{0}", "\u{08}\u{08}", "\u{7F}", "\u{85}"].map { Array($0.utf8) }

    /// The next file's bytes.
    mutating func next() -> [UInt8] {
        var file = pick(fixtures)
        for _ in 0..<Int.random(in: 1...2, using: &random) { file = mutate(file) }
        return file
    }

    /// Import options as a person might give them: usually none, sometimes a date format or an
    /// account, not always fitting the file.
    mutating func options() -> ImportOptions {
        var options = ImportOptions()
        if Int.random(in: 0..<4, using: &random) == 0 { options.dateFormat = pick(StatementDateFormat.allCases) }
        if Int.random(in: 0..<6, using: &random) == 0 { options.account = pick(["Checking", "Ünïcödé", "x", String(repeating: "a", count: 300)]) }
        return options
    }

    private mutating func mutate(_ file: [UInt8]) -> [UInt8] {
        var lines = file.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        switch Int.random(in: 0..<14, using: &random) {
        case 0:
            return Array(file.prefix(Int.random(in: 0...file.count, using: &random)))
        case 1:
            if lines.count > 1 { lines.remove(at: Int.random(in: 0..<lines.count, using: &random)) }
        case 2:
            if let i = lines.indices.randomElement(using: &random) { lines.insert(lines[i], at: i) }
        case 3:
            lines.shuffle(using: &random)
        case 4, 5, 6:
            // A field replaced, the delimiter guessed from the line.
            guard let i = lines.indices.dropFirst().randomElement(using: &random) ?? lines.indices.first else { break }
            let line = lines[i]
            let delimiter = [UInt8(ascii: ";"), UInt8(ascii: "\t")].first { line.contains($0) } ?? UInt8(ascii: ",")
            var fields = line.split(separator: delimiter, omittingEmptySubsequences: false).map(Array.init)
            fields[Int.random(in: 0..<fields.count, using: &random)] = Array(pick(Self.fields).utf8)
            lines[i] = Array(fields.joined(separator: [delimiter]))
        case 7:
            var bytes = file
            bytes.insert(contentsOf: pick(Self.bytes), at: Int.random(in: 0...bytes.count, using: &random))
            return bytes
        case 8:
            lines.append(Array(String(repeating: "2026-03-01,\"huge\",", count: 300).utf8))
        case 10:
            // A column duplicated in every line, the header's name and all.
            let shift = Int.random(in: 0...2, using: &random)
            lines = columns(of: lines) { fields, k, _ in fields.insert(fields[k], at: min(fields.count, k + 1 + shift)) }
        case 11:
            // Two columns swapped in every line.
            lines = columns(of: lines) { fields, k, other in fields.swapAt(k, other) }
        case 12:
            // A second column given the name of another (only in the header, wherever it is).
            if let header = lines.indices.first(where: { lines[$0].count > 8 }) {
                var only = [lines[header]]
                only = columns(of: only) { fields, k, other in fields[other] = fields[k] }
                lines[header] = only[0]
            }
        case 13:
            // Escape sequences and invisible characters inside a line's fields.
            guard let i = lines.indices.randomElement(using: &random) else { break }
            lines[i].insert(contentsOf: pick(Self.controls), at: Int.random(in: 0...lines[i].count, using: &random))
        default:
            return pick([[], Array("date,description,amount".utf8), Array("\u{FEFF}".utf8), [0xFF, 0xFE, 0x41]])
        }
        return Array(lines.joined(separator: [0x0A]))
    }

    /// `lines` with `change` made to the fields of each (split at the delimiter the first long
    /// line uses), given two column positions drawn once for the file.
    private mutating func columns(of lines: [[UInt8]], _ change: (inout [[UInt8]], Int, Int) -> Void) -> [[UInt8]] {
        guard let sample = lines.first(where: { $0.count > 8 }) else { return lines }
        let delimiter = [UInt8(ascii: ";"), UInt8(ascii: "\t")].first { sample.contains($0) } ?? UInt8(ascii: ",")
        let width = sample.split(separator: delimiter, omittingEmptySubsequences: false).count
        let k = Int.random(in: 0..<width, using: &random), other = Int.random(in: 0..<width, using: &random)
        return lines.map { line in
            var fields = line.split(separator: delimiter, omittingEmptySubsequences: false).map(Array.init)
            guard fields.count > max(k, other) else { return line }
            change(&fields, k, other)
            return Array(fields.joined(separator: [delimiter]))
        }
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }
}
