/// A one-line chart of a series (spending per day, per week, per month): eight levels of
/// block characters on a terminal, ASCII levels elsewhere, nothing in the accessible plain mode
/// (where the numbers are given in words instead).
public struct Sparkline: Sendable {
    /// The series, oldest first.
    public let values: [Int64]

    /// Creates a sparkline of `values`.
    public init(_ values: [Int64]) {
        self.values = values
    }

    /// The line, at most `width` characters (neighbouring values are added together when the
    /// series is longer), or nil in the plain mode or for an empty series.
    public func line(in display: Display, width: Int? = nil) -> String? {
        guard display.glyphs != .words, !values.isEmpty else { return nil }
        let series = Self.fitted(values, to: max(1, width ?? display.width))
        let levels = display.glyphs.levels
        let largest = series.max() ?? 0
        let text = String(series.map { value -> Character in
            guard value > 0, largest > 0 else { return levels[0] }
            return levels[min(levels.count - 1, Int(Scale.scaled(min(value, largest), by: Int64(levels.count - 1), over: largest)))]
        })
        return display.paint(text, .bar)
    }

    /// `values` summed into at most `width` buckets of neighbouring values.
    static func fitted(_ values: [Int64], to width: Int) -> [Int64] {
        guard values.count > width else { return values }
        let size = (values.count + width - 1) / width
        return stride(from: 0, to: values.count, by: size).map { Scale.sum(values[$0..<min(values.count, $0 + size)]) }
    }
}
