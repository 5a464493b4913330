/// Phrasings of "which transactions have no category", written by someone who had not read the
/// grammars (the half of their lines the grammar was written from).
extension Paraphrases {
    /// Phrasings by intent, joined to ``byIntent``.
    static let uncategorised: [String: [String]] = [
        "transactions.uncategorised": [
            "show me uncategorised transactions", "which transactions have no category?", "list everything without a category pls",
            "any transactions that aren't categorized yet?", "whats left to categorise", "transactions missing categories this month",
            "uncategorized txns since september", "pls list the unlabelled transactions", "what hasn't been categorised yet?",
            "hey, which transactions did you not manage to put in a category?", "uncatagorised transactions pls", "what's still unsorted",
            "show blank category transactions", "which of my transactions are unlabeled",
            "show me what needs categorising", "which entries are missing a category lol",
        ],
    ]
}
