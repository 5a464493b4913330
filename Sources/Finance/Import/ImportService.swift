import Foundation
import GRDB

/// What an import did.
public struct ImportSummary: Sendable, Equatable {
    /// Transactions added.
    public let added: Int
    /// Categories the file named that did not exist and were created.
    public let categoriesCreated: [String]
    /// Accounts the file named that did not exist and were created.
    public let accountsCreated: [String]
}

/// Imports bank statements and Buddy's own CSV exports.
public struct ImportService: Sendable {
    let ledger: Ledger

    /// Imports the CSV text in one database transaction: every row, or none and an error that
    /// names each bad line.
    public func importCSV(_ text: String) throws -> ImportSummary {
        let items = try CSVStatementReader(defaultCurrency: ledger.currency).read(text)
        let service = ledger.transactions
        return try ledger.database.writer.write { db in
            let categoriesBefore = Set(try String.fetchAll(db, sql: "SELECT name FROM category WHERE profileId = ?",
                                                           arguments: [ledger.profileId]).map { $0.lowercased() })
            let accountsBefore = Set(try String.fetchAll(db, sql: "SELECT name FROM account WHERE profileId = ?",
                                                         arguments: [ledger.profileId]).map { $0.lowercased() })
            var categoriesCreated: [String] = []
            var accountsCreated: [String] = []
            for item in items {
                _ = try service.insert(item, in: db)
                if let name = item.category, !categoriesBefore.contains(name.lowercased()),
                   !categoriesCreated.contains(where: { $0.lowercased() == name.lowercased() }) {
                    categoriesCreated.append(name)
                }
                if let name = item.account, !accountsBefore.contains(name.lowercased()),
                   !accountsCreated.contains(where: { $0.lowercased() == name.lowercased() }) {
                    accountsCreated.append(name)
                }
            }
            return ImportSummary(added: items.count, categoriesCreated: categoriesCreated, accountsCreated: accountsCreated)
        }
    }

    /// Imports the CSV file at `path` (see ``importCSV(_:)``).
    public func importCSV(path: String) throws -> ImportSummary {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FinanceError(.invalidInput, "cannot read \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FinanceError(.invalidInput, "\(path) is not UTF-8 text")
        }
        return try importCSV(text)
    }
}

extension Ledger {
    /// Importing statements.
    public var imports: ImportService { ImportService(ledger: self) }
}
