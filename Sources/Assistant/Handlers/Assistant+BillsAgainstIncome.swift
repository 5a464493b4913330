import BuddyCore
import Finance
import Understanding

/// Bills against income: "how much of my paycheck goes to bills", "can my salary cover my bills",
/// "bills vs income".
extension Assistant {
    /// What the bills tracked come to in a month (subscriptions too when the line names them),
    /// against the month's income: the income tracked as recurring, else the average of the
    /// last three complete months recorded. The share, and what is left after them or how far
    /// short the income falls.
    func billsAgainstIncome(_ match: Match) throws -> Answer {
        let withSubscriptions = match.text("with") == "subscriptions"
        // Paused payments cost nothing while they are paused, and are left out.
        let active = { (group: PaymentGroup) in try self.ledger.recurring.payments(group).filter { $0.status == .active } }
        let bills = try active(.bills) + (withSubscriptions ? try active(.subscriptions) : [])
        guard !bills.isEmpty else { return Answer(variant: "none") }
        let monthly = try ledger.recurring.monthlyTotal(of: bills)
        var values: [String: Any] = ["bills": monthly.formatted, "what": withSubscriptions ? "bills and subscriptions" : "bills"]
        let subscriptions = withSubscriptions ? [] : try active(.subscriptions)
        values["others"] = subscriptions.isEmpty ? [] : [try ledger.recurring.monthlyTotal(of: subscriptions).formatted]
        guard let (income, source) = try monthlyIncome(), income.minorUnits > 0 else {
            return Answer(variant: "noincome", values: values, amount: monthly)
        }
        let left = try income - monthly
        values.merge(["income": income.formatted, "source": source, "left": left.magnitude.formatted,
                      "percent": Percentage.of(monthly.minorUnits, income.minorUnits) ?? 0]) { $1 }
        return Answer(variant: left.minorUnits < 0 ? "short" : "", values: values, amount: left)
    }

    /// A month's income and where the figure comes from: the recurring income tracked ("the
    /// income you track: Payroll"), else the average of up to three complete months recorded
    /// before this one; nil when there is neither.
    private func monthlyIncome() throws -> (Money, String)? {
        let tracked = try ledger.recurring.active(kind: .income).filter { $0.status == .active }
        if !tracked.isEmpty {
            let monthly = try ledger.recurring.monthlyTotal(of: tracked)
            if monthly.minorUnits > 0 { return (monthly, "the income you track: \(Self.list(tracked.map(\.name)))") }
        }
        guard let first = try ledger.reports.firstRecord() else { return nil }
        let thisMonth = today.startOfMonth
        // Whole months only: one the records begin partway through would understate it.
        let months = (1...3).map { thisMonth.adding(months: -$0) }.filter { $0 >= first }
            .reversed().map { Period(start: $0, end: $0.adding(months: 1), label: "") }
        guard let earliest = months.first, let latest = months.last else { return nil }
        let total = try ledger.total(of: try ledger.reports.savings(per: months).map(\.income))
        let average = Money(minorUnits: total.minorUnits.dividedRounded(by: Int64(months.count)), currency: total.currency)
        let span = earliest == latest ? monthName(earliest.start) : "\(monthName(earliest.start)) – \(monthName(latest.start))"
        return (average, "your average income over \(span)")
    }
}
