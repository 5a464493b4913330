/// Finds the records of CSV text in its UTF-8 bytes, one at a time, without keeping them: a
/// record is read again by scanning from where it starts.
///
/// It reads as CSV.swift's reader does (RFC 4180, leniently): a field that starts with a quote
/// runs to the quote before a delimiter, a line break or the end, `""` inside it being one
/// quote; a stray quote inside a quoted field is kept, and the character after it dropped; a
/// record ends at LF, CR LF or CR; fields are not trimmed.
struct CSVScanner {
    /// Where one field's bytes are: `start..<end`, the quotes around it left out, and whether
    /// its text must be unescaped (a doubled quote, or a stray one) rather than taken as is.
    struct Span {
        var start: Int
        var end: Int
        var escaped: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let delimiter: UInt8
    /// Where the next record starts.
    var position: Int
    /// The line of the file the next record starts on.
    var line: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: CSVDelimiter, position: Int = 0, line: Int = 1) {
        self.bytes = bytes
        self.delimiter = UInt8(ascii: delimiter.scalar)
        self.position = position
        self.line = line
    }

    private static let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")

    /// The next record's fields into `spans` (emptied first) and the line it starts on, or nil
    /// at the end of the text.
    mutating func next(into spans: inout [Span]) -> Int? {
        spans.removeAll(keepingCapacity: true)
        guard position < bytes.count else { return nil }
        let recordLine = line
        var index = position
        var lineFeeds = 0
        let count = bytes.count
        fields: while true {
            if index < count, bytes[index] == Self.quote {
                index += 1
                let start = index
                var escaped = false
                while index < count {
                    let byte = bytes[index]
                    if byte == Self.lf { lineFeeds += 1 }
                    if byte != Self.quote { index += 1; continue }
                    let after = index + 1
                    if after >= count {
                        spans.append(Span(start: start, end: index, escaped: escaped))
                        index = after
                        break fields
                    }
                    let next = bytes[after]
                    if next == Self.lf || next == Self.cr {
                        spans.append(Span(start: start, end: index, escaped: escaped))
                        index = after + 1
                        if next == Self.cr, index < count, bytes[index] == Self.lf { index += 1 }
                        break fields
                    }
                    if next == delimiter {
                        spans.append(Span(start: start, end: index, escaped: escaped))
                        index = after + 1
                        continue fields
                    }
                    // A doubled quote, or a stray one and the character after it.
                    escaped = true
                    index = next == Self.quote ? after + 1 : after + Self.scalarLength(next)
                }
                // The end of the text inside quotes: the field runs to it.
                spans.append(Span(start: start, end: count, escaped: escaped))
                index = count
                break fields
            }
            let start = index
            while index < count {
                let byte = bytes[index]
                if byte == delimiter {
                    spans.append(Span(start: start, end: index, escaped: false))
                    index += 1
                    if index >= count {
                        spans.append(Span(start: index, end: index, escaped: false))
                        break fields
                    }
                    continue fields
                }
                if byte == Self.lf || byte == Self.cr {
                    spans.append(Span(start: start, end: index, escaped: false))
                    index += 1
                    if byte == Self.cr, index < count, bytes[index] == Self.lf { index += 1 }
                    break fields
                }
                index += 1
            }
            spans.append(Span(start: start, end: count, escaped: false))
            index = count
            break fields
        }
        position = index
        line += 1 + lineFeeds
        return recordLine
    }

    /// How many bytes the UTF-8 sequence starting with `lead` takes.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The text of a field, unescaped.
    func text(_ span: Span) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[span.start..<span.end])
        guard span.escaped else { return String(decoding: slice, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var index = 0
        while index < slice.count {
            let byte = slice[index]
            result.append(byte)
            index += byte == Self.quote ? (index + 1 < slice.count && slice[index + 1] != Self.quote
                                           ? 1 + Self.scalarLength(slice[index + 1]) : 2) : 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a field is already as cleaning for storage leaves it: printable ASCII, no space
    /// at either end and no two together (most fields of most statements).
    func isClean(_ span: Span) -> Bool {
        guard !span.escaped else { return false }
        var afterSpace = true
        for index in span.start..<span.end {
            let byte = bytes[index]
            guard byte >= 0x20 && byte < 0x7F, !(afterSpace && byte == 0x20) else { return false }
            afterSpace = byte == 0x20
        }
        return !afterSpace || span.start == span.end
    }

    /// Whether a field holds nothing once cleaned for storage: no printable ASCII, and, when it
    /// has other bytes, nothing left after cleaning.
    func isBlank(_ span: Span) -> Bool {
        var plain = true
        for index in span.start..<span.end {
            let byte = bytes[index]
            if byte > 0x20 && byte < 0x7F { return false }
            if byte >= 0x7F { plain = false }
        }
        return plain || text(span).cleanedForStorage.isEmpty
    }
}
