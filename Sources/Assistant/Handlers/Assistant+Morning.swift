import BuddyCore
import Finance
import Foundation
import Presentation
import Understanding

/// How the morning summary is written out.
public enum SummaryFormat: String, Sendable, CaseIterable {
    /// Text for a terminal or a log, following the display.
    case text
    /// Markdown, for mail.
    case markdown
    /// One JSON object (documented in the README).
    case json
}

/// The morning summary of yesterday: "morning summary", "how did I do yesterday", and
/// `buddy morning`.
extension Assistant {
    /// At most this many of yesterday's expenses are listed, largest first.
    static let morningRows = 10

    /// "morning summary", "how did I do yesterday".
    func morning(_ match: Match) throws -> Answer {
        let summary = try ledger.reviews.morning(today: today)
        return Answer(values: ["body": morningText(summary)], slots: ["period": .period(summary.yesterday)], amount: summary.spent)
    }

    /// The morning summary for today in `format`.
    public func morningSummary(format: SummaryFormat) throws -> String {
        let summary = try ledger.reviews.morning(today: today)
        switch format {
        case .text: return morningText(summary)
        case .markdown: return morningMarkdown(summary)
        case .json: return try morningJSON(summary)
        }
    }

    /// "Thursday 12 March 2026".
    static func longDay(_ day: Day) -> String {
        "\(CalendarNames.weekdays[day.weekday - 1]) \(day.day) \(CalendarNames.months[day.month - 1]) \(day.year)"
    }

    /// The sentences every format shares, from the summary's reply variants.
    struct MorningSentences {
        var heading: String
        var spent: String
        var earned: String?
        var more: String?
        var month: String
        var budgets: String
        var quiet: String?
        var actions: [ActionItem]
    }

    func morningSentences(_ s: MorningSummary) -> MorningSentences {
        let intent = "summary.morning"
        var spentValues: [String: Any] = ["day": dayText(s.yesterday.start), "spent": s.spent.formatted, "average": s.dailyAverage.formatted]
        if let percent = s.againstAverage {
            spentValues["comparison"] = true
            // Fewer days than the usual 30 when the records are younger, and the sentence says so.
            if s.averageDays < ReviewService.averageDays { spentValues["days"] = s.averageDays == 1 ? "1 day" : "\(s.averageDays) days" }
            spentValues["percent"] = DigitGrouping.grouped(UInt64(abs(percent)))
            spentValues["direction"] = percent >= 0 ? "more" : "less"
        }
        let hidden = s.expenses.count - Self.morningRows
        return MorningSentences(
            heading: phrase(intent, "heading", ["today": Self.longDay(s.today)]),
            spent: phrase(intent, s.spent.minorUnits == 0 && s.expenses.isEmpty ? "nothing" : "spent", spentValues),
            earned: s.earned.minorUnits > 0 ? phrase(intent, "earned", ["earned": s.earned.formatted]) : nil,
            more: hidden > 0 ? phrase(intent, "more", ["count": hidden]) : nil,
            month: phrase(intent, "month", ["month": s.month.label, "partial": s.month.contains(s.today), "spent": s.monthSpent.formatted]),
            budgets: phrase(intent, "budgets", ["month": s.month.label]),
            quiet: s.dueToday.isEmpty && s.dueThisWeek.isEmpty ? phrase(intent, "quiet") : nil,
            // Bills due soon are listed under what is due; the rest of the action centre follows.
            actions: s.actions.filter { if case .billDue = $0 { return false } else { return true } })
    }

    /// The summary as text for the display.
    func morningText(_ s: MorningSummary) -> String {
        let intent = "summary.morning"
        let words = morningSentences(s)
        var text = ReportText(display)
        text.line(display.paint(words.heading, .heading))
        text.line("")
        text.line(words.spent)
        text.append(Table(s.expenses.prefix(Self.morningRows).map { row in
            [row.transaction.description, row.category ?? "Uncategorised", row.transaction.money.magnitude.formatted]
        }, rightAligned: [2]).lines(in: display))
        if let more = words.more { text.line(more, indent: 2) }
        if let earned = words.earned { text.line(earned) }
        text.line("")
        text.line(words.month)
        if !s.budgets.isEmpty {
            text.section(words.budgets)
            text.append(budgetLines(s.budgets))
        }
        if let quiet = words.quiet {
            text.line("")
            text.line(quiet)
        }
        if !s.dueToday.isEmpty {
            text.section(phrase(intent, "due"))
            text.append(Table(s.dueToday.map { [$0.item.name, $0.item.money.formatted, $0.recorded ? phrase(intent, "recorded") : ""] },
                              rightAligned: [1]).lines(in: display))
        }
        if !s.dueThisWeek.isEmpty {
            text.section(phrase(intent, "week"))
            text.append(Table(s.dueThisWeek.map { [dayText($0.date), $0.item.name, $0.item.money.formatted] }, rightAligned: [2])
                .lines(in: display))
        }
        if !words.actions.isEmpty {
            text.section(phrase(intent, "attention"))
            text.list(words.actions.map(sentence), roles: words.actions.map(Self.role))
        }
        return text.text
    }

    /// The summary as Markdown, for mail.
    func morningMarkdown(_ s: MorningSummary) -> String {
        let intent = "summary.morning"
        let words = morningSentences(s)
        let cell = { (text: String) in TerminalText.data(text).replacingOccurrences(of: "|", with: "\\|") }
        var lines = ["# \(words.heading)", "", words.spent]
        if !s.expenses.isEmpty {
            lines += ["", "| Description | Category | Amount |", "| --- | --- | ---: |"]
            lines += s.expenses.prefix(Self.morningRows).map {
                "| \(cell($0.transaction.description)) | \(cell($0.category ?? "Uncategorised")) | \($0.transaction.money.magnitude.formatted) |"
            }
            if let more = words.more { lines += ["", more] }
        }
        if let earned = words.earned { lines += ["", earned] }
        lines += ["", words.month]
        if !s.budgets.isEmpty {
            lines += ["", "## \(words.budgets)", ""] + s.budgets.map { "- \(describe($0))" }
        }
        if let quiet = words.quiet { lines += ["", quiet] }
        if !s.dueToday.isEmpty {
            lines += ["", "## \(phrase(intent, "due"))", ""]
            lines += s.dueToday.map { "- \(TerminalText.data($0.item.name)): \($0.item.money.formatted)\($0.recorded ? " (\(phrase(intent, "recorded")))" : "")" }
        }
        if !s.dueThisWeek.isEmpty {
            lines += ["", "## \(phrase(intent, "week"))", ""]
            lines += s.dueThisWeek.map { "- \(dayText($0.date)): \(TerminalText.data($0.item.name)), \($0.item.money.formatted)" }
        }
        if !words.actions.isEmpty {
            lines += ["", "## \(phrase(intent, "attention"))", ""] + words.actions.map { "- \(sentence($0))" }
        }
        return lines.joined(separator: "\n")
    }
}
