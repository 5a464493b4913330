import BuddyCore
import Finance
import Foundation
import Presentation

/// An import's summary or preview as one JSON object on one line (`buddy import --json`), keys
/// sorted, amounts `{"value": decimal string, "currency": code}` and days ISO dates, as in the
/// JSON contract of answers. The README documents the keys.
public enum ImportJSON {
    /// What an import did.
    public static func summary(_ summary: ImportSummary, file: String) -> String {
        encode(Summary(file: file, dryRun: false, rowsRead: summary.rowsRead, added: summary.added,
                       duplicatesSkipped: summary.duplicatesSkipped, zeroSkipped: summary.zeroSkipped,
                       categorisedByRules: summary.categorisedByRules, categorisedFromHistory: summary.categorisedFromHistory,
                       categorisedFromMerchantList: summary.categorisedFromMerchantList,
                       categoriesCreated: summary.categoriesCreated, accountsCreated: summary.accountsCreated,
                       dateFormatReason: summary.dateDecision?.description, balance: Balance(summary.balance),
                       balanceNotUsed: summary.balanceNotUsed))
    }

    /// What an import would do (`--dry-run`): how the file reads, and every row with an amount
    /// as it would be stored, duplicates marked.
    public static func preview(_ plan: ImportPlan, file: String) -> String {
        let layout = plan.layout
        let fresh = plan.newRows
        return encode(Preview(
            file: file, dryRun: true, rowsRead: plan.rows.count + plan.zeroLines.count, wouldAdd: fresh.count,
            duplicatesSkipped: plan.rows.count - fresh.count, zeroSkipped: plan.zeroLines.count, zeroLines: plan.zeroLines,
            categorisedByRules: fresh.filter { if case .rule = $0.categorySource { true } else { false } }.count,
            categorisedFromHistory: fresh.filter { $0.categorySource == .history }.count,
            categorisedFromMerchantList: fresh.filter { $0.categorySource == .merchantList }.count,
            categoriesToCreate: plan.categoriesToCreate, accountsToCreate: plan.accountsToCreate,
            layout: Layout(encoding: layout.encoding.rawValue, delimiter: layout.delimiter.name, headerLine: layout.headerLine,
                           dateFormat: layout.dateFormat.rawValue, dateFormatGiven: layout.dateFormatGiven,
                           dateFormatReason: layout.dateDecision?.description,
                           decimalMark: layout.decimalMark == .point ? "point" : "comma", currency: layout.currency.code,
                           columns: Dictionary(layout.fields.map { ($0.field, $0.column) }, uniquingKeysWith: { first, _ in first })),
            rows: plan.rows.map(Row.init), balance: Balance(plan.balance), balanceNotUsed: layout.balanceNotUsed))
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value here is a string, number, Boolean or array of them: encoding cannot fail.
        return (try? encoder.encode(value)).map { TerminalText.json(String(decoding: $0, as: UTF8.self)) } ?? "{}"
    }

    private struct Summary: Encodable {
        let file: String
        let dryRun: Bool
        let rowsRead, added, duplicatesSkipped, zeroSkipped, categorisedByRules, categorisedFromHistory, categorisedFromMerchantList: Int
        let categoriesCreated, accountsCreated: [String]
        let dateFormatReason: String?
        let balance: Balance?
        let balanceNotUsed: String?
    }

    private struct Preview: Encodable {
        let file: String
        let dryRun: Bool
        let rowsRead, wouldAdd, duplicatesSkipped, zeroSkipped: Int
        let zeroLines: [Int]
        let categorisedByRules, categorisedFromHistory, categorisedFromMerchantList: Int
        let categoriesToCreate, accountsToCreate: [String]
        let layout: Layout
        let rows: [Row]
        let balance: Balance?
        let balanceNotUsed: String?
    }

    private struct Layout: Encodable {
        let encoding, delimiter: String
        let headerLine: Int
        let dateFormat: String
        let dateFormatGiven: Bool
        let dateFormatReason: String?
        let decimalMark: String
        let currency: String
        let columns: [String: String]
    }

    struct Amount: Encodable {
        let value, currency: String

        init(_ money: Money) {
            value = money.decimalString
            currency = money.currency.code
        }
    }

    /// A row as it would be stored; absent values are null, not left out.
    private struct Row: Encodable {
        let line: Int
        let date: String
        let description, fileDescription: String
        let amount: Amount
        let category, categorySource, account: String?
        let duplicate: Bool

        init(_ row: PlannedRow) {
            let t = row.transaction
            line = row.line
            date = t.date.iso
            description = t.description
            fileDescription = row.fileDescription
            amount = Amount(t.amount)
            category = t.category
            switch row.categorySource {
            case .file: categorySource = "file"
            case .rule: categorySource = "rule"
            case .history: categorySource = "history"
            case .merchantList: categorySource = "merchants"
            case .none: categorySource = nil
            }
            account = t.account
            duplicate = row.duplicate
        }

        private enum Keys: String, CodingKey {
            case line, date, description, fileDescription, amount, category, categorySource, account, duplicate
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(line, forKey: .line)
            try c.encode(date, forKey: .date)
            try c.encode(description, forKey: .description)
            try c.encode(fileDescription, forKey: .fileDescription)
            try c.encode(amount, forKey: .amount)
            try c.encode(category, forKey: .category)
            try c.encode(categorySource, forKey: .categorySource)
            try c.encode(account, forKey: .account)
            try c.encode(duplicate, forKey: .duplicate)
        }
    }
}
