import BuddyCore
import Finance
import Presentation

/// What an import preview and summary say about how the file decided its own reading: the date
/// format chosen when the dates read two ways, and the statement's balance column (the account
/// it sets, and the rows where it does not add up).
extension ImportText {
    /// "Dates read as day/month: the other reading puts 9 rows in the future."
    static func dateDecision(_ decision: DateFormatDecision?) -> [String] {
        guard let decision else { return [] }
        let text = decision.description
        return [text.prefix(1).uppercased() + text.dropFirst() + "."]
    }

    /// The balance lines: what the statement's balance does to an account, before the import
    /// (`done` false) or after it, then the rows where it does not add up.
    static func balance(_ balance: StatementBalance?, notUsed: String?, done: Bool) -> [String] {
        if let notUsed { return ["The balance column was not used: \(TerminalText.data(notUsed))."] }
        guard let balance else { return [] }
        let day = PeriodText.day(balance.date, weekday: false, month: true, year: true)
        var lines: [String] = []
        switch balance.target {
        case .account(let change):
            let name = TerminalText.data(change.account)
            let stated = Assistant.balanceText(balance.closing, kind: change.kind)
            let opening = change.from == change.to ? "its opening balance stays \(change.to.formatted)"
                : "its opening balance \(done ? "was set" : "goes") from \(change.from.formatted) to \(change.to.formatted)"
            lines.append("\(name) \(done ? "reads" : "will read") \(stated), the statement's balance on \(day) (line \(balance.line)); \(opening).")
            if change.laterRows > 0 {
                let rows = change.laterRows == 1 ? "the 1 later row" : "the \(change.laterRows) later rows"
                lines.append("With \(rows) already stored, it \(done ? "reads" : "will read") \(Assistant.balanceText(change.current, kind: change.kind)) after them.")
            }
        case .noAccount, .severalAccounts:
            let whose = balance.target == .noAccount ? "go to no account" : "go to several accounts"
            lines.append("The statement's balance on \(day) is \(balance.closing.formatted) (line \(balance.line)); its rows \(whose), "
                + "so no account's balance \(done ? "was" : "is") set from it.")
        }
        if balance.mismatchCount > 0 {
            let shown = balance.mismatches.prefix(3).map { "line \($0.line) says \($0.stated.formatted) where the balance before "
                + "and the row's amount give \($0.expected.formatted)" }
            let more = balance.mismatchCount > shown.count ? "; … and \(balance.mismatchCount - shown.count) more" : ""
            let lineCount = balance.mismatchCount == 1 ? "1 line" : "\(balance.mismatchCount) lines"
            lines.append("The balance column does not add up on \(lineCount): \(shown.joined(separator: "; "))\(more). "
                + "The rows \(done ? "were" : "are") imported as the file gives them.")
        }
        return lines
    }
}
