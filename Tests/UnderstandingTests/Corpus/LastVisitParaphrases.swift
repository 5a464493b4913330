/// Phrasings of "when did I last pay somewhere", written by someone who had not read the grammars.
extension Paraphrases {
    /// Phrasings by intent, joined to ``byIntent``.
    static let lastVisits: [String: [String]] = [
        "spending.last_visit": [
            "when did i last go to blue bottle", "when was my last trader joes run", "whens the last time i bought coffee",
            "last amazon order when", "when did i last get gas", "when did i last buy groceries", "last time i ate at chipotle",
            "when was i last at bowlero", "when did i last pay comcast", "when did i last shop at uniqlo",
            "when was the last time i went to target", "when did netflix last charge me", "when did i last go to the movies",
            "when was i last at joe's", "last time at amazon?",
        ],
    ]
}
