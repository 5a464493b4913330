import BuddyCore

/// Reading how often something repeats: "monthly", "every month", "a month", "per week",
/// "every 2 weeks", "every other week", "fortnightly", "once a year".
enum FrequencyWords {
    /// Word sequences and the frequency they name, longest first where one starts another.
    static let phrases: [([String], Frequency)] = [
        (["every", "other", "week"], .biweekly), (["every", "two", "weeks"], .biweekly), (["every", "2", "weeks"], .biweekly),
        (["twice", "a", "month"], .biweekly),
        (["every", "three", "months"], .quarterly), (["every", "3", "months"], .quarterly), (["every", "quarter"], .quarterly),
        (["once", "a", "week"], .weekly), (["once", "a", "month"], .monthly), (["once", "a", "year"], .yearly),
        (["each", "week"], .weekly), (["every", "week"], .weekly), (["per", "week"], .weekly), (["a", "week"], .weekly),
        (["each", "month"], .monthly), (["every", "month"], .monthly), (["per", "month"], .monthly), (["a", "month"], .monthly),
        (["each", "year"], .yearly), (["every", "year"], .yearly), (["per", "year"], .yearly), (["a", "year"], .yearly),
        (["weekly"], .weekly), (["biweekly"], .biweekly), (["fortnightly"], .biweekly), (["monthly"], .monthly),
        (["quarterly"], .quarterly), (["yearly"], .yearly), (["annually"], .yearly), (["annual"], .yearly),
        (["once"], .once), (["one", "time"], .once), (["just", "once"], .once),
    ]

    /// The frequency the tokens at `index` name and how many tokens it takes, if any.
    /// "a week ago", "a month back", "a year before", "a month earlier" say when, not how often.
    static func read(_ tokens: [String], at index: Int) -> (value: Frequency, length: Int)? {
        for (words, frequency) in phrases where index + words.count <= tokens.count {
            guard tokens[index..<index + words.count].elementsEqual(words) else { continue }
            let next = index + words.count < tokens.count ? tokens[index + words.count] : nil
            if let next, agoWords.contains(next) { return nil }
            return (frequency, words.count)
        }
        return nil
    }

    /// Words after "a week" that make it a time gone by.
    static let agoWords: Set<String> = ["ago", "back", "before", "earlier", "prior", "previously", "later"]
}
