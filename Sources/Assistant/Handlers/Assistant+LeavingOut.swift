import BuddyCore
import Finance
import Understanding

/// Questions that leave something out: "spending last month without rent", "total transport
/// excluding uber", "november transactions except the ones on the credit card".
extension Assistant {
    /// `filter` leaving out what `match` says to leave out, and the names left out as said
    /// (none when the line left nothing out). Each answer that takes the clause reads its rows
    /// through this, and says what it left out (see ``leftOutNote(_:)``).
    func leavingOut(_ match: Match, from filter: inout TransactionFilter) throws -> [String] {
        let exclusion = match.exclusion
        guard !exclusion.isEmpty else { return [] }
        filter.excluding.categories = try exclusion.categories.map(categoryRecord)
        filter.excluding.accounts = try exclusion.accounts.map(ledger.accounts.named)
        filter.excluding.payees = exclusion.payees
        filter.excluding.transfers = exclusion.transfers
        return exclusion.said
    }

    /// The sentence an answer that left things out ends with: "Left out: Rent and Amazon."
    static func leftOutNote(_ names: [String]) -> String {
        "Left out: \(list(names))."
    }

    /// A question that leaves something out of an answer that cannot leave it out ("how much is
    /// left in my food budget without groceries"): said so, rather than answered counting it.
    func exclusionNotAnswered(_ match: Match) throws -> Answer {
        Answer(values: ["what": Self.list(match.exclusion.said)], failed: true)
    }
}
