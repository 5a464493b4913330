import Understanding

/// Deleting a transaction the line names ("pls delete that 22 parking thing", "get rid of the
/// duplicate whole foods charge from monday"): found as a named correction finds its
/// transaction, then deleted only once the person says yes.
extension Assistant {
    /// The transaction `line` names to delete, when the line reads loosely otherwise, as a
    /// deletion by free text, or by a rule that left words over ("delete the 5.40 starbucks"
    /// names a transaction; it is not "delete that").
    func namedDeletion(_ line: String, interpretation: Interpretation) -> TransactionReference? {
        var deletion = false
        if case .understood(let match) = interpretation, match.intent == "transaction.delete" {
            deletion = match.text("what") != nil || !match.leftOver.isEmpty
        }
        guard deletion || readsLoosely(interpretation) else { return nil }
        return understander.namedDeletion(line, in: understandingContext)
    }

    /// The question "Delete …? (yes / no)" about the transaction `line` names (see
    /// ``namedDeletion(_:interpretation:)``), or why there is none.
    func deletingANamedTransaction(_ line: String, interpretation: Interpretation) -> Reply? {
        guard let named = namedDeletion(line, interpretation: interpretation),
              let reference = try? namedTransaction(named) else { return nil }
        return answering("transaction.delete", reference, slots: [:], pattern: "named deletion", line: line)
    }
}
