import BuddyCore
import Finance
import Understanding

/// Putting right a transaction in one line: the ones just recorded ("cash", "no, it was lyft",
/// "both were cash") or one the line names ("the amazon thing should be under gifts not
/// shopping", "move tuesday's safeway to yesterday").
extension Assistant {
    /// Intents that record one transaction, which "cash" or "no, it was lyft" on the next line
    /// puts right.
    static let recordings: Set<String> = ["transaction.add_expense", "transaction.add_income"]

    /// Whether `interpretation` leaves a line to be read another way: nothing read it, or only a
    /// keyword rule read it as a question, or as asking which thing was meant; never a decline.
    func readsLoosely(_ interpretation: Interpretation, orAs others: Set<String> = []) -> Bool {
        guard case .understood(let match) = interpretation else { return true }
        if others.contains(match.intent) { return match.isRule }
        guard understander.grammar.intent(match.intent)?.isOutOfScope != true else { return false }
        return match.intent.hasPrefix("clarify") || match.isRule && !Self.writes(match.intent)
    }

    /// A line that only puts right what was just recorded changes it (or, for "both" and
    /// "all", each of them, as one step to undo), when the line reads loosely otherwise. A bare
    /// account moves it only to an account one pays from, and a category must be of its kind.
    func correctingTheRecord(_ line: String, interpretation: Interpretation) -> Reply? {
        let recorded = recordedBefore
        // "no, the day before": a day counted from the one just recorded, for every row just
        // recorded on that day ("lunch 12 and coffee 4", then "no, the day before" moves both).
        if let last = recorded.last, let shift = dayShift(line), let row = try? ledger.transactions.detailed(id: last) {
            let day = row.transaction.date.adding(days: shift)
            context.focus = last
            var slots: [String: SlotValue] = ["date": .period(Period(start: day, end: day.adding(days: 1), label: PeriodText.relative(day, today: today)))]
            let sameDay = recorded.reversed().prefix { (try? ledger.transactions.detailed(id: $0).transaction.date) == row.transaction.date }
            if sameDay.count > 1 { slots["recorded"] = .number(sameDay.count) }
            return answer(Match(intent: "transaction.edit", slots: slots, score: 0, pattern: "correction by a day"), line: line)
        }
        guard let last = recorded.last, let correction = understander.correction(line, in: understandingContext) else { return nil }
        if correction.guessed, case .understood = interpretation { return nil }
        guard readsLoosely(interpretation), let row = try? ledger.transactions.detailed(id: last),
              fits(correction, row) else { return nil }
        var slots = correction.slots
        let count = min(correction.count ?? recorded.count, recorded.count)
        if count > 1 { slots["recorded"] = .number(count) }
        context.focus = last
        return answer(Match(intent: "transaction.edit", slots: slots, score: 0, pattern: "correction"), line: line)
    }

    /// How many days a line that only moves the day just recorded moves it: -1 for the grammar's
    /// `day-before` ("no, the day before"), 1 for `day-after`, with `correcting` words around;
    /// nil for any other line.
    private func dayShift(_ line: String) -> Int? {
        let correcting = singleWords("correcting")
        let tokens = Normalizer.tokens(line).filter { !correcting.contains($0) || $0 == "the" }
        let words = tokens.first == "the" ? Array(tokens.dropFirst()) : tokens
        for (list, shift) in [("day-before", -1), ("day-after", 1)] {
            let phrases = understander.grammar.wordLists[list, default: []].map { $0.first == "the" ? Array($0.dropFirst()) : $0 }
            if phrases.contains(words) { return shift }
        }
        return nil
    }

    /// Whether a correction can be of `row`: a category of its kind (an expense is not put under
    /// Salary), and, said alone, an account one pays from or is paid into (not savings).
    private func fits(_ correction: Correction, _ row: DetailedTransaction) -> Bool {
        if let category = correction.slots["category"].flatMap({ if case .category(let name) = $0 { name } else { nil } }) {
            guard let found = try? ledger.categories.named(category),
                  found.type == (row.transaction.amount < 0 ? .expense : .income) else { return false }
        }
        if !correction.marked, let name = correction.slots["account"].flatMap({ if case .account(let name) = $0 { name } else { nil } }) {
            guard let account = try? ledger.accounts.named(name), account.kind != .savings else { return false }
        }
        return true
    }

    /// A line that names a transaction and what it should have been changes that one.
    func correctingANamedTransaction(_ line: String, interpretation: Interpretation) -> Reply? {
        guard let (named, reference) = namedCorrection(line, interpretation: interpretation) else { return nil }
        return answering("transaction.edit", reference, slots: named.change, pattern: "named correction", line: line)
    }

    /// The correction of a transaction `line` names, and that transaction (or why there is none),
    /// when the line reads loosely otherwise (a rule's new record gives way only to a line that
    /// says plainly it corrects: "the costco run was actually 80"). A line that says only "X was
    /// Y" may be news: it corrects only a transaction just recorded, and one that finds nothing is
    /// left to be read as itself.
    func namedCorrection(_ line: String, interpretation: Interpretation) -> (NamedCorrection, Reference)? {
        guard readsLoosely(interpretation, orAs: Self.recordings.union(["transaction.edit"])) || namesOneRow(interpretation),
              let named = understander.namedCorrection(line, in: understandingContext) else { return nil }
        // ("make the coffee 4" starts with a verb of change: it asks for one.)
        if case .understood(let match) = interpretation, Self.recordings.contains(match.intent), !named.plainly, !named.commanded { return nil }
        guard let reference = try? namedTransaction(named.reference, was: named.was) else { return nil }
        switch reference {
        case .unclear:
            // "change the trader joes one from yesterday to 36.40": a payee the store has, not on
            // that day, is said so; "set my temp to 75" names nothing stored and is left alone.
            let storedPayee = named.payee.map { understander.readSlot(.payee, from: $0, in: understandingContext) != nil } ?? false
            return named.plainly || named.commanded && storedPayee ? (named, reference) : nil
        case .found(let row, _):
            let justRecorded = row.transaction.id.map(recordedBefore.contains) ?? false
            return named.plainly || named.commanded || justRecorded ? (named, reference) : nil
        }
    }

    /// Whether a line read as moving every row of a payee names one row: in the singular ("move
    /// the target purchase to gifts", "change the last target purchase to gifts"), with no word
    /// for all of them (the grammar's `all-of`), so that it corrects that row alone.
    private func namesOneRow(_ interpretation: Interpretation) -> Bool {
        guard case .understood(let match) = interpretation else { return false }
        // "put my most recent uber in shopping" names a row, not a new name for Shopping.
        if match.intent == "category.add_synonym", let phrase = match.text("phrase").map(Normalizer.tokens) {
            return phrase.count > 1 && (Self.pointingWords.contains(phrase[0]) || phrase.starts(with: ["most", "recent"]))
        }
        guard match.intent == "transactions.recategorise", match.text("payee") != nil, !lineSays("all-of") else { return false }
        let words = Set(understander.grammar.wordLists["things", default: []].compactMap { $0.count == 1 ? $0[0] : nil })
        let said = Normalizer.tokens(currentLine).filter(words.contains)
        return !said.isEmpty && said.allSatisfy { !$0.hasSuffix("s") && !Self.massNouns.contains($0) }
    }

    /// Words that point at one row before its payee's name: "my latest uber", "yesterday's coffee".
    private static let pointingWords: Set<String> = ["latest", "last", "newest", "recent", "yesterday's", "yesterdays", "today's",
                                                     "todays", "that", "this"]

    /// Words for rows that name no one row: "all the uber stuff".
    private static let massNouns: Set<String> = ["stuff", "spending"]
}

