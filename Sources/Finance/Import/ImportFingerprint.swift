import BuddyCore

/// A stable fingerprint of a statement row: its day, amount, currency, description (case and
/// spacing folded) and account, and which occurrence of that same row in its file it is — so
/// two identical coffees on one day are two rows, while the same file read twice is not.
enum ImportFingerprint {
    /// The content that identifies a row, before counting occurrences.
    static func content(_ t: NewTransaction, account: String?) -> String {
        "\(t.date.iso)|\(t.amount.minorUnits)|\(t.amount.currency.code)|\(RuleMatcher.folded(t.description))|\((account ?? "").lowercased())"
    }

    /// The fingerprint of the `occurrence`-th row (from 1) of a file with this content:
    /// 64-bit FNV-1a, as 16 hex digits.
    static func key(content: String, occurrence: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(content)#\(occurrence)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
