import BuddyCore
import GRDB

/// Which transactions a question is about: a period, optionally a type, a category (with
/// its children) and a piece of the description ("amazon"). Totals and lists use the same
/// filter, so "show them" lists exactly the rows behind the total before it.
public struct TransactionFilter: Sendable, Equatable {
    /// The days covered.
    public var period: Period
    /// Expenses or income; nil for every kind (lists only: a total needs a kind).
    public var kind: Transaction.Kind?
    /// The category, counting its children too.
    public var category: Category?
    /// Text the description must contain, ignoring case.
    public var text: String?

    /// Creates a filter.
    public init(period: Period, kind: Transaction.Kind?, category: Category? = nil, text: String? = nil) {
        self.period = period
        self.kind = kind
        self.category = category
        self.text = text
    }

    /// The SQL condition on table alias `t` and its arguments, for `ledger`'s profile and currency.
    func condition(in db: Database, ledger: Ledger) throws -> (sql: String, arguments: [any DatabaseValueConvertible & Sendable]) {
        var sql = "t.profileId = ? AND t.date >= ? AND t.date < ? AND t.currency = ?"
        var arguments: [any DatabaseValueConvertible & Sendable] = [ledger.profileId, period.start, period.end, ledger.currency.code]
        if let kind {
            sql += " AND t.type = ?"
            arguments.append(kind.rawValue)
        }
        if let category, let id = category.id {
            let ids = try CategoryService.idsCovered(by: id, profileId: ledger.profileId, in: db)
            sql += " AND t.categoryId IN (\(databaseQuestionMarks(count: ids.count)))"
            arguments += ids.map { $0 as any DatabaseValueConvertible & Sendable }
        }
        if let text, !text.isEmpty {
            sql += " AND t.description LIKE ? ESCAPE '\\'"
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
            arguments.append("%\(escaped)%")
        }
        return (sql, arguments)
    }
}
