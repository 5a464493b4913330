import BuddyCore
import GRDB

/// The two kinds of recurring payment people ask about separately.
public enum PaymentGroup: String, Sendable, CaseIterable {
    /// Streaming, software, memberships: payments in the Subscriptions category or one under it.
    case subscriptions
    /// Everything else paid regularly: rent, utilities, insurance, phone.
    case bills
}

/// Recurring payments told apart by their category: subscriptions and bills.
extension RecurringService {
    /// The active and paused payments (not income or transfers) of `group`, soonest due first.
    public func payments(_ group: PaymentGroup) throws -> [Recurring] {
        let subscriptions = try subscriptionCategories()
        return try active(kind: .bill).filter { item in
            (item.categoryId.map(subscriptions.contains) ?? false) == (group == .subscriptions)
        }
    }

    /// What `items` come to in an average month: a twelfth of their year, rounded once; paused
    /// ones count nothing.
    public func monthlyTotal(of items: [Recurring]) throws -> Money {
        let yearly = try yearlyTotal(of: items)
        return Money(minorUnits: yearly.minorUnits.dividedRounded(by: 12), currency: yearly.currency)
    }

    /// What the active `items` come to in a year, exactly: the sum of each one's yearly cost, so
    /// that the year is not twelve rounded months.
    public func yearlyTotal(of items: [Recurring]) throws -> Money {
        try ledger.total(of: items.filter { $0.status == .active }.map { try $0.frequency.yearlyEquivalent($0.money) })
    }

    /// The ids of the Subscriptions category and its subcategories: the category called
    /// "Subscriptions", or the one that name stands for after a rename or a merge.
    func subscriptionCategories() throws -> Set<Int64> {
        try ledger.database.writer.read { db in
            let profileId = ledger.profileId
            guard let id = try Int64.fetchOne(db, sql: """
                SELECT id FROM category WHERE profileId = ? AND name = 'Subscriptions'
                UNION ALL SELECT categoryId FROM categorySynonym WHERE profileId = ? AND phrase = 'subscriptions'
                """, arguments: [profileId, profileId]) else { return [] }
            return Set(try CategoryService.idsCovered(by: id, profileId: profileId, in: db))
        }
    }
}
