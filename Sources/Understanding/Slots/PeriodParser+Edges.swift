import BuddyCore

/// The first or last day of a period, and a period said as a point in time: "the end of
/// September", "the start of the year", "at the beginning of last month", "when 2025 ended",
/// "as of October 1".
///
/// "The end of X" is X's last day and "the start of X" its first day, each as a period of one
/// day labelled "at the end of X" or "at the start of X". When X is under way, "the end of X"
/// keeps the meaning it has in "due by the end of the month": from today to X's last day.
extension PeriodParser {
    /// The words that may begin an edge, besides those of ``words``.
    static let edgeWords: Set<String> = ["end", "start", "beginning", "when", "as"]

    /// The label prefix of a period that names the start of another ("at the start of 2026").
    public static let startLabel = "at the start of "

    /// Whether `period` was said as the start of a longer one ("the start of the year"): a
    /// balance asked for then is the one before its first day's money moved.
    public static func namesStart(_ period: Period) -> Bool {
        period.label.hasPrefix(startLabel)
    }

    /// Whether `period` was said as the end or the start of a longer one: a point in time,
    /// at which an account has a balance and nothing is spent or saved.
    public static func namesEdge(_ period: Period) -> Bool {
        namesStart(period) || period.label.hasPrefix(endLabel)
    }

    /// The label prefix of a period from today to the end of one under way ("due by the end of
    /// the month").
    static let deadlineLabel = "by the end of "

    /// Whether `period` runs from today to the end of one under way ("by the end of the month"):
    /// a balance asked for then is still to come.
    public static func namesDeadline(_ period: Period) -> Bool {
        period.label.hasPrefix(deadlineLabel)
    }

    /// The label prefix of a period that names the end of another ("at the end of September").
    static let endLabel = "at the end of "

    private static let endings: Set<String> = ["ended", "finished", "closed", "ending", "ends", "end", "finishes", "closes"]
    private static let beginnings: Set<String> = ["began", "started", "begun", "opened", "starting", "beginning", "starts", "begins", "start", "begin"]

    /// "[at] [the] end of X", "[the] start of X", "when X ended", "as of X".
    func edges(_ tokens: [String], at index: Int, single: (Int) -> [Reading]) -> [Reading] {
        var at = index
        if tokens[at] == "at" { at += 1 }
        if at < tokens.count, tokens[at] == "the" { at += 1 }
        guard at < tokens.count else { return [] }
        switch tokens[at] {
        case "end", "start", "beginning":
            guard at + 1 < tokens.count, tokens[at + 1] == "of" else { return [] }
            let isEnd = tokens[at] == "end"
            let inner = at + 2
            var results = single(inner).compactMap { found in
                edge(of: found.value, isEnd: isEnd).map { (inner + found.length - index, $0) }
            }
            // "the start of the year", "the beginning of this month": the unit under way.
            if !isEnd, let (length, period) = currentUnit(tokens, at: inner) {
                results.append((inner + length - index, .day(period.start, label: Self.startLabel + "the \(tokens[inner + length - 1])")))
            }
            return results
        case "when" where index == at:
            return single(at + 1).compactMap { found in
                let after = at + 1 + found.length
                guard after < tokens.count else { return nil }
                let word = tokens[after]
                guard Self.endings.contains(word) || Self.beginnings.contains(word),
                      let period = edge(of: found.value, isEnd: Self.endings.contains(word)) else { return nil }
                return (after + 1 - index, period)
            }
        case "as" where index == at:
            guard at + 1 < tokens.count, tokens[at + 1] == "of" else { return [] }
            return single(at + 2).map { (at + 2 + $0.length - index, $0.value) }
        default:
            return []
        }
    }

    /// The edge of `period`: its last or first day; nil for "the end of" a period under way,
    /// which ``unit(_:_:)`` reads as "by the end of".
    private func edge(of period: Period, isEnd: Bool) -> Period? {
        let name = bare(period.label)
        guard isEnd else { return .day(period.start, label: Self.startLabel + name) }
        if period.dayCount == 1 { return nil }
        guard !period.contains(today) else {
            return Period(start: today, end: period.end, label: Self.deadlineLabel + name)
        }
        return .day(period.lastDay, label: Self.endLabel + name)
    }

    /// "the year", "this month", "the week" at `index`: the unit containing today, and the
    /// tokens used.
    private func currentUnit(_ tokens: [String], at index: Int) -> (Int, Period)? {
        var at = index
        if at < tokens.count, ["the", "this"].contains(tokens[at]) { at += 1 }
        guard at > index, at < tokens.count, let unit = Self.unitWords[tokens[at]], ![.day, .weekend].contains(unit),
              !tokens[at].hasSuffix("s") else { return nil }
        let (start, end) = containing(unit, today)
        return (at + 1 - index, Period(start: start, end: end, label: "this \(unit.rawValue)"))
    }
}
