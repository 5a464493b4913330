/// Whether a statement writes a card's charges as positive amounts, as American Express and
/// Discover exports do ("WHOLEFDS BKN 10452 …, 72.18" is a purchase, "MOBILE PAYMENT - THANK YOU,
/// -500.00" the card being paid): decided from the whole file, never guessed from one row.
///
/// The file decides it when its amounts are in one signed column (no debit/credit pair, no
/// direction column, no balance to check them against), at least two rows in three are positive,
/// and a negative row is a payment to the card by its words. Its amounts are then turned over,
/// so that charges are money out and payments and refunds money in, and the preview says so.
enum CardSignDecision {
    /// Words of a payment to a card, as card statements write it.
    static let paymentPhrases: [[String]] = [
        ["payment", "thank", "you"], ["thank", "you"], ["autopay"], ["auto", "pay"], ["payment", "received"],
        ["online", "payment"], ["mobile", "payment"], ["internet", "payment"], ["electronic", "payment"], ["ach", "payment"],
        ["payment", "-", "thank"], ["autopay", "payment"], ["directpay"],
    ]

    /// Whether `rows` (read from a file laid out as `layout`) are a card's, charges positive.
    static func chargesArePositive(_ rows: StatementRows, layout: StatementLayout) -> Bool {
        let columns = layout.columns
        guard columns.amount != nil, columns.debit == nil, columns.credit == nil, columns.balance == nil,
              !layout.signFromDirection, !layout.isOwnExport, rows.count >= 3 else { return false }
        var positive = 0, negative = 0
        var paidCard = false
        for index in rows.indices {
            let amount = rows.amounts[index]
            if amount > 0 { positive += 1 } else if amount < 0 {
                negative += 1
                if !paidCard { paidCard = saysCardPayment(rows.texts[rows.descriptions[index]]) }
            }
        }
        return paidCard && positive >= 2 * negative
    }

    /// Whether `description` is a payment to the card by its words.
    static func saysCardPayment(_ description: String) -> Bool {
        let words = description.lowercased().split { !$0.isLetter && $0 != "-" }.map(String.init)
        return paymentPhrases.contains { words.contains($0) }
    }
}
