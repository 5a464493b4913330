import BuddyCore
import Finance
import Understanding

/// "which month was my most expensive", "what month did I spend the least on dining": the
/// complete month of the period with the most (or least) spending, or money received for an
/// income category, against the average, with the months that tie with it.
extension Assistant {
    func extremeMonth(_ match: Match) throws -> Answer {
        let (trend, period, subject, atPayee, received) = try trend(for: match)
        let least = match.text("which") == "least"
        var values: [String: Any] = ["most": !least, "received": received, "on": atPayee ? "at" : received ? "from" : "on"]
        if let subject { values["category"] = subject }
        let slots: [String: ReplySlot] = ["period": .period(period)]
        // Months before the first record are no months of nothing spent.
        let first = try ledger.reports.firstRecord()
        let done = trend.complete.filter { month in first.map { month.month.end > $0 } ?? false }
        // Nothing in the complete months, or all of them before the first record.
        let before = first.map { $0 > period.lastDay } ?? true
        guard done.contains(where: { $0.total.minorUnits != 0 }) || done.count < 2 && !before else {
            return Answer(variant: "zero", values: values, slots: slots)
        }
        let ordered = done.sorted { least ? $0.total.minorUnits < $1.total.minorUnits : $0.total.minorUnits > $1.total.minorUnits }
        guard let pick = ordered.first, done.count >= 2, let earliest = done.first, let latest = done.last else {
            // One complete month, or none yet, picks nothing out.
            values["one"] = done.count == 1
            return Answer(variant: "few", values: values, slots: slots)
        }
        let tied = ordered.dropFirst().filter { $0.total == pick.total }.map { monthName($0.month.start) }
        values["tied"] = tied.isEmpty ? [] : [Self.list(tied)]
        values["month"] = monthName(pick.month.start)
        values["amount"] = pick.total.formatted
        values["average"] = trend.average.formatted
        values["from"] = monthName(earliest.month.start)
        values["to"] = monthName(latest.month.start)
        values["count"] = done.count
        if trend.lastIsPartial, let month = trend.months.last, let sofar = trend.totals.last {
            values["sofar"] = ["\(monthName(month.start)) so far: \(sofar.formatted)"]
        }
        return Answer(values: values, slots: slots, amount: pick.total, singledOut: tied.isEmpty ? pick.month : nil)
    }
}
