import BuddyCore
import CSV
import Foundation
import GRDB

/// Writes the profile's records out: CSV in the import contract's columns, a JSON document, or
/// an hledger journal.
public struct ExportService: Sendable {
    let ledger: Ledger

    /// The CSV contract's columns, in order.
    public static let csvHeader = ["date", "description", "amount", "currency", "category", "account", "notes"]

    /// Every transaction as CSV; importing it into an empty store gives the same transactions.
    public func csv() throws -> String {
        let writer = try CSVWriter(stream: .toMemory())
        try writer.write(row: Self.csvHeader)
        for item in try ledger.transactions.allDetailed() {
            let t = item.transaction
            try writer.write(row: [t.date.iso, t.description, t.money.decimalString, t.currency,
                                   item.category ?? (t.type == .transfer ? Transaction.transferCategory : ""), item.account ?? "", t.notes ?? ""])
        }
        writer.stream.close()
        guard let data = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data,
              let text = String(data: data, encoding: .utf8) else {
            throw FinanceError(.storeUnavailable, "the CSV export could not be written")
        }
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The whole profile (accounts, categories with synonyms, transactions) as pretty JSON.
    public func json() throws -> String {
        let document = try ExportDocument(ledger: ledger)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(document)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension ExportService {
    /// The profile as an hledger journal (see ``HledgerJournal``); opening balances are dated
    /// on the first transaction's day, or `today` when there is none.
    public func hledger(today: Day) throws -> String {
        try HledgerJournal(ledger: ledger, today: today).text()
    }
}

extension Ledger {
    /// Exporting the profile's records.
    public var exports: ExportService { ExportService(ledger: self) }
}
