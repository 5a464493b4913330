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
