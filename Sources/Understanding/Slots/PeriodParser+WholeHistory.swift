import BuddyCore

/// Everything recorded so far: "ever", "all time", "to date", "since I started", "from the
/// beginning". The parser does not know the store, so the period starts at the earliest
/// supported day; the assistant moves its start to the first record (``Period/toDate(_:)``).
extension PeriodParser {
    /// The phrases that name every day up to today, each as its words.
    private static let wholeHistory: [[String]] = [
        ["ever"], ["alltime"], ["all-time"], ["all", "time"], ["to", "date"], ["to-date"], ["lifetime"],
        ["since", "forever"], ["since", "day", "one"], ["since", "day", "1"], ["since", "records", "began"],
        ["whole", "history"], ["entire", "history"], ["all", "my", "history"],
    ]

    /// The words "since" and "from" open a whole history with when they do not name a day:
    /// "since the beginning", "from the start", but not "since the start of the year".
    private static let firstDays: Set<String> = ["beginning", "start", "outset"]

    /// Whoever started: "since I started", "since we began tracking", "since i've been using this".
    private static let speakers: Set<String> = ["i", "we", "ive", "i've", "weve", "we've"]
    private static let startedVerbs: Set<String> = ["started", "began", "begun", "joined", "start", "tracking", "using",
                                                    "recording", "signed"]

    /// The words that begin a phrase of ``wholeHistory`` or the openers around it, for `mayStart`.
    static let wholeHistoryStarters: Set<String> = Set(wholeHistory.map { $0[0] }).union(["since", "from"])

    /// "ever", "all time", "to date", "since I started", "from the beginning".
    func wholeHistory(_ tokens: [String], _ i: Int) -> [Reading] {
        let everything = Period.toDate(today)
        for phrase in Self.wholeHistory {
            let end = i + phrase.count
            if end <= tokens.count, Array(tokens[i..<end]) == phrase { return [(phrase.count, everything)] }
        }
        guard ["since", "from"].contains(tokens[i]), i + 1 < tokens.count else { return [] }
        var at = i + 1
        if tokens[at] == "the", at + 1 < tokens.count, Self.firstDays.contains(tokens[at + 1]) {
            // "since the start of the year" is a day of its own, read by the edges.
            guard at + 2 >= tokens.count || tokens[at + 2] != "of" else { return [] }
            return [(3, everything)]
        }
        guard tokens[i] == "since", Self.speakers.contains(tokens[at]) else { return [] }
        at += 1
        for helper in ["have", "had", "been"] where at < tokens.count && tokens[at] == helper { at += 1 }
        guard at < tokens.count, Self.startedVerbs.contains(tokens[at]) else { return [] }
        // "since I started tracking", "since we began using this".
        while at + 1 < tokens.count, Self.startedVerbs.contains(tokens[at + 1]) { at += 1 }
        if at + 1 < tokens.count, ["this", "buddy", "it", "you"].contains(tokens[at + 1]) { at += 1 }
        return [(at + 1 - i, everything)]
    }
}
