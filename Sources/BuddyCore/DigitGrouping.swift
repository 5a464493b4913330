/// Thousands separators in written numbers: "1,200" and "12,345,678" are grouped correctly,
/// "12,3" and "1,2000" are not.
public enum DigitGrouping {
    /// Whether the commas in the whole-number part `digits`, if any, separate groups of three.
    @inlinable public static func isValid<S: StringProtocol>(_ digits: S) -> Bool {
        guard digits.utf8.contains(UInt8(ascii: ",")) else { return true }
        let groups = digits.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// `value` written with a comma between groups of three digits: "1,550", "12,345,678".
    public static func grouped(_ value: UInt64) -> String {
        var digits = String(value)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }
}
