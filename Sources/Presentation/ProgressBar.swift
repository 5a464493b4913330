/// How much of a whole is used (a budget, a goal): a bar of filled and empty cells on a
/// terminal, `[###...]` elsewhere, "55 percent" in the accessible plain mode.
public struct ProgressBar: Sendable {
    /// The part used.
    public let used: Int64
    /// The whole; a bar of a zero whole is empty.
    public let total: Int64
    /// How the filled part is coloured.
    public let role: Role

    /// Creates a progress bar of `used` out of `total`.
    public init(used: Int64, of total: Int64, role: Role = .bar) {
        self.used = used
        self.total = total
        self.role = role
    }

    /// The share used as a whole percentage (may pass 100).
    public var percent: Int {
        guard total > 0 else { return 0 }
        return Int(Scale.scaled(used, by: 100, over: total))
    }

    /// The bar in exactly `width` columns (the words in plain mode).
    public func render(in display: Display, width: Int) -> String {
        let glyphs = display.glyphs
        if glyphs == .words { return "\(percent) percent" }
        let cells = max(1, glyphs == .ascii ? width - 2 : width)
        let filled = Int(min(Int64(cells), Scale.scaled(used, by: Int64(cells), over: total)))
        let marks = glyphs.progress
        let bar = display.paint(String(repeating: marks.filled, count: filled), role)
            + String(repeating: marks.empty, count: cells - filled)
        return glyphs == .ascii ? "[" + bar + "]" : bar
    }
}
