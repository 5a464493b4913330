import Finance
import Presentation

/// Import summaries and previews in words, for the command line and the conversation. What
/// comes from the file or the store (names, descriptions, the file's name) is shown as data.
public enum ImportText {
    /// "Imported 42 transactions from bank.csv." and the counts that follow it.
    public static func summary(_ summary: ImportSummary, file: String) -> [String] {
        let file = TerminalText.data(file)
        var lines = ["Imported \(count(summary.added, "transaction")) from \(file)."]
        var counts = ["\(count(summary.rowsRead, "row")) read", "\(summary.added) added",
                      "\(count(summary.duplicatesSkipped, "duplicate")) skipped"]
        if summary.zeroSkipped > 0 { counts.append("\(summary.zeroSkipped) with a zero amount skipped") }
        if summary.unsettledSkipped > 0 { counts.append("\(summary.unsettledSkipped) not settled by the bank (declined, reverted or pending) skipped") }
        lines.append(counts.joined(separator: ", ") + ".")
        if summary.categorisedByRules + summary.categorisedFromHistory + summary.categorisedFromMerchantList > 0 {
            lines.append("Categorised by rules: \(summary.categorisedByRules); from your history: \(summary.categorisedFromHistory); "
                + "from the merchant list: \(summary.categorisedFromMerchantList).")
        }
        lines += dateDecision(summary.dateDecision)
        if let currency = summary.currencyTaken { lines.append("This profile now keeps its money in \(currency.code), as the statement does.") }
        if !summary.categoriesCreated.isEmpty { lines.append("New categories: \(names(summary.categoriesCreated)).") }
        if !summary.accountsCreated.isEmpty { lines.append("New accounts: \(names(summary.accountsCreated)).") }
        lines += balance(summary.balance, notUsed: summary.balanceNotUsed, done: true)
        return lines
    }

    /// The preview of an import: how the file was read, the first rows as they would be
    /// stored, and the rows that would be skipped.
    public static func preview(_ plan: ImportPlan, file: String, display: Display, shown: Int = 10) -> [String] {
        let layout = plan.layout
        let file = TerminalText.data(file)
        var lines = [display.paint("How \(file) reads", .heading)]
        let header = layout.headerLine == 0 ? "no header (columns found by what every row holds)" : "header on line \(layout.headerLine)"
        lines.append("  \(layout.encoding.rawValue), \(layout.delimiter.name)-separated, \(header); "
            + "dates \(layout.dateFormat.rawValue)\(layout.dateFormatGiven ? " (as given)" : ""), \(layout.decimalMark.name)")
        lines += dateDecision(layout.dateDecision).map { "  " + $0 }
        if let source = layout.currencySource { lines.append("  Amounts in \(layout.currency.code), \(TerminalText.data(source)).") }
        if let currency = plan.currencyTaken {
            lines.append("  This profile holds no records yet: importing makes it keep its money in \(currency.code), as the statement does.")
        }
        for (field, column) in layout.fields {
            lines.append("  \(field) ← \(TerminalText.data(column))")
        }
        let fresh = plan.newRows
        lines.append("")
        lines.append(display.paint("First rows as they would be stored (\(fresh.count) of \(plan.rows.count) new)", .heading))
        let rows = fresh.prefix(shown).map { row -> [String] in
            let t = row.transaction
            return [String(row.line), t.date.iso, t.description, t.amount.decimalString, (t.category ?? "—") + source(row.categorySource),
                    t.account ?? "—"]
        }
        if rows.isEmpty {
            lines.append("  Nothing new: every row is already in the store.")
        } else {
            lines += Table([["line", "date", "description", "amount", "category", "account"]] + rows, rightAligned: [0, 3])
                .lines(in: display)
        }
        let duplicates = plan.duplicates
        if !duplicates.isEmpty {
            lines.append("")
            lines.append(display.paint("Already in the store, would be skipped (\(duplicates.count))", .heading))
            lines += duplicates.prefix(shown).map { "  line \($0.line): \($0.transaction.date.iso) \(TerminalText.data($0.fileDescription)) \($0.transaction.amount.decimalString)" }
            if duplicates.count > shown { lines.append("  … and \(duplicates.count - shown) more") }
        }
        if !layout.unsettledLines.isEmpty {
            let said = layout.unsettledLines
            lines.append("Not settled by the bank (declined, reverted or pending), left out: line\(said.count == 1 ? "" : "s") \(said.map(String.init).joined(separator: ", ")).")
        }
        if !layout.balanceLines.isEmpty {
            let said = layout.balanceLines
            lines.append("Balance lines with no amount, left out: line\(said.count == 1 ? "" : "s") \(said.map(String.init).joined(separator: ", ")).")
        }
        if !layout.totalLines.isEmpty {
            let said = layout.totalLines
            lines.append("Totals after the last row, left out: line\(said.count == 1 ? "" : "s") \(said.map(String.init).joined(separator: ", ")).")
        }
        if !plan.zeroLines.isEmpty {
            lines.append("Zero amounts, left out: line\(plan.zeroLines.count == 1 ? "" : "s") \(plan.zeroLines.map(String.init).joined(separator: ", ")).")
        }
        if !plan.categoriesToCreate.isEmpty { lines.append("New categories: \(names(plan.categoriesToCreate)).") }
        if !plan.accountsToCreate.isEmpty { lines.append("New accounts: \(names(plan.accountsToCreate)).") }
        lines += balance(plan.balance, notUsed: layout.balanceNotUsed, done: false)
        lines.append("Nothing was written (a preview).")
        return lines
    }

    /// Names from the file or the store, listed.
    private static func names(_ names: [String]) -> String {
        names.map(TerminalText.data).joined(separator: ", ")
    }

    private static func source(_ source: CategorySource) -> String {
        switch source {
        case .file, .none: ""
        case .rule: " (rule)"
        case .history: " (history)"
        case .merchantList: " (merchants)"
        }
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
