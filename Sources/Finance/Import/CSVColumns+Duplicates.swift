/// Two or more columns of a statement's header with the same name for a field Buddy reads
/// ("Amount" twice, or "Amount (GBP)" and "Amount (EUR)"): which one holds the truth cannot be
/// told, so the file is refused rather than read by the first.
struct DuplicateColumns: CustomStringConvertible, Equatable {
    /// The name as the file writes it first.
    let header: String
    /// The columns' positions, counted from 1.
    let positions: [Int]

    /// "the file has two Amount columns (3 and 5); keep one and import again".
    var description: String {
        let count = [2: "two", 3: "three", 4: "four"][positions.count] ?? String(positions.count)
        let numbers = positions.map(String.init)
        let listed = numbers.dropLast().joined(separator: ", ") + " and " + numbers.last!
        return "the file has \(count) \(header) columns (\(listed)); keep one and import again"
    }
}

extension CSVColumns {
    /// The first field read whose column's name the header has more than once, or nil when
    /// every field read has one column.
    func duplicate(in header: [String]) -> DuplicateColumns? {
        let names = Self.names(header)
        for column in read {
            // ING's second "Währung" is the balance's: the amount's is the one after it.
            if column.index == currency?.index, let amount, column.index == amount.index + 1 { continue }
            let positions = names.indices.filter { names[$0] == names[column.index] }
            if positions.count > 1 { return DuplicateColumns(header: column.header, positions: positions.map { $0 + 1 }) }
        }
        return nil
    }
}
