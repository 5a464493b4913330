import Foundation

/// The JSON export: one profile's records with names instead of row ids.
public struct ExportDocument: Codable, Sendable, Equatable {
    /// The profile's settings.
    public struct ProfileEntry: Codable, Sendable, Equatable {
        public let name: String
        public let currency: String
        public let weekStart: String
    }

    /// An account.
    public struct AccountEntry: Codable, Sendable, Equatable {
        public let name: String
        public let kind: String
        public let currency: String
    }

    /// A category with its synonyms.
    public struct CategoryEntry: Codable, Sendable, Equatable {
        public let name: String
        public let type: String
        public let colour: String
        public let icon: String?
        public let parent: String?
        public let synonyms: [String]
    }

    /// A transaction; `amount` is a signed decimal string.
    public struct TransactionEntry: Codable, Sendable, Equatable {
        public let date: String
        public let description: String
        public let amount: String
        public let currency: String
        public let type: String
        public let category: String?
        public let account: String?
        public let notes: String?
    }

    /// The format's version.
    public let version: Int
    public let profile: ProfileEntry
    public let accounts: [AccountEntry]
    public let categories: [CategoryEntry]
    public let transactions: [TransactionEntry]

    init(ledger: Ledger) throws {
        let categories = try ledger.categories.all()
        let namesById = Dictionary(uniqueKeysWithValues: categories.map { ($0.id!, $0.name) })
        let synonyms = Dictionary(grouping: try ledger.categories.synonyms(), by: { $0.category.lowercased() })
        version = 1
        profile = ProfileEntry(name: ledger.profile.name, currency: ledger.profile.currency,
                               weekStart: ledger.profile.weekStartDay == .monday ? "monday" : "sunday")
        accounts = try ledger.accounts.all().map { AccountEntry(name: $0.name, kind: $0.kind.rawValue, currency: $0.currency) }
        self.categories = categories.map { c in
            CategoryEntry(name: c.name, type: c.type.rawValue, colour: c.colour, icon: c.icon,
                          parent: c.parentId.flatMap { namesById[$0] },
                          synonyms: (synonyms[c.name.lowercased()] ?? []).map(\.phrase))
        }
        transactions = try ledger.transactions.allDetailed().map { item in
            let t = item.transaction
            return TransactionEntry(date: t.date.iso, description: t.description, amount: t.money.decimalString,
                                    currency: t.currency, type: t.type.rawValue, category: item.category,
                                    account: item.account, notes: t.notes)
        }
    }
}
