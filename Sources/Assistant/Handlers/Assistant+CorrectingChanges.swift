import Foundation
import Understanding

/// Putting right the change just made, in place of it: money just moved ("put 200 toward
/// vacation", then "make it 300", "from savings not checking", "no, 25"), a bill just paid
/// ("from savings instead"), a name just given ("rename dining to eating out", then "actually
/// call it restaurants"), a split with one more person ("oh and jo too"), or any change said
/// again "instead" ("pause netflix", then "actually no, pause spotify instead"). The change is
/// taken back and made again as the line says, so nothing is counted twice and nothing else
/// ("make it 300" is no new target for the goal) is changed.
extension Assistant {
    /// Words that say a line puts right what was just said, before what it says.
    /// Only words that say so: "oh", "um" or "wait" alone only pause ("oh and pay the water bill").
    private static let correctingLead = #"^\s*(?:(?:oh|ah|um+|uh+|hmm+|wait)[\s,.!]+)*(?:no|nope|nah|actually|sorry|oops|i mean|i meant|my bad|scratch that|on second thought)(?:\s*[,.!—–-]\s*|\s+)(?:(?:no|nope|wait|sorry|actually|i mean|i meant)(?:\s*[,.!—–-]\s*|\s+))*"#
    /// Words that say a line is said in place of the one before, after what it says.
    private static let insteadTail = #"[\s,]*\b(?:instead|rather)\b[\s.!]*$"#
    /// What is said when the change put right in place of the first could not be made at once.
    private static let firstStands = "Nothing was changed: the first stands as it was. To change it, say “undo”, then say what you want."

    /// Changes that set a value, which setting it again replaces.
    private static let setters: Set<String> = ["budget.set", "goal.target", "account.set_limit", "bill.amount"]
    /// Words that say a line adds to what was just said rather than replacing it.
    private static let adding: Set<String> = ["too", "also", "another", "more", "again", "plus", "and", "both", "extra"]

    /// The change the line before made in one step to undo, and whether that step is still the
    /// newest (nothing undone or made since); nil when the line before made no such change.
    var changeOfTheLineBefore: (match: Match, newest: Bool)? {
        guard let last = context.lastWrite, last.turn == context.turn - 1 else { return nil }
        return (last.match, journal?.stepCount == last.steps)
    }

    /// The change of the line before made again as `line` puts it right, in place of the
    /// first; nil when the line before changed nothing or `line` is no such correction. The
    /// first change is taken back only when the second is made: a change that cannot be made
    /// leaves the first as it was.
    func correctingTheLastChange(_ line: String, interpretation: Interpretation) -> Reply? {
        // The newest step to undo is the change of the line before, and only it; a question
        // ("and jo?") or a line that adds ("from savings too") puts nothing right.
        let tokens = Normalizer.tokens(line)
        guard let last = changeOfTheLineBefore, last.newest, let journal,
              !line.contains("?"), !LineMood.isQuestion(line, tokens: tokens) else { return nil }
        // Only one more person for a split adds: any other line that adds is a change of its own.
        guard !Self.adds(line) || last.match.intent == "split.add" else { return nil }
        let corrected = slotsPutRight(of: last.match, by: line, interpretation: interpretation).map {
            Match(intent: last.match.intent, slots: last.match.slots.merging($0) { _, said in said }, score: last.match.score, pattern: last.match.pattern)
        }
        guard let replacement = corrected ?? changeSaidInstead(of: last.match, by: line), replacement.slots != last.match.slots else { return nil }
        // "set a budget of 300 for dining", then "no, 250": a value set again replaces itself,
        // and "undo" then goes back to the first.
        if corrected != nil, Self.setters.contains(last.match.intent) { return answer(replacement, line: line) }
        guard let undone = try? journal.undo() else { return nil }
        // The change made in its place is this line's one step.
        stepsBefore = journal.stepCount
        let before = changesMade.count
        let reply = answer(replacement, line: line)
        guard !reply.failed, !reply.asks, changesMade.count > before else {
            // Nothing was made in its place: the first change stands, and a question the second
            // asked ("Move $1,500.00? yes or no") is let go, so that no "yes" makes both.
            _ = try? journal.redo()
            stepsBefore = journal.stepCount
            storeChanged()
            guard reply.failed else {
                (context.confirmation, context.pending, context.askedBack, context.choices) = (nil, nil, nil, [])
                return Reply(input: line, understood: true, intent: last.match.intent, text: Self.firstStands, failed: true)
            }
            return reply
        }
        changesMade.insert("taking back \(undone)", at: before)
        return Reply(input: reply.input, understood: true, intent: reply.intent, slots: reply.slots, amount: reply.amount,
                     text: "In place of the first: " + reply.text)
    }

    /// Whether `text` says it adds to what was just said ("too", "and", "as well").
    private static func adds(_ text: String) -> Bool {
        Normalizer.tokens(text).contains(where: adding.contains) || text.range(of: #"\bas well\b"#, options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// `line` without the words that say it puts right the line before ("actually no, …",
    /// "… instead"), and whether it had any.
    static func withoutCorrectingWords(_ line: String) -> (said: String, marked: Bool) {
        var said = line
        let lead = said.range(of: correctingLead, options: [.regularExpression, .caseInsensitive])
        if let lead { said.removeSubrange(lead) }
        let tail = said.range(of: insteadTail, options: [.regularExpression, .caseInsensitive])
        if let tail { said.removeSubrange(tail) }
        return (said, lead != nil || tail != nil)
    }

    /// The same change said again with a word that it replaces the first ("actually no, pause
    /// spotify instead"), never one that adds to it ("pause spotify too", "… as well").
    private func changeSaidInstead(of change: Match, by line: String) -> Match? {
        let (said, marked) = Self.withoutCorrectingWords(line)
        guard marked, !said.isEmpty, !Self.adds(said),
              case .understood(let match) = understander.understand(said, in: understandingContext),
              match.intent == change.intent, match.alternatives.isEmpty else { return nil }
        return match
    }

    /// The slots of `change` that `line` gives again: an amount (read as `transaction.edit`
    /// reads "make it 300"), the account or day a line that only corrects names, a new name
    /// ("call it restaurants"), or one more person for a split ("and jo too").
    private func slotsPutRight(of change: Match, by line: String, interpretation: Interpretation) -> [String: SlotValue]? {
        switch change.intent {
        case "category.rename", "account.rename": return newName(in: line).map { ["name": .text($0)] }
        case "split.add": return onePersonMore(in: line, to: change)
        case "goal.contribute", "transfer.add", "iou.settle", "iou.add", "bill.pay", "budget.set", "goal.target", "account.set_limit", "bill.amount": break
        default: return nil
        }
        let amountSlot = change.slots["withdraw"] != nil ? "withdraw" : "amount"
        // "make it 300", never "fix dining, should be 300": a line that names a thing is about that thing.
        if case .understood(let edit) = interpretation, edit.intent == "transaction.edit",
           edit.slots.keys.allSatisfy({ $0 == "amount" }), let amount = edit.amount(), !namesAnything(Normalizer.tokens(line)) {
            return [amountSlot: .amount(amount.magnitude)]
        }
        guard let correction = understander.correction(line, in: understandingContext), !correction.guessed else { return nil }
        if let account = correction.slots["account"], correction.slots.count == 1 {
            switch change.intent {
            case "goal.contribute", "bill.pay": return ["account": account]
            case "transfer.add":
                // "to cash not savings" is where it went; "from savings" or "savings" where it came from.
                let tokens = Normalizer.tokens(line)
                return [tokens.contains { ["to", "into", "onto"].contains($0) } ? "to" : "from": account]
            default: return nil
            }
        }
        if let date = correction.slots["date"], correction.slots.count == 1, correction.marked { return ["date": date] }
        return nil
    }

    /// The name a line gives in place of the one just given: "actually call it restaurants",
    /// "no, make that Wallet", "i meant groceries".
    private func newName(in line: String) -> String? {
        let (said, _) = Self.withoutCorrectingWords(line)
        let naming = #"^\s*(?:call it|name it|make it|make that|rename it to|rename it|change it to|it should be|should be|i meant|i mean)\s+"#
        guard let verb = said.range(of: naming, options: [.regularExpression, .caseInsensitive]) else { return nil }
        let name = said[verb.upperBound...].trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        guard !name.isEmpty, name.split(separator: " ").count <= 4,
              understander.readSlot(.amount, from: name, in: understandingContext) == nil else { return nil }
        return name
    }

    /// The split's people with the one more that a line names alone ("oh and jo too", "jo as well").
    private func onePersonMore(in line: String, to split: Match) -> [String: SlotValue]? {
        guard let people = split.text("people"), split.number("recorded") == nil else { return nil }
        let extra: Set<String> = ["oh", "and", "also", "too", "plus", "add", "with", "include", "including", "actually", "wait", "as", "well", "forgot", "i"]
        let tokens = Normalizer.tokens(line)
        let named = tokens.filter { !extra.contains($0) }
        guard tokens.count > named.count, (1...2).contains(named.count),
              understander.readSlot(.person, from: named.joined(separator: " "), in: understandingContext) != nil else { return nil }
        return ["people": .text("\(people) and \(named.joined(separator: " "))")]
    }
}
