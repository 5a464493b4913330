import BuddyCore
import Finance
import Presentation

/// Pieces of replies: sentences from reply variants, and figures drawn for the display (changes,
/// budget bars, short month names).
extension Assistant {
    /// A sentence from one of an intent's reply variants (reports are built from several).
    func phrase(_ intent: String, _ variant: String, _ values: [String: Any] = [:]) -> String {
        templates.render(intent: intent, variant: variant, values: values, line: "")
    }
    /// A change in words or signs: "▲ 12%", "+12%", "up 12 percent"; "same"; "new" when there
    /// was nothing before.
    func changeText(_ change: CategoryChange) -> String {
        guard let percent = change.percent else { return change.current.minorUnits == 0 ? "" : "new" }
        guard percent != 0 else { return "same" }
        if display.isPlainMode { return "\(display.change(up: percent > 0)) \(abs(percent)) percent" }
        return display.isTerminal ? "\(display.change(up: percent > 0)) \(abs(percent))%" : "\(display.change(up: percent > 0))\(abs(percent))%"
    }

    /// One line per budget: a progress bar coloured by state (not in plain mode), the share
    /// used and the standing in words.
    func budgetLines(_ statuses: [BudgetStatus]) -> [String] {
        if display.isPlainMode { return statuses.map { "  " + describe($0) } }
        let labelWidth = min(statuses.map { TerminalText.data($0.category).count }.max() ?? 0, max(8, display.width / 4))
        let standingWidth = statuses.map { standing($0).count }.max() ?? 0
        // Indent, label, bar, percentage and standing, two spaces apart.
        let barWidth = max(5, min(20, display.width - labelWidth - standingWidth - 13))
        return statuses.flatMap { status -> [String] in
            let role: Role = status.state == .over ? .bad : status.state == .atRisk ? .warning : .good
            let bar = ProgressBar(used: status.spent.minorUnits, of: status.limit.minorUnits, role: role)
            let name = TerminalText.data(status.category)
            let label = name.count > labelWidth ? String(name.prefix(labelWidth - 1)) + "…" : name
            let padded = label + String(repeating: " ", count: max(0, labelWidth - label.count))
            let percent = String(repeating: " ", count: max(0, 4 - "\(bar.percent)%".count)) + "\(bar.percent)%"
            let head = "  \(padded)  \(bar.render(in: display, width: barWidth)) \(percent)"
            // On a narrow screen the standing goes on a line of its own.
            let headWidth = 2 + labelWidth + 2 + barWidth + 1 + 4
            return headWidth + 2 + standingWidth <= display.width
                ? [head + "  " + standing(status)] : [head, "    " + standing(status)]
        }
    }

    /// A budget's standing in a few words: "over by $60.00", "$81.13 left, on pace for $436.25".
    func standing(_ status: BudgetStatus) -> String {
        switch status.state {
        case .over: return "over by \(status.overBy.formatted)"
        case .atRisk where status.projected.minorUnits > status.limit.minorUnits:
            return "\(status.remaining.formatted) left, on pace for \(status.projected.formatted)"
        case .atRisk, .onTrack: return "\(status.remaining.formatted) of \(status.limit.formatted) left"
        }
    }

    /// "October", or "October 2025" when it is not this year's.
    func monthName(_ day: Day) -> String {
        CalendarNames.months[day.month - 1] + (day.year == today.year ? "" : " \(day.year)")
    }

    /// "Oct 2025".
    static func shortMonth(_ period: Period) -> String {
        "\(CalendarNames.shortMonths[period.start.month - 1]) \(period.start.year)"
    }

    /// "Wed 11 Mar" (with the year when it is not this year's).
    func dayText(_ day: Day) -> String {
        PeriodText.day(day, weekday: true, month: true, year: day.year != today.year)
    }
}
