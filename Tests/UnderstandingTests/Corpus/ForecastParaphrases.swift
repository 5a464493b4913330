/// Phrasings of questions about where spending is heading.
extension Paraphrases {
    /// Phrasings by intent, joined to ``byIntent``.
    static let forecasts: [String: [String]] = [
        "spending.forecast": [
            "at this rate how much will I spend this month", "projected grocery spending for november",
            "if I keep spending like this what will my total be this year", "forecast my spending for december",
            "at my current pace how much will dining cost me this month", "on pace to spend more than last month?",
            "where will my spending end up this month", "at this burn rate how much will I go through in the next 30 days",
            "projected shopping spend", "how much will I spend by the end of the month", "estimate my spending next month",
            "at the current rate what will transport cost me this month", "predict my food spending for next month",
            "spending forecast for this year", "expected spending this week",
        ],
    ]
}
