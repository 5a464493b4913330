import BuddyCore
import Understanding

/// "ever", "all time", "since I started": the understanding layer reads everything up to today
/// without knowing the store; here its period starts at the first record, so that replies say
/// the days it covers ("to date (1 Jun – 27 Nov)") and averages count no empty years.
extension Assistant {
    /// The match with each whole-history period starting at the first record; nil when it has none.
    func fromFirstRecord(_ match: Match) throws -> Match? {
        let wholes = match.slots.filter { if case .period(let p) = $0.value { p.isWholeHistory } else { false } }
        guard !wholes.isEmpty else { return nil }
        let first = try ledger.reports.firstRecord() ?? today
        var slots = match.slots
        for case (let name, .period(let period)) in wholes { slots[name] = .period(period.startingAt(first)) }
        return match.with(slots: slots)
    }

    /// Everything recorded up to today, from the first record ("to date (1 Jun – 27 Nov)"); from
    /// today when nothing is recorded yet.
    func wholeRecord() throws -> Period {
        let everything = Period(start: Day.firstSupported, end: today.adding(days: 1), label: Period.toDateLabel)
        return everything.startingAt(try ledger.reports.firstRecord() ?? today)
    }

    /// Whether a question with no period said asks about everything recorded, by one of the
    /// grammar's `counts-everything` words: "how many transactions do I have in total", "how many
    /// times have I been to chipotle".
    func saysEverythingRecorded(_ match: Match) -> Bool {
        match.period() == nil && lineSays("counts-everything")
    }

    /// Whether a total with no period said is of everything recorded, by one of the grammar's
    /// `totals-everything` words: "how much have I spent at chipotle overall".
    func totalsEverythingRecorded(_ match: Match) -> Bool {
        match.period() == nil && lineSays("totals-everything")
    }
}
