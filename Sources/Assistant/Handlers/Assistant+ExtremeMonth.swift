import BuddyCore
import Finance
import Understanding

/// "which month was my most expensive", "what month did I spend the least on dining": the
/// complete month of the period with the most (or least) spending, against the average.
extension Assistant {
    func extremeMonth(_ match: Match) throws -> Answer {
        let (trend, period, subject, atPayee, received) = try trend(for: match)
        let least = match.text("which") == "least"
        var values: [String: Any] = ["most": !least, "received": received, "on": atPayee ? "at" : received ? "from" : "on"]
        if let subject { values["category"] = subject }
        let slots: [String: ReplySlot] = ["period": .period(period)]
        let done = trend.complete
        guard let pick = least ? trend.lowest : trend.highest, done.count >= 2, let first = done.first, let last = done.last else {
            // One complete month, or none yet, picks nothing out.
            values["months"] = done.count
            return Answer(variant: "few", values: values, slots: slots)
        }
        values["month"] = monthName(pick.month.start)
        values["amount"] = pick.total.formatted
        values["average"] = trend.average.formatted
        values["from"] = monthName(first.month.start)
        values["to"] = monthName(last.month.start)
        values["count"] = done.count
        if trend.lastIsPartial, let month = trend.months.last, let sofar = trend.totals.last {
            values["sofar"] = ["\(monthName(month.start)) so far: \(sofar.formatted)"]
        }
        return Answer(values: values, slots: slots, amount: pick.total)
    }
}
