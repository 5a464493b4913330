import BuddyCore
import GRDB

extension ReportService {
    /// The totals of the rows `filter` selects in each of `buckets` (consecutive periods, such
    /// as the days of a month or six calendar months), positive for spending and for income.
    /// One grouped read over the whole range; the filter's own period is ignored.
    public func totals(_ filter: TransactionFilter, per buckets: [Period]) throws -> [Money] {
        let sign: Int64 = filter.kind == .expense ? -1 : 1
        return try sums(of: ["SUM(t.amount)"], filter, per: buckets).map { sums in
            Money(minorUnits: try sign.checkedMultiplied(by: sums[0]), currency: ledger.currency)
        }
    }

    /// The sums `columns` give (SQL over the rows `t`, one amount each) of the rows `filter`
    /// selects in each of `buckets`: one read grouped by day over the whole range, the days then
    /// added up bucket by bucket. The filter's own period is ignored.
    func sums(of columns: [String], _ filter: TransactionFilter, per buckets: [Period]) throws -> [[Int64]] {
        guard let first = buckets.first, let last = buckets.last else { return [] }
        var whole = filter
        whole.period = Period(start: first.start, end: max(last.end, first.end), label: "")
        let byDay = try ledger.database.writer.read { db in
            let (condition, arguments) = try whole.condition(in: db, ledger: ledger)
            return try Row.fetchAll(db, sql: "SELECT t.date, \(columns.joined(separator: ", ")) FROM \"transaction\" t WHERE \(condition) GROUP BY t.date",
                                    arguments: StatementArguments(arguments))
                .map { row in (day: try row.decode(Day.self, atIndex: 0), sums: try columns.indices.map { try row.amount(atIndex: $0 + 1) }) }
        }
        return try buckets.map { bucket in
            let days = byDay.filter { bucket.contains($0.day) }
            return try columns.indices.map { column in try Int64.checkedSum(days.map { $0.sums[column] }) }
        }
    }
}
