import GRDB

/// Where money is held: a checking or savings account, a credit card, or cash.
public struct Account: Codable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The table its rows are stored in (named here, not derived from the type's name at run time).
    public static let databaseTableName = "account"

    /// The kinds of account.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case checking, savings, credit, cash

        /// What people call the one account of this kind ("my credit card", "the debit card"; a card
        /// network's name, "the visa", for the one credit card).
        public var spokenNames: [String] {
            switch self {
            case .checking: ["checking", "checking account", "debit card", "debit", "current account"]
            case .savings: ["savings", "savings account"]
            case .credit: ["credit card", "card", "cc", "credit", "visa", "visa card", "mastercard", "master card", "amex", "american express"]
            case .cash: ["cash", "wallet"]
            }
        }

        /// The card networks among ``spokenNames``, by phrase: "amex" is not the one credit card
        /// when that card is called "Visa".
        public static let cardNetworks: [String: String] = [
            "visa": "visa", "visa card": "visa", "mastercard": "mastercard", "master card": "mastercard", "amex": "amex",
            "american express": "amex",
        ]

        /// The card network an account's name says, if any ("Chase Visa" is a Visa).
        public static func network(inName name: String) -> String? {
            let lower = name.lowercased()
            return cardNetworks.first { lower.contains($0.key) }?.value
        }

        /// The kind a name most likely means ("Visa card" is credit, "Rainy day savings" savings).
        public static func guess(fromName name: String) -> Kind {
            let lower = name.lowercased()
            if lower.contains("credit") || lower.contains("card") || lower.contains("visa") || lower.contains("amex") { return .credit }
            if lower.contains("saving") { return .savings }
            if lower.contains("cash") || lower.contains("wallet") { return .cash }
            return .checking
        }
    }

    /// The row id.
    public var id: Int64?
    /// The owning profile.
    public var profileId: Int64
    /// The account's name, unique within the profile regardless of case.
    public var name: String
    /// What kind of account it is.
    public var kind: Kind
    /// The ISO 4217 code of the account's currency.
    public var currency: String
    /// The balance before the first recorded transaction, in minor units.
    public var openingBalance: Int64 = 0
    /// On a credit card, the most it may owe, in minor units; nil when not set.
    public var creditLimit: Int64? = nil

    /// Columns, for queries.
    public enum Columns {
        public static let profileId = Column(CodingKeys.profileId)
        public static let name = Column(CodingKeys.name)
    }

    /// Creates an account record.
    public init(id: Int64? = nil, profileId: Int64, name: String, kind: Kind, currency: String, openingBalance: Int64 = 0) {
        self.openingBalance = openingBalance
        self.id = id
        self.profileId = profileId
        self.name = name
        self.kind = kind
        self.currency = currency
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
