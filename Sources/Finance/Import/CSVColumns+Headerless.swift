import BuddyCore

/// Statements with no header row, as Wells Fargo writes its CSV export
/// (`"11/16/2026","-500.00","*","","ONLINE TRANSFER …"`): the columns are found by what every
/// row holds in them.
extension CSVColumns {
    /// The columns of a file whose first rows (`rows`, up to ten) hold no header: the first
    /// column that is a date in every row, the first after it that is an amount in every row, and
    /// as the description the column that holds letters in the most rows. Nil unless every row
    /// has the same number of fields, three or more, and each of the three is found. A row with
    /// one field filled at most ("Total: 8 transactions" at the end) is no row of the statement's.
    init?(headerless read: [[String]]) {
        let rows = read.filter { $0.count { !$0.trimmed.isEmpty } >= 2 }
        guard let width = rows.first?.count, width >= 3, rows.allSatisfy({ $0.count == width }) else { return nil }
        func column(_ index: Int) -> [String] { rows.map { $0[index].trimmed } }
        func isAmount(_ text: String) -> Bool {
            !text.isEmpty && (CSVAmount.parse(text, currency: .usd, mark: .point) != nil || CSVAmount.parse(text, currency: .usd, mark: .comma) != nil)
        }
        guard let date = (0..<width).first(where: { index in
                  let texts = column(index)
                  return texts.allSatisfy { $0.contains(where: \.isNumber) } && !StatementDateFormat.candidates(for: texts).isEmpty
              }),
              let amount = (0..<width).first(where: { $0 != date && column($0).allSatisfy(isAmount) })
        else { return nil }
        let lettered = (0..<width).filter { $0 != date && $0 != amount }
            .map { index in (index, column(index).count { $0.contains(where: \.isLetter) && $0.count > 2 }) }
        guard let best = lettered.max(by: { $0.1 < $1.1 || $0.1 == $1.1 && $0.0 > $1.0 }), best.1 * 2 >= rows.count else { return nil }
        self.init(date: Column(index: date, header: "column \(date + 1)"), description: Column(index: best.0, header: "column \(best.0 + 1)"),
                  amount: Column(index: amount, header: "column \(amount + 1)"), count: width)
    }
}
