/// Writes values as a compact run of bytes for ``BinaryReader`` to read back: whole numbers as
/// unsigned LEB128 (one byte below 128), 64-bit words as eight bytes, little end first, and each
/// distinct string once, in a table at the start, referred to by its number everywhere it is used.
struct BinaryWriter {
    /// What has been written after the string table.
    private var body: [UInt8] = []
    /// The table's strings, in order, and the number of each.
    private var table: [String] = []
    private var numbers: [String: Int] = [:]

    /// A whole number (0 or more).
    mutating func number(_ value: Int) {
        precondition(value >= 0, "a cache number is never negative")
        Self.append(UInt64(value), to: &body)
    }

    /// A 64-bit word, as eight bytes.
    mutating func word(_ value: UInt64) {
        Self.appendWord(value, to: &body)
    }

    /// A string, by its number in the table.
    mutating func string(_ value: String) {
        if let number = numbers[value] { return self.number(number) }
        numbers[value] = table.count
        number(table.count)
        table.append(value)
    }

    /// A count, then each string.
    mutating func strings(_ values: [String]) {
        number(values.count)
        for value in values { string(value) }
    }

    /// A count, then each element as `write` writes it.
    mutating func array<Element>(_ values: some Collection<Element>, _ write: (inout BinaryWriter, Element) -> Void) {
        number(values.count)
        for value in values { write(&self, value) }
    }

    /// What `write` writes, as a section that a ``BinaryReader`` can step over: its length in
    /// bytes, then the bytes. Its strings are in the one table, as any others.
    mutating func section(_ write: (inout BinaryWriter) -> Void) {
        let outer = body
        body = []
        write(&self)
        let inner = body
        body = outer
        number(inner.count)
        body.append(contentsOf: inner)
    }

    /// The string table, then everything written.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + table.count * 12)
        Self.append(UInt64(table.count), to: &bytes)
        for string in table {
            Self.append(UInt64(string.utf8.count), to: &bytes)
            bytes.append(contentsOf: string.utf8)
        }
        bytes.append(contentsOf: body)
        return bytes
    }

    /// `value` as unsigned LEB128.
    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// `value` as eight bytes, little end first.
    static func appendWord(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}
