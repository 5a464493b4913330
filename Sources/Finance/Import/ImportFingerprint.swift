import BuddyCore

/// A stable fingerprint of a statement row: its day, amount, currency, description (case and
/// spacing folded) and account, and which occurrence of that same row in its file it is — so
/// two identical coffees on one day are two rows, while the same file read twice is not.
enum ImportFingerprint {
    /// The content that identifies a row, before counting occurrences.
    static func content(_ t: NewTransaction, account: String?) -> String {
        "\(t.date.iso)|\(t.amount.minorUnits)|\(t.amount.currency.code)|\(RuleMatcher.folded(t.description))|\((account ?? "").lowercased())"
    }

    /// The fingerprint of the `occurrence`-th row (from 1) of a file with this content: its day
    /// and a 64-bit FNV-1a hash as 16 hex digits ("2026-03-02:8c1f…"). The day first keeps the
    /// index of fingerprints growing at its end as statements move forward in time.
    static func key(date: Day, content: String, occurrence: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(content)#\(occurrence)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return date.iso + ":" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension ImportFingerprint {
    /// The FNV-1a hash of a row's content and occurrence, fed piece by piece: the same hash as
    /// ``key(date:content:occurrence:)`` takes of the text `content#occurrence`, without
    /// writing that text.
    struct Hash {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ byte: UInt8) {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }

        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { add(byte) }
        }

        /// The ISO text of a day packed as ``StatementRows`` packs it ("2026-03-02").
        mutating func add(isoOf packed: Int32) {
            let value = Int(packed)
            let year = value / 512, month = value / 32 % 16, day = value % 32
            add(UInt8(year / 1000 % 10) + 0x30)
            add(UInt8(year / 100 % 10) + 0x30)
            add(UInt8(year / 10 % 10) + 0x30)
            add(UInt8(year % 10) + 0x30)
            add(UInt8(ascii: "-"))
            add(UInt8(month / 10) + 0x30)
            add(UInt8(month % 10) + 0x30)
            add(UInt8(ascii: "-"))
            add(UInt8(day / 10) + 0x30)
            add(UInt8(day % 10) + 0x30)
        }

        /// A whole number in decimal, as string interpolation writes it.
        mutating func add(decimal number: Int64) {
            if number < 0 { add(UInt8(ascii: "-")) }
            var magnitude = number.magnitude
            var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                          UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                let slots = buffer.bindMemory(to: UInt8.self)
                repeat {
                    slots[count] = UInt8(magnitude % 10) + 0x30
                    magnitude /= 10
                    count += 1
                } while magnitude > 0
                for index in stride(from: count - 1, through: 0, by: -1) { add(slots[index]) }
            }
        }
    }

    /// Writes the ISO text of a day packed as ``StatementRows`` packs it ("2026-03-12") into the
    /// first ten bytes of `buffer`.
    static func writeISO(_ packed: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) {
        let value = Int(packed)
        let year = value / 512, month = value / 32 % 16, day = value % 32
        func digit(_ n: Int) -> UInt8 { UInt8(n % 10) + 0x30 }
        buffer[0] = digit(year / 1000)
        buffer[1] = digit(year / 100)
        buffer[2] = digit(year / 10)
        buffer[3] = digit(year)
        buffer[4] = UInt8(ascii: "-")
        buffer[5] = digit(month / 10)
        buffer[6] = digit(month)
        buffer[7] = UInt8(ascii: "-")
        buffer[8] = digit(day / 10)
        buffer[9] = digit(day)
    }

    /// The length of a fingerprint, in bytes.
    static let keyLength = 27

    /// The fingerprint of a row on the packed `day` with this hash, as ``key(date:content:occurrence:)`` writes it.
    static func key(day: Int32, hash: UInt64) -> String {
        // Written in place: one allocation for the key.
        String(unsafeUninitializedCapacity: keyLength) { buffer in
            write(day: day, hash: hash, into: buffer)
            return keyLength
        }
    }

    /// Writes the fingerprint of a row on the packed `day` with this hash into the first
    /// ``keyLength`` bytes of `buffer` (as ``key(day:hash:)`` gives it, without making a string).
    static func write(day: Int32, hash: UInt64, into buffer: UnsafeMutableBufferPointer<UInt8>) {
        writeISO(day, into: buffer)
        buffer[10] = UInt8(ascii: ":")
        for (index, shift) in stride(from: 60, through: 0, by: -4).enumerated() {
            let nibble = UInt8((hash >> UInt64(shift)) & 0xF)
            buffer[11 + index] = nibble < 10 ? nibble + 0x30 : nibble - 10 + UInt8(ascii: "a")
        }
    }

    /// A stored fingerprint's day (packed) and hash, or nil when it is not one this writes.
    static func parse(_ key: String) -> (day: Int32, hash: UInt64)? {
        var key = key
        return key.withUTF8 { bytes -> (day: Int32, hash: UInt64)? in
            guard bytes.count == 27, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ":") else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let byte = bytes[index]
                    guard byte >= 0x30 && byte <= 0x39 else { return nil }
                    value = value * 10 + Int(byte - 0x30)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), (1...12).contains(month),
                  (1...31).contains(day) else { return nil }
            var hash: UInt64 = 0
            for index in 11..<27 {
                let byte = bytes[index]
                let nibble: UInt8
                switch byte {
                case 0x30...0x39: nibble = byte - 0x30
                case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                hash = hash << 4 | UInt64(nibble)
            }
            return (Int32(year * 512 + month * 32 + day), hash)
        }
    }
}
