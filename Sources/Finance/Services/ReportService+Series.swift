import BuddyCore
import GRDB

extension ReportService {
    /// The totals of the rows `filter` selects in each of `buckets` (consecutive periods, such
    /// as the days of a month or six calendar months), positive for spending and for income.
    /// One grouped read over the whole range; the filter's own period is ignored.
    public func totals(_ filter: TransactionFilter, per buckets: [Period]) throws -> [Money] {
        guard let first = buckets.first, let last = buckets.last else { return [] }
        var whole = filter
        whole.period = Period(start: first.start, end: max(last.end, first.end), label: "")
        let byDay = try ledger.database.writer.read { db in
            let (condition, arguments) = try whole.condition(in: db, ledger: ledger)
            return try Row.fetchAll(db, sql: "SELECT t.date, SUM(t.amount) FROM \"transaction\" t WHERE \(condition) GROUP BY t.date",
                                    arguments: StatementArguments(arguments))
                .map { (day: try $0.decode(Day.self, atIndex: 0), sum: try $0.amount(atIndex: 1)) }
        }
        let sign: Int64 = filter.kind == .expense ? -1 : 1
        return try buckets.map { bucket in
            let sum = try Int64.checkedSum(byDay.filter { bucket.contains($0.day) }.map(\.sum))
            return Money(minorUnits: try sign.checkedMultiplied(by: sum), currency: ledger.currency)
        }
    }
}
