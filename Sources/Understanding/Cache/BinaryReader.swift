/// Reads back what a ``BinaryWriter`` wrote, checking every length, count and reference as it
/// goes: bytes that were not written so (a damaged or foreign file) throw ``Malformed``, never trap.
struct BinaryReader {
    /// The bytes are not what a writer of this format wrote.
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var position: Int
    /// Where what this reader reads ends: the end of the bytes, or of a ``section()``.
    private var end: Int
    /// The string table, read first.
    private var table: [String] = []

    /// A reader of `bytes` from `start`, which reads the string table there at once.
    init(_ bytes: [UInt8], from start: Int = 0) throws(Malformed) {
        self.bytes = bytes
        position = start
        end = bytes.count
        let count = try self.count()
        table.reserveCapacity(count)
        for _ in 0..<count {
            let length = try number()
            guard length <= end - position else { throw Malformed() }
            table.append(String(decoding: bytes[position..<position + length], as: UTF8.self))
            position += length
        }
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position == end }

    /// A whole number.
    mutating func number() throws(Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < end {
            let byte = bytes[position]
            position += 1
            guard shift < 63 else { throw Malformed() }
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 {
                guard value <= UInt64(Int.max) else { throw Malformed() }
                return Int(value)
            }
            shift += 7
        }
        throw Malformed()
    }

    /// A whole number below `limit`: an index into something of that size.
    mutating func number(below limit: Int) throws(Malformed) -> Int {
        let value = try number()
        guard value < limit else { throw Malformed() }
        return value
    }

    /// A count of things that follow, each of which takes at least one byte.
    mutating func count() throws(Malformed) -> Int {
        try number(below: end - position + 1)
    }

    /// A 64-bit word.
    mutating func word() throws(Malformed) -> UInt64 {
        guard end - position >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for i in 0..<8 { value |= UInt64(bytes[position + i]) << UInt64(8 * i) }
        position += 8
        return value
    }

    /// A section a ``BinaryWriter/section(_:)`` wrote: a reader of just its bytes, which this
    /// reader steps over, so that what it holds can be read later, or never.
    mutating func section() throws(Malformed) -> BinaryReader {
        let length = try number()
        guard length <= end - position else { throw Malformed() }
        var inner = self
        inner.end = position + length
        position += length
        return inner
    }

    /// A string, by its number in the table.
    mutating func string() throws(Malformed) -> String {
        table[try number(below: table.count)]
    }

    /// A count, then each string.
    mutating func strings() throws(Malformed) -> [String] {
        try array { reader throws(Malformed) in try reader.string() }
    }

    /// A count, then each element as `read` reads it.
    mutating func array<Element>(_ read: (inout BinaryReader) throws(Malformed) -> Element) throws(Malformed) -> [Element] {
        let count = try count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try read(&self)) }
        return elements
    }
}
