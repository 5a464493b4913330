import GRDB

extension Row {
    /// The amount in minor units in column `column`: an integer, or a real with a whole value
    /// that fits in 64 bits (SQLite's `+` gives a real when a sum of integers overflows). Fails
    /// with ``FinanceError/amountOutOfRange`` for anything else, where reading it with a
    /// subscript would trap.
    func amount(_ column: String) throws -> Int64 {
        guard let value = self[column] as DatabaseValue? else { throw FinanceError.amountOutOfRange }
        return try Self.amount(value)
    }

    /// The amount in minor units at `index`; see ``amount(_:)``.
    func amount(atIndex index: Int) throws -> Int64 {
        try Self.amount(self[index] as DatabaseValue)
    }

    private static func amount(_ value: DatabaseValue) throws -> Int64 {
        switch value.storage {
        case .int64(let value): return value
        case .null: return 0
        case .double(let value):
            guard let whole = Int64(exactly: value) else { throw FinanceError.amountOutOfRange }
            return whole
        case .string, .blob: throw FinanceError.amountOutOfRange
        }
    }
}
