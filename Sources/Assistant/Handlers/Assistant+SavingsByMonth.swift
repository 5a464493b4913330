import BuddyCore
import Finance
import Presentation
import Understanding

/// Saving month by month, or week by week: "was I in the red any month", "best month for
/// saving", "which weeks did I spend more than I earned".
extension Assistant {
    /// What came in, what went out and what was left in each month (or, with the slot
    /// `per=week`, each week) of the period, through today: a table when there are twelve or
    /// fewer, then the ones where more went out than came in, and the best and the worst.
    func savingsByMonth(_ match: Match) throws -> Answer {
        let period = try period(of: match)
        let weekly = match.text("per") == "week"
        var values = periodValues(period)
        values["unit"] = weekly ? "week" : "month"
        let slots: [String: ReplySlot] = ["period": .period(period)]
        guard let recorded = try ledger.reports.recordedPart(of: period, today: today) else {
            return Answer(variant: "zero", values: values, slots: slots)
        }
        let buckets = buckets(of: recorded, weekly: weekly)
        let savings = try ledger.reports.savings(per: buckets)
        let rows = try zip(buckets, savings).map { bucket, saved in
            (label: bucketLabel(bucket, weekly: weekly), saved: try saved.saved, savings: saved, whole: isWhole(bucket, weekly: weekly))
        }
        guard rows.contains(where: { $0.savings.income.minorUnits != 0 || $0.savings.spending.minorUnits != 0 }) else {
            return Answer(variant: "zero", values: values, slots: slots)
        }
        if rows.count <= Self.tableLimit {
            var text = ReportText(display)
            text.append(Table(rows.map { [$0.label, $0.saved.formatted, "\($0.savings.income.formatted) in", "\($0.savings.spending.formatted) out"] },
                              rightAligned: [1, 2, 3]).lines(in: display))
            values["body"] = "\n" + text.text + "\n"
        }
        let red = rows.filter { $0.saved.minorUnits < 0 }
        values["red"] = red.isEmpty ? [] : [Self.list(red.prefix(6).map { "\($0.label) (\($0.saved.formatted))" }
                                                 + (red.count > 6 ? ["\(red.count - 6) more"] : []))]
        values["redCount"] = red.count
        values["count"] = rows.count
        values["units"] = weekly ? "weeks" : "months"
        // Only whole months (or weeks) are judged best or worst: the one under way, or one the
        // records begin partway through, is no match for a whole one.
        let judged = rows.filter(\.whole)
        if judged.count > 1, let best = judged.max(by: { $0.saved.minorUnits < $1.saved.minorUnits }),
           let worst = judged.min(by: { $0.saved.minorUnits < $1.saved.minorUnits }) {
            values["best"] = "\(best.label) (\(best.saved.formatted))"
            values["worst"] = "\(worst.label) (\(worst.saved.formatted))"
        }
        return Answer(variant: rows.count <= Self.tableLimit ? "" : "summary", values: values, slots: slots,
                      query: "added up income and spending \(weekly ? "week" : "month") by \(weekly ? "week" : "month") from \(recorded.start.iso) to \(recorded.lastDay.iso), transfers excluded")
    }

    /// The most months or weeks shown one to a line.
    private static let tableLimit = 12

    /// The calendar month (or week, as the profile starts weeks) that `day` falls in.
    private func calendarUnit(containing day: Day, weekly: Bool) -> Period {
        let start = weekly ? ledger.profile.weekStartDay.startOfWeek(containing: day) : day.startOfMonth
        return Period(start: start, end: weekly ? start.adding(days: 7) : start.adding(months: 1), label: "")
    }

    /// The calendar months (or weeks) `period` touches, each cut to `period`.
    private func buckets(of period: Period, weekly: Bool) -> [Period] {
        var buckets: [Period] = []
        var start = period.start
        while start < period.end {
            let next = calendarUnit(containing: start, weekly: weekly).end
            buckets.append(Period(start: start, end: min(next, period.end), label: ""))
            start = next
        }
        return buckets
    }

    /// Whether `bucket` is a whole calendar month (or week) that is over.
    private func isWhole(_ bucket: Period, weekly: Bool) -> Bool {
        let unit = calendarUnit(containing: bucket.start, weekly: weekly)
        return bucket.hasTheSameDays(as: unit) && bucket.end <= today
    }

    /// "Oct", "Nov so far", "Mar from the 25th", "Oct 2025"; a week by its days, "5 – 11 Oct".
    private func bucketLabel(_ bucket: Period, weekly: Bool) -> String {
        let sofar = bucket.end > today ? " so far" : ""
        if weekly { return PeriodText.range(Period(start: bucket.start, end: min(bucket.end, today.adding(days: 1)), label: ""), thisYear: today.year) + sofar }
        let month = CalendarNames.shortMonths[bucket.start.month - 1] + (bucket.start.year == today.year ? "" : " \(bucket.start.year)")
        let from = bucket.start.day == 1 ? "" : " from the \(PeriodText.dayOfMonth(bucket.start.day))"
        return month + from + sofar
    }
}
