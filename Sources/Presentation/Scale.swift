/// Scaling amounts to cells of a chart without overflow: any `Int64` in, never a trap.
enum Scale {
    /// `value × factor ÷ divisor`, rounded half up, for a `value` and `factor` of at least zero
    /// and a `divisor` above zero: exact when the product fits in 64 bits, otherwise worked out
    /// in floating point and kept within `Int64`.
    static func scaled(_ value: Int64, by factor: Int64, over divisor: Int64) -> Int64 {
        guard value > 0, factor > 0, divisor > 0 else { return 0 }
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        let (rounded, overflow2) = product.addingReportingOverflow(divisor / 2)
        if !overflow, !overflow2 { return rounded / divisor }
        let result = (Double(value) * Double(factor) / Double(divisor)).rounded()
        return result >= Double(Int64.max) ? .max : Int64(result)
    }

    /// The sum of `values`, held at `Int64.max` or `Int64.min` rather than overflowing.
    static func sum(_ values: some Sequence<Int64>) -> Int64 {
        values.reduce(0) { sum, value in
            let (result, overflow) = sum.addingReportingOverflow(value)
            return overflow ? (value > 0 ? .max : .min) : result
        }
    }
}
