/// The texts an import binds to its `INSERT`s, each copied once, as UTF-8, into memory that
/// stays where it is until the import's rows are written.
///
/// SQLite then reads a value where it lies (`SQLITE_STATIC`) instead of copying it at every
/// bind, and no Swift string is made, retained or converted to a C string for each row: an
/// import binds the same few descriptions, days and kinds to a million rows.
final class InsertTexts {
    /// A text's bytes, kept by the ``InsertTexts`` that made it.
    struct Text {
        let start: UnsafePointer<CChar>
        let count: CInt

        /// The text as a Swift string.
        var string: String {
            String(decoding: UnsafeRawBufferPointer(start: start, count: Int(count)), as: UTF8.self)
        }
    }

    private var blocks: [UnsafeMutableRawPointer] = []

    /// A copy of `text` that lives as long as this.
    func add(_ text: String) -> Text {
        var text = text
        return text.withUTF8 { bytes in
            let block = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
            if let base = bytes.baseAddress { block.copyMemory(from: base, byteCount: bytes.count) }
            blocks.append(block)
            return Text(start: UnsafePointer(block.assumingMemoryBound(to: CChar.self)), count: CInt(bytes.count))
        }
    }

    deinit {
        for block in blocks { block.deallocate() }
    }
}
